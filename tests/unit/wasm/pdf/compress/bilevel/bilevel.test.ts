import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { decodeCcitt } from '../../../../../../src/wasm/pdf/compress/bilevel/ccitt';
import { encodeJbig2 } from '../../../../../../src/wasm/pdf/compress/bilevel/jbig2Generic';
import { compressPdf } from '../../../../../../src/wasm/pdf/compress/compress';
import { openPdf } from '../../../../../../src/wasm/pdf/document/open';
import { realworldBytes, realworldDescribe, realworldPath } from '../../../../../helpers/corpus';
import { minPagePsnr, qpdfCheck } from '../../../../../helpers/pdfChecks';

/** pdf.js's JBIG2 decoder: the bitmap (1 = black) it reads from an embedded JBIG2 stream. */
async function pdfjsJbig2(data: Uint8Array): Promise<Uint8Array> {
  const { Jbig2Image } = await import('pdfjs-dist/image_decoders/pdf.image_decoders.mjs');
  return new Uint8Array(new Jbig2Image().parseChunks([{ data, start: 0, end: data.length }]));
}

/** How many bytes of two bitmaps differ, padding bits aside (a count, so a failure never prints megabytes). */
function differences(a: Uint8Array, b: Uint8Array, width: number, height: number): number {
  const [x, y] = [trimmed(a, width, height), trimmed(b, width, height)];
  let count = Math.abs(x.length - y.length);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) count += 1;
  return count;
}

/** Packed rows with their padding bits cleared, for comparing bitmaps. */
function trimmed(rows: Uint8Array, width: number, height: number): Uint8Array {
  const rowBytes = (width + 7) >> 3;
  const out = rows.slice(0, rowBytes * height);
  const mask = width & 7 ? (0xff << (8 - (width & 7))) & 0xff : 0xff;
  for (let y = 0; y < height; y++) out[y * rowBytes + rowBytes - 1] &= mask;
  return out;
}

