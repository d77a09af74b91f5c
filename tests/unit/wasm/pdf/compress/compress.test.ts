import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { compressPdf, type PdfCompressionLevel } from '../../../../../src/wasm/pdf/compress/compress';
import { DAMAGED_MESSAGE, NEEDS_PASSWORD_MESSAGE, WRONG_PASSWORD_MESSAGE, pdfProblemOf } from '../../../../../src/wasm/pdf/document/problems';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';
import { corpusBytes, minPagePsnr, pdfjsText, qpdfCheck } from '../../../../helpers/pdfChecks';
import { corpusDescribe, hasCorpus } from '../../../../helpers/corpus';

beforeAll(() => initNodeCodecs());

const LEVELS: PdfCompressionLevel[] = ['low', 'medium', 'high', 'maximum'];

/** Every corpus PDF a user could bring, with how many of its images the level should replace. */
const CASES: { file: string; replacedAtMedium: 'all' | 'none' }[] = [
  { file: 'photos-3pages.pdf', replacedAtMedium: 'all' },
  { file: 'scanned-3pages.pdf', replacedAtMedium: 'all' },
  { file: 'text-4pages-pdflatex.pdf', replacedAtMedium: 'none' },
  { file: 'text-2pages-libreoffice.pdf', replacedAtMedium: 'none' },
  { file: 'form-libreoffice.pdf', replacedAtMedium: 'none' },
  { file: 'annotations-fpdf2.pdf', replacedAtMedium: 'none' },
];

corpusDescribe.each(CASES)('compressing $file', ({ file, replacedAtMedium }) => {
  const input = hasCorpus ? corpusBytes(file) : new Uint8Array(0); // the suite is skipped without the corpus

  it.each(LEVELS)('at %s: valid for qpdf, pdf-lib and pdf.js, same pages and text, not larger', async (level) => {
    const report = await compressPdf(input, level);
    expect(report.bytes.length).toBeLessThan(input.length);
    expect(qpdfCheck(report.bytes).status).toBe(0);
    const reloaded = await PDFDocument.load(report.bytes);
    const original = await PDFDocument.load(input);
    expect(reloaded.getPageCount()).toBe(original.getPageCount());
    expect(await pdfjsText(report.bytes)).toEqual(await pdfjsText(input));
    if (level === 'low') expect(report.imagesReplaced).toBe(0); // JPEGs are never touched losslessly
    if (level === 'medium') expect(report.imagesReplaced).toBe(replacedAtMedium === 'all' ? report.images : 0);
  });
});

corpusDescribe('image quality', () => {
  it.each(['photos-3pages.pdf', 'scanned-3pages.pdf'])('%s at medium renders close to the original', async (file) => {
    const input = corpusBytes(file);
    const { bytes } = await compressPdf(input, 'medium');
    expect(minPagePsnr(input, bytes)).toBeGreaterThan(30);
  });

  it('smaller levels give smaller files on a scanned PDF', async () => {
    const input = corpusBytes('scanned-3pages.pdf');
    const sizes = [];
    for (const level of LEVELS) sizes.push((await compressPdf(input, level)).bytes.length);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThan(sizes[i - 1]);
  }, 300_000); // four whole compressions, each lossy one trying JPEG 2000 per image, on a shared machine

  it('reports progress as images done out of images total, ending at 1', async () => {
    const seen: number[] = [];
    await compressPdf(corpusBytes('photos-3pages.pdf'), 'medium', (f) => seen.push(f));
    expect(seen.slice(0, 3).map((f) => f.toFixed(3))).toEqual(['0.333', '0.667', '1.000']);
    expect(seen.at(-1)).toBe(1);
  });
});

