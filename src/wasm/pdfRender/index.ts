/**
 * The page renderer: PDF pages as images (thumbnails, PDF to JPG/PNG), drawn by pdf.js in a worker
 * per opened document. pdf.js is fetched only when the first document opens.
 */
export { openPdfPages, type PdfPagesDocument } from './client';

