/**
 * A visual signature: pictures (a drawn, typed or uploaded signature, with its transparency as a
 * soft mask) and lines of text (date, initials) drawn into the content of the pages they are
 * placed on, through the one page assembly rewriting the file in place (document/assemble.ts), so
 * its outline, form, links and metadata stay. Each picture is one image XObject however often it is
 * placed. This is not a certificate-based digital signature, and any existing one is no longer
 * valid afterwards (the page warns before it runs).
 */
import { PDFDocument, StandardFonts, type PDFPage, type PDFRef } from '@cantoo/pdf-lib';
import { PageAssembly } from '../document/assemble';
import { openPdf } from '../document/open';
import type { Box, Overlay } from '../document/overlays';
import type { PageFraction, SignMark, SignPlacement } from './jobs';

/** A text mark's font size as a share of its box's height, and its baseline's height in the box. */
const TEXT_SIZE = 0.8;
const TEXT_BASELINE = 0.22;

/** Straight RGBA pixels as an image XObject: RGB (or grey) colour, Flate, with a soft mask for the alpha. */
function embedRgba(doc: PDFDocument, mark: Extract<SignMark, { kind: 'image' }>): PDFRef {
  const { width: Width, height: Height } = mark;
  const data = new Uint8Array(mark.rgba);
  if (Width < 1 || Height < 1 || data.length !== Width * Height * 4) throw new RangeError('A signature picture has the wrong number of pixels.');
  const pixels = Width * Height;
  const color = new Uint8Array(pixels * 3);
  const alpha = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) {
    color[i * 3] = data[i * 4];
    color[i * 3 + 1] = data[i * 4 + 1];
    color[i * 3 + 2] = data[i * 4 + 2];
    alpha[i] = data[i * 4 + 3];
  }
  const { context } = doc;
  const base = { Type: 'XObject', Subtype: 'Image', Width, Height, BitsPerComponent: 8 };
  const SMask = context.register(context.flateStream(alpha, { ...base, ColorSpace: 'DeviceGray' }));
  return context.register(context.flateStream(color, { ...base, ColorSpace: 'DeviceRGB', SMask }));
}

/** The page's size as a reader shows it: its crop box, turned by its rotation. */
function shownSize(page: PDFPage): { width: number; height: number } {
  const { width, height } = page.getCropBox();
  return page.getRotation().angle % 180 === 0 ? { width, height } : { width: height, height: width };
}

/** A box given as fractions from the top-left, in points from the bottom-left of the shown page. */
function toPoints(box: PageFraction, size: { width: number; height: number }): Box {
  return { x: box.x * size.width, y: (1 - box.y - box.height) * size.height, width: box.width * size.width, height: box.height * size.height };
}

const isFraction = (value: number) => Number.isFinite(value) && value >= -1 && value <= 2;

export async function signPdf(
  input: Uint8Array,
  marks: readonly SignMark[],
  placements: readonly SignPlacement[],
  password = '',
  onProgress: (fraction: number) => void = () => {},
): Promise<Uint8Array> {
  const { doc } = await openPdf(input, password);
  const total = doc.getPageCount();
  if (placements.length === 0) throw new RangeError('Nothing is placed on the pages.');
  for (const { page, mark, box } of placements) {
    if (!Number.isInteger(page) || page < 0 || page >= total) throw new RangeError(`A mark is placed on a page this PDF does not have (it has ${total}).`);
    if (!marks[mark]) throw new RangeError('A placement names a mark that was not given.');
    if (![box.x, box.y, box.width, box.height].every(isFraction) || box.width <= 0 || box.height <= 0) throw new RangeError('A placement has no size.');
  }
  onProgress(0.3);
  const pages = doc.getPages();
  const assembly = PageAssembly.inPlace(doc);
  // Only to measure text: the assembly embeds the font it draws with.
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const images = new Map<number, PDFRef>();
  const imageOf = (index: number, mark: Extract<SignMark, { kind: 'image' }>) => {
    let ref = images.get(index);
    if (!ref) images.set(index, (ref = embedRgba(assembly.document, mark)));
    return ref;
  };
  const overlays = new Map<number, Overlay[]>();
  for (const { page, mark: index, box } of placements) {
    const mark = marks[index];
    const points = toPoints(box, shownSize(pages[page]));
    let overlay: Overlay;
    if (mark.kind === 'image') overlay = { kind: 'image', image: imageOf(index, mark), box: points };
    else {
      // The text fills the box's height, smaller if it would run past its right edge.
      const tall = points.height * TEXT_SIZE;
      const wide = font.widthOfTextAtSize(mark.text, tall);
      const size = wide > points.width ? (tall * points.width) / wide : tall;
      overlay = { kind: 'text', text: mark.text, x: points.x, y: points.y + points.height * TEXT_BASELINE, size, font: StandardFonts.Helvetica };
    }
    overlays.set(page, [...(overlays.get(page) ?? []), overlay]);
  }
  await assembly.add(pages.map((_, page) => ({ source: 0, page, overlays: overlays.get(page) })));
  onProgress(0.6);
  const { bytes } = await assembly.write();
  onProgress(1);
  return bytes;
}
