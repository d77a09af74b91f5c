/**
 * The page assembly on its own: pages of two sources in any order, turned, blank pages; links,
 * bookmarks and form fields kept where they point inside the result and dropped where they do not,
 * in a new document and in one rewritten in place; overlays drawn where they are asked for.
 * Checked with pdf.js (another reader), qpdf and poppler's renders.
 */
import fontkit from '@cantoo/fontkit';
import { PDFDocument, PDFName, StandardFonts, grayscale } from '@cantoo/pdf-lib';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageAssembly, prepareSource, type PageSource } from '../../../../../src/wasm/pdf/document/assemble';
import { openPdf } from '../../../../../src/wasm/pdf/document/open';
import type { Box, TextOverlay } from '../../../../../src/wasm/pdf/document/overlays';
import { corpusBytes, corpusDescribe, corpusIt, realworldBytes, realworldDescribe } from '../../../../helpers/corpus';
import { pdfjsText, qpdfCheck, renderGray } from '../../../../helpers/pdfChecks';

type PdfjsDocument = Awaited<ReturnType<Awaited<typeof import('pdfjs-dist/legacy/build/pdf.mjs')>['getDocument']>['promise']>;

async function withPdfjs<T>(bytes: Uint8Array, read: (doc: PdfjsDocument) => Promise<T>): Promise<T> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    return await read(doc);
  } finally {
    await doc.destroy();
  }
}

/** Each page's rotation and shown size, as pdf.js reads them. */
const shownPages = (bytes: Uint8Array) =>
  withPdfjs(bytes, async (doc) => {
    const pages: { rotate: number; width: number; height: number }[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      pages.push({ rotate: page.rotate, width: Math.round(width), height: Math.round(height) });
    }
    return pages;
  });

/** Per page, the 0-based page each internal link goes to (-1: nowhere), and how many web links it has. */
const pageLinks = (bytes: Uint8Array) =>
  withPdfjs(bytes, async (doc) => {
    const pages: { internal: number[]; web: number }[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const annotations = await (await doc.getPage(n)).getAnnotations();
      const internal = await Promise.all(
        annotations
          .filter((a) => a.subtype === 'Link' && a.dest)
          .map(async (a) => {
            const dest = typeof a.dest === 'string' ? await doc.getDestination(a.dest) : a.dest;
            return dest ? doc.getPageIndex(dest[0]).catch(() => -1) : -1;
          }),
      );
      pages.push({ internal, web: annotations.filter((a) => a.subtype === 'Link' && a.url).length });
    }
    return pages;
  });

interface Item {
  title: string;
  page: number;
  items: Item[];
}

/** The outline as titles, target pages (0-based) and children. */
const outlineOf = (bytes: Uint8Array) =>
  withPdfjs(bytes, async (doc) => {
    const read = async (items: Awaited<ReturnType<PdfjsDocument['getOutline']>>): Promise<Item[]> =>
      Promise.all(
        (items ?? []).map(async (item) => {
          const dest = typeof item.dest === 'string' ? await doc.getDestination(item.dest) : item.dest;
          return { title: item.title, page: dest ? await doc.getPageIndex(dest[0]) : -1, items: await read(item.items) };
        }),
      );
    return read(await doc.getOutline());
  });

/** Form field names with the pages (0-based) their widgets are on. */
const fieldPages = (bytes: Uint8Array) =>
  withPdfjs(bytes, async (doc) => {
    const fields = (await doc.getFieldObjects()) ?? {};
    return Object.fromEntries(Object.entries(fields).map(([name, widgets]) => [name, (widgets as { page: number }[]).map((w) => w.page)]));
  });

const open = async (bytes: Uint8Array) => (await openPdf(bytes)).doc;

/** Writes `pages` of `bytes` as a new document, or by rewriting it in place. */
async function assembleOne(bytes: Uint8Array, pages: number[], how: 'new' | 'in place', outline = true) {
  const doc = await open(bytes);
  const list = pages.map((page) => ({ source: 0, page }));
  let assembly: PageAssembly;
  if (how === 'in place') assembly = PageAssembly.inPlace(doc);
  else {
    assembly = await PageAssembly.create();
    await assembly.addSource(0, doc, pages, { outline });
  }
  await assembly.add(list);
  return (await assembly.write()).bytes;
}

