import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { PDFDocument, PDFName, PDFRef, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { writeCompact } from '../../../../../src/wasm/pdf/document/compactWriter';
import { openPdf } from '../../../../../src/wasm/pdf/document/open';
import { writePdf } from '../../../../../src/wasm/pdf/document/write';
import { pdfjsText, qpdfCheck } from '../../../../helpers/pdfChecks';

/** qpdf's view of the cross-reference table: one line per object. */
function xrefLines(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'compact-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), bytes);
    return spawnSync('qpdf', ['--show-xref', join(dir, 'a.pdf')], { encoding: 'utf8' }).stdout.trim().split('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function sample(): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 3; n++) doc.addPage([300, 200]).drawText(`Page ${n} (with a parenthesis) and \\ backslash`, { x: 10, y: 100, size: 12, font });
  doc.setTitle('Compact (writer) test');
  return doc;
}

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

describe('the compact writer', () => {
  it('renumbers objects 1..n, packs every dictionary into an object stream, and reads the same', async () => {
    const reference = await (await sample()).save({ useObjectStreams: true });
    const doc = await sample();
    const bytes = await writeCompact(doc);
    expect(bytes).not.toBeNull();
    const out = bytes as Uint8Array;
    expect(qpdfCheck(out).status).toBe(0);
    expect(await pdfjsText(out)).toEqual(await pdfjsText(reference));
    const lines = xrefLines(out);
    lines.forEach((line, n) => expect(line.startsWith(`${n + 1}/0: `)).toBe(true)); // no gaps, generation 0
    const direct = lines.filter((line) => line.includes('uncompressed'));
    expect(direct.length).toBe((latin1(out).match(/\bendstream\b/g) ?? []).length); // only streams stand alone
    expect(latin1(out)).toMatch(/\/Type\/XRef/);
    expect(latin1(out)).toMatch(/\/DecodeParms<<\/Columns \d+\/Predictor 12>>/);
    expect(out.length).toBeLessThan(reference.length);
    const reread = await PDFDocument.load(out);
    expect(reread.getTitle()).toBe('Compact (writer) test');
    expect(reread.getPageCount()).toBe(3);
  });

  it('writes a reference to an object that does not exist as null', async () => {
    const doc = await sample();
    doc.catalog.set(PDFName.of('Dangling'), PDFRef.of(9999));
    const out = (await writeCompact(doc)) as Uint8Array;
    expect(qpdfCheck(out).status).toBe(0);
    const reread = await PDFDocument.load(out);
    expect(reread.catalog.get(PDFName.of('Dangling'))).toBeUndefined(); // null: pdf-lib reads it as absent
    expect(reread.getPageCount()).toBe(3);
  });

  it('leaves a PDF/A-1 file to pdf-lib, without object streams, as PDF/A-1 requires', async () => {
    const doc = await sample();
    const xmp = '<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description pdfaid:part="1" pdfaid:conformance="B"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
    doc.catalog.set(PDFName.of('Metadata'), doc.context.register(doc.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML' })));
    expect(await writeCompact(doc)).toBeNull();
    const out = await writePdf(doc);
    expect(latin1(out)).not.toMatch(/\/ObjStm/);
    expect(qpdfCheck(out).status).toBe(0);
  });

  it('leaves a file that stays encrypted to pdf-lib', async () => {
    const doc = await sample();
    doc.context.trailerInfo.Encrypt = doc.context.register(doc.context.obj({ Filter: 'Standard' }));
    expect(await writeCompact(doc)).toBeNull();
  });
});

/** qpdf --decrypt of `bytes` with `password`, uncompressed (QDF), as text; null when qpdf refuses. */
function decrypted(bytes: Uint8Array, password: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'compact-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), bytes);
    const run = spawnSync('qpdf', [`--password=${password}`, '--decrypt', '--qdf', '--object-streams=disable', join(dir, 'a.pdf'), join(dir, 'b.pdf')]);
    return run.status === 0 ? latin1(readFileSync(join(dir, 'b.pdf'))) : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the compact writer, for a document given a security handler', () => {
  it.each(['AES-256', 'AES-128'] as const)('%s: encrypts streams, object streams and the strings of stream dictionaries, and leaves the encryption dictionary plain', async (algorithm) => {
    const doc = await sample();
    const note = doc.context.register(doc.context.stream('1 0 0 1 0 0 cm', { Note: PDFString.of('a string in a stream dictionary') }));
    doc.catalog.set(PDFName.of('Note'), note);
    doc.encrypt({ userPassword: 'pw', algorithm });
    const out = (await writeCompact(doc)) as Uint8Array;
    expect(out).not.toBeNull();
    const text = latin1(out);
    for (const secret of ['Compact (writer) test', 'a string in a stream dictionary', 'Page 1', 'Helvetica']) expect(text).not.toContain(secret);
    expect(text).toMatch(/\d+ 0 obj\n<<\/Filter\/Standard/); // the encryption dictionary stands alone, readable
    expect(text).toMatch(/\/Encrypt \d+ 0 R/);
    const plain = decrypted(out, 'pw') as string;
    expect(plain).not.toBeNull();
    expect(plain).toContain('(a string in a stream dictionary)');
    expect(plain).toContain('Page 1');
    expect(decrypted(out, 'not it')).toBeNull();
    const { doc: reread } = await openPdf(out, 'pw');
    expect(reread.getTitle()).toBe('Compact (writer) test');
    expect(reread.getPageCount()).toBe(3);
  });
});
