/**
 * How large each image is drawn: walks every page's content stream (and the Form XObjects it
 * paints) following q/Q/cm, and records for every image XObject the largest size, in points, at
 * which it is painted. The compressor derives an image's effective DPI from that size.
 */
import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFDocument } from '@cantoo/pdf-lib';
import { namingOperations } from '../../document/contentOperations';
import { pageContent, streamBytes } from '../../document/contentBytes';

type Matrix = [number, number, number, number, number, number];

export interface DrawnSize {
  width: number;
  height: number;
  /**
   * The largest share of a page's area the image covers where it is drawn (0 to 1; absent: the
   * whole page). A page render shows an image's errors over that share only (imageCheck.ts `pagePsnr`).
   */
  pageShare?: number;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const MAX_FORM_DEPTH = 12;

/** m × n, the PDF way round (row vectors): apply m first, then n. */
function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

const numberArray = (value: unknown): number[] | null => {
  if (!(value instanceof PDFArray)) return null;
  return value.asArray().map((item) => Number(item.toString()));
};

class UseCollector {
  readonly sizes = new Map<string, DrawnSize>();
  private readonly doc: PDFDocument;
  /** The area (square points) of the page being walked. */
  pageArea = 0;

  constructor(doc: PDFDocument) {
    this.doc = doc;
  }

  record(ref: PDFRef, ctm: Matrix): void {
    const width = Math.hypot(ctm[0], ctm[1]);
    const height = Math.hypot(ctm[2], ctm[3]);
    const key = ref.toString();
    const seen = this.sizes.get(key);
    const share = this.pageArea > 0 ? Math.min(1, Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]) / this.pageArea) : 1;
    this.sizes.set(key, { width: Math.max(width, seen?.width ?? 0), height: Math.max(height, seen?.height ?? 0), pageShare: Math.max(share, seen?.pageShare ?? 0) });
  }

  walk(bytes: Uint8Array, resources: PDFDict | undefined, start: Matrix, stack: string[]): void {
    const states: Matrix[] = [];
    let ctm = start;
    const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const { operator, operands } of namingOperations(bytes)) {
      if (operator === 'q') states.push(ctm);
      else if (operator === 'Q') ctm = states.pop() ?? ctm;
      else if (operator === 'cm' && operands.length >= 6) {
        const m = operands.slice(-6).map(Number) as Matrix;
        if (m.every(Number.isFinite)) ctm = multiply(m, ctm);
      } else if (operator === 'Do' && xobjects) {
        const last = operands[operands.length - 1];
        if (typeof last === 'object') this.paint(xobjects.get(PDFName.of(last.name)), resources, ctm, stack);
      }
    }
  }

  private paint(entry: unknown, parentResources: PDFDict | undefined, ctm: Matrix, stack: string[]): void {
    if (!(entry instanceof PDFRef)) return;
    const xobject = this.doc.context.lookup(entry);
    if (!(xobject instanceof PDFStream)) return;
    const subtype = xobject.dict.get(PDFName.of('Subtype'));
    if (subtype === PDFName.of('Image')) {
      this.record(entry, ctm);
      return;
    }
    const key = entry.toString();
    if (subtype !== PDFName.of('Form') || stack.includes(key) || stack.length >= MAX_FORM_DEPTH) return;
    const matrix = (numberArray(xobject.dict.lookup(PDFName.of('Matrix'))) ?? IDENTITY) as Matrix;
    // A form without its own resources uses the resources of whatever paints it.
    const resources = xobject.dict.lookupMaybe(PDFName.of('Resources'), PDFDict) ?? parentResources;
    this.walk(streamBytes(xobject), resources, multiply(matrix, ctm), [...stack, key]);
  }
}

export interface ImageUseScan {
  /** Largest drawn size (points) per image XObject, keyed by `ref.toString()`. */
  sizes: Map<string, DrawnSize>;
  /** Images on pages whose content could not be read: bounded by their page size instead. */
  fallback: Map<string, DrawnSize>;
}

/** Scans every page; a page whose content cannot be read falls back to its page size. */
export function scanImageUses(doc: PDFDocument): ImageUseScan {
  const collector = new UseCollector(doc);
  const fallback = new Map<string, DrawnSize>();
  for (const page of doc.getPages()) {
    const resources = page.node.Resources();
    const { width, height } = page.getSize();
    collector.pageArea = Math.abs(width * height);
    try {
      collector.walk(pageContent(doc, page.node.Contents()), resources, IDENTITY, []);
    } catch {
      const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
      for (const value of xobjects?.values() ?? []) {
        if (value instanceof PDFRef) fallback.set(value.toString(), { width, height });
      }
    }
  }
  return { sizes: collector.sizes, fallback };
}
