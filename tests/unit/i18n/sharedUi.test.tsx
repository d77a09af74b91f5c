/**
 * The shared UI room (src/ui/) reads its words from the common catalog when it renders: a page in
 * another language shows the shell of a tool page in that language, and English stays the spec's.
 * The catalog's copies of the machines' and engine's English stay what they say.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../../src/i18n/catalogs';
import { PSEUDO_LOCALE, SOURCE_LOCALE } from '../../../src/i18n/locales';
import { TARGET_LOCALES } from '../../../src/i18n/locales';
import { activateLocale, t } from '../../../src/i18n/messages';
import { waitLabel } from '../../../src/machines/downloadCountdown.machine';
import type { PagesProblem } from '../../../src/machines/pdfTool.machine';
import { invalidTypeToast, READY_TEXT, tooLargeToast } from '../../../src/machines/upload.machine';
import { tool } from '../../../src/toolPages/compress-pdf';
import { pagesToolTexts } from '../../../src/ui/pdfPages/pagesToolTexts';
import { ToolPage } from '../../../src/ui/ToolPage';
import { readToolCopy } from '../../../src/ui/toolCopy';
import { uploadWords } from '../../../src/ui/uploadWords';
import { pdfProblemError, WRONG_PASSWORD_MESSAGE, type PdfProblem } from '../../../src/wasm/pdf';

const PROBLEMS: PdfProblem[] = ['needsPassword', 'wrongPassword', 'encrypted', 'damaged', 'tooComplex'];

const inLanguage = async (locale: typeof SOURCE_LOCALE) => {
  activateLocale(locale);
  await loadCatalogs(locale, ['common', 'compress-pdf']);
};

const html = (node: ReactNode) => renderToString(<StaticRouter location="/compress-pdf">{node}</StaticRouter>);
const toolPage = () =>
  html(
    <ToolPage tool={tool} copy={readToolCopy('compressPdf')} relatedCategory="pdf">
      <p>tool area</p>
    </ToolPage>,
  );
/** The page's text without tags and JSON-LD, and its accessible names and alt texts. */
const visible = (page: string) => page.replace(/<script[^>]*>.*?<\/script>/gs, ' ').replace(/<[^>]*?(?:aria-label|alt|title)="([^"]*)"[^>]*>/g, ' $1 ').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

afterEach(() => inLanguage(SOURCE_LOCALE));

describe('the shared UI in English', () => {
  it('is the spec’s words', () => {
    const page = visible(toolPage());
    for (const text of [
      'How to Use the Compress PDF',
      'Compress PDF Tips',
      'Benefits',
      'Use Cases',
      'Frequently Asked Questions',
      'Related Tools',
      'Try Now: PDF Merger',
      'Processed on your device · 0 bytes sent',
      'Enjoying the Compress PDF? Tell others what you think.',
      'Learn more about Filesmith',
      'Breadcrumb',
      'Advertisement',
    ])
      expect(page).toContain(text);
  });

  it('says what the machines and the PDF engine say in English', () => {
    for (const problem of PROBLEMS) expect(t(`pdfProblem.${problem}`)).toBe(pdfProblemError(problem).message);
    expect(t('pdfProblem.wrongPassword')).toBe(WRONG_PASSWORD_MESSAGE);
    expect(t('upload.ready')).toBe(READY_TEXT);
    for (const seconds of [5, 1]) expect(t('download.wait', { seconds })).toBe(waitLabel(seconds));
    const rules = { accept: ['application/pdf', '.pdf'], maxMB: 150 };
    expect(invalidTypeToast({ ...rules, words: uploadWords })).toEqual(invalidTypeToast(rules));
    expect(invalidTypeToast(rules).description).toBe('Please upload one of these formats: application/pdf, .pdf');
    expect(tooLargeToast(150, 200 * 1024 * 1024, uploadWords)).toEqual(tooLargeToast(150, 200 * 1024 * 1024));
    expect(tooLargeToast(150, 200 * 1024 * 1024).description).toBe('Maximum file size is 150MB. Your file is 200.00MB.');
  });

  it('has the page tools’ toasts in words and plurals', () => {
    const texts = pagesToolTexts({ tool: { maxMB: 150, maxPages: 500 }, failureText: 'There was an error.', action: 'Split', outputs: 'PDFs' });
    expect(texts.tooBig).toEqual({ title: 'File too large', description: 'Please select a PDF smaller than 150 MB.', variant: 'destructive' });
    expect(texts.refused('tooManyPages' as PagesProblem).description).toBe(
      'This PDF has more than 500 pages. This tool opens up to 500 pages at a time, to stay within the memory a browser tab can use.',
    );
    expect(texts.success({ fileName: 'a.pdf', files: 1 } as never)).toMatchObject({ title: 'Split Complete', description: 'a.pdf is ready.' });
    expect(texts.success({ fileName: 'a.zip', files: 3 } as never).description).toBe('3 PDFs are ready in a.zip.');
    expect(texts.failure(pdfProblemError('damaged')).description).toBe('The file is damaged or is not a PDF.');
    expect(texts.failure(new Error('boom')).description).toBe('There was an error.');
    expect(t('pdfPages.pageCount', { count: 1 })).toBe(': 1 page');
    expect(t('pdfPages.pageCount', { count: 12 })).toBe(': 12 pages');
    expect(t('zip.ready', { count: 1, size: '2 KB' })).toBe('ZIP ready: 1 file, 2 KB');
    expect(t('sent.some', { bytes: '1.2 KB', requests: 2 })).toBe('Processed on your device · 1.2 KB sent in 2 requests');
  });
});

