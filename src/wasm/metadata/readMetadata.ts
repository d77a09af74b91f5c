/**
 * Reads EXIF, GPS, IPTC, XMP and ICC with exifr, one object per segment (`ifd0`, `exif`, `gps`,
 * `iptc`, `icc` and one per XMP namespace such as `dc` or `mwg-rs`). exifr cannot walk WebP, so
 * the EXIF and XMP payloads of its RIFF chunks are wrapped in a minimal JPEG shell for it; nor
 * can it find the EXIF of a libheif-written HEIC/AVIF, so for a format whose descriptor says its
 * EXIF is a HEIF item (`exifIn: 'heif'`), our item reader (./heifExif) hands it the payloads the
 * same way. exifr (about 25 KB gzip) is imported on first use, so it stays off the pages' first load.
 */
import { notAnImageProblem } from '../../lib/imageProblems';
import { sniffFileType } from '../../lib/fileType';
import { FormatError, asciiBytes, concatBytes, u16beBytes } from './bytes';
import { exifIfdsOf, withoutExifPrefix } from './exifBlock';
import { heifMetadataPayloads } from './heifExif';
import { detectFormat, type LosslessFormat } from './imageFormat';
import { checkStructure, DamagedImageError, gifProblem } from './structure';
import { exifApp1 } from './jpegSegments';
import { readTiff, type ExifIfds } from './tiffReader';
import { webpMetadataPayloads } from './webpChunks';

/** exifr's output: segment name -> tag name -> value (values are untranslated numbers, text, dates ...). */
export type RawMetadata = Record<string, Record<string, unknown>>;

export interface MetadataReadout {
  raw: RawMetadata;
  /** The raw EXIF entries (for tags exifr decodes wrongly, like XP* text that starts with a non-Latin letter). */
  ifds: ExifIfds | null;
  format: LosslessFormat | null;
}

const OPTIONS = {
  tiff: true,
  ifd0: {},
  ifd1: false,
  exif: true,
  gps: true,
  interop: false,
  xmp: true,
  iptc: true,
  icc: true,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: false,
  mergeOutput: false,
  translateKeys: true,
  // Numbers stay numbers (Orientation 6, not 'Rotate 90 CW').
  translateValues: false,
  reviveValues: true,
  multiSegment: true,
} as const;

const XMP_APP1_HEADER = 'http://ns.adobe.com/xap/1.0/\0';
const MAX_SEGMENT = 0xffff - 2;

/** A JPEG made of just the metadata segments, which exifr reads like any photo. */
function jpegShell(exif: Uint8Array | null, xmp: Uint8Array | null): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.of(0xff, 0xd8)];
  if (exif && exif.length + 6 <= MAX_SEGMENT) parts.push(exifApp1(withoutExifPrefix(exif)));
  const xmpPayload = xmp && concatBytes([asciiBytes(XMP_APP1_HEADER), xmp]);
  if (xmpPayload && xmpPayload.length <= MAX_SEGMENT) parts.push(Uint8Array.of(0xff, 0xe1), u16beBytes(xmpPayload.length + 2), xmpPayload);
  parts.push(Uint8Array.of(0xff, 0xd9));
  return concatBytes(parts);
}

function isSegmentMap(value: unknown): value is RawMetadata {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a format keeps its EXIF, as its image format descriptor says (`metadata.exifIn`). */
export type ExifSource = 'jpeg' | 'heif';

/** Image formats exifr does not walk (their few metadata blocks are not read): nothing to show. */
const UNREAD_IMAGES: ReadonlySet<string | undefined> = new Set(['gif', 'bmp']);

/**
 * Reads what exifr can find. Throws when the file cannot be read at all (unknown format, empty or
 * corrupt: a JPEG/PNG/WebP whose structure is broken throws DamagedImageError, saying what is
 * wrong); returns an empty `raw` when the file simply carries no metadata.
 */
export async function readMetadata(bytes: Uint8Array, { exifIn }: { exifIn?: ExifSource } = {}): Promise<MetadataReadout> {
  // An empty file or a PDF: say so, in the words the image tools use.
  const notAnImage = notAnImageProblem(bytes);
  if (notAnImage) throw new DamagedImageError(notAnImage);
  const format = detectFormat(bytes);
  if (format) checkStructure(bytes, format);
  const kind = sniffFileType(bytes)?.id;
  if (!format && UNREAD_IMAGES.has(kind)) {
    const problem = kind === 'gif' ? gifProblem(bytes) : null;
    if (problem) throw new DamagedImageError(problem);
    return { raw: {}, ifds: null, format: null };
  }
  let input = bytes;
  if (format === 'webp') {
    const { exif, xmp } = webpMetadataPayloads(bytes);
    input = jpegShell(exif, xmp);
  }
  const { default: exifr } = await import('exifr');
  const output: unknown = await exifr.parse(input, OPTIONS).catch((error: unknown) => {
    if (error instanceof Error && /unknown file format/i.test(error.message)) {
      // Not an ImageInputError: the pages answer a file of another kind with the spec's 'Could not read metadata' toast.
      throw new FormatError('This file is not an image format we can read metadata from (JPEG, PNG, WebP, HEIC, AVIF or TIFF): it is damaged or of another kind.');
    }
    throw error;
  });
  const raw: RawMetadata = {};
  if (isSegmentMap(output)) {
    for (const [segment, tags] of Object.entries(output)) if (isSegmentMap(tags)) raw[segment] = tags;
  }
  let ifds: ExifIfds | null = null;
  try {
    ifds = format ? exifIfdsOf(bytes, format) : null;
  } catch {
    ifds = null;
  }
  if (exifIn === 'heif') ifds = await readHeifItems(bytes, raw, exifr.parse);
  return { raw, ifds, format };
}

/**
 * A HEIF/AVIF file's EXIF and XMP items, read by our item reader and parsed by exifr from a JPEG
 * shell: their segments replace what exifr found in the file itself (nothing, for a libheif file;
 * the same, for an iPhone's), and its colour profile stays as exifr read it.
 */
async function readHeifItems(bytes: Uint8Array, raw: RawMetadata, parse: (input: Uint8Array, options: typeof OPTIONS) => Promise<unknown>): Promise<ExifIfds | null> {
  let payloads: ReturnType<typeof heifMetadataPayloads>;
  try {
    payloads = heifMetadataPayloads(bytes);
  } catch {
    return null;
  }
  const { exif, xmp } = payloads;
  if (!exif && !xmp) return null;
  const output = await parse(jpegShell(exif, xmp), OPTIONS).catch(() => null);
  if (isSegmentMap(output)) {
    for (const [segment, tags] of Object.entries(output)) if (isSegmentMap(tags)) raw[segment] = tags;
  }
  try {
    return exif ? readTiff(exif) : null;
  } catch {
    return null;
  }
}