corpusDescribe('a 117-page text PDF with links and outlines', () => {
  it('keeps its pages, links, outline and text, and shrinks', async () => {
    const input = corpusBytes('text-117pages-geotopo.pdf');
    const { bytes } = await compressPdf(input, 'medium');
    expect(bytes.length).toBeLessThan(input.length);
    expect(qpdfCheck(bytes).status).toBe(0);
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const open = (data: Uint8Array) => pdfjs.getDocument({ data: data.slice(), isEvalSupported: false, verbosity: 0 }).promise;
    const [before, after] = await Promise.all([open(input), open(bytes)]);
    expect(after.numPages).toBe(117);
    expect((await after.getOutline())?.length).toBe((await before.getOutline())?.length);
    const links = async (doc: typeof before) => {
      let count = 0;
      for (let n = 1; n <= doc.numPages; n++) count += (await (await doc.getPage(n)).getAnnotations()).filter((a) => a.subtype === 'Link').length;
      return count;
    };
    expect(await links(after)).toBe(509);
    expect(await pdfjsText(bytes)).toEqual(await pdfjsText(input));
  }, 120_000);
});

corpusDescribe('form fields survive', () => {
  it('keeps all nine AcroForm fields of the LibreOffice form', async () => {
    const { bytes } = await compressPdf(corpusBytes('form-libreoffice.pdf'), 'maximum');
    const names = (await PDFDocument.load(bytes)).getForm().getFields().map((f) => f.getName());
    const original = (await PDFDocument.load(corpusBytes('form-libreoffice.pdf'))).getForm().getFields().map((f) => f.getName());
    expect(names).toEqual(original);
    expect(names.length).toBeGreaterThanOrEqual(8);
  });
});

corpusDescribe('files that cannot be compressed say why', () => {
  const problem = async (file: string) => {
    const error = await compressPdf(corpusBytes(file), 'medium').then(
      () => null,
      (e: unknown) => e,
    );
    return { kind: pdfProblemOf(error), message: (error as Error | null)?.message };
  };

  it('a PDF with a user password asks for it, then says when a typed one is wrong', async () => {
    expect(await problem('encrypted-userpw-peanuts.pdf')).toEqual({ kind: 'needsPassword', message: NEEDS_PASSWORD_MESSAGE });
    const wrong = await compressPdf(corpusBytes('encrypted-userpw-peanuts.pdf'), 'medium', undefined, 'walnuts').catch((e: unknown) => e);
    expect(pdfProblemOf(wrong)).toBe('wrongPassword');
    expect((wrong as Error).message).toBe(WRONG_PASSWORD_MESSAGE);
  });

  it.each(['truncated-libreoffice.pdf', 'cmyk-coffee.jpg', 'zero-byte.jpg'])('%s is damaged or not a PDF', async (file) => {
    expect(await problem(file)).toEqual({ kind: 'damaged', message: DAMAGED_MESSAGE });
  });

  it('a restricted PDF (empty user password) compresses without a prompt and comes out unencrypted', async () => {
    const input = corpusBytes('restricted-ownerpw-aes256.pdf');
    const report = await compressPdf(input, 'medium');
    expect(report.access).toBe('restrictionsRemoved');
    expect(report.bytes.length).toBeLessThan(input.length);
    expect((await PDFDocument.load(report.bytes)).isEncrypted).toBe(false); // would throw if still encrypted
    expect(await pdfjsText(report.bytes)).toEqual(await pdfjsText(input));
  });

  it('the password opens a protected PDF, whose output is readable without one', async () => {
    const input = corpusBytes('encrypted-userpw-peanuts.pdf');
    const report = await compressPdf(input, 'medium', undefined, 'peanuts');
    expect(report.access).toBe('unlocked');
    expect(report.pages).toBe(2);
    expect(qpdfCheck(report.bytes).output).toContain('File is not encrypted');
    expect((await pdfjsText(report.bytes)).join(' ')).toMatch(/\w{3}/);
  });

  it('a real PDF behind a .jpg name is still a PDF to the engine', async () => {
    const report = await compressPdf(corpusBytes('pdf-disguised.jpg'), 'medium');
    expect(report.pages).toBe(2);
  });
});
