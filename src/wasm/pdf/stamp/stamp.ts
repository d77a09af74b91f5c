/**
 * Stamping a PDF: page numbers and watermarks, drawn as overlays (document/overlays.ts) on the
 * document rewritten in place (PageAssembly.inPlace), so its outline, links, form and metadata stay.
 * Text is set in a font we ship (DejaVu, loaded by `loadFont`), embedded as a subset: real text,
 * found by search and copy. Marks are placed on the page as shown (its crop box, turned as it is
 * turned), so they are upright and inside what a reader sees.
 */
import fontkit from '@cantoo/fontkit';
import type { PDFDocument, PDFFont, PDFPage } from '@cantoo/pdf-lib';
import { PageAssembly } from '../document/assemble';
import { openPdf, type PdfAccess } from '../document/open';
import type { Overlay, TextOverlay } from '../document/overlays';
import { boxCentre, edgeAnchor, tileCentres, turnedBounds, type EdgePosition, type GridPosition } from '../../../lib/pageMarks';

/** The fonts we ship for marks. */
export type StampFont = 'sans' | 'sans-bold' | 'serif' | 'mono';

/** The bytes of one of our fonts (the worker fetches them from our origin; tests read them from disk). */
export type FontLoader = (font: StampFont) => Promise<Uint8Array>;

type Rgb = [number, number, number];

export interface PageNumbersSpec {
  /** The label of each numbered page (1-based). */
  labels: { page: number; text: string }[];
  position: EdgePosition;
  size: number;
  margin: number;
  color: Rgb;
}

export type WatermarkMark =
  | { kind: 'text'; text: string; font: StampFont; size: number; color: Rgb; angle: number; layout: 'single' | 'tiled' }
  | { kind: 'image'; bytes: Uint8Array; type: 'png' | 'jpeg'; /** Share of the page's shown width, 0..1. */ width: number };

export interface WatermarkSpec {
  /** 1-based pages to mark. */
  pages: number[];
  mark: WatermarkMark;
  position: GridPosition;
  margin: number;
  /** 0..1. */
  opacity: number;
  behind: boolean;
}

/** Text our font cannot draw: the page shows the message as it is. */
export class StampTextError extends Error {
  override name = 'StampTextError';
}

export interface StampInspection {
  pages: number;
  access: PdfAccess;
  signed: boolean;
  repaired: boolean;
  /** Each page's size as shown (crop box, turned), for the previews. */
  sizes: { width: number; height: number }[];
}

/** The page's size as a reader shows it: its crop box, turned by its rotation. */
function shownSize(page: PDFPage): { width: number; height: number } {
  const { width, height } = page.getCropBox();
  return Math.round(page.getRotation().angle / 90) % 2 !== 0 ? { width: height, height: width } : { width, height };
}

export async function inspectStampSource(bytes: Uint8Array, password?: string): Promise<StampInspection> {
  const { doc, access, signed, repaired } = await openPdf(bytes, password);
  const sizes = doc.getPages().map(shownSize);
  return { pages: sizes.length, access, signed, repaired, sizes };
}

async function embedOurFont(doc: PDFDocument, loadFont: FontLoader, font: StampFont, texts: readonly string[]): Promise<PDFFont> {
  doc.registerFontkit(fontkit);
  const embedded = await doc.embedFont(await loadFont(font), { subset: true });
  const known = new Set(embedded.getCharacterSet());
  const missing = [...new Set(texts.join(''))].filter((char) => !/\s/.test(char) && !known.has(char.codePointAt(0) ?? 0));
  if (missing.length > 0) {
    throw new StampTextError(`The font has no letters for ${missing.slice(0, 5).map((c) => `"${c}"`).join(', ')}. Use Latin, Greek or Cyrillic letters, digits and common signs.`);
  }
  return embedded;
}

function checkPages(pages: readonly number[], total: number) {
  const wrong = pages.find((page) => !Number.isInteger(page) || page < 1 || page > total);
  if (wrong !== undefined) throw new RangeError(`There is no page ${wrong}: this PDF has ${total} pages.`);
  if (pages.length === 0) throw new RangeError('Choose at least one page.');
}

