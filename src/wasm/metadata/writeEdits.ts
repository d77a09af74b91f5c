/**
 * Writes the editor's values into the image's EXIF without touching anything else: the existing
 * entries are kept, the edited ones replaced (or removed when emptied, see ./applyEdits.ts), and
 * the block is put back as a JPEG APP1, a PNG eXIf chunk or a WebP EXIF chunk.
 */
import { applyEdits } from './applyEdits';
import { FormatError } from './bytes';
import type { EditableMetadata } from './editableFields';
import { exifIfdsOf, replaceExif } from './exifBlock';
import { detectFormat } from './imageFormat';
import { writeTiff } from './tiffWriter';

const MAX_JPEG_TIFF = 0xffff - 2 - 6;
/** Big vendor blobs dropped only if the block would not fit in one JPEG segment otherwise. */
const BULKY_TAGS = new Set([0x927c, 0xc4a5]);

/** The file with the edits written into its EXIF. JPEG, PNG and WebP only. */
export function writeEdits(bytes: Uint8Array, edits: EditableMetadata): Uint8Array {
  const format = detectFormat(bytes);
  if (!format) throw new FormatError('Edits can only be written into JPEG, PNG and WebP images.');
  const ifds = applyEdits(exifIfdsOf(bytes, format), edits);
  let tiff = writeTiff(ifds);
  if (format === 'jpeg' && tiff.length > MAX_JPEG_TIFF) {
    tiff = writeTiff({ ...ifds, ifd0: ifds.ifd0.filter((e) => !BULKY_TAGS.has(e.tag)), exif: ifds.exif.filter((e) => !BULKY_TAGS.has(e.tag)) });
  }
  return replaceExif[format](bytes, tiff);
}
