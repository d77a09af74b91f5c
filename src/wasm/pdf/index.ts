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
export { fileProgress } from './mergeProgress';
export {
  asksForPassword,
  DAMAGED_MESSAGE,
  describeUnreadable,
  ENCRYPTED_MESSAGE,
  isMergeInputError,
  NEEDS_PASSWORD_MESSAGE,
  pdfProblemError,
  pdfProblemOf,
  rethrowNamed,
  WRONG_PASSWORD_MESSAGE,
  type PdfProblem,
} from './problems';
