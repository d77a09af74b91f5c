/**
 * The PDF engine, with pdf-lib in workers (fetched only when the first job starts). `document/` is
 * the core every wing shares (open, decrypt, repair, inspect, problems, write); each job is a wing
 * with its own jobs, client and worker: `compress/`, `merge/`, `split/`, `organize/`, `imagesToPdf/`,
 * `sign/`, `protect/`, `stamp/`, `ocr/` (the hidden text layer of recognised words).
 * No wing imports another. Pages call the clients; the problem helpers name what is wrong with a file.
 */
/** The compressor and the splitter: their clients (the worker pool) load with the first job, not with the page. */
export { compressPdfInWorker, inspectPdfInWorker } from './compress/lazyClient';
export { inspectSplitSource, splitPdfFile } from './split/lazyClient';
export { inspectMergeSource, mergePdfFiles } from './merge/client';
export type { PdfCompressionLevel } from './compress/compress';
export type { PdfCompressResult } from './compress/jobs';
export type { PdfAccess } from './document/open';
export { fileProgress } from './merge/progress';
export {
  asksForPassword,
  describeUnreadable,
  isMergeInputError,
  pdfProblemError,
  pdfProblemOf,
  rethrowNamed,
  WRONG_PASSWORD_MESSAGE,
  type PdfProblem,
} from './document/problems';
/** Images to PDF (its worker loads pdf-lib and the image codecs on the first added image). */
export { buildPdfFromImages, checkImageForPdf } from './imagesToPdf/client';
export { failedImageIndex } from './imagesToPdf/failedImage';
export type { MarginChoice, PageLayout, PageOrientationChoice, PageSizeChoice } from './imagesToPdf/layout';
/** Organize PDF (/organize-pdf): page count and sizes of a file, and the edit list applied in a worker. */
export { inspectOrganizeSource, organizePdfFiles } from './organize/client';
export type { OrganizeInspection } from './organize/jobs';
export type { PageSize } from './document/inspect';
export type { OrganizedPage, QuarterTurn } from './organize/organize';
/** Sign PDF (/sign-pdf): a visual signature drawn into the pages; its client loads with the first job. */
export { inspectSignSource, signPdfFile } from './sign/lazyClient';
export type { SignMark, SignPlacement } from './sign/jobs';
/** Protect and unlock (/protect-pdf, /unlock-pdf): their client loads with the first job; the checks and refusals are free of pdf-lib. */
export { inspectProtectSource, protectPdfFile, unlockPdfFile } from './protect/lazyClient';
export type { PdfEncryption, PdfPermissions, ProtectSettings } from './protect/jobs';
export { protectSettingsIssue, protectSettingsProblem, type ProtectSettingsIssue } from './protect/settings';
export { ATTACHMENTS_LOCKED_MESSAGE, NOT_PROTECTED_MESSAGE, refusalMessage } from './protect/refusals';
/** Page numbers and watermarks (/add-page-numbers, /watermark-pdf): the stamping wing's client, loaded with its first job. */
export { addPageNumbersToPdf, addWatermarkToPdf, inspectStampSource } from './stamp/lazyClient';
export type { StampFont, WatermarkMark } from './stamp/stamp';
/** Make PDF searchable (/ocr-pdf): a hidden text layer of recognised words over the pages (its worker loads with the first job). */
export { addPdfTextLayer, inspectOcrSource } from './ocr/lazyClient';
