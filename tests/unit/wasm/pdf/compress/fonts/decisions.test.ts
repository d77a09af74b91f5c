/**
 * When a font program is subset, merged or left alone, on small PDFs built around a real TrueType
 * program (Liberation Serif as LibreOffice embeds it): identical programs become one, and a program
 * stays byte for byte whole when any font using it is one we cannot decode safely.
 */
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFString, decodePDFRawStream } from '@cantoo/pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { compressPdf } from '../../../../../../src/wasm/pdf/compress/compress';
import { corpusBytes, corpusDescribe, hasCorpus } from '../../../../../helpers/corpus';
import { initNodeCodecs } from '../../../../../helpers/nodeCodecs';
import { minPagePsnr, pdfjsText, qpdfCheck, renderGray } from '../../../../../helpers/pdfChecks';
import { glyphTables } from '../../../../../helpers/fontTables';

beforeAll(() => initNodeCodecs());

/** The decoded LiberationSerif program of the corpus's LibreOffice text file. */
async function liberationSerif(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(corpusBytes('text-2pages-libreoffice.pdf'));
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || !String(object.get(PDFName.of('FontName'))).endsWith('LiberationSerif')) continue;
    const stream = doc.context.lookup(object.get(PDFName.of('FontFile2')));
    if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
  }
  throw new Error('no LiberationSerif in the corpus file');
}

type FontKind = 'winansi' | 'unknown-name' | 'unreadable-cmap' | 'cid-map';

/** CIDs 1, 2, 3 drawn as glyphs 12, 15, 18 through a CIDToGIDMap stream (two bytes per CID). */
const CID_TO_GID = Uint8Array.of(0, 0, 0, 12, 0, 15, 0, 18);

/**
 * One page, one font per entry, each with its own copy of `program`, each showing `text`. The
 * program is LibreOffice's own subset: 22 glyphs reached through a (1,0) cmap at codes 1 to 21.
 */
async function buildPdf(program: Uint8Array, kinds: FontKind[], distinct = false, text = '\\001\\002\\003'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { context } = doc;
  const fonts: Record<string, PDFRef> = {};
  let content = 'BT 12 TL 20 80 Td ';
  kinds.forEach((kind, i) => {
    // Distinct copies differ by trailing zero bytes, which font readers ignore, so they do not merge.
    const copy = distinct ? Uint8Array.from([...program, ...new Uint8Array(4 * i)]) : program;
    const file = context.register(context.flateStream(copy, { Length1: copy.length }));
    const descriptor = context.obj({ Type: 'FontDescriptor', FontName: 'LiberationSerif', Flags: 32, FontBBox: [0, -300, 1000, 900], ItalicAngle: 0, Ascent: 900, Descent: -300, CapHeight: 700, StemV: 80, FontFile2: file });
    const name = `F${i}`;
    if (kind === 'cid-map') {
      const map = context.register(context.flateStream(CID_TO_GID));
      const cid = context.obj({ Type: 'Font', Subtype: 'CIDFontType2', BaseFont: 'LiberationSerif', CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 }, FontDescriptor: context.register(descriptor), CIDToGIDMap: map });
      fonts[name] = context.register(context.obj({ Type: 'Font', Subtype: 'Type0', BaseFont: 'LiberationSerif', Encoding: 'Identity-H', DescendantFonts: [context.register(cid)] }));
      content += `/${name} 24 Tf <000100020003> Tj T* `;
    } else if (kind === 'unreadable-cmap') {
      const cid = context.obj({ Type: 'Font', Subtype: 'CIDFontType2', BaseFont: 'LiberationSerif', CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('GB1'), Supplement: 2 }, FontDescriptor: context.register(descriptor), CIDToGIDMap: 'Identity' });
      fonts[name] = context.register(context.obj({ Type: 'Font', Subtype: 'Type0', BaseFont: 'LiberationSerif', Encoding: 'UniGB-UCS2-H', DescendantFonts: [context.register(cid)] }));
      content += `/${name} 12 Tf <00010002> Tj T* `;
    } else {
      const encoding = kind === 'winansi' ? PDFName.of('WinAnsiEncoding') : context.obj({ Type: 'Encoding', BaseEncoding: 'WinAnsiEncoding', Differences: [1, 'Hzzz'] });
      fonts[name] = context.register(context.obj({ Type: 'Font', Subtype: 'TrueType', BaseFont: 'LiberationSerif', Encoding: encoding, FontDescriptor: context.register(descriptor) }));
      content += `/${name} 12 Tf (${text}) Tj T* `;
    }
  });
  const page = doc.addPage([200, 100]);
  page.node.set(PDFName.of('Resources'), context.obj({ Font: fonts }));
  page.node.set(PDFName.of('Contents'), context.register(context.stream(`${content}ET`)));
  return doc.save({ useObjectStreams: false });
}