/** Rewrites the document in place with `overlays(page, index)` on each page that has some. */
async function stampPages(
  doc: PDFDocument,
  overlaysOf: (page: PDFPage, size: { width: number; height: number }, index: number) => Overlay[],
  onProgress: (fraction: number) => void,
): Promise<Uint8Array> {
  const assembly = PageAssembly.inPlace(doc);
  const pages = doc.getPages();
  const step = Math.max(1, Math.floor(pages.length / 50));
  for (const [index, page] of pages.entries()) {
    await assembly.add([{ source: 0, page: index, overlays: overlaysOf(page, shownSize(page), index) }]);
    if (index % step === 0) onProgress((0.9 * (index + 1)) / pages.length);
  }
  const { bytes } = await assembly.write();
  onProgress(1);
  return bytes;
}

export async function addPageNumbers(
  input: Uint8Array,
  spec: PageNumbersSpec,
  loadFont: FontLoader,
  password?: string,
  onProgress: (fraction: number) => void = () => {},
): Promise<Uint8Array> {
  const { doc } = await openPdf(input, password);
  checkPages(spec.labels.map((label) => label.page), doc.getPageCount());
  const font = await embedOurFont(doc, loadFont, 'sans', spec.labels.map((label) => label.text));
  const labels = new Map(spec.labels.map((label) => [label.page, label.text]));
  return stampPages(
    doc,
    (_page, { width, height }, index) => {
      const text = labels.get(index + 1);
      if (text === undefined) return [];
      const { x, y, align } = edgeAnchor(spec.position, width, height, spec.size, spec.margin);
      return [{ kind: 'text', text, x, y, size: spec.size, align, font, color: spec.color }];
    },
    onProgress,
  );
}

/** The text marks of a watermark on a `width` × `height` page: one at its place, or tiles over the whole page. */
function textMarks(spec: WatermarkSpec, mark: Extract<WatermarkMark, { kind: 'text' }>, font: PDFFont, width: number, height: number): TextOverlay[] {
  const base = { kind: 'text', text: mark.text, size: mark.size, align: 'center', middle: true, font, color: mark.color, angle: mark.angle, opacity: spec.opacity, behind: spec.behind } as const;
  const lineWidth = font.widthOfTextAtSize(mark.text, mark.size);
  if (mark.layout === 'tiled') return tileCentres(width, height, lineWidth, mark.size, mark.angle).map((centre) => ({ ...base, ...centre }));
  const bounds = turnedBounds(lineWidth, mark.size * 0.75, mark.angle);
  return [{ ...base, ...boxCentre(spec.position, width, height, bounds.width, bounds.height, spec.margin) }];
}

export async function addWatermark(
  input: Uint8Array,
  spec: WatermarkSpec,
  loadFont: FontLoader,
  password?: string,
  onProgress: (fraction: number) => void = () => {},
): Promise<Uint8Array> {
  const { doc } = await openPdf(input, password);
  checkPages(spec.pages, doc.getPageCount());
  const chosen = new Set(spec.pages);
  const { mark } = spec;
  if (mark.kind === 'text') {
    if (mark.text.trim() === '') throw new StampTextError('Type the text of the watermark.');
    const font = await embedOurFont(doc, loadFont, mark.font, [mark.text]);
    return stampPages(doc, (_page, { width, height }, index) => (chosen.has(index + 1) ? textMarks(spec, mark, font, width, height) : []), onProgress);
  }
  const image = mark.type === 'png' ? await doc.embedPng(mark.bytes) : await doc.embedJpg(mark.bytes);
  return stampPages(
    doc,
    (_page, { width, height }, index) => {
      if (!chosen.has(index + 1)) return [];
      const boxWidth = width * mark.width;
      const boxHeight = (boxWidth * image.height) / image.width;
      const centre = boxCentre(spec.position, width, height, boxWidth, boxHeight, spec.margin);
      const box = { x: centre.x - boxWidth / 2, y: centre.y - boxHeight / 2, width: boxWidth, height: boxHeight };
      return [{ kind: 'image', image: image.ref, box, opacity: spec.opacity, behind: spec.behind }];
    },
    onProgress,
  );
}