corpusDescribe('assembling pages of two sources', () => {
  it('writes them in any order, turned, with a blank page and a page used twice', async () => {
    const text = corpusBytes('text-4pages-pdflatex.pdf');
    const photos = corpusBytes('photos-3pages.pdf');
    const assembly = await PageAssembly.create();
    await assembly.addSource(0, await open(text), [2, 0]);
    await assembly.addSource(1, await open(photos), [1]);
    const list: PageSource[] = [
      { source: 1, page: 1, rotate: 90 },
      { source: 0, page: 2, rotate: 90 },
      { blank: { width: 300, height: 200 } },
      { source: 0, page: 0, rotate: 180 },
      { source: 0, page: 2, rotate: 270 },
    ];
    await assembly.add(list);
    const { bytes, pages } = await assembly.write();
    expect(pages).toBe(5);
    expect(qpdfCheck(bytes).status).toBe(0);
    const original = await pdfjsText(text);
    const written = await pdfjsText(bytes);
    expect([written[1], written[2], written[3], written[4]]).toEqual([original[2], '', original[0], original[2]]);
    const photo = (await PDFDocument.load(photos)).getPage(1);
    expect(await shownPages(bytes)).toEqual([
      { rotate: 90, width: Math.round(photo.getHeight()), height: Math.round(photo.getWidth()) },
      { rotate: 90, width: 842, height: 595 },
      { rotate: 0, width: 300, height: 200 },
      { rotate: 180, width: 595, height: 842 },
      // The second use of a page starts from the page as it was, not as its first use was turned.
      { rotate: 270, width: 842, height: 595 },
    ]);
  });

  it('refuses a page the source does not have, naming it', async () => {
    const assembly = await PageAssembly.create();
    await expect(assembly.addSource(1, await open(corpusBytes('text-2pages-libreoffice.pdf')), [2])).rejects.toThrow('There is no page 3 in file 2.');
    await expect(assembly.add([{ source: 0, page: 0 }])).rejects.toThrow('There is no page 1 in file 1.');
    await expect(assembly.write()).rejects.toThrow('A PDF needs at least one page.');
  });
});

corpusDescribe('links through the assembly', () => {
  // Page 4 of the 117-page text is its table of contents: two links go to page 6, others all over the book.
  const toc = 3;

  it.each(['new', 'in place'] as const)('keeps a link whose target page is in the result and drops one whose is not (%s)', async (how) => {
    const source = corpusBytes('text-117pages-geotopo.pdf');
    const before = (await pageLinks(source))[toc].internal;
    expect(before.filter((page) => page === 5)).toHaveLength(2);
    expect(before.length).toBeGreaterThan(10);
    const bytes = await assembleOne(source, [toc, 5], how);
    expect(qpdfCheck(bytes).status).toBe(0);
    const [contents] = await pageLinks(bytes);
    expect(contents.internal).toEqual([1, 1]);
  });

  it('a new document holds no page but those listed, however its links point', async () => {
    const bytes = await assembleOne(corpusBytes('text-117pages-geotopo.pdf'), [toc], 'new');
    const pageObjects = (await PDFDocument.load(bytes)).context
      .enumerateIndirectObjects()
      .filter(([, object]) => 'get' in object && (object as { get(key: PDFName): unknown }).get(PDFName.of('Type')) === PDFName.of('Page'));
    expect(pageObjects).toHaveLength(1);
  });
});

