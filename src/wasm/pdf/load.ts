/**
 * Loading a user's PDF with pdf-lib, turning its failures into the two problems a user can act on:
 * password protection and damage. pdf-lib 1.17's `EncryptedPDFError` is not an `instanceof`
 * match (ES5 build), so the document is loaded with `ignoreEncryption` and `isEncrypted` is read;
 * a file whose encrypted object streams stop the parser is recognised by its /Encrypt entry.
 */
import { PDFDict, PDFDocument } from 'pdf-lib';
import { pdfProblemError } from './problems';

const ENCRYPT_KEY = [0x2f, 0x45, 0x6e, 0x63, 0x72, 0x79, 0x70, 0x74]; // '/Encrypt'

function mentionsEncrypt(bytes: Uint8Array): boolean {
  outer: for (let i = 0; i <= bytes.length - ENCRYPT_KEY.length; i++) {
    for (let k = 0; k < ENCRYPT_KEY.length; k++) if (bytes[i + k] !== ENCRYPT_KEY[k]) continue outer;
    return true;
  }
  return false;
}

/** Loads a PDF for rewriting; throws a `pdfProblemError` for encrypted or unreadable files. */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  let doc: PDFDocument;
  try {
    // No yielding between objects: this runs in a worker, where a long task blocks nobody.
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false, parseSpeed: Infinity });
  } catch {
    throw pdfProblemError(mentionsEncrypt(bytes) ? 'encrypted' : 'damaged');
  }
  if (doc.isEncrypted) throw pdfProblemError('encrypted');
  try {
    if (!(doc.catalog instanceof PDFDict) || doc.getPageCount() === 0) throw new Error('no pages');
  } catch {
    throw pdfProblemError('damaged');
  }
  return doc;
}
