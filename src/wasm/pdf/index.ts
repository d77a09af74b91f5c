/**
 * The PDF engine: opening (decryption, repair), compression, merging and splitting with pdf-lib in workers
 * (pdf-lib is fetched only when the first job starts). Pages call the clients; the problem helpers
 * name what is wrong with a file.
 */
export { compressPdfInWorker, inspectPdfInWorker } from './compressClient';
export { inspectMergeSource, mergePdfFiles, type MergeFile } from './mergeClient';
export { splitPdfFile } from './splitClient';
export type { PdfCompressionLevel } from './compress';
export type { PdfAccess, PdfCompressResult, PdfInspection } from './jobs';
export type { PageComparer, PageDifference, RenderValidator } from './renderCheck';
export { fileProgress } from './mergeProgress';
export {
  asksForPassword,
  DAMAGED_MESSAGE,
  describeUnreadable,
  ENCRYPTED_MESSAGE,
  isMergeInputError,
  NEEDS_PASSWORD_MESSAGE,
  TOO_COMPLEX_MESSAGE,
  pdfProblemError,
  pdfProblemOf,
  rethrowNamed,
  WRONG_PASSWORD_MESSAGE,
  type PdfProblem,
} from './problems';
/** Images to PDF (its worker loads pdf-lib and the image codecs on the first added image). */
export { buildPdfFromImages, checkImageForPdf } from './images/client';
export { failedImageIndex } from './images/failedImage';
export type { CheckedImage } from './images/source';
export type { MarginChoice, PageLayout, PageOrientationChoice, PageSizeChoice } from './images/layout';
/** Organize PDF (/organize-pdf): page count and sizes of a file, and the edit list applied in a worker. */
export { inspectOrganizeSource, organizePdfFiles } from './organize/client';
export type { OrganizeInspection, PageSize } from './organize/jobs';
export type { OrganizedPage, QuarterTurn } from './organize/organize';
