import { PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { protectPdf, unlockPdf } from '../../../../../src/wasm/pdf/protect/protect';
import type { PdfPermissions, ProtectSettings } from '../../../../../src/wasm/pdf/protect/jobs';
import { NOT_PROTECTED_MESSAGE, refusalMessage } from '../../../../../src/wasm/pdf/protect/refusals';
import { openPdf } from '../../../../../src/wasm/pdf/document/open';
import { pdfProblemOf } from '../../../../../src/wasm/pdf/document/problems';
import { corpusBytes, corpusDescribe, hasRealworld, realworldBytes } from '../../../../helpers/corpus';
import { pdfjsOpen, pdfjsTextWith, popplerText, qpdfCheckWith, qpdfEncryption, withPdfjs } from '../../../../helpers/pdfSecurity';

const NONE: PdfPermissions = { print: false, copy: false, edit: false, annotate: false, fillForms: false };

const aes256 = (openPassword: string, owner?: ProtectSettings['owner']): ProtectSettings => ({ openPassword, owner, encryption: 'AES-256' });

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** qpdf's words for each permission, as allowed or not. */
function qpdfPermissions(report: Map<string, string>) {
  const allowed = (key: string) => report.get(key) === 'allowed';
  return {
    print: allowed('print high resolution'),
    printLow: allowed('print low resolution'),
    copy: allowed('extract for any purpose'),
    accessibility: allowed('extract for accessibility'),
    assemble: allowed('modify document assembly'),
    forms: allowed('modify forms'),
    annotate: allowed('modify annotations'),
    edit: allowed('modify other'),
  };
}

describe('protect settings are checked before the worker opens anything', () => {
  it('an empty open password is refused', async () => {
    await expect(protectPdf(new Uint8Array(10), aes256(''))).rejects.toThrow('Enter a password to open the PDF.');
  });
});

corpusDescribe('protecting a PDF', () => {
  it('AES-256 revision 6 with an open and a permissions password: qpdf reads back the permissions as set', async () => {
    const input = corpusBytes('text-4pages-pdflatex.pdf');
    const settings = aes256('open sesame', { password: 'owner-key', permissions: { ...NONE, print: true, fillForms: true } });
    const outcome = await protectPdf(input, settings);
    expect(outcome).toMatchObject({ pages: 4, access: 'open', pdfaDropped: false });
    const out = outcome.bytes;

    const asUser = qpdfEncryption(out, 'open sesame');
    expect(asUser.status).toBe(0);
    expect(asUser.report.get('R')).toBe('6');
    expect(asUser.report.get('stream encryption method')).toBe('AESv3');
    expect(asUser.report.get('string encryption method')).toBe('AESv3');
    expect(asUser.output).toContain('Supplied password is user password');
    expect(qpdfPermissions(asUser.report)).toEqual({
      print: true, printLow: true, copy: false, accessibility: true, assemble: false, forms: true, annotate: false, edit: false,
    });
    expect(qpdfEncryption(out, 'owner-key').output).toContain('Supplied password is owner password');
    expect(qpdfCheckWith(out, 'open sesame')).toBe(0);

    // poppler and pdf.js: only with the password, and then the same text as the original.
    expect(popplerText(out)).toBeNull();
    expect(popplerText(out, 'wrong')).toBeNull();
    expect(popplerText(out, 'open sesame')).toBe(popplerText(input));
    expect(await pdfjsOpen(out)).toEqual({ error: 'PasswordException' });
    expect(await pdfjsOpen(out, 'open sesame!')).toEqual({ error: 'PasswordException' });
    expect(await pdfjsTextWith(out, 'open sesame')).toEqual(await pdfjsTextWith(input));
  });

  it('every permission can be granted alone, and qpdf sees exactly that one', async () => {
    const input = corpusBytes('annotations-fpdf2.pdf');
    const cases: [keyof PdfPermissions, Partial<ReturnType<typeof qpdfPermissions>>][] = [
      ['print', { print: true, printLow: true }],
      ['copy', { copy: true }],
      ['edit', { edit: true, assemble: true }],
      // Comments let readers fill in forms as well (ISO 32000-1, table 22, bit 6).
      ['annotate', { annotate: true, forms: true }],
      ['fillForms', { forms: true }],
    ];
    const denied = { print: false, printLow: false, copy: false, accessibility: true, assemble: false, forms: false, annotate: false, edit: false };
    for (const [permission, expected] of cases) {
      const { bytes } = await protectPdf(input, aes256('pw', { password: 'owner', permissions: { ...NONE, [permission]: true } }));
      expect(qpdfPermissions(qpdfEncryption(bytes, 'pw').report), permission).toEqual({ ...denied, ...expected });
    }
  });

  it('with only an open password, whoever opens the file may do everything', async () => {
    const { bytes } = await protectPdf(corpusBytes('text-2pages-libreoffice.pdf'), aes256('just-this'));
    const { report } = qpdfEncryption(bytes, 'just-this');
    expect(report.get('R')).toBe('6');
    expect(Object.values(qpdfPermissions(report)).every(Boolean)).toBe(true);
  });

  it('AES-128 (revision 4) for old readers: opens in qpdf, poppler and pdf.js with the password only', async () => {
    const input = corpusBytes('text-2pages-libreoffice.pdf');
    const { bytes } = await protectPdf(input, { openPassword: 'Old Reader 1', owner: { password: 'boss', permissions: { ...NONE, print: true } }, encryption: 'AES-128' });
    const { report, status } = qpdfEncryption(bytes, 'Old Reader 1');
    expect(status).toBe(0);
    expect(report.get('R')).toBe('4');
    expect(report.get('stream encryption method')).toBe('AESv2');
    expect(report.get('string encryption method')).toBe('AESv2');
    expect(qpdfPermissions(report)).toMatchObject({ print: true, copy: false, edit: false });
    expect(qpdfCheckWith(bytes, 'Old Reader 1')).toBe(0);
    expect(popplerText(bytes)).toBeNull();
    expect(popplerText(bytes, 'Old Reader 1')).toBe(popplerText(input));
    expect(await pdfjsOpen(bytes)).toEqual({ error: 'PasswordException' });
    expect(await pdfjsOpen(bytes, 'Old Reader 1')).toEqual({ pages: 2 });
  });

  it('strings are encrypted too: bookmarks, form fields and the document info read back, and none of them is in the file as plain text', async () => {
    // An outline (Foo, Bar, Baz) behind owner restrictions: opened without a password, then protected.
    const outlined = await protectPdf(corpusBytes('restricted-ownerpw-aes256.pdf'), aes256('pw'));
    expect(outlined.access).toBe('restrictionsRemoved');
    const titles = await withPdfjs(outlined.bytes, 'pw', async (doc) => ((await doc.getOutline()) ?? []).map((item) => item.title));
    expect(titles.slice(0, 3)).toEqual(['Foo', 'Bar', 'Baz']);
    expect(latin1(outlined.bytes)).not.toContain('Foo');

    const form = corpusBytes('form-libreoffice.pdf');
    const { bytes } = await protectPdf(form, aes256('pw'));
    const names = async (data: Uint8Array, password?: string) =>
      withPdfjs(data, password, async (doc) => Object.keys((await doc.getFieldObjects()) ?? {}).sort());
    expect(await names(bytes, 'pw')).toEqual(await names(form));
    expect(await names(bytes, 'pw')).toContain('First Name');
    expect(latin1(bytes)).not.toContain('Nationality');
    const producer = async (data: Uint8Array, password?: string) =>
      withPdfjs(data, password, async (doc) => ((await doc.getMetadata()).info as { Producer?: string }).Producer);
    expect(await producer(bytes, 'pw')).toBe(await producer(form));
    expect(await producer(form)).toContain('LibreOffice');
    expect(latin1(bytes)).not.toContain('LibreOffice');
  });

  it('a password-protected input is opened with its password and gets the new one instead', async () => {
    const input = corpusBytes('encrypted-userpw-peanuts.pdf');
    await expect(protectPdf(input, aes256('new-one'))).rejects.toSatisfy((error) => pdfProblemOf(error) === 'needsPassword');
    await expect(protectPdf(input, aes256('new-one'), 'walnuts')).rejects.toSatisfy((error) => pdfProblemOf(error) === 'wrongPassword');
    const outcome = await protectPdf(input, aes256('new-one'), 'peanuts');
    expect(outcome.access).toBe('unlocked');
    expect(qpdfEncryption(outcome.bytes, 'new-one').report.get('R')).toBe('6');
    expect(popplerText(outcome.bytes, 'peanuts')).toBeNull();
    expect(popplerText(outcome.bytes, 'new-one')).toBe(popplerText(input, 'peanuts'));
  });

  it('a password in other scripts (UTF-8, AES-256) opens the file in qpdf, poppler and pdf.js', async () => {
    const password = 'pässwörd Ωμέγα 密码';
    const { bytes } = await protectPdf(corpusBytes('text-2pages-libreoffice.pdf'), aes256(password));
    expect(qpdfEncryption(bytes, password).status).toBe(0);
    expect(popplerText(bytes, password)).not.toBeNull();
    expect(await pdfjsOpen(bytes, password)).toEqual({ pages: 2 });
    expect(await pdfjsOpen(bytes, 'passwörd')).toEqual({ error: 'PasswordException' });
  });

  it('a damaged file or one that is not a PDF is named as such', async () => {
    const truncated = corpusBytes('truncated-libreoffice.pdf');
    await expect(protectPdf(truncated, aes256('pw'))).rejects.toSatisfy((error) => pdfProblemOf(error) === 'damaged');
    await expect(protectPdf(corpusBytes('gps-nikon-coolpix.jpg'), aes256('pw'))).rejects.toSatisfy((error) => pdfProblemOf(error) === 'damaged');
    await expect(protectPdf(new Uint8Array(0), aes256('pw'))).rejects.toSatisfy((error) => pdfProblemOf(error) === 'damaged');
  });
});

describe.skipIf(!hasRealworld('pdfjs'))('a PDF/A file', () => {
  it('stops claiming PDF/A (which forbids encryption) and is protected', async () => {
    const input = realworldBytes('pdfjs', 'issue5747.pdf');
    expect(latin1(input)).toMatch(/pdfaid:part/);
    const outcome = await protectPdf(input, aes256('pw'));
    expect(outcome.pdfaDropped).toBe(true);
    expect(qpdfEncryption(outcome.bytes, 'pw').report.get('R')).toBe('6');
    const { doc } = await openPdf(outcome.bytes, 'pw');
    const metadata = doc.catalog.lookup(PDFName.of('Metadata'));
    expect(metadata).toBeInstanceOf(PDFRawStream);
    const xmp = new TextDecoder().decode(decodePDFRawStream(metadata as PDFRawStream).decode());
    expect(xmp).toContain('x:xmpmeta');
    expect(xmp).not.toMatch(/pdfaid:(part|conformance)/);
  });
});

corpusDescribe('unlocking a PDF', () => {
  it('a password-protected PDF opens with no password afterwards, with the same text', async () => {
    const input = corpusBytes('encrypted-userpw-peanuts.pdf');
    await expect(unlockPdf(input)).rejects.toSatisfy((error) => pdfProblemOf(error) === 'needsPassword');
    const outcome = await unlockPdf(input, 'peanuts');
    expect(outcome).toMatchObject({ pages: 2, access: 'unlocked' });
    expect(qpdfEncryption(outcome.bytes).output).toContain('File is not encrypted');
    expect(popplerText(outcome.bytes)).toBe(popplerText(input, 'peanuts'));
    expect(await pdfjsOpen(outcome.bytes)).toEqual({ pages: 2 });
    expect((await PDFDocument.load(outcome.bytes)).isEncrypted).toBe(false);
  });

  it('owner restrictions come off without the permissions password', async () => {
    const input = corpusBytes('restricted-ownerpw-aes256.pdf');
    const outcome = await unlockPdf(input);
    expect(outcome).toMatchObject({ pages: 4, access: 'restrictionsRemoved' });
    expect(qpdfEncryption(outcome.bytes).output).toContain('File is not encrypted');
    expect(popplerText(outcome.bytes)).toBe(popplerText(input));
    expect(await pdfjsTextWith(outcome.bytes)).toEqual(await pdfjsTextWith(input));
  });

  it('a PDF with no protection is said to have none', async () => {
    await expect(unlockPdf(corpusBytes('text-2pages-libreoffice.pdf'))).rejects.toSatisfy((error) => refusalMessage(error) === NOT_PROTECTED_MESSAGE);
  });

  it('protect, then unlock: the same pages, text and document information as the original', async () => {
    const input = corpusBytes('text-117pages-geotopo.pdf');
    const locked = await protectPdf(input, aes256('round trip', { password: 'owner', permissions: NONE }));
    const unlocked = await unlockPdf(locked.bytes, 'round trip');
    expect(unlocked.pages).toBe(117);
    expect(popplerText(unlocked.bytes)).toBe(popplerText(input));
    const info = (data: Uint8Array) => withPdfjs(data, undefined, async (doc) => (await doc.getMetadata()).info as Record<string, unknown>);
    const before = await info(input);
    expect(before.Producer).toMatch(/3-Heights/);
    expect(await info(unlocked.bytes)).toMatchObject({ Producer: before.Producer, Title: before.Title, Author: before.Author });
  });
});
