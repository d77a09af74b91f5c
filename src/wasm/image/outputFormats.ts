/**
 * The compressors' output formats, from the format descriptors (./formats): the formats they write,
 * what 'Same' writes for each source, and the names of what was written.
 */
import { formatById, formatByMime, OUTPUT_FORMATS, type ImageFormat, type OutputFormat } from './formats';

export type { OutputFormat } from './formats';
export type OutputChoice = 'same' | OutputFormat;

export const MIME = Object.fromEntries(OUTPUT_FORMATS.map((id) => [id, formatById(id).mime])) as Record<OutputFormat, string>;

/**
 * 'Same' keeps a format the compressors write; any other source becomes what its descriptor says
 * (`compressAs`): a HEIC photo becomes JPEG (we read HEIC but do not write it, and a photo belongs
 * in JPEG, not PNG), a HEIC with transparency WebP (`compressAsTransparent`: JPEG would make it
 * opaque); the other formats we do not write (GIF, BMP, TIFF, ICO) become PNG.
 */
export function resolveFormat(choice: OutputChoice, source: ImageFormat, transparent = false): OutputFormat {
  if (choice !== 'same') return choice;
  const format = formatById(source);
  if (format.compress) return format.id as OutputFormat;
  return ((transparent && format.compressAsTransparent) || format.compressAs) as OutputFormat;
}

/** Why 'Same' wrote another format than the source's: we do not write it, and, when it matters, the image has transparency. */
export type FormatReason = 'not-written' | 'transparency';

/** The extensions that tell the truth about a MIME type, the one to write first (PNG's for a type we do not know). */
export const extensionsFor = (mime: string): readonly string[] => formatByMime(mime)?.extensions ?? formatById('png').extensions;

/** A MIME type's format name for people ('WebP'), or the type's own name for one we do not know. */
export const formatLabel = (mime: string): string => formatByMime(mime)?.label ?? mime.replace('image/', '');
