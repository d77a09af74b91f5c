import { readFileSync } from 'node:fs';
import { zlibSync } from 'fflate';
import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { hasTrailer, withReadableHeader, xrefStreamInfoRef } from '../../../../../src/wasm/pdf/document/bytes';
import { writeCompact } from '../../../../../src/wasm/pdf/document/compactWriter';
import { compressPdf } from '../../../../../src/wasm/pdf/compress/compress';
import { inflateWithin } from '../../../../../src/wasm/pdf/document/inflate';
import { inspectPdf } from '../../../../../src/wasm/pdf/document/inspect';
import { openPdf } from '../../../../../src/wasm/pdf/document/open';
import { nameWorkerCrash, pdfProblemOf } from '../../../../../src/wasm/pdf/document/problems';
import { WORKER_CRASHED, WorkerJobError } from '../../../../../src/wasm/worker';
import { passwordCandidates, saslprep, utf8ByteString } from '../../../../../src/wasm/pdf/document/saslprep';
import { corpusBytes, corpusDescribe, realworldDescribe, realworldPath } from '../../../../helpers/corpus';
import { pdfjsPageCount } from '../../../../helpers/pdfChecks';

const ascii = (text: string) => new TextEncoder().encode(text);
const realworld = (name: string) => new Uint8Array(readFileSync(realworldPath('pdfjs', name)));
const problemOf = (promise: Promise<unknown>) => promise.then(() => null, pdfProblemOf);

describe('password preparation (SASLprep for AES-256)', () => {
  it('maps the soft hyphen to nothing and folds compatibility characters', () => {
    expect(saslprep('S\u00AASL\u00ADprep')).toBe('SaSLprep');
    expect(saslprep('a\u00A0b\u3000c')).toBe('a b c');
    expect(saslprep('\u2168')).toBe('IX');
  });

  it('tries the prepared password, its UTF-8 bytes and the typed text, without repeats', () => {
    expect(passwordCandidates('peanuts')).toEqual(['peanuts']);
    expect(passwordCandidates('pässwört')).toEqual(['pässwört', 'p\u00C3\u00A4ssw\u00C3\u00B6rt']);
    expect(utf8ByteString('x'.repeat(200))).toHaveLength(127);
  });
});

describe('header and trailer', () => {
  it('gives a cut version number a readable header and leaves a sound one alone', () => {
    const sound = ascii('%PDF-1.4\n1 0 obj');
    expect(withReadableHeader(sound)).toBe(sound);
    const fixed = withReadableHeader(ascii('%PDF-1.\n1 0 obj'));
    expect(new TextDecoder().decode(fixed!)).toBe('%PDF-1.7\n%%PDF-1.\n1 0 obj');
    expect(withReadableHeader(ascii('GIF89a'))).toBeNull();
  });

  it('an encrypted file with a cross-reference stream keeps its title and author once opened (pdf-lib drops its trailer)', async () => {
    const made = await PDFDocument.create();
    made.addPage([200, 200]);
    made.setTitle('Quarterly (draft)');
    made.setAuthor('Ana Lima');
    made.encrypt({ userPassword: 'pw' });
    const bytes = (await writeCompact(made)) as Uint8Array;
    expect(xrefStreamInfoRef(bytes)).not.toBeNull();
    // pdf-lib alone runs the cross-reference stream through the cipher and loses the Info entry.
    expect((await PDFDocument.load(bytes, { password: 'pw', ignoreEncryption: true, updateMetadata: false })).getTitle()).toBeUndefined();
    const { doc, access } = await openPdf(bytes, 'pw');
    expect(access).toBe('unlocked');
    expect([doc.getTitle(), doc.getAuthor()]).toEqual(['Quarterly (draft)', 'Ana Lima']);
    expect(xrefStreamInfoRef(ascii('%PDF-1.4\ntrailer<</Info 3 0 R>>\nstartxref\n9\n%%EOF'))).toBeNull();
  });

  it('finds a trailer dictionary or a cross-reference stream', () => {
    expect(hasTrailer(ascii('xref\n0 1\ntrailer\n<< /Root 1 0 R >>'))).toBe(true);
    expect(hasTrailer(ascii('<< /Type /XRef /Root 1 0 R >>'))).toBe(true);
    expect(hasTrailer(ascii('1 0 obj << /Type /Catalog >> endobj'))).toBe(false);
  });
});

describe('budgets', () => {
  it('inflates within a budget and gives up on a bomb without expanding it', () => {
    const plain = new Uint8Array(100_000).fill(7);
    expect(inflateWithin(zlibSync(plain), 100_000)).toEqual(plain);
    const bomb = zlibSync(new Uint8Array(64 * 1024 * 1024), { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    expect(inflateWithin(bomb, 1024 * 1024)).toBeNull();
  });

  it('a PDF whose content stream is a 200 MB bomb compresses and keeps the stream as it was', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    const bomb = zlibSync(new Uint8Array(200 * 1024 * 1024).fill(0x20), { level: 9 });
    const contents = doc.context.register(doc.context.flateStream(new Uint8Array(0)));
    doc.context.assign(contents, doc.context.stream(bomb, { Filter: 'FlateDecode' }));
    page.node.set(PDFName.of('Contents'), contents);
    const input = await doc.save({ useObjectStreams: false });
    const report = await compressPdf(input, 'medium');
    expect(report.pages).toBe(1);
    expect(report.bytes.length).toBeLessThanOrEqual(input.length);
    const reread = await PDFDocument.load(report.bytes);
    const stream = reread.context.lookup(reread.getPage(0).node.get(PDFName.of('Contents')));
    expect(stream).toBeInstanceOf(PDFRawStream);
    expect((stream as PDFRawStream).contents).toEqual(bomb);
  }, 60_000);
});

describe('signatures', () => {
  it('a signature field with a signed value marks the file signed; an empty field does not', async () => {
    const build = async (signed: boolean) => {
      const doc = await PDFDocument.create();
      doc.addPage();
      const value = doc.context.obj({ Type: 'Sig', Filter: 'Adobe.PPKLite', ByteRange: [0, 10, 20, 30] });
      const field = doc.context.obj({ FT: 'Sig', T: doc.context.obj('Signature1'), ...(signed ? { V: doc.context.register(value) } : {}) });
      doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [doc.context.register(field)] }));
      return doc.save();
    };
    expect((await inspectPdf(await build(true))).signed).toBe(true);
    expect((await inspectPdf(await build(false))).signed).toBe(false);
  });
});

