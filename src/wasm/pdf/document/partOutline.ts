/**
 * The bookmarks (outline, PDF 32000 §12.3.3) of an assembled document. A new document gets the
 * bookmarks it is given (one per merged file) and those of its sources that point at a page it
 * holds, the kept children of one that does not lifted into its place, so nothing points outside
 * it. A document rewritten in place keeps its own outline, less the bookmarks to pages that left
 * it (their children lifted the same way). pdf-lib has no outline API: the tree is built by hand.
 */
import { PDFDict, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString, type PDFDocument, type PDFObject } from '@cantoo/pdf-lib';
import { destinationResolver, type PageTarget } from './destinations';

export interface Bookmark {
  title: string;
  target: PageTarget | null;
  children: Bookmark[];
}

/** At most this many bookmarks are read: a looping or absurd outline is not followed further. */
const MAX_BOOKMARKS = 20_000;

/** The source's outline as a plain tree (empty when it has none). */
export function readOutline(doc: PDFDocument): Bookmark[] {
  const resolve = destinationResolver(doc);
  const seen = new Set<PDFDict>();
  const level = (first: PDFObject | undefined): Bookmark[] => {
    const items: Bookmark[] = [];
    let item = doc.context.lookup(first);
    while (item instanceof PDFDict && !seen.has(item) && seen.size < MAX_BOOKMARKS) {
      seen.add(item);
      const title = item.lookup(PDFName.of('Title'));
      items.push({
        title: title instanceof PDFString || title instanceof PDFHexString ? title.decodeText() : '',
        target: resolve(item),
        children: level(item.get(PDFName.of('First'))),
      });
      item = doc.context.lookup(item.get(PDFName.of('Next')));
    }
    return items;
  };
  const root = doc.catalog.lookup(PDFName.of('Outlines'));
  return root instanceof PDFDict ? level(root.get(PDFName.of('First'))) : [];
}

/** A bookmark of the new document: its title, page and view there, and its children. */
export interface PartBookmark {
  title: string;
  page: PDFRef;
  view: PDFObject[];
  children: PartBookmark[];
}

/** The bookmarks that point at a page of the result (`refOf` gives its copy of a source page), children of the others lifted. */
export function keptBookmarks(bookmarks: Bookmark[], refOf: (page: number) => PDFRef | undefined): PartBookmark[] {
  return bookmarks.flatMap((bookmark) => {
    const children = keptBookmarks(bookmark.children, refOf);
    const page = bookmark.target ? refOf(bookmark.target.page) : undefined;
    return page && bookmark.target ? [{ title: bookmark.title, page, view: bookmark.target.view, children }] : children;
  });
}

/**
 * Writes `items` as the document's outline (nothing when there are none); `show` opens the file
 * with the bookmarks panel shown.
 */
export function writeBookmarks(doc: PDFDocument, items: PartBookmark[], show = false): void {
  if (items.length === 0) return;
  const { context } = doc;
  const write = (level: PartBookmark[], parent: PDFRef): { first: PDFRef; last: PDFRef } => {
    const refs = level.map(() => context.nextRef());
    level.forEach((item, i) => {
      const dict = context.obj({ Parent: parent, Dest: [item.page, ...item.view] });
      dict.set(PDFName.of('Title'), PDFHexString.fromText(item.title));
      if (i > 0) dict.set(PDFName.of('Prev'), refs[i - 1]);
      if (i < refs.length - 1) dict.set(PDFName.of('Next'), refs[i + 1]);
      if (item.children.length > 0) {
        const { first, last } = write(item.children, refs[i]);
        dict.set(PDFName.of('First'), first);
        dict.set(PDFName.of('Last'), last);
        // Negative: the item starts closed, showing its children's count.
        dict.set(PDFName.of('Count'), context.obj(-item.children.length));
      }
      context.assign(refs[i], dict);
    });
    return { first: refs[0], last: refs[refs.length - 1] };
  };
  const root = context.nextRef();
  const { first, last } = write(items, root);
  context.assign(root, context.obj({ Type: 'Outlines', First: first, Last: last, Count: items.length }));
  doc.catalog.set(PDFName.of('Outlines'), root);
  if (show) doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

interface OutlineNode {
  ref: PDFRef;
  dict: PDFDict;
  children: OutlineNode[];
}

/**
 * Removes, in place, the bookmarks `isDead` condemns, lifting their kept children into their
 * place; the others keep their dictionaries (colours, styles, actions) untouched but for their
 * links to each other and their counts. Answers how many went.
 */
export function pruneOutline(doc: PDFDocument, isDead: (item: PDFDict) => boolean): number {
  const { context } = doc;
  const rootRef = doc.catalog.get(PDFName.of('Outlines'));
  const root = context.lookup(rootRef);
  if (!(rootRef instanceof PDFRef) || !(root instanceof PDFDict)) return 0;
  const seen = new Set<string>();
  let dropped = 0;
  const level = (parent: PDFDict): OutlineNode[] => {
    const nodes: OutlineNode[] = [];
    let ref = parent.get(PDFName.of('First'));
    while (ref instanceof PDFRef && !seen.has(ref.toString()) && seen.size < MAX_BOOKMARKS) {
      seen.add(ref.toString());
      const dict = context.lookup(ref);
      if (!(dict instanceof PDFDict)) break;
      const children = level(dict);
      if (isDead(dict)) {
        nodes.push(...children);
        dropped += 1;
      } else nodes.push({ ref, dict, children });
      ref = dict.get(PDFName.of('Next'));
    }
    return nodes;
  };
  const top = level(root);
  if (dropped === 0) return 0;
  /** Relinks `nodes` under `parent`; answers how many items they show when `parent` is open. */
  const relink = (parent: PDFDict, parentRef: PDFRef, nodes: OutlineNode[]): number => {
    let shown = 0;
    nodes.forEach((node, i) => {
      const { dict } = node;
      dict.set(PDFName.of('Parent'), parentRef);
      if (i > 0) dict.set(PDFName.of('Prev'), nodes[i - 1].ref);
      else dict.delete(PDFName.of('Prev'));
      if (i < nodes.length - 1) dict.set(PDFName.of('Next'), nodes[i + 1].ref);
      else dict.delete(PDFName.of('Next'));
      const count = dict.lookup(PDFName.of('Count'));
      const open = count instanceof PDFNumber && count.asNumber() > 0;
      const below = relink(dict, node.ref, node.children);
      if (node.children.length === 0) dict.delete(PDFName.of('Count'));
      else if (count !== undefined) dict.set(PDFName.of('Count'), PDFNumber.of(open ? below : -below));
      shown += 1 + (open ? below : 0);
    });
    if (nodes.length > 0) {
      parent.set(PDFName.of('First'), nodes[0].ref);
      parent.set(PDFName.of('Last'), nodes[nodes.length - 1].ref);
    } else {
      parent.delete(PDFName.of('First'));
      parent.delete(PDFName.of('Last'));
    }
    return shown;
  };
  const shown = relink(root, rootRef, top);
  if (top.length === 0) {
    doc.catalog.delete(PDFName.of('Outlines'));
    if (doc.catalog.get(PDFName.of('PageMode')) === PDFName.of('UseOutlines')) doc.catalog.delete(PDFName.of('PageMode'));
  } else root.set(PDFName.of('Count'), PDFNumber.of(shown));
  return dropped;
}
