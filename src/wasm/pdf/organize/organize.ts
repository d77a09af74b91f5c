/**
 * Organize PDF: the document's pages rebuilt from an edit list (pages of the main file or of other
 * files in any order, each turned by quarter turns, duplicated, or blank pages). The main file is
 * rewritten in place, so its outline, form, metadata and names stay; pages of other files are
 * copied in with one copyPages call per file. The page tree becomes one flat list: attributes a
 * page inherited from the tree (resources, boxes, rotation) are set on the page first.
 */
import { PDFArray, PDFDocument, PDFName, PDFNumber, PDFPage, PDFPageLeaf, type PDFRef } from '@cantoo/pdf-lib';
import { openPdf } from '../document/open';
import { dropUnreferenced } from '../document/structure';
import { writePdf } from '../document/write';

export type QuarterTurn = 0 | 90 | 180 | 270;

/** One page of the result: page `page` (0-based) of source `source` (0 = the main file), or a blank page. */
export type OrganizedPage =
  | { source: number; page: number; rotate: QuarterTurn }
  | { blank: { width: number; height: number }; rotate: QuarterTurn };

export interface OrganizeSource {
  bytes: Uint8Array;
  password?: string;
}

const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'].map((key) => PDFName.of(key));

/** Makes a page carry what it inherited from the page tree, so it can move to a flat tree. */
function ownInherited(leaf: PDFPageLeaf) {
  for (const name of INHERITED) {
    if (leaf.has(name)) continue;
    const value = leaf.getInheritableAttribute(name);
    if (value !== undefined) leaf.set(name, value);
  }
}

const turned = (page: PDFPage, by: QuarterTurn) => {
  if (by === 0) return;
  const own = page.node.Rotate()?.asNumber() ?? 0;
  page.node.set(PDFName.of('Rotate'), PDFNumber.of((((own + by) % 360) + 360) % 360));
};

/** A second use of a page: the same content and resources; its links and form fields stay with the first. */
function duplicate(doc: PDFDocument, page: PDFPage): PDFPage {
  const leaf = page.node.clone();
  leaf.delete(PDFName.of('Annots'));
  leaf.delete(PDFName.of('StructParents'));
  return PDFPage.of(leaf, doc.context.register(leaf), doc);
}

export async function organizePdf(sources: OrganizeSource[], edits: OrganizedPage[]): Promise<{ bytes: Uint8Array; pages: number }> {
  if (edits.length === 0) throw new Error('A PDF needs at least one page.');
  const [main, ...others] = sources;
  const { doc } = await openPdf(main.bytes, main.password);
  const pagesOf: PDFPage[][] = [doc.getPages()];
  pagesOf[0].forEach((page) => ownInherited(page.node));
  for (const [i, other] of others.entries()) {
    const wanted = [...new Set(edits.flatMap((e) => ('source' in e && e.source === i + 1 ? [e.page] : [])))].sort((a, b) => a - b);
    const copied = wanted.length > 0 ? await doc.copyPages((await openPdf(other.bytes, other.password)).doc, wanted) : [];
    const byIndex: PDFPage[] = [];
    wanted.forEach((index, k) => (byIndex[index] = copied[k]));
    pagesOf.push(byIndex);
  }

  const used = new Set<PDFPage>();
  const result: PDFPage[] = edits.map((edit) => {
    let page: PDFPage;
    if ('blank' in edit) {
      page = PDFPage.create(doc);
      page.setSize(edit.blank.width, edit.blank.height);
    } else {
      const found = pagesOf[edit.source]?.[edit.page];
      if (!found) throw new Error(`There is no page ${edit.page + 1} in file ${edit.source + 1}.`);
      page = used.has(found) ? duplicate(doc, found) : found;
      used.add(found);
    }
    turned(page, edit.rotate);
    return page;
  });

  const tree = doc.catalog.Pages();
  const treeRef = doc.catalog.get(PDFName.of('Pages')) as PDFRef;
  for (const name of INHERITED) tree.delete(name);
  const kids = PDFArray.withContext(doc.context);
  for (const page of result) {
    page.node.set(PDFName.of('Parent'), treeRef);
    kids.push(page.ref);
  }
  tree.set(PDFName.of('Kids'), kids);
  tree.set(PDFName.of('Count'), PDFNumber.of(result.length));
  dropUnreferenced(doc.context);
  // pdf-lib caches the page list it read at load: the written file is what counts, so count there.
  const bytes = await writePdf(doc);
  return { bytes, pages: result.length };
}