realworldDescribe('pdfjs')('bookmarks through the assembly', () => {
  // 1. Introduction (page 1) > 1.1 (2), 1.2 (3); 2. Main Content (4) > 2.1 (5), 2.2 (6); 3. Conclusion (7) > 3.1 (8), 3.2 (9)
  const source = () => realworldBytes('pdfjs', 'nested_outline.pdf');

  it.each(['new', 'in place'] as const)('keeps the bookmarks to pages of the result, lifting the children of one that goes (%s)', async (how) => {
    const bytes = await assembleOne(source(), [0, 3, 4, 7], how);
    expect(await outlineOf(bytes)).toEqual([
      { title: '1. Introduction', page: 0, items: [] },
      { title: '2. Main Content', page: 1, items: [{ title: '2.1 First Topic', page: 2, items: [] }] },
      { title: '3.1 Summary', page: 3, items: [] },
    ]);
    expect(qpdfCheck(bytes).status).toBe(0);
  });

  it('leaves a rewritten document with every page its outline as it was', async () => {
    const before = await outlineOf(source());
    expect(await outlineOf(await assembleOne(source(), [0, 1, 2, 3, 4, 5, 6, 7, 8], 'in place'))).toEqual(before);
  });

  it('gives a new document no bookmarks unless asked, and the ones asked for', async () => {
    expect(await outlineOf(await assembleOne(source(), [0, 1], 'new', false))).toEqual([]);
    const assembly = await PageAssembly.create();
    await assembly.addSource(3, await open(source()), [4, 5]);
    await assembly.add([{ source: 3, page: 5 }, { source: 3, page: 4 }]);
    const { bytes } = await assembly.write({ bookmarks: [{ title: 'Here', source: 3, page: 4 }, { title: 'Not taken', source: 3, page: 8 }] });
    expect(await outlineOf(bytes)).toEqual([{ title: 'Here', page: 1, items: [] }]);
  });
});

realworldDescribe('pdf-train')('form fields through the assembly', () => {
  // Five fields on page 1, thirteen on page 6.
  const source = () => realworldBytes('pdf-train', 'form-libreoffice-license-18fields.pdf');

  it.each(['new', 'in place'] as const)('keeps the fields of kept pages and drops those of pages left out (%s)', async (how) => {
    const before = await fieldPages(source());
    const onLast = Object.keys(before).filter((name) => before[name].every((page) => page === 5));
    expect(onLast).toHaveLength(13);
    const bytes = await assembleOne(source(), [5, 1], how);
    expect(qpdfCheck(bytes).status).toBe(0);
    expect(await fieldPages(bytes)).toEqual(Object.fromEntries(onLast.map((name) => [name, [0]])));
    const form = (await PDFDocument.load(bytes)).getForm();
    expect(form.getFields().map((field) => field.getName()).sort()).toEqual([...onLast].sort());
  });
});

corpusDescribe('form fields of two sources', () => {
  /** The fields named by the widgets on a page, sorted. */
  const widgetsOn = (bytes: Uint8Array, page: number) =>
    withPdfjs(bytes, async (doc) => {
      const annotations = await (await doc.getPage(page + 1)).getAnnotations();
      return annotations.filter((a) => a.subtype === 'Widget').map((a) => String(a.fieldName)).sort();
    });
  const fieldNames = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getForm().getFields().map((field) => field.getName()).sort();

  it('a form copied beside another document stays a form, its radio group whole', async () => {
    const form = corpusBytes('form-libreoffice.pdf');
    const assembly = await PageAssembly.create();
    await assembly.addSource(0, await open(corpusBytes('text-2pages-libreoffice.pdf')), [1]);
    await assembly.addSource(1, await open(form), [0]);
    await assembly.add([{ source: 0, page: 1 }, { source: 1, page: 0 }]);
    const { bytes } = await assembly.write();
    expect(await widgetsOn(bytes, 1)).toEqual(await widgetsOn(form, 0));
    expect(await fieldNames(bytes)).toEqual(await fieldNames(form));
    expect((await fieldNames(bytes)).filter((name) => name === 'female')).toHaveLength(1);
  });

  it('a form copied into a document rewritten in place joins its (empty) form', async () => {
    const form = corpusBytes('form-libreoffice.pdf');
    const assembly = PageAssembly.inPlace(await open(corpusBytes('text-2pages-libreoffice.pdf')));
    await assembly.addSource(1, await open(form), [0]);
    await assembly.add([{ source: 1, page: 0 }, { source: 0, page: 0 }]);
    const { bytes } = await assembly.write();
    expect(await widgetsOn(bytes, 0)).toEqual(await widgetsOn(form, 0));
    expect(await fieldNames(bytes)).toEqual(await fieldNames(form));
  });
});

