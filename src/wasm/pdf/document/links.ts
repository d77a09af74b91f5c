/**
 * Links between pages, made safe to copy a few pages at a time. pdf-lib copies everything a page
 * refers to, so a link to page 80 copied with page 3 would drag page 80 (and whatever it links to)
 * into the part. Before copying, internal jumps are taken off their annotations and remembered,
 * along with the other back-references to pages (an annotation's /P, a form widget's field, a
 * page's article beads); after copying, each jump is put back when its target is in the same
 * part, and the link is removed when it is not (a link that goes nowhere is worse than none).
 */
import { PDFArray, PDFDict, PDFName, type PDFDocument, type PDFPage, type PDFRef } from '@cantoo/pdf-lib';
import { destinationResolver, isInternalJump, type PageTarget } from './destinations';

export interface DetachedLink extends PageTarget {
  /** Its position in its page's /Annots, the same in the copy. */
  annot: number;
}

const ANNOTS = PDFName.of('Annots');
const LINK = PDFName.of('Link');
const WIDGET = PDFName.of('Widget');

/** Strips every page's internal jumps and page back-references; answers the jumps per page index. */
export function detachPageLinks(doc: PDFDocument): Map<number, DetachedLink[]> {
  const resolve = destinationResolver(doc);
  const byPage = new Map<number, DetachedLink[]>();
  doc.getPages().forEach((page, index) => {
    page.node.delete(PDFName.of('B'));
    const annots = page.node.lookup(ANNOTS);
    if (!(annots instanceof PDFArray)) return;
    const links: DetachedLink[] = [];
    annots.asArray().forEach((entry, annot) => {
      const dict = doc.context.lookup(entry);
      if (!(dict instanceof PDFDict)) return;
      dict.delete(PDFName.of('P'));
      const subtype = dict.get(PDFName.of('Subtype'));
      if (subtype === WIDGET) dict.delete(PDFName.of('Parent'));
      if (subtype !== LINK || !isInternalJump(dict)) return;
      const target = resolve(dict);
      dict.delete(PDFName.of('Dest'));
      dict.delete(PDFName.of('A'));
      links.push({ annot, page: target?.page ?? -1, view: target?.view ?? [] });
    });
    if (links.length > 0) byPage.set(index, links);
  });
  return byPage;
}

/**
 * Puts the jumps back on the copies of one part's pages: `sourcePages[i]` was copied as `copies[i]`,
 * and `refOf` gives the copy of a source page, if the part has it.
 */
export function reattachPageLinks(
  doc: PDFDocument,
  sourcePages: number[],
  copies: PDFPage[],
  detached: Map<number, DetachedLink[]>,
  refOf: (sourcePage: number) => PDFRef | undefined,
): void {
  sourcePages.forEach((source, i) => {
    const links = detached.get(source);
    const annots = copies[i].node.lookup(ANNOTS);
    if (!links || !(annots instanceof PDFArray)) return;
    const dead: number[] = [];
    for (const link of links) {
      const target = refOf(link.page);
      const dict = doc.context.lookup(annots.get(link.annot));
      if (!(dict instanceof PDFDict)) continue;
      if (target) dict.set(PDFName.of('Dest'), doc.context.obj([target, ...link.view]));
      else dead.push(link.annot);
    }
    for (const at of dead.sort((a, b) => b - a)) annots.remove(at);
  });
}
