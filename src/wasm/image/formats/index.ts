/**
 * Every image format the engine knows, one line each; each format's folder holds its descriptor
 * (index.ts: names, sniff, header size, what we do with it, its metadata) and its code (codec.ts,
 * loaded on use). Adding a format: a folder like ./png and a line below. Everything else derives
 * from this list: the sniffer's image formats, the header reader, the decoder, the converter's
 * targets, the compressors' outputs, what metadata carries over, the names on the pages.
 */
import { avif } from './avif';
import { bmp } from './bmp';
import { gif } from './gif';
import { heic } from './heic';
import { ico } from './ico';
import { jpeg } from './jpeg';
import { jxl } from './jxl';
import { png } from './png';
import { svg } from './svg';
import { tiff } from './tiff';
import type { ImageFormatDescriptor } from './types';
import { webp } from './webp';

/** In the order formats are named to people ('JPEG, PNG, WebP, ...'). */
export const FORMATS = [jpeg, png, webp, avif, heic, jxl, gif, bmp, tiff, ico, svg] as const satisfies readonly ImageFormatDescriptor[];

type Format = (typeof FORMATS)[number];
/** A format we read (and sniff). */
export type ImageFormat = Extract<Format, { sniff: string }>['id'];
/** A format the compressors write ('Same' aside). */
export type OutputFormat = Extract<Format, { compress: true }>['id'];
/** The MIME type of a format the converter writes. */
export type ConvertTarget = Extract<Format, { convert: object }>['mime'];
/** A file name extension of a format we read. */
export type ReadExtension = Extract<Format, { sniff: string }>['extensions'][number];
export type FormatId = Format['id'];
export type { ImageFormatDescriptor } from './types';

const all: readonly ImageFormatDescriptor[] = FORMATS;

export const formatById = (id: FormatId): ImageFormatDescriptor => all.find((f) => f.id === id) as ImageFormatDescriptor;

export const formatByMime = (mime: string): ImageFormatDescriptor | undefined => all.find((f) => f.mime === mime);

/** The formats we read, in FORMATS order. */
export const READ_FORMATS = all.filter((f) => f.sniff);

/** The image format of a sniffed file type (lib/fileType), or undefined for anything else. */
export const formatOfSniffed = (sniffed: string): ImageFormat | undefined => READ_FORMATS.find((f) => f.sniff === sniffed)?.id as ImageFormat | undefined;

/** The converter's targets (MIME types), in FORMATS order. */
export const CONVERT_TARGETS = all.filter((f) => f.convert).map((f) => f.mime as ConvertTarget);

/** The compressors' outputs, in FORMATS order. */
export const OUTPUT_FORMATS = all.filter((f) => f.compress).map((f) => f.id as OutputFormat);