/** The share of pixels darker than mid-grey in `box` (points, origin bottom-left) of a page rendered at `dpi`. */
function darkShare(page: { width: number; height: number; pixels: Uint8Array }, box: Box, dpi: number): number {
  const scale = dpi / 72;
  const left = Math.round(box.x * scale);
  const right = Math.round((box.x + box.width) * scale);
  const top = Math.round(page.height - (box.y + box.height) * scale);
  const bottom = Math.round(page.height - box.y * scale);
  let dark = 0;
  let all = 0;
  for (let row = Math.max(0, top); row < Math.min(page.height, bottom); row++) {
    for (let column = Math.max(0, left); column < Math.min(page.width, right); column++) {
      all += 1;
      if (page.pixels[row * page.width + column] < 128) dark += 1;
    }
  }
  return all === 0 ? 0 : dark / all;
}

describe('overlays', () => {
  /** A blank 400 × 300 source page with a crop box inset by 20, turned by `rotate`. */
  async function croppedSource(rotate: number): Promise<Uint8Array> {
    const doc = await PDFDocument.create();
    const page = doc.addPage([400, 300]);
    page.setCropBox(20, 20, 360, 260);
    page.node.set(PDFName.of('Rotate'), doc.context.obj(rotate));
    return doc.save();
  }

  /** A black image XObject of 2 × 2 pixels in `assembly`'s document. */
  const blackImage = (assembly: PageAssembly) => {
    const { context } = assembly.document;
    return context.register(context.flateStream(new Uint8Array(4), { Type: 'XObject', Subtype: 'Image', Width: 2, Height: 2, ColorSpace: 'DeviceGray', BitsPerComponent: 8 }));
  };

  it('draws an image in its box on a blank page, and nowhere else', async () => {
    const assembly = await PageAssembly.create();
    const box = { x: 50, y: 40, width: 100, height: 60 };
    await assembly.add([{ blank: { width: 300, height: 200 }, overlays: [{ kind: 'image', image: blackImage(assembly), box }] }]);
    const { bytes } = await assembly.write();
    const [page] = renderGray(bytes, 72);
    expect(darkShare(page, { x: 52, y: 42, width: 96, height: 56 }, 72)).toBe(1);
    expect(darkShare(page, { x: 160, y: 110, width: 130, height: 80 }, 72)).toBe(0);
  });

  it.each([0, 90, 180, 270])('places overlays from the bottom-left of the page as shown, on a cropped page turned %i°', async (rotate) => {
    const assembly = await PageAssembly.create();
    await assembly.addSource(0, await open(await croppedSource(rotate)), [0]);
    const box = { x: 10, y: 10, width: 40, height: 30 };
    const text = { kind: 'text', text: 'Page 7 of 9', x: 100, y: 150, size: 20, font: StandardFonts.HelveticaBold } as const;
    await assembly.add([{ source: 0, page: 0, overlays: [{ kind: 'image', image: blackImage(assembly), box }, text] }]);
    const { bytes } = await assembly.write();
    expect(qpdfCheck(bytes).status).toBe(0);
    // pdftoppm draws the media box, turned: the crop box is inset by 20 on every side of it.
    const [page] = renderGray(bytes, 72);
    const [width, height] = rotate % 180 === 0 ? [360, 260] : [260, 360];
    expect([page.width, page.height]).toEqual([width + 40, height + 40]);
    const shown = (box: Box) => ({ ...box, x: box.x + 20, y: box.y + 20 });
    expect(darkShare(page, shown({ x: 12, y: 12, width: 36, height: 26 }), 72)).toBe(1);
    // The opposite corner stays white, and the text sits on its baseline, left to right.
    expect(darkShare(page, shown({ x: width - 50, y: height - 40, width: 40, height: 30 }), 72)).toBe(0);
    expect(darkShare(page, shown({ x: 100, y: 150, width: 110, height: 14 }), 72)).toBeGreaterThan(0.15);
    expect(darkShare(page, shown({ x: 100, y: 115, width: 110, height: 28 }), 72)).toBe(0);
    expect(await pdfjsText(bytes)).toEqual(['Page 7 of 9']);
  });

  corpusIt('centres text on its point when asked, drawn over the page content', async () => {
    const assembly = await PageAssembly.create();
    await assembly.addSource(0, await open(corpusBytes('text-2pages-libreoffice.pdf')), [0]);
    const label: TextOverlay = { kind: 'text', text: 'WATERMARK', x: 297, y: 400, size: 40, align: 'center', color: [0, 0, 0] };
    await assembly.add([{ source: 0, page: 0, rotate: 90, overlays: [label] }]);
    const { bytes } = await assembly.write();
    const [page] = renderGray(bytes, 72);
    // Turned a quarter, the A4 page is shown 842 wide: the word's middle is at x = 297 of that.
    expect(page.width).toBe(842);
    expect(darkShare(page, { x: 297 - 40, y: 400, width: 80, height: 25 }, 72)).toBeGreaterThan(0.2);
    const text = (await pdfjsText(bytes))[0];
    expect(text).toContain('WATERMARK');
    expect(text.replace('WATERMARK', '').trim().length).toBeGreaterThan(10);
  });
});

