/**
 * Links between pages, made safe to copy a few pages at a time. pdf-lib copies everything a page
 * refers to, so a link to page 80 copied with page 3 would drag page 80 (and whatever it links to)
 * into the part. Before copying, internal jumps are taken off their annotations and remembered,
 * along with the other back-references to pages (an annotation's /P, a form widget's field, a
 * page's article beads); after copying, each jump is put back when its target is in the same
 * part, and the link is removed when it is not (a link that goes nowhere is worse than none).
 * The widgets' fields are remembered too, for forms.ts to rebuild the form around the copies.
 * A document rewritten in place keeps its links as they are, less those to pages that left it.
 */
import { PDFArray, PDFDict, PDFName, PDFRef, type PDFDocument, type PDFObject, type PDFPage } from '@cantoo/pdf-lib';
import { destinationResolver, isInternalJump, type PageTarget } from './destinations';

export interface DetachedLink extends PageTarget {
  /** Its position in its page's /Annots, the same in the copy. */
  annot: number;
}

export interface DetachedPages {
  /** Internal jumps per page index. */
  links: Map<number, DetachedLink[]>;
  /** Each form widget's field (its /Parent as it was), by the widget's reference. */
  widgetParents: Map<string, PDFObject>;
}

const ANNOTS = PDFName.of('Annots');
const LINK = PDFName.of('Link');
const WIDGET = PDFName.of('Widget');

/** Strips every page's internal jumps and page back-references; answers the jumps per page index and the widgets' fields. */
export function detachPageLinks(doc: PDFDocument): DetachedPages {
  const resolve = destinationResolver(doc);
  const byPage = new Map<number, DetachedLink[]>();
  const widgetParents = new Map<string, PDFObject>();
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
      const parent = dict.get(PDFName.of('Parent'));
      if (subtype === WIDGET && parent !== undefined) {
        if (entry instanceof PDFRef) widgetParents.set(entry.toString(), parent);
        dict.delete(PDFName.of('Parent'));
      }
      if (subtype !== LINK || !isInternalJump(dict)) return;
      const target = resolve(dict);
      dict.delete(PDFName.of('Dest'));
      dict.delete(PDFName.of('A'));
      links.push({ annot, page: target?.page ?? -1, view: target?.view ?? [] });
    });
    if (links.length > 0) byPage.set(index, links);
  });
  return { links: byPage, widgetParents };
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

/**
 * In a document rewritten in place: removes the internal links of `pages` whose target page is no
 * longer in it (`kept` answers for a page index of the document as it was opened); `resolve` must
 * have been made before the page tree changed. Answers how many went.
 */
export function dropLinksOutside(
  doc: PDFDocument,
  pages: PDFPage[],
  resolve: (linkOrItem: PDFDict) => PageTarget | null,
  kept: (page: number) => boolean,
): number {
  let dropped = 0;
  for (const page of pages) {
    const annots = page.node.lookup(ANNOTS);
    if (!(annots instanceof PDFArray)) continue;
    for (let at = annots.size() - 1; at >= 0; at--) {
      const dict = doc.context.lookup(annots.get(at));
      if (!(dict instanceof PDFDict) || dict.get(PDFName.of('Subtype')) !== LINK || !isInternalJump(dict)) continue;
      const target = resolve(dict);
      if (target && !kept(target.page)) {
        annots.remove(at);
        dropped += 1;
      }
    }
  }
  return dropped;
}
