/**
 * Merging PDFs with pdf-lib: each source's pages are copied in ONE copyPages call (so fonts and
 * images shared by its pages are copied once), a bookmark per source points at its first page,
 * and files that cannot be read are all named together in one error.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { mergeDuplicates } from '../document/cleanup';
import { openPdf } from '../document/open';
import { dropUnreferenced } from '../document/structure';
import { overallProgress } from './progress';
import { addOutline, type OutlineEntry } from '../document/outline';
import { MERGE_INPUT_ERROR, describeUnreadable, pdfProblemOf, type PdfProblem } from '../document/problems';
import { writePdf } from '../document/write';

export interface MergeSourceBytes {
  name: string;
  bytes: Uint8Array;
  /** The password the user typed for this file, if it asked for one. */
  password?: string;
}

const bookmarkTitle = (name: string) => name.replace(/\.pdf$/i, '') || name;

/** Reports progress per source (see progress.ts) so the page can show each file's own. */
export async function mergePdfs(
  sources: MergeSourceBytes[],
  onProgress: (fraction: number) => void = () => {},
): Promise<{ bytes: Uint8Array; pages: number }> {
  const merged = await PDFDocument.create();
  const outline: OutlineEntry[] = [];
  const unreadable: { name: string; problem: PdfProblem }[] = [];
  const report = (i: number, stage: number) => onProgress(overallProgress(i, stage, sources.length));
  for (const [i, source] of sources.entries()) {
    let doc: PDFDocument;
    try {
      doc = (await openPdf(source.bytes, source.password)).doc;
    } catch (error) {
      unreadable.push({ name: source.name, problem: pdfProblemOf(error) ?? 'damaged' });
      report(i, 1);
      continue;
    }
    report(i, 0.5);
    const pages = await merged.copyPages(doc, doc.getPageIndices());
    pages.forEach((page) => merged.addPage(page));
    if (pages.length > 0) outline.push({ title: bookmarkTitle(source.name), page: pages[0].ref });
    report(i, 1);
  }
  if (unreadable.length > 0) {
    const error = new Error(describeUnreadable(unreadable));
    error.name = MERGE_INPUT_ERROR;
    throw error;
  }
  addOutline(merged, outline);
  // The same file twice, or files made by one program, share fonts and images: keep one copy.
  mergeDuplicates(merged.context);
  dropUnreferenced(merged.context);
  const pages = merged.getPageCount();
  const bytes = await writePdf(merged);
  onProgress(1);
  return { bytes, pages };
}