describe('overlays: opacity, behind the content, turned text in an embedded font', () => {
  const blackImage = (assembly: PageAssembly) => {
    const { context } = assembly.document;
    return context.register(context.flateStream(new Uint8Array(4), { Type: 'XObject', Subtype: 'Image', Width: 2, Height: 2, ColorSpace: 'DeviceGray', BitsPerComponent: 8 }));
  };
  /** The mean gray level (0 black .. 255 white) of `box` (points, origin bottom-left) of a page rendered at 72 dpi. */
  function meanGray(page: { width: number; height: number; pixels: Uint8Array }, box: Box): number {
    let sum = 0;
    let all = 0;
    for (let row = page.height - box.y - box.height; row < page.height - box.y; row++) {
      for (let column = box.x; column < box.x + box.width; column++) {
        sum += page.pixels[row * page.width + column];
        all += 1;
      }
    }
    return sum / all;
  }
  /** A 300 × 200 page filled mid-gray on its left half (or white), turned by `rotate`. */
  async function halfGraySource(rotate = 0, gray = true): Promise<Uint8Array> {
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 200]);
    if (gray) page.drawRectangle({ x: 0, y: 0, width: 150, height: 200, color: grayscale(0.5) });
    page.node.set(PDFName.of('Rotate'), doc.context.obj(rotate));
    return doc.save();
  }
  const dejaVu = () => new Uint8Array(readFileSync('node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  const pdftotext = (bytes: Uint8Array) => {
    const dir = mkdtempSync(join(tmpdir(), 'overlay-'));
    try {
      writeFileSync(join(dir, 'a.pdf'), bytes);
      return {
        text: execFileSync('pdftotext', [join(dir, 'a.pdf'), '-'], { encoding: 'utf8' }),
        fonts: execFileSync('pdffonts', [join(dir, 'a.pdf')], { encoding: 'utf8' }),
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('draws a see-through image at its opacity', async () => {
    const assembly = await PageAssembly.create();
    const box = { x: 50, y: 40, width: 100, height: 60 };
    await assembly.add([{ blank: { width: 300, height: 200 }, overlays: [{ kind: 'image', image: blackImage(assembly), box, opacity: 0.25 }] }]);
    const [page] = renderGray((await assembly.write()).bytes, 72);
    // 25% black over white: about 191 of 255.
    expect(meanGray(page, { x: 55, y: 45, width: 90, height: 50 })).toBeGreaterThan(180);
    expect(meanGray(page, { x: 55, y: 45, width: 90, height: 50 })).toBeLessThan(202);
    expect(meanGray(page, { x: 200, y: 120, width: 50, height: 50 })).toBe(255);
  });

  it('draws a mark behind the page content when asked, and over it otherwise', async () => {
    const box = { x: 100, y: 50, width: 100, height: 100 };
    const grays: Record<string, [number, number]> = {};
    for (const behind of [true, false]) {
      const assembly = await PageAssembly.create();
      await assembly.addSource(0, await open(await halfGraySource()), [0]);
      await assembly.add([{ source: 0, page: 0, overlays: [{ kind: 'image', image: blackImage(assembly), box, behind }] }]);
      const { bytes } = await assembly.write();
      expect(qpdfCheck(bytes).status).toBe(0);
      const [page] = renderGray(bytes, 72);
      // The box's left part lies under the gray half, its right part on white paper.
      grays[String(behind)] = [meanGray(page, { x: 105, y: 60, width: 40, height: 80 }), meanGray(page, { x: 155, y: 60, width: 40, height: 80 })];
    }
    expect(grays.true[0]).toBeGreaterThan(110);
    expect(grays.true[0]).toBeLessThan(145);
    expect(grays.true[1]).toBeLessThan(10);
    expect(grays.false[0]).toBeLessThan(10);
    expect(grays.false[1]).toBeLessThan(10);
  });

  it.each([0, 90])('sets turned text in an embedded font subset, upright on a page turned %i°, found as text', async (rotate) => {
    const assembly = await PageAssembly.create();
    await assembly.addSource(0, await open(await halfGraySource(rotate, false)), [0]);
    assembly.document.registerFontkit(fontkit);
    const font = await assembly.document.embedFont(dejaVu(), { subset: true });
    const [width, height] = rotate === 0 ? [300, 200] : [200, 300];
    // Straight up the page's right edge as shown, centred on (x, y), half see-through; and a second line, level.
    const up: TextOverlay = { kind: 'text', text: 'Страница 3 ½', x: width - 20, y: height / 2, size: 16, align: 'center', middle: true, angle: 90, font, opacity: 0.5 };
    const level: TextOverlay = { kind: 'text', text: 'Page 3 of 9', x: 10, y: 10, size: 14, font, color: [0, 0, 0] };
    await assembly.add([{ source: 0, page: 0, overlays: [up, level] }]);
    const { bytes } = await assembly.write();
    expect(qpdfCheck(bytes).status).toBe(0);
    const { text, fonts } = pdftotext(bytes);
    expect(text).toContain('Страница 3 ½');
    expect(text).toContain('Page 3 of 9');
    // One embedded font with a Unicode map, and only it: a subset (the whole DejaVu Sans is 740 KB).
    expect(fonts.trim().split('\n').slice(2)).toEqual([expect.stringMatching(/^DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes\s+\S+\s+yes\s/)]);
    expect(bytes.length).toBeLessThan(40_000);
    const [page] = renderGray(bytes, 72);
    expect([page.width, page.height]).toEqual([width, height]);
    // The turned line runs up a narrow strip by the right edge: ink there, and none in the strip's left neighbour.
    const strip = { x: width - 30, y: height / 2 - 50, width: 20, height: 100 };
    expect(meanGray(page, strip)).toBeLessThan(250);
    expect(meanGray(page, { ...strip, x: width - 60 })).toBe(255);
    // The level line sits on its baseline near the bottom-left corner as shown.
    expect(meanGray(page, { x: 10, y: 10, width: 70, height: 10 })).toBeLessThan(215);
    expect(meanGray(page, { x: 10, y: 30, width: 70, height: 20 })).toBe(255);
  });
});

corpusDescribe('one source, many assemblies', () => {
  it('a prepared source gives pages to several documents, each with its own links', async () => {
    const source = prepareSource(await open(corpusBytes('text-117pages-geotopo.pdf')));
    const parts: Uint8Array[] = [];
    for (const part of [[3, 5], [3]]) {
      const assembly = await PageAssembly.create({ updateMetadata: false, title: 'Part' });
      await assembly.addSource(0, source, part);
      await assembly.add(part.map((page) => ({ source: 0, page })));
      parts.push((await assembly.write()).bytes);
    }
    expect((await pageLinks(parts[0]))[0].internal).toEqual([1, 1]);
    expect((await pageLinks(parts[1]))[0].internal).toEqual([]);
    expect((await PDFDocument.load(parts[1])).getTitle()).toBe('Part');
  });
});
