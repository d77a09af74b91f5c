/**
 * Font subsetting on real files: whole fonts embedded by Word (Calibri), LibreOffice (Liberation)
 * and Google Docs (Arial as CID TrueType) shrink, while pdf.js reads the same text, poppler draws
 * the same pixels (at Best Quality; at medium, where images may be re-encoded, at 50 dB or more), qpdf finds nothing wrong, and form fields keep their whole fonts and still fill.
 */
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream } from '@cantoo/pdf-lib';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { compressPdf, type PdfCompressionLevel } from '../../../../../../src/wasm/pdf/compress/compress';
import { streamBytes } from '../../../../../../src/wasm/pdf/document/contentBytes';
import { corpusBytes, corpusDescribe, hasCorpus, hasRealworld, realworldDescribe, realworldPath } from '../../../../../helpers/corpus';
import { initNodeCodecs } from '../../../../../helpers/nodeCodecs';
import { minPagePsnr, pdfjsText, qpdfCheck } from '../../../../../helpers/pdfChecks';
import { glyphTables } from '../../../../../helpers/fontTables';

beforeAll(() => initNodeCodecs());

/** Bytes of every embedded font program (as stored), keyed by the font's BaseFont. */
async function fontPrograms(bytes: Uint8Array): Promise<Map<string, number>> {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const sizes = new Map<string, number>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream || !('get' in object)) continue;
    const dict = object as unknown as { get(key: PDFName): unknown; lookup(key: PDFName): unknown };
    if (dict.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    for (const key of ['FontFile', 'FontFile2', 'FontFile3']) {
      const ref = dict.get(PDFName.of(key));
      const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : undefined;
      if (stream instanceof PDFRawStream) sizes.set(String(dict.get(PDFName.of('FontName'))), stream.contents.length);
    }
  }
  return sizes;
}

/** Every program's tables but its naming strings (glyphs, cmap, metrics, hinting), keyed by FontName. */
async function wholeFonts(bytes: Uint8Array): Promise<Map<string, Record<string, number[]>>> {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const found = new Map<string, Record<string, number[]>>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const stream = doc.context.lookup(object.get(PDFName.of('FontFile2')));
    if (stream instanceof PDFStream) found.set(String(object.get(PDFName.of('FontName'))), glyphTables(streamBytes(stream)));
  }
  return found;
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);

interface Case {
  name: string;
  read: () => Uint8Array;
  /** Fonts stored after ÷ before, at most. */
  fontRatio: number;
}

async function expectSamePages(input: Uint8Array, level: PdfCompressionLevel): Promise<Uint8Array> {
  const { bytes } = await compressPdf(input.slice(), level);
  expect(qpdfCheck(bytes).status).toBe(0);
  expect(await pdfjsText(bytes)).toEqual(await pdfjsText(input));
  // Best Quality ('low') changes no pixel. Medium may re-encode the images too (a palette or JPEG 2000
  // icon), so there the pages must look the same: a subsetting mistake (a glyph lost or moved) costs
  // far more than 50 dB.
  const psnr = minPagePsnr(input, bytes, 72);
  if (level === 'low') expect(psnr).toBe(Infinity);
  else expect(psnr).toBeGreaterThanOrEqual(50);
  return bytes;
}

const realworld = (folder: string, file: string) => () => new Uint8Array(readFileSync(realworldPath(folder, file)));

const REALWORLD: Case[] = [
  { name: 'pdfjs/annotation-highlight.pdf (Calibri, whole)', read: realworld('pdfjs', 'annotation-highlight.pdf'), fontRatio: 0.15 },
  // Already subset by Google: only the tables a reader never uses go, a fraction of a percent.
  { name: 'samples/google-docs.pdf (Arial as CID TrueType)', read: realworld('samples', 'google-docs.pdf'), fontRatio: 1 },
];

// Simple fonts over bare CFF programs (Type1C) Distiller had already subset for the whole job,
// with MacRoman, custom and /Differences encodings: about half of their bytes go.
// InDesign's specimen of a display face draws nearly every glyph, Ÿ through WinAnsiEncoding's code 159 among them.
const TRAINING: Case[] = [
  { name: 'pdf-train/office-quarkxpress-distiller.pdf (simple CFF)', read: realworld('pdf-train', 'office-quarkxpress-distiller.pdf'), fontRatio: 0.6 },
  { name: 'pdf-train/office-indesign-cc2017-specimen.pdf (simple CFF, WinAnsi base)', read: realworld('pdf-train', 'office-indesign-cc2017-specimen.pdf'), fontRatio: 1 },
];

const CORPUS: Case[] = [{ name: 'text-2pages-libreoffice.pdf', read: () => corpusBytes('text-2pages-libreoffice.pdf'), fontRatio: 0.9 }];

function suite(cases: Case[]) {
  describe.each(cases)('$name', ({ read, fontRatio }) => {
    it.each(['low', 'medium'] as const)('at %s: same text, the same renders, valid, fonts smaller', async (level) => {
      const input = read();
      const bytes = await expectSamePages(input, level);
      const before = await fontPrograms(input);
      const after = await fontPrograms(bytes);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      expect(total(after)).toBeLessThan(total(before) * fontRatio);
    });
  });
}

realworldDescribe('pdfjs')('subsetting real files', () => suite(hasRealworld('pdfjs') ? REALWORLD : []));
realworldDescribe('pdf-train')('subsetting training files', () => suite(hasRealworld('pdf-train') ? TRAINING : []));
corpusDescribe('subsetting corpus files', () => suite(hasCorpus ? CORPUS : []));

realworldDescribe('pdfjs')('a form field font stays whole', () => {
  it('160F-2019.pdf: the complete Arial a field draws with keeps every glyph, and the page still renders the same', async () => {
    const input = new Uint8Array(readFileSync(realworldPath('pdfjs', '160F-2019.pdf')));
    const bytes = await expectSamePages(input, 'low');
    const arial = (await fontPrograms(input)).get('/Arial');
    expect(arial).toBeGreaterThan(200_000); // stored deflated; 367 KB as a TrueType file
    expect((await fontPrograms(bytes)).get('/Arial')).toBeGreaterThan(0.9 * (arial ?? 0)); // only naming strings go
    expect((await wholeFonts(bytes)).get('/Arial')).toEqual((await wholeFonts(input)).get('/Arial'));
  });
});

corpusDescribe('form fields still fill after subsetting', () => {
  it('form-libreoffice.pdf: a text field takes new text and saves, with its fonts whole', async () => {
    const input = corpusBytes('form-libreoffice.pdf');
    const bytes = await expectSamePages(input, 'medium');
    const before = await wholeFonts(input);
    const after = await wholeFonts(bytes);
    expect(before.size).toBeGreaterThan(0);
    for (const [font, tables] of before) expect(after.get(font), font).toEqual(tables);
    const doc = await PDFDocument.load(bytes);
    const field = doc.getForm().getFields().find((candidate) => candidate.constructor.name === 'PDFTextField');
    expect(field).toBeDefined();
    const text = doc.getForm().getTextField(field!.getName());
    text.setText('Filled after compression');
    const saved = await doc.save();
    const reread = await PDFDocument.load(saved);
    expect(reread.getForm().getTextField(field!.getName()).getText()).toBe('Filled after compression');
    expect(qpdfCheck(saved).status).toBe(0);
  });
});