/** The decoded program of each font on the first page, in resource order, with its ref. */
async function programs(bytes: Uint8Array): Promise<{ ref: string; bytes: Uint8Array }[]> {
  const doc = await PDFDocument.load(bytes);
  const fonts = doc.getPage(0).node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  return fonts.values().map((ref) => {
    let font = doc.context.lookup(ref, PDFDict);
    const descendants = font.lookup(PDFName.of('DescendantFonts'));
    if (descendants) font = doc.context.lookup((descendants as unknown as { get(i: number): PDFRef }).get(0), PDFDict);
    const file = font.lookup(PDFName.of('FontDescriptor'), PDFDict).get(PDFName.of('FontFile2')) as PDFRef;
    const stream = doc.context.lookup(file);
    if (!(stream instanceof PDFRawStream)) throw new Error('font program is not a stream');
    return { ref: file.toString(), bytes: decodePDFRawStream(stream).decode() };
  });
}

/** The largest bare CFF program (FontFile3 /Type1C) of the corpus's 117-page LaTeX thesis. */
async function largestCff(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(corpusBytes('text-117pages-geotopo.pdf'));
  let largest: Uint8Array = new Uint8Array(0);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const stream = object instanceof PDFDict ? doc.context.lookup(object.get(PDFName.of('FontFile3'))) : undefined;
    if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Type1C')) continue;
    const program = decodePDFRawStream(stream).decode();
    if (program.length > largest.length) largest = program;
  }
  return largest;
}

/** A Type0 font over a CIDFontType0 with `cff` as its program (CID = glyph id for a name-keyed CFF). */
async function cidCffPdf(cff: Uint8Array, cids: number[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { context } = doc;
  const file = context.register(context.flateStream(cff, { Subtype: 'CIDFontType0C' }));
  const descriptor = context.register(context.obj({ Type: 'FontDescriptor', FontName: 'Test', Flags: 4, FontBBox: [0, -300, 1000, 900], ItalicAngle: 0, Ascent: 900, Descent: -300, CapHeight: 700, StemV: 80, FontFile3: file }));
  const cid = context.register(context.obj({ Type: 'Font', Subtype: 'CIDFontType0', BaseFont: 'Test', CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 }, FontDescriptor: descriptor, DW: 600 }));
  const font = context.register(context.obj({ Type: 'Font', Subtype: 'Type0', BaseFont: 'Test', Encoding: 'Identity-H', DescendantFonts: [cid] }));
  const page = doc.addPage([300, 100]);
  page.node.set(PDFName.of('Resources'), context.obj({ Font: { F0: font } }));
  const hex = cids.map((n) => n.toString(16).padStart(4, '0')).join('');
  page.node.set(PDFName.of('Contents'), context.register(context.stream(`BT /F0 24 Tf 10 40 Td <${hex}> Tj ET`)));
  return doc.save({ useObjectStreams: false });
}

corpusDescribe('a CID font over a bare CFF program', () => {
  it('keeps the glyphs it shows at their ids (identical renders) and drops the rest', async () => {
    const cff = await largestCff();
    expect(cff.length).toBeGreaterThan(10_000);
    const input = await cidCffPdf(cff, [3, 5, 8, 13, 21]);
    const { bytes } = await compressPdf(input, 'low');
    expect(qpdfCheck(bytes).status).toBe(0);
    // Ink on the page: the glyphs really draw, so identical renders mean the same glyphs.
    expect(renderGray(input, 72)[0].pixels.filter((p) => p < 128).length).toBeGreaterThan(100);
    expect(minPagePsnr(input, bytes, 72)).toBe(Infinity);
    const doc = await PDFDocument.load(bytes);
    const programs = [...doc.context.enumerateIndirectObjects()].map(([, o]) => o).filter((o) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('CIDFontType0C'));
    expect(programs).toHaveLength(1);
    expect(decodePDFRawStream(programs[0] as PDFRawStream).decode().length).toBeLessThan(cff.length / 2);
  });
});

