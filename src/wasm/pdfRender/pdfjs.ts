/**
 * The page renderer opens documents with the pdfjs engine's opener; pdf.js's errors become the PDF
 * engine's named problems (password needed or wrong, too complex, damaged).
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pdfProblemError } from '../pdf';
import { openPdfjs } from '../pdfjs';

const PASSWORD_EXCEPTION = 'PasswordException';
const INCORRECT_PASSWORD = 2;

function problemOf(error: unknown): Error {
  const { name, code, message } = (error ?? {}) as { name?: string; code?: number; message?: string };
  if (name === PASSWORD_EXCEPTION) return pdfProblemError(code === INCORRECT_PASSWORD ? 'wrongPassword' : 'needsPassword');
  if (/allocation failed|out of memory|invalid array length/i.test(message ?? '')) return pdfProblemError('tooComplex');
  return pdfProblemError('damaged');
}

/** Opens a PDF with pdf.js; the buffer is handed over to it. Rejects with a named PDF problem. */
export async function openWithPdfjs(buffer: ArrayBuffer, password?: string): Promise<PDFDocumentProxy> {
  try {
    return await openPdfjs(buffer, password);
  } catch (error) {
    throw problemOf(error);
  }
}