describe('a tool page’s copy', () => {
  it('is read from its feature’s catalog, every list to its last number', () => {
    const copy = readToolCopy('compressPdf');
    expect(copy.title).toBe('Compress PDF Online Free');
    expect(copy.keywords).toEqual(['compress pdf', 'reduce pdf size', 'pdf compressor', 'shrink pdf']);
    expect(copy.badges).toEqual(['100% Free', 'No Upload', 'Privacy First', 'Up to 150MB']);
    expect([copy.tips.length, copy.steps.length, copy.benefits.length, copy.useCases.length]).toEqual([7, 4, 4, 4]);
    expect(copy.faqs.length).toBeGreaterThan(4);
    expect(copy.faqs.every((faq) => faq.question.endsWith('?') && faq.answer.length > 20)).toBe(true);
    expect(copy.about).toBeUndefined();
    expect(readToolCopy('extractArchive').about?.paragraphs.length).toBeGreaterThan(0);
  });

  it('is in the page’s language', async () => {
    const english = readToolCopy('compressPdf');
    await inLanguage(PSEUDO_LOCALE);
    const pseudo = readToolCopy('compressPdf');
    expect(pseudo.tips).toHaveLength(english.tips.length);
    expect(pseudo.intro).not.toBe(english.intro);
    expect(visible(toolPage())).not.toContain(english.faqs[0].question);
  });

  it('splits keywords at the language’s own commas', async () => {
    for (const code of ['ar', 'ja']) {
      await inLanguage(TARGET_LOCALES.find((l) => l.code === code) as typeof SOURCE_LOCALE);
      const { keywords } = readToolCopy('compressPdf');
      expect(keywords.length, code).toBeGreaterThan(1);
      expect(keywords.filter((k) => /[,،、，]/.test(k)), code).toEqual([]);
    }
  });
});

describe('the shared UI in another language', () => {
  it('renders its words from that language’s catalog, at render time', async () => {
    const english = visible(toolPage());
    await inLanguage(PSEUDO_LOCALE);
    const pseudo = visible(toolPage());
    for (const text of ['How to Use the', 'Frequently Asked Questions', 'Related Tools', 'Try Now', 'Processed on your device', 'Tell others what you think', 'Advertisement', 'Breadcrumb', 'Highlights']) {
      expect(english).toContain(text);
      expect(pseudo).not.toContain(text);
    }
    expect(pseudo).toContain(t('toolPage.howTo', { tool: t('tool.compress-pdf') }));
    expect(pseudo).toContain(t('related.title'));
  });

  it('gives a page tool’s fixed toasts in the language active when they show, not when the texts were made', async () => {
    const texts = pagesToolTexts({ tool: {}, failureText: 'x', action: 'Split', outputs: 'PDFs' });
    expect(texts.notPdf?.title).toBe('Invalid file');
    await inLanguage(PSEUDO_LOCALE);
    expect(texts.notPdf?.title).toBe(t('pagesToast.invalidFile'));
    expect(texts.notPdf?.title).not.toBe('Invalid file');
    expect(texts.noFile.description).not.toMatch(/[A-Za-z]{3}/);
  });

  it('names a file of the wrong type or size in the language (the upload checks’ toasts)', async () => {
    const rules = { accept: ['application/pdf'], maxMB: 150, words: uploadWords };
    await inLanguage(TARGET_LOCALES.find((l) => l.code === 'ja') as typeof SOURCE_LOCALE);
    expect(invalidTypeToast(rules)).toMatchObject({ title: t('upload.invalidType.title'), description: t('upload.invalidType.text', { formats: 'application/pdf' }) });
    expect(invalidTypeToast(rules).title).not.toMatch(/[A-Za-z]/);
    expect(tooLargeToast(150, 200 * 1024 * 1024, uploadWords).description).toBe(t('upload.tooLarge.text', { max: 150, size: '200.00' }));
    expect(tooLargeToast(150, 200 * 1024 * 1024, uploadWords).title).not.toMatch(/[A-Za-z]/);
  });
});
