/**
 * The bookmarks (outline, PDF 32000 §12.3.3) of a part of a document: the source's tree, keeping
 * each bookmark that points at a page of the part, and lifting the kept children of one that does
 * not into its place, so nothing in a part points outside it.
 */
import { PDFDict, PDFHexString, PDFName, PDFString, type PDFDocument, type PDFObject, type PDFRef } from '@cantoo/pdf-lib';
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

interface PartBookmark {
  title: string;
  page: PDFRef;
  view: PDFObject[];
  children: PartBookmark[];
}

function keep(bookmarks: Bookmark[], refOf: (page: number) => PDFRef | undefined): PartBookmark[] {
  return bookmarks.flatMap((bookmark) => {
    const children = keep(bookmark.children, refOf);
    const page = bookmark.target ? refOf(bookmark.target.page) : undefined;
    return page && bookmark.target ? [{ title: bookmark.title, page, view: bookmark.target.view, children }] : children;
  });
}

/** Writes the part's outline into `doc`; `refOf` gives the part's copy of a source page. */
export function writePartOutline(doc: PDFDocument, outline: Bookmark[], refOf: (page: number) => PDFRef | undefined): void {
  const kept = keep(outline, refOf);
  if (kept.length === 0) return;
  const { context } = doc;
  const write = (items: PartBookmark[], parent: PDFRef): { first: PDFRef; last: PDFRef } => {
    const refs = items.map(() => context.nextRef());
    items.forEach((item, i) => {
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
  const { first, last } = write(kept, root);
  context.assign(root, context.obj({ Type: 'Outlines', First: first, Last: last, Count: kept.length }));
  doc.catalog.set(PDFName.of('Outlines'), root);
}
