/**
 * What compression changed in what a page draws, and how to undo it. Before the steps that change
 * drawing (images, soft masks, fonts) every indirect object is noted by identity, with a shallow
 * copy of each font and font descriptor dictionary (the font steps edit those in place); afterwards
 * every object replaced at its reference, or edited in place, is a change whose original is still
 * in memory. The steps themselves need not know they are watched.
 *
 * A page is affected by the changes its resources reach, transitively (fonts, images and their
 * masks, forms, patterns, shadings, graphics states, annotation appearances). Undoing puts the
 * originals back at their references, together with any object they point at that the final
 * clean-up (duplicates merged, orphans dropped) removed meanwhile.
 */
import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFContext, type PDFDocument, type PDFObject } from '@cantoo/pdf-lib';

export interface Change {
  ref: PDFRef;
  original: PDFObject;
  /** An image or soft mask: may change pixels at a lossy level (a PSNR floor), else must draw identically. */
  image: boolean;
}

/** Every indirect object by reference string, as it is now (identities, nothing copied). */
export type ObjectSnapshot = Map<string, [PDFRef, PDFObject]>;

const TYPE = PDFName.of('Type');
const EDITED_IN_PLACE = new Set([PDFName.of('Font'), PDFName.of('FontDescriptor')]);

export function snapshotObjects(context: PDFContext): ObjectSnapshot {
  const snapshot: ObjectSnapshot = new Map();
  for (const [ref, object] of context.enumerateIndirectObjects()) snapshot.set(ref.toString(), [ref, object]);
  return snapshot;
}

const isImage = (object: PDFObject) => object instanceof PDFStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');

function sameEntries(a: PDFDict, b: PDFDict): boolean {
  const entries = a.entries();
  return entries.length === b.entries().length && entries.every(([key, value]) => b.get(key) === value);
}

/** Notes the document before the drawing-changing steps; `changes()` afterwards lists what they did. */
export class ChangeLog {
  private readonly before: ObjectSnapshot;
  private readonly dicts = new Map<string, PDFDict>();

  constructor(private readonly context: PDFContext) {
    this.before = snapshotObjects(context);
    for (const [key, [, object]] of this.before) {
      if (object instanceof PDFDict && EDITED_IN_PLACE.has(object.get(TYPE) as PDFName)) this.dicts.set(key, object.clone(context));
    }
  }

  /** Every indirect object as it was when the log began. */
  get objects(): ObjectSnapshot {
    return this.before;
  }

  changes(): Map<string, Change> {
    const found = new Map<string, Change>();
    for (const [key, [ref, original]] of this.before) {
      const now = this.context.lookup(ref);
      if (now !== original) found.set(key, { ref, original, image: isImage(original) });
      else {
        const copy = this.dicts.get(key);
        if (copy && original instanceof PDFDict && !sameEntries(copy, original)) found.set(key, { ref, original: copy, image: false });
      }
    }
    return found;
  }
}

function childrenOf(object: PDFObject | undefined): PDFObject[] {
  if (object instanceof PDFStream) return object.dict.values();
  if (object instanceof PDFDict) return object.values();
  if (object instanceof PDFArray) return object.asArray();
  return [];
}

const PAGE_TYPES = new Set([PDFName.of('Page'), PDFName.of('Pages')]);

/** The keys of `wanted` reachable from `starts` (never crossing into another page or the page tree). */
function reachable(context: PDFContext, starts: PDFObject[], wanted: Map<string, Change>): Set<string> {
  const hit = new Set<string>();
  const seen = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const object = pending.pop();
    if (object instanceof PDFRef) {
      const key = object.toString();
      if (seen.has(key)) continue;
      seen.add(key);
      if (wanted.has(key)) hit.add(key);
      const target = context.lookup(object);
      const dict = target instanceof PDFStream ? target.dict : target;
      if (dict instanceof PDFDict && PAGE_TYPES.has(dict.get(TYPE) as PDFName)) continue;
      pending.push(...childrenOf(target));
    } else {
      pending.push(...childrenOf(object));
    }
  }
  return hit;
}

/** The resources a page draws with, inherited from the page tree when the page has none. */
function resourcesOf(page: PDFDict): PDFObject | undefined {
  let node: PDFDict | undefined = page;
  for (let depth = 0; node && depth < 64; depth++) {
    const resources = node.get(PDFName.of('Resources'));
    if (resources) return resources;
    const parent: PDFObject | undefined = node.lookup(PDFName.of('Parent'));
    node = parent instanceof PDFDict ? parent : undefined;
  }
  return undefined;
}

/** Per page (0-based), the changes it draws with; pages without any are left out. */
export function pagesReaching(doc: PDFDocument, changes: Map<string, Change>): Map<number, Set<string>> {
  const pages = new Map<number, Set<string>>();
  if (changes.size === 0) return pages;
  doc.getPages().forEach((page, index) => {
    const starts = [resourcesOf(page.node), page.node.get(PDFName.of('Annots'))].filter((o): o is PDFObject => o !== undefined);
    const hit = reachable(doc.context, starts, changes);
    if (hit.size > 0) pages.set(index, hit);
  });
  return pages;
}

/**
 * Puts the originals of `changes` back, and every object they reach that is gone from the document
 * since (`earlier`: snapshots taken along the way, newest first, e.g. before the final clean-up and
 * when the change log began).
 */
export function undoChanges(context: PDFContext, changes: Iterable<Change>, earlier: ObjectSnapshot[]): void {
  const pending: PDFObject[] = [];
  for (const { ref, original } of changes) {
    context.assign(ref, original);
    pending.push(original);
  }
  const seen = new Set<string>();
  while (pending.length > 0) {
    const object = pending.pop();
    if (object instanceof PDFRef) {
      const key = object.toString();
      if (seen.has(key)) continue;
      seen.add(key);
      if (context.lookup(object) !== undefined) continue;
      const kept = earlier.map((snapshot) => snapshot.get(key)).find((entry) => entry !== undefined);
      if (!kept) continue;
      context.assign(object, kept[1]);
      pending.push(kept[1]);
    } else {
      pending.push(...childrenOf(object));
    }
  }
}
