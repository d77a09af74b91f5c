/**
 * Page-tree repair, as readers do it: walk the tree from the catalog without trusting it (loops,
 * pages listed twice, nodes that are not dictionaries, direct page dictionaries, a page whose
 * /Parent is not the node that lists it) and, when it is not sound, rebuild it as one flat node
 * over the pages found, each page keeping the attributes it inherited. An attribute of the wrong
 * type (resources that are a stream or a number, a box that is not four numbers) is dropped, as
 * poppler ignores it: the page inherits or goes without. pdf-lib itself recurses through the tree
 * and overflows the stack on a loop, and throws on a mistyped attribute or parent.
 */
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFPageLeaf, PDFPageTree, PDFRef, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';

const MAX_DEPTH = 64;
const KIDS = PDFName.of('Kids');
const MEDIA_BOX = PDFName.of('MediaBox');
const PARENT = PDFName.of('Parent');
const TYPE = PDFName.of('Type');

const isBox = (value: PDFObject | undefined) =>
  value instanceof PDFArray && value.size() === 4 && value.asArray().every((n) => n instanceof PDFNumber || n instanceof PDFRef);

/** The attributes a page inherits from the tree, and what each must be to be used. */
const INHERITED: [PDFName, (value: PDFObject | undefined) => boolean][] = [
  [PDFName.of('Resources'), (value) => value instanceof PDFDict],
  [MEDIA_BOX, isBox],
  [PDFName.of('CropBox'), isBox],
  [PDFName.of('Rotate'), (value) => value instanceof PDFNumber],
];

interface FoundPage {
  page: PDFRef | PDFDict;
  /** The tree nodes above it, nearest first. */
  ancestors: PDFDict[];
}

interface Walk {
  pages: FoundPage[];
  sound: boolean;
}

const isLeaf = (node: PDFDict) => node instanceof PDFPageLeaf || node.lookup(TYPE) === PDFName.of('Page') || !node.has(KIDS);

/** Drops the inheritable attributes of `node` that have the wrong type; true when one was dropped. */
function dropMistyped(context: PDFContext, node: PDFDict): boolean {
  let dropped = false;
  for (const [key, valid] of INHERITED) {
    if (node.has(key) && !valid(context.lookup(node.get(key)))) {
      node.delete(key);
      dropped = true;
    }
  }
  return dropped;
}

function walk(context: PDFContext, start: PDFObject | undefined): Walk {
  const result: Walk = { pages: [], sound: true };
  const seen = new Set<string>();
  const visit = (item: PDFObject | undefined, depth: number, ancestors: PDFDict[]) => {
    if (item instanceof PDFRef) {
      if (seen.has(item.toString())) return void (result.sound = false);
      seen.add(item.toString());
    } else result.sound = false; // a direct node is readable, but pdf-lib needs every node indirect
    const node = item instanceof PDFRef ? context.lookup(item) : item;
    if (!(node instanceof PDFDict) || depth > MAX_DEPTH) return void (result.sound = false);
    if (dropMistyped(context, node)) result.sound = false;
    // pdf-lib climbs /Parent for inherited attributes: it must be the node that lists this one.
    const parent = node.get(PARENT);
    if (ancestors.length > 0 && (!(parent instanceof PDFRef) || context.lookup(parent) !== ancestors[0])) result.sound = false;
    if (isLeaf(node)) {
      if (!(node instanceof PDFPageLeaf)) result.sound = false;
      result.pages.push({ page: item instanceof PDFRef ? item : node, ancestors });
      return;
    }
    if (!(node instanceof PDFPageTree)) result.sound = false;
    const kids = node.lookup(KIDS);
    if (!(kids instanceof PDFArray)) return void (result.sound = false);
    for (const kid of kids.asArray()) visit(kid, depth + 1, [node, ...ancestors]);
  };
  visit(start, 0, []);
  return result;
}

function asLeafRef(context: PDFContext, page: PDFRef | PDFDict): PDFRef {
  const dict = page instanceof PDFRef ? (context.lookup(page) as PDFDict) : page;
  if (page instanceof PDFRef && dict instanceof PDFPageLeaf) return page;
  const leaf = PDFPageLeaf.fromMapWithContext(new Map(dict.entries()), context);
  leaf.set(TYPE, PDFName.of('Page'));
  if (page instanceof PDFRef) {
    context.assign(page, leaf);
    return page;
  }
  return context.register(leaf);
}

/**
 * Makes the document's page tree one pdf-lib can walk; returns the number of pages and whether it
 * had to be rebuilt. Zero pages means there is nothing to rescue.
 */
export function repairPageTree(context: PDFContext, catalog: PDFDict): { pages: number; rebuilt: boolean } {
  const { pages, sound } = walk(context, catalog.get(PDFName.of('Pages')));
  if (sound || pages.length === 0) return { pages: pages.length, rebuilt: false };
  const tree = PDFPageTree.withContext(context);
  const treeRef = context.register(tree);
  const kids: PDFRef[] = [];
  for (const { page, ancestors } of pages) {
    const ref = asLeafRef(context, page);
    const leaf = context.lookup(ref) as PDFDict;
    for (const [key] of INHERITED) {
      // The nearest node of the walk that has it (mistyped values were dropped on the way).
      const value = leaf.has(key) ? undefined : ancestors.find((node) => node.has(key))?.get(key);
      if (value !== undefined) leaf.set(key, value);
    }
    // A page with no size anywhere up its tree is US Letter, as readers draw it.
    if (!leaf.has(MEDIA_BOX)) leaf.set(MEDIA_BOX, context.obj([0, 0, 612, 792]));
    leaf.set(PARENT, treeRef);
    kids.push(ref);
  }
  tree.set(KIDS, context.obj(kids));
  tree.set(PDFName.of('Count'), PDFNumber.of(kids.length));
  catalog.set(PDFName.of('Pages'), treeRef);
  return { pages: kids.length, rebuilt: true };
}