/** Poppler's decode of one image (pdfimages writes 1-bit images as PBM, 1 = black), found by object number. */
function popplerBitmap(path: string, objectNumber: number): Uint8Array | undefined {
  const list = spawnSync('pdfimages', ['-list', path]).stdout.toString().split('\n').slice(2).filter(Boolean);
  const line = list.find((entry) => Number(entry.trim().split(/\s+/)[10]) === objectNumber);
  if (!line) return undefined;
  const [page] = line.trim().split(/\s+/).map(Number);
  const onPage = list.filter((entry) => Number(entry.trim().split(/\s+/)[0]) === page);
  const dir = mkdtempSync(join(tmpdir(), 'pbm-'));
  try {
    spawnSync('pdfimages', ['-f', String(page), '-l', String(page), path, join(dir, 'img')]);
    const files = readdirSync(dir).sort();
    const pbm = readFileSync(join(dir, files[onPage.indexOf(line)]));
    // P4\n<width> <height>\n then the packed rows.
    let offset = 0;
    for (let fields = 0; fields < 3; offset++) if (pbm[offset] === 0x0a || pbm[offset] === 0x20) fields += 1;
    return new Uint8Array(pbm.subarray(offset));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('JBIG2 generic region encoding', () => {
  it('pdf.js decodes what it writes to the same pixels: text-like strokes, blank and repeated rows, odd width', async () => {
    const width = 203;
    const height = 97;
    const rowBytes = (width + 7) >> 3;
    const rows = new Uint8Array(rowBytes * height);
    let seed = 5;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let y = 10; y < height; y++) {
      if (y % 17 === 0) continue; // a blank row
      if (y % 11 === 0) {
        rows.copyWithin(y * rowBytes, (y - 1) * rowBytes, y * rowBytes); // a repeated row
        continue;
      }
      for (let x = 0; x < width; x++) if (random() < 0.2 + 0.3 * Math.sin(x / 9)) rows[y * rowBytes + (x >> 3)] |= 0x80 >> (x & 7);
    }
    const jbig2 = encodeJbig2(rows, width, height);
    expect(differences(await pdfjsJbig2(jbig2), rows, width, height)).toBe(0);
    expect(jbig2.length).toBeLessThan(rows.length);
  });

  it('an all-white page costs a few bytes', async () => {
    const rows = new Uint8Array(((2480 + 7) >> 3) * 3508);
    const jbig2 = encodeJbig2(rows, 2480, 3508);
    expect(jbig2.length).toBeLessThan(200);
    expect(differences(await pdfjsJbig2(jbig2), rows, 2480, 3508)).toBe(0);
  });
});

realworldDescribe('pdfjs')('CCITT fax images', () => {
  it.each([
    ['ccitt_EndOfBlock_false.pdf', 'Group 3 1D, mixed 1D/2D and Group 4, with and without EndOfBlock'],
    ['issue5747.pdf', 'a Group 3 1D A4 scan'],
    ['freeculture.pdf', 'two Group 4 stencil masks of 9000 × 10000 pixels and more'],
  ])('%s (%s): decoded to Poppler\'s pixels, and JBIG2 carries the same pixels', async (name) => {
    const { doc } = await openPdf(realworldBytes('pdfjs', name));
    let checked = 0;
    for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFRawStream) || object.dict.lookup(PDFName.of('Filter'))?.toString() !== '/CCITTFaxDecode') continue;
      const parms = object.dict.lookup(PDFName.of('DecodeParms'));
      const get = (key: string) => (parms as { lookup(k: PDFName): unknown } | undefined)?.lookup(PDFName.of(key))?.toString();
      const width = Number(object.dict.lookup(PDFName.of('Width'))?.toString());
      const height = Number(object.dict.lookup(PDFName.of('Height'))?.toString());
      const samples = decodeCcitt(object.contents, { k: Number(get('K') ?? 0), columns: width, rows: height, blackIs1: get('BlackIs1') === 'true', encodedByteAlign: get('EncodedByteAlign') === 'true' });
      // JBIG2's 1 is black, and with BlackIs1 false a PDF sample of 0 is black.
      const black = samples.map((byte) => byte ^ 0xff);
      const poppler = popplerBitmap(realworldPath('pdfjs', name), ref.objectNumber);
      expect(poppler, `object ${ref.objectNumber}`).toBeDefined();
      // pdfimages writes a gray image's black as 1 and a stencil mask's samples as they are.
      const mask = object.dict.lookup(PDFName.of('ImageMask'))?.toString() === 'true';
      expect(differences(mask ? samples : black, poppler!, width, height), `object ${ref.objectNumber}`).toBe(0);
      // pdf.js keeps a byte per pixel while it decodes: the page-sized masks are read back by their first 2000 rows.
      const rowsChecked = Math.min(height, 2000);
      const top = black.subarray(0, ((width + 7) >> 3) * rowsChecked);
      expect(differences(await pdfjsJbig2(encodeJbig2(top, width, rowsChecked)), top, width, rowsChecked)).toBe(0);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);

  it('issue5747.pdf: its scan becomes JBIG2 at Best Quality, pixel-identical, less than half the size, with no syntax error from Poppler', async () => {
    const input = realworldBytes('pdfjs', 'issue5747.pdf');
    const report = await compressPdf(input, 'low');
    const doc = await PDFDocument.load(report.bytes);
    const filters = [...doc.context.enumerateIndirectObjects()].map(([, o]) => (o instanceof PDFRawStream ? o.dict.lookup(PDFName.of('Filter'))?.toString() : undefined));
    expect(filters).toContain('/JBIG2Decode');
    expect(filters).not.toContain('/CCITTFaxDecode');
    expect(report.bytes.length).toBeLessThan(input.length * 0.5);
    expect(minPagePsnr(input, report.bytes, 100)).toBe(Infinity);
    expect(qpdfCheck(report.bytes).status).toBe(0);
    // An end-of-page segment (not used in PDF's embedded streams) was 'Unknown segment type in JBIG2 stream'.
    const dir = mkdtempSync(join(tmpdir(), 'jbig2-'));
    try {
      writeFileSync(join(dir, 'out.pdf'), report.bytes);
      const render = spawnSync('pdftoppm', ['-r', '9', '-gray', join(dir, 'out.pdf'), join(dir, 'page')], { encoding: 'utf8' });
      expect(render.status).toBe(0);
      expect(render.stderr).not.toMatch(/Syntax Error/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
