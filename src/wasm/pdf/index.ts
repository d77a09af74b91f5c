/**
 * The PDF engine: compression and merging with pdf-lib in workers (pdf-lib is fetched only when
 * the first job starts). Pages call the clients; the problem helpers name what is wrong with a file.
 */
export { compressPdfInWorker } from './compressClient';
export { countPdfPages, mergePdfFiles } from './mergeClient';
export type { PdfCompressionLevel } from './compress';
export type { PdfCompressResult } from './jobs';
export { fileProgress } from './mergeProgress';
export {
  DAMAGED_MESSAGE,
  describeUnreadable,
  ENCRYPTED_MESSAGE,
  isMergeInputError,
  pdfProblemError,
  pdfProblemOf,
  type PdfProblem,
} from './problems';