corpusDescribe('subsetting decisions', () => {
  let program: Uint8Array = new Uint8Array(0);
  beforeAll(async () => {
    if (hasCorpus) program = await liberationSerif();
  });

  it('two identical programs become one stream, subset for both fonts, and the page reads and draws the same', async () => {
    const input = await buildPdf(program, ['winansi', 'winansi']);
    const { bytes } = await compressPdf(input, 'low');
    const [first, second] = await programs(bytes);
    expect(first.ref).toBe(second.ref);
    expect(first.bytes.length).toBeLessThan(program.length);
    expect(qpdfCheck(bytes).status).toBe(0);
    expect(await pdfjsText(bytes)).toEqual(await pdfjsText(input));
    expect(minPagePsnr(input, bytes, 72)).toBe(Infinity);
  });

  it('a CIDToGIDMap stream decides which glyphs a CID font keeps: the mapped ones draw the same', async () => {
    const input = await buildPdf(program, ['cid-map']);
    expect(renderGray(input, 72)[0].pixels.filter((p) => p < 128).length).toBeGreaterThan(50);
    const { bytes } = await compressPdf(input, 'low');
    const [subset] = await programs(bytes);
    expect(subset.bytes.length).toBeLessThan(program.length);
    expect(minPagePsnr(input, bytes, 72)).toBe(Infinity);
  });

  it('a /Differences name we cannot resolve leaves that font whole, and the other one is still subset', async () => {
    const { bytes } = await compressPdf(await buildPdf(program.slice(), ['unknown-name', 'winansi'], true), 'low');
    const [unknown, known] = await programs(bytes);
    expect(glyphTables(unknown.bytes)).toEqual(glyphTables(program));
    expect(known.bytes.length).toBeLessThan(program.length);
  });

  it('a malformed font resource (a name where a dictionary belongs) leaves fonts whole and compression still succeeds', async () => {
    const doc = await PDFDocument.load(await buildPdf(program, ['winansi']));
    const resources = doc.getPage(0).node.Resources()!;
    resources.set(PDFName.of('ExtGState'), PDFName.of('Broken')); // pdf-lib's typed lookups throw on this
    doc.getPage(0).node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream('/Broken gs BT /F0 12 Tf (\\001) Tj ET')));
    const input = await doc.save({ useObjectStreams: false });
    const { bytes } = await compressPdf(input, 'low');
    const [font] = await programs(bytes);
    expect(glyphTables(font.bytes)).toEqual(glyphTables(program));
    expect(qpdfCheck(bytes).status).toBe(0);
  });

  it('a descriptor shared by a page font and a form field font keeps its program whole, so the field can still type any letter', async () => {
    const doc = await PDFDocument.load(await buildPdf(program, ['winansi']));
    const fonts = doc.getPage(0).node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    const pageFont = doc.context.lookup(fonts.get(PDFName.of('F0')), PDFDict);
    // The field's font is another dictionary (its own encoding) over the same descriptor.
    const fieldFont = doc.context.register(doc.context.obj({ Type: 'Font', Subtype: 'TrueType', BaseFont: 'LiberationSerif', Encoding: 'MacRomanEncoding', FontDescriptor: pageFont.get(PDFName.of('FontDescriptor')) }));
    doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [], DR: { Font: { Field: fieldFont } }, DA: PDFString.of('/Field 12 Tf 0 g') }));
    const { bytes } = await compressPdf(await doc.save({ useObjectStreams: false }), 'low');
    const [font] = await programs(bytes);
    expect(glyphTables(font.bytes)).toEqual(glyphTables(program));
  });

  it('a program shared with a Type0 font whose CMap we do not read stays whole: every glyph, cmap and hinting table as it was', async () => {
    const input = await buildPdf(program, ['winansi', 'unreadable-cmap']);
    const { bytes } = await compressPdf(input, 'medium');
    const [simple, composite] = await programs(bytes);
    expect(simple.ref).toBe(composite.ref); // merged, since the bytes are the same
    expect(glyphTables(simple.bytes)).toEqual(glyphTables(program));
    expect(minPagePsnr(input, bytes, 72)).toBe(Infinity);
  });
});
