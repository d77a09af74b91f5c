/**
 * One bookmark per merged source document, pointing at its first page, so a reader can jump
 * between the original files. pdf-lib has no outline API, so the /Outlines tree is built by hand
 * (PDF 32000 §12.3.3): a flat list of items linked by /Prev and /Next under one root.
 */
import { PDFHexString, PDFName, type PDFDocument, type PDFRef } from '@cantoo/pdf-lib';

export interface OutlineEntry {
  title: string;
  page: PDFRef;
}

export function addOutline(doc: PDFDocument, entries: OutlineEntry[]): void {
  if (entries.length === 0) return;
  const { context } = doc;
  const root = context.nextRef();
  const refs = entries.map(() => context.nextRef());
  entries.forEach((entry, i) => {
    const item = context.obj({ Parent: root, Dest: [entry.page, 'Fit'] });
    item.set(PDFName.of('Title'), PDFHexString.fromText(entry.title));
    if (i > 0) item.set(PDFName.of('Prev'), refs[i - 1]);
    if (i < refs.length - 1) item.set(PDFName.of('Next'), refs[i + 1]);
    context.assign(refs[i], item);
  });
  context.assign(root, context.obj({ Type: 'Outlines', First: refs[0], Last: refs[refs.length - 1], Count: refs.length }));
  doc.catalog.set(PDFName.of('Outlines'), root);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
