/**
 * The metadata engine: JPEG/PNG/WebP metadata segments and chunks (the JPEG marker walk is the
 * JPEG engine's), EXIF/TIFF read and write, ICC profiles. Reading goes through exifr; removal and
 * edits are lossless (no re-encoding).
 */
export { EDITABLE_KEYS, readEditable, type EditableKey, type EditableMetadata } from './editableFields';
export { detectFormat, MIME_OF } from './imageFormat';
export type { TagRow } from './normalize';
export { readMetadata, type ExifSource } from './readMetadata';
export { stripMetadata } from './stripMetadata';
export { checkStructure } from './structure';
export {
  afterRemovalSummary,
  isSensitiveTag,
  metadataSummary,
  sizeInKB,
  unreadableSummary,
  type FileFacts,
  type MetadataView,
  type SummaryRow,
} from './summary';
export { editProblem } from './applyEdits';
export { writeEdits } from './writeEdits';
export { heifExifSegment } from './heifExif';
export { stripHeifMetadata } from './heifStrip';
export { embedIccProfile, isSrgbProfile, profileFits, readIccProfile, type IccSource, type IccTarget } from './iccProfile';
