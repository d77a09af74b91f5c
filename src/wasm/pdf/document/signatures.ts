/**
 * Whether a PDF carries a digital signature: a signature field (/FT /Sig) whose value is a signature
 * dictionary with a /ByteRange. Any rewrite (compression, merging) changes the signed bytes, so the
 * signature stops being valid; pages say so before they start.
 */
import { PDFArray, PDFDict, PDFName, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';

const MAX_FIELDS = 10_000;

function isSignedField(field: PDFDict): boolean {
  if (field.lookup(PDFName.of('FT')) !== PDFName.of('Sig')) return false;
  const value = field.lookup(PDFName.of('V'));
  return value instanceof PDFDict && value.lookup(PDFName.of('ByteRange')) instanceof PDFArray;
}

export function isSigned(context: PDFContext, catalog: PDFDict): boolean {
  const form = catalog.lookup(PDFName.of('AcroForm'));
  if (!(form instanceof PDFDict)) return false;
  const pending: (PDFObject | undefined)[] = [form.lookup(PDFName.of('Fields'))];
  const seen = new Set<PDFObject>();
  while (pending.length > 0 && seen.size < MAX_FIELDS) {
    const item = context.lookup(pending.pop());
    if (item === undefined || seen.has(item)) continue;
    seen.add(item);
    if (item instanceof PDFArray) pending.push(...item.asArray());
    else if (item instanceof PDFDict) {
      if (isSignedField(item)) return true;
      const kids = item.get(PDFName.of('Kids'));
      if (kids) pending.push(kids);
    }
  }
  return false;
}