realworldDescribe('pdfjs')('what readers open, we open', () => {
  it('rebuilds a page tree with a loop (Pages-tree-refs.pdf) around the page it can reach', async () => {
    const { doc, repaired } = await openPdf(realworld('Pages-tree-refs.pdf'));
    expect(repaired).toBe(true);
    expect(doc.getPageCount()).toBe(1);
    const { bytes } = await compressPdf(realworld('Pages-tree-refs.pdf'), 'medium');
    expect(await pdfjsPageCount(bytes)).toBe(1);
  });

  it('knows signed_verified.pdf is digitally signed', async () => {
    expect(await inspectPdf(realworld('signed_verified.pdf'))).toMatchObject({ pages: 1, signed: true, access: 'open' });
  });

  it('opens a file with a cut header, no cross-reference table and a direct, untyped catalog (issue9105_other.pdf)', async () => {
    const { doc, repaired } = await openPdf(realworld('issue9105_other.pdf'));
    expect(repaired).toBe(true);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it('opens a file whose cross-reference table points nowhere (issue9418.pdf), and leaves stack traces as they were', async () => {
    const before = Error.stackTraceLimit;
    const { doc } = await openPdf(realworld('issue9418.pdf'));
    expect(doc.getPageCount()).toBe(1);
    expect(Error.stackTraceLimit).toBe(before);
    expect(await problemOf(openPdf(realworld('bug1020226.pdf')))).toBe('damaged');
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('traced').stack).toContain('open.test.ts');
  });

  it('refuses files readers refuse: no trailer at all, or no catalog', async () => {
    for (const name of ['bug1980958.pdf', 'bug1020226.pdf', 'REDHAT-1531897-0.pdf', 'poppler-85140-0.pdf']) {
      expect(await problemOf(openPdf(realworld(name))), name).toBe('damaged');
    }
  });

  it('opens every AES-256 R5/R6 file with its password, typed as a person would', async () => {
    expect(await problemOf(openPdf(realworld('issue21579.pdf')))).toBe('needsPassword');
    expect((await openPdf(realworld('issue21579.pdf'), 'pässwört')).access).toBe('unlocked');
    expect((await openPdf(realworld('saslprep-r6.pdf'), 'S\u00AASL\u00ADprep')).access).toBe('unlocked');
    expect((await openPdf(realworld('pr6531_1.pdf'), 'asdfasdf')).access).toBe('unlocked');
  });

  it('keeps strings readable after decryption, even those holding parentheses', async () => {
    const { bytes } = await compressPdf(realworld('bug900822.pdf'), 'medium');
    expect(await pdfjsPageCount(bytes)).toBe(1);
  });

  it('opens a file whose attachments alone are encrypted without a password', async () => {
    expect(await inspectPdf(realworld('auth-event-ef-open.pdf'))).toMatchObject({ pages: 1, access: 'attachmentsLocked' });
  });
});

corpusDescribe('restricted and protected corpus files', () => {
  it('inspects without the password what can be opened, and names what cannot', async () => {
    expect(await inspectPdf(corpusBytes('restricted-ownerpw-aes256.pdf'))).toEqual({ pages: 4, access: 'restrictionsRemoved', signed: false, repaired: false });
    expect(await problemOf(inspectPdf(corpusBytes('encrypted-userpw-peanuts.pdf')))).toBe('needsPassword');
    expect(await inspectPdf(corpusBytes('encrypted-userpw-peanuts.pdf'), 'peanuts')).toMatchObject({ pages: 2, access: 'unlocked' });
    // The owner password opens it as well, as in every reader.
    expect(await inspectPdf(corpusBytes('restricted-ownerpw-aes256.pdf'), 'owner-secret')).toMatchObject({ pages: 4, access: 'unlocked' });
  });
});

realworldDescribe('pdfjs')('never larger', () => {
  it.each(['jbig2_file_header.pdf', 'xref_command_missing.pdf'])('%s: nothing saved, so the input comes back byte for byte', async (name) => {
    const input = realworld(name);
    const report = await compressPdf(input, 'medium');
    expect(report.unchanged).toBe(true);
    expect(report.bytes).toEqual(input);
  });
});

describe('a worker that dies mid-job', () => {
  it('is named as too large for the browser, while other errors pass through', () => {
    const crash = new WorkerJobError('out of memory', 'Error', WORKER_CRASHED);
    expect(pdfProblemOf(nameWorkerCrash(crash))).toBe('tooComplex');
    const other = new Error('boom');
    expect(nameWorkerCrash(other)).toBe(other);
  });
});
