/**
 * Real PDFs from Debian packages (realworld/pdf-train): files of every kind and producer protected
 * with AES-256 read back in poppler only with the password, with the text they had; the encrypted
 * ones (RC4 owner restrictions from Distiller and novaPDF) unlock to the same text; the unreadable
 * ones are named as damaged rather than written.
 */
import { expect, it } from 'vitest';
import { protectPdf, unlockPdf } from '../../../../../src/wasm/pdf/protect/protect';
import { pdfProblemOf } from '../../../../../src/wasm/pdf/document/problems';
import { realworldBytes, realworldDescribe } from '../../../../helpers/corpus';
import { popplerText, qpdfCheckWith, qpdfEncryption } from '../../../../helpers/pdfSecurity';

const train = (file: string) => realworldBytes('pdf-train', file);

const PROTECT = [
  'form-libreoffice-license-18fields.pdf',
  'form-pdftex-beamer-clock-172fields.pdf',
  'odd-luatex-incremental-japanese.pdf',
  'odd-distiller-linearized-harvard.pdf',
  'odd-xetex-pdf20-aalok.pdf',
  'odd-pdf11-pstill.pdf',
  'odd-sha1-collision-shattered.pdf',
  'scanned-xerox-workcentre-jbig2-drawing.pdf',
  'vector-drawio-pdflib.pdf',
  'tex-xetex-tlmgr-intro-zh-cn.pdf',
];

const UNLOCK = ['encrypted-distiller4-pdf12-rc4-ownerpw-jpeg.pdf', 'encrypted-distiller8-ownerpw-form-ccitt.pdf', 'encrypted-novapdf-print-copy-denied.pdf'];

const REFUSED = ['odd-header-only-r-device.pdf', 'odd-not-a-pdf-text.pdf', 'odd-truncated-r-device-4k.pdf'];

realworldDescribe('pdf-train')('protecting and unlocking real-world PDFs', () => {
  it.each(PROTECT)('%s: protected, it opens only with the password, with the same text', async (file) => {
    const input = train(file);
    const { bytes } = await protectPdf(input, { openPassword: 'train-pw', owner: { password: 'o', permissions: { print: true, copy: false, edit: false, annotate: false, fillForms: false } }, encryption: 'AES-256' });
    expect(qpdfEncryption(bytes, 'train-pw').report.get('R')).toBe('6');
    expect(qpdfCheckWith(bytes, 'train-pw')).toBe(0);
    expect(popplerText(bytes)).toBeNull();
    expect(popplerText(bytes, 'train-pw')).toBe(popplerText(input));
  });

  it.each(UNLOCK)('%s: its restrictions come off and the text stays', async (file) => {
    const input = train(file);
    expect(qpdfEncryption(input).report.get('R')).toBeDefined();
    const { bytes, access } = await unlockPdf(input);
    expect(access).toBe('restrictionsRemoved');
    expect(qpdfEncryption(bytes).output).toContain('File is not encrypted');
    expect(popplerText(bytes)).toBe(popplerText(input));
  });

  it.each(REFUSED)('%s: named as damaged', async (file) => {
    await expect(protectPdf(train(file), { openPassword: 'pw', encryption: 'AES-256' })).rejects.toSatisfy((error) => pdfProblemOf(error) === 'damaged');
  });
});
