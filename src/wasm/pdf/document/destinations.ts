/**
 * Where a link or a bookmark of a PDF goes, as a page index and the view on that page (PDF 32000
 * §12.3.2): an explicit destination [page /XYZ left top zoom], a named one looked up in the
 * catalog's /Dests dictionary or its /Names /Dests name tree, or a GoTo action carrying either.
 */
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFNull, PDFRef, PDFString, type PDFDocument, type PDFObject } from '@cantoo/pdf-lib';

export interface PageTarget {
  /** 0-based index of the target page. */
  page: number;
  /** The rest of the destination array (/XYZ left top zoom, /Fit, ...). */
  view: PDFObject[];
}

const GOTO = PDFName.of('GoTo');

const textOf = (object: PDFObject | undefined) =>
  object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : object instanceof PDFName ? object.decodeText() : undefined;

/** Reads the document's named destinations once, then resolves destinations and actions to pages. */
export function destinationResolver(doc: PDFDocument): (linkOrItem: PDFDict) => PageTarget | null {
  const { context } = doc;
  const pageIndex = new Map<PDFRef, number>(doc.getPages().map((page, i) => [page.ref, i]));
  const named = new Map<string, PDFObject>();
  const seen = new Set<PDFObject>();

  const walkNameTree = (node: PDFObject | undefined) => {
    const dict = context.lookup(node);
    if (!(dict instanceof PDFDict) || seen.has(dict)) return;
    seen.add(dict);
    const names = context.lookup(dict.get(PDFName.of('Names')));
    if (names instanceof PDFArray) {
      for (let i = 0; i + 1 < names.size(); i += 2) {
        const key = textOf(context.lookup(names.get(i)));
        if (key !== undefined && !named.has(key)) named.set(key, names.get(i + 1));
      }
    }
    const kids = context.lookup(dict.get(PDFName.of('Kids')));
    if (kids instanceof PDFArray) kids.asArray().forEach(walkNameTree);
  };

  const { catalog } = doc;
  const oldStyle = catalog.lookup(PDFName.of('Dests'));
  if (oldStyle instanceof PDFDict) for (const [key, value] of oldStyle.entries()) named.set(key.decodeText(), value);
  const names = catalog.lookup(PDFName.of('Names'));
  if (names instanceof PDFDict) walkNameTree(names.get(PDFName.of('Dests')));

  const explicit = (value: PDFObject | undefined, depth = 0): PageTarget | null => {
    const dest = context.lookup(value);
    if (dest instanceof PDFArray && dest.size() > 0) {
      const page = dest.get(0);
      const index = page instanceof PDFRef ? pageIndex.get(page) : undefined;
      // The view's numbers are read here, so a copy of it never refers into this document.
      const view = dest.asArray().slice(1).map((part) => (part instanceof PDFRef ? (context.lookup(part) ?? PDFNull) : part));
      return index === undefined ? null : { page: index, view };
    }
    // A named destination's value is the array itself or a dictionary holding it in /D.
    if (dest instanceof PDFDict && depth < 2) return explicit(dest.get(PDFName.of('D')), depth + 1);
    const name = textOf(dest);
    return name !== undefined && depth < 2 ? explicit(named.get(name), depth + 1) : null;
  };

  return (dict) => {
    if (dict.has(PDFName.of('Dest'))) return explicit(dict.get(PDFName.of('Dest')));
    const action = dict.lookup(PDFName.of('A'));
    if (action instanceof PDFDict && action.get(PDFName.of('S')) === GOTO) return explicit(action.get(PDFName.of('D')));
    return null;
  };
}

/** Does this link or bookmark jump inside the document (rather than open a URL or run something else)? */
export function isInternalJump(dict: PDFDict): boolean {
  if (dict.has(PDFName.of('Dest'))) return true;
  const action = dict.lookup(PDFName.of('A'));
  return action instanceof PDFDict && action.get(PDFName.of('S')) === GOTO;
}

/** The page a destination value (an array, or a dictionary holding one in /D) names, if any. */
function pageOfDestination(context: PDFDocument['context'], value: PDFObject | undefined): PDFRef | undefined {
  const dest = context.lookup(value);
  const array = dest instanceof PDFDict ? context.lookup(dest.get(PDFName.of('D'))) : dest;
  const page = array instanceof PDFArray && array.size() > 0 ? array.get(0) : undefined;
  return page instanceof PDFRef ? page : undefined;
}

/**
 * In a document rewritten in place: removes the named destinations (the catalog's /Dests and the
 * /Names /Dests tree, then written as one node) and the open action that go to a page `gone`
 * condemns, so nothing keeps a page that left alive. Answers how many went.
 */
export function dropDestinationsTo(doc: PDFDocument, gone: (page: PDFRef) => boolean): number {
  const { context, catalog } = doc;
  const dead = (value: PDFObject | undefined) => {
    const page = pageOfDestination(context, value);
    return page !== undefined && gone(page);
  };
  let dropped = 0;
  const oldStyle = catalog.lookup(PDFName.of('Dests'));
  if (oldStyle instanceof PDFDict) {
    for (const [key, value] of oldStyle.entries()) {
      if (!dead(value)) continue;
      oldStyle.delete(key);
      dropped += 1;
    }
  }
  const names = catalog.lookup(PDFName.of('Names'));
  const tree = names instanceof PDFDict ? names.get(PDFName.of('Dests')) : undefined;
  if (names instanceof PDFDict && tree) {
    const pairs: PDFObject[][] = [];
    const seen = new Set<PDFObject>();
    let deadPairs = 0;
    const walk = (node: PDFObject | undefined) => {
      const dict = context.lookup(node);
      if (!(dict instanceof PDFDict) || seen.has(dict)) return;
      seen.add(dict);
      const leaf = context.lookup(dict.get(PDFName.of('Names')));
      if (leaf instanceof PDFArray) {
        for (let i = 0; i + 1 < leaf.size(); i += 2) {
          if (dead(leaf.get(i + 1))) deadPairs += 1;
          else pairs.push([leaf.get(i), leaf.get(i + 1)]);
        }
      }
      const kids = context.lookup(dict.get(PDFName.of('Kids')));
      if (kids instanceof PDFArray) kids.asArray().forEach(walk);
    };
    walk(tree);
    if (deadPairs > 0) {
      names.set(PDFName.of('Dests'), context.register(context.obj({ Names: pairs.flat() })));
      dropped += deadPairs;
    }
  }
  const open = catalog.get(PDFName.of('OpenAction'));
  const action = context.lookup(open);
  const target = action instanceof PDFDict ? (action.get(PDFName.of('S')) === GOTO ? action.get(PDFName.of('D')) : undefined) : open;
  if (target !== undefined && dead(target)) {
    catalog.delete(PDFName.of('OpenAction'));
    dropped += 1;
  }
  return dropped;
}
