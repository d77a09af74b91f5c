/**
 * Merging PDFs: one page assembly (document/assemble.ts) of every page of every file, in order.
 * Each file is opened and its pages copied in one go (so the fonts and images its pages share are
 * copied once), then let go; a bookmark per file points at its first page; identical resources of
 * different files are kept once; files that cannot be read are all named together in one error.
 */
import type { PDFDocument } from '@cantoo/pdf-lib';
import { PageAssembly, type PageSource, type SourceBookmark } from '../document/assemble';
import { openPdf } from '../document/open';
import { overallProgress } from './progress';
import { MERGE_INPUT_ERROR, describeUnreadable, pdfProblemOf, type PdfProblem } from '../document/problems';

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
  const assembly = await PageAssembly.create();
  const pages: PageSource[] = [];
  const bookmarks: SourceBookmark[] = [];
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
    const indices = doc.getPageIndices();
    await assembly.addSource(i, doc, indices);
    pages.push(...indices.map((page) => ({ source: i, page })));
    if (indices.length > 0) bookmarks.push({ title: bookmarkTitle(source.name), source: i, page: 0 });
    report(i, 1);
  }
  if (unreadable.length > 0) {
    const error = new Error(describeUnreadable(unreadable));
    error.name = MERGE_INPUT_ERROR;
    throw error;
  }
  await assembly.add(pages);
  // The same file twice, or files made by one program, share fonts and images: keep one copy.
  const merged = await assembly.write({ bookmarks, mergeDuplicates: true });
  onProgress(1);
  return merged;
}
