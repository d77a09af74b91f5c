/**
 * The page renderer's opener (pdfRender/pdfjs.ts) on real files: pdf.js's own errors become the PDF
 * engine's named problems, which the pages turn into a password field or a clear message. pdf.js's
 * browser build needs a DOM to load, so Node runs its legacy build behind the same API.
 */
import { describe, expect, it, vi } from 'vitest';
import { pdfProblemOf } from '../../../../src/wasm/pdf';
import { openWithPdfjs } from '../../../../src/wasm/pdfRender/pdfjs';
import { corpusBuffer, corpusDescribe } from '../../../helpers/corpus';

vi.mock('pdfjs-dist', () => import('pdfjs-dist/legacy/build/pdf.mjs'));
vi.mock('pdfjs-dist/build/pdf.worker.mjs', () => import('pdfjs-dist/legacy/build/pdf.worker.mjs'));

const problemOpening = (buffer: ArrayBuffer, password?: string) => openWithPdfjs(buffer, password).then(() => null, pdfProblemOf);

corpusDescribe('opening a PDF for page images', () => {
  it('opens a protected file with its password and gives its pages', async () => {
    const doc = await openWithPdfjs(corpusBuffer('encrypted-userpw-peanuts.pdf'), 'peanuts');
    expect(doc.numPages).toBe(2);
    await doc.destroy();
  });

  it('asks for the password of a protected file, and says when a typed one is wrong', async () => {
    expect(await problemOpening(corpusBuffer('encrypted-userpw-peanuts.pdf'))).toBe('needsPassword');
    expect(await problemOpening(corpusBuffer('encrypted-userpw-peanuts.pdf'), 'walnuts')).toBe('wrongPassword');
  });

  it('opens a file with only an owner password without asking', async () => {
    const doc = await openWithPdfjs(corpusBuffer('restricted-ownerpw-aes256.pdf'));
    expect(doc.numPages).toBe(4);
    await doc.destroy();
  });
});

describe('files that are not PDFs', () => {
  it('names them damaged', async () => {
    expect(await problemOpening(new TextEncoder().encode('not a pdf at all').buffer)).toBe('damaged');
    expect(await problemOpening(new ArrayBuffer(0))).toBe('damaged');
  });
});
