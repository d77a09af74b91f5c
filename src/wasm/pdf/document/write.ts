/**
 * Writing a document: our compact writer (compactWriter.ts) wherever it applies, else pdf-lib's
 * writer with object streams. The pdf-lib fork keeps the catalog and every page-tree
 * node and page outside object streams (friendlier to incremental signing, which a full rewrite
 * cannot keep anyway); on a full rewrite they pack like any other dictionary, which is most of the
 * gain of object streams on a text PDF. So just before saving they become plain dictionaries.
 */
import { PDFCatalog, PDFDict, PDFPageLeaf, PDFPageTree, type PDFDocument } from '@cantoo/pdf-lib';
import { writeCompact } from './compactWriter';

function packable(doc: PDFDocument) {
  const { context } = doc;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFCatalog || object instanceof PDFPageTree || object instanceof PDFPageLeaf) {
      context.assign(ref, PDFDict.fromMapWithContext(new Map(object.entries()), context));
    }
  }
}

/** The document's bytes; the document must not be used after this (its pages are plain dictionaries). */
export async function writePdf(doc: PDFDocument): Promise<Uint8Array> {
  const compact = await writeCompact(doc);
  if (compact) return compact;
  packable(doc);
  // The trailer's /Size is one past the largest object number: objects dropped from the top of the
  // numbering (orphans, inlined values) must not leave it pointing past the last object.
  doc.context.largestObjectNumber = doc.context.enumerateIndirectObjects().reduce((largest, [ref]) => Math.max(largest, ref.objectNumber), 0);
  const save = (useObjectStreams: boolean) =>
    doc.save({ useObjectStreams, addDefaultPage: false, updateFieldAppearances: false, objectsPerTick: Infinity });
  try {
    return await save(true);
  } catch (error) {
    // A file that declares PDF/A-1 stays conformant: PDF/A-1 forbids object streams.
    if (error instanceof Error && error.message.includes('PDF/A-1')) return save(false);
    throw error;
  }
}
