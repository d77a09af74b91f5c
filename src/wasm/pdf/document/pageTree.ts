/**
 * Page-tree repair, as readers do it: walk the tree from the catalog without trusting it (loops,
 * pages listed twice, nodes that are not dictionaries, direct page dictionaries) and, when it is
 * not sound, rebuild it as one flat node over the pages found, each page keeping the attributes it
 * inherited. pdf-lib itself recurses through the tree and overflows the stack on a loop.
 */
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFPageLeaf, PDFPageTree, PDFRef, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';

const MAX_DEPTH = 64;
const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'].map((key) => PDFName.of(key));
const KIDS = PDFName.of('Kids');
const MEDIA_BOX = PDFName.of('MediaBox');
const PARENT = PDFName.of('Parent');
const TYPE = PDFName.of('Type');

interface Walk {
  pages: (PDFRef | PDFDict)[];
  sound: boolean;
}

const isLeaf = (node: PDFDict) => node instanceof PDFPageLeaf || node.lookup(TYPE) === PDFName.of('Page') || !node.has(KIDS);

function walk(context: PDFContext, start: PDFObject | undefined): Walk {
  const result: Walk = { pages: [], sound: true };
  const seen = new Set<string>();
  const visit = (item: PDFObject | undefined, depth: number) => {
    if (item instanceof PDFRef) {
      if (seen.has(item.toString())) return void (result.sound = false);
      seen.add(item.toString());
    } else result.sound = false; // a direct node is readable, but pdf-lib needs every node indirect
    const node = item instanceof PDFRef ? context.lookup(item) : item;
    if (!(node instanceof PDFDict) || depth > MAX_DEPTH) return void (result.sound = false);
    if (isLeaf(node)) {
      if (!(node instanceof PDFPageLeaf)) result.sound = false;
      result.pages.push(item instanceof PDFRef ? item : node);
      return;
    }
    if (!(node instanceof PDFPageTree)) result.sound = false;
    const kids = node.lookup(KIDS);
    if (!(kids instanceof PDFArray)) return void (result.sound = false);
    for (const kid of kids.asArray()) visit(kid, depth + 1);
  };
  visit(start, 0);
  return result;
}

/** The value a page inherits for `key`, up its (possibly looping) chain of parents. */
function inherited(context: PDFContext, page: PDFDict, key: PDFName): PDFObject | undefined {
  const seen = new Set<PDFDict>();
  for (let node: PDFObject | undefined = page; node instanceof PDFDict && !seen.has(node); node = context.lookup(node.get(PARENT))) {
    seen.add(node);
    const value = node.get(key);
    if (value !== undefined) return value;
  }
  return undefined;
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
  for (const page of pages) {
    const ref = asLeafRef(context, page);
    const leaf = context.lookup(ref) as PDFDict;
    for (const key of INHERITED) {
      const value = leaf.has(key) ? undefined : inherited(context, leaf, key);
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
