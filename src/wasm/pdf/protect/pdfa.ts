/**
 * PDF/A forbids encryption, so a protected copy of a PDF/A file cannot stay PDF/A: its XMP metadata
 * stops claiming it (pdfaid part, conformance, amendment and revision removed), and everything else
 * in the metadata stays.
 */
import { PDFName, PDFRawStream, PDFRef, decodePDFRawStream, type PDFDocument } from '@cantoo/pdf-lib';

const CLAIM_ELEMENT = /<pdfaid:(part|conformance|amd|rev)\b[^>]*>[^<]*<\/pdfaid:\1>|<pdfaid:(?:part|conformance|amd|rev)\b[^>]*\/>/g;
const CLAIM_ATTRIBUTE = /\s+pdfaid:(?:part|conformance|amd|rev)\s*=\s*(?:"[^"]*"|'[^']*')/g;

/** Takes the PDF/A claim out of the catalog's XMP metadata; true when there was one. */
export function dropPdfAClaim(doc: PDFDocument): boolean {
  const ref = doc.catalog.get(PDFName.of('Metadata'));
  const metadata = doc.catalog.lookup(PDFName.of('Metadata'));
  if (!(metadata instanceof PDFRawStream)) return false;
  let xml: string;
  try {
    xml = new TextDecoder('utf-8').decode(decodePDFRawStream(metadata).decode());
  } catch {
    return false;
  }
  const kept = xml.replace(CLAIM_ELEMENT, '').replace(CLAIM_ATTRIBUTE, '');
  if (kept === xml) return false;
  const stream = doc.context.stream(new TextEncoder().encode(kept), { Type: 'Metadata', Subtype: 'XML' });
  if (ref instanceof PDFRef) doc.context.assign(ref, stream);
  else doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
  return true;
}
