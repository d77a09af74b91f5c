/**
 * Five tools end to end in Arabic (right to left) and Japanese (issue 37): each does its real job on
 * a real file at /<code>/<slug>, found by its translated words, and says so in the page's language:
 * the toast and the result text are the language's catalog messages (read from locales/, never
 * copied here) and the English ones are not shown. The outputs are checked as the English specs
 * check them, and axe runs on the page after the job. Bad input is named in the language too.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { unzipSync } from 'fflate';
import type { Download, Locator, Page } from '@playwright/test';
import { liveLocales } from '../../src/i18n/locales';
import { tool as compressPdf } from '../../src/toolPages/compress-pdf';
import { readManifest } from '../helpers/corpus';
import { findableWords, pagesAsPng, pdftotext, wordsFoundInOrder } from '../helpers/ocr';
import { browserDecode, downloadVia } from './fixtures/imageDownloads';
import { chooseFiles, chooseOption, corpusFile, expect, gotoHydrated, realworldFile, selectedOption, seriousA11yViolations, test } from './fixtures/test';

const LOCALES = resolve(import.meta.dirname, '../../locales');

/** Names every page shows as they are: the site's, and each language's own (the first-visit offer names English as "English"). */
const NAMES = ['Filesmith', ...liveLocales.map((locale) => locale.name)];

/** Names the pages show as they are (the files chosen and made). */
const FILES = ['compressed_photos-3pages.pdf', 'photos-3pages.pdf', 'pdf-disguised.jpg', 'truncated-libreoffice.pdf', 'alpha-earth-lossless.png', 'alpha-earth-lossless.webp', 'orientation-1.jpg', 'text-2pages-libreoffice.pdf', 'archive.zip', 'one-page_searchable.pdf', 'one-page.pdf', 'one-page.txt', 'zip-deflate.zip'];

const catalogs = new Map<string, Record<string, string>>();

/** locales/<code>/<namespace>.json, read once. */
function catalog(code: string, namespace: string): Record<string, string> {
  const key = `${code}/${namespace}`;
  if (!catalogs.has(key)) catalogs.set(key, JSON.parse(readFileSync(join(LOCALES, code, `${namespace}.json`), 'utf8')) as Record<string, string>);
  return catalogs.get(key) as Record<string, string>;
}

/** A message of a page: its namespace's, or the shell's (common); the test fails on a missing one. */
function message(code: string, namespace: string, id: string): string {
  const text = catalog(code, namespace)[id] ?? catalog(code, 'common')[id];
  if (text === undefined) throw new Error(`${id} is in neither locales/${code}/${namespace}.json nor common.json`);
  return text;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The index of the `}` closing the `{` at `open`. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    depth += text[i] === '{' ? 1 : text[i] === '}' ? -1 : 0;
    if (depth === 0) return i;
  }
  throw new Error(`unbalanced braces in ${text}`);
}

/** A placeholder's body (`name`, `n, number`, `n, plural, one {...} other {...}`) as a RegExp source. */
function placeholderSource(body: string, inPlural: boolean): string {
  const kind = /^\s*\w+\s*,\s*(plural|selectordinal|select)\s*,/.exec(body);
  if (!kind) return '.+?';
  const branches: string[] = [];
  for (let i = kind[0].length; i < body.length; i++) {
    if (body[i] !== '{') continue;
    const end = closingBrace(body, i);
    branches.push(messageSource(body.slice(i + 1, end), inPlural || kind[1] !== 'select'));
    i = end;
  }
  return `(?:${branches.join('|')})`;
}

/**
 * A catalog message (ICU MessageFormat) as a RegExp source that finds it shown: its literal text as
 * is (runs of white space as any white space), a placeholder (`{name}`, `{n, number}`) as `.+?`, a
 * plural or select as the choice of its branches, `#` in a plural as `.+?`. ICU quoting is read:
 * `''` is an apostrophe, `'{...}'` literal text.
 */
function messageSource(text: string, inPlural = false): string {
  let source = '';
  let literal = '';
  const flush = () => {
    source += literal.split(/\s+/).map(escapeRegExp).join('\\s+');
    literal = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "'" && text[i + 1] === "'") {
      literal += "'";
      i++;
    } else if (char === "'" && /[{}#]/.test(text[i + 1] ?? '')) {
      const end = text.indexOf("'", i + 1);
      literal += text.slice(i + 1, end === -1 ? text.length : end);
      i = end === -1 ? text.length : end;
    } else if (char === '#' && inPlural) {
      flush();
      source += '.+?';
    } else if (char === '{') {
      const end = closingBrace(text, i);
      flush();
      source += placeholderSource(text.slice(i + 1, end), inPlural);
      i = end;
    } else {
      literal += char;
    }
  }
  flush();
  return source;
}

const messagePattern = (text: string) => new RegExp(messageSource(text));

/** Whether a message has English words of its own (not only placeholders, units and names): then it can be looked for. */
const hasWords = (text: string) => /[A-Za-z]{3,}/.test(text.replace(/\{[^{}]*\}/g, ' ').replace(/\b(?:PDF|ZIP|MB|KB|dpi|JPEG|OCR)\b/g, ' '));

/** The Latin-letter words a language's catalogs write themselves (PDF, ZIP, MB, dpi...), placeholders' names and plural keys left out. */
function ownLatinWords(code: string, namespace: string): Set<string> {
  const texts = [...Object.values(catalog(code, namespace)), ...Object.values(catalog(code, 'common'))].join(' ');
  const bare = texts.replace(/\{\s*\w+\s*(?:,\s*\w+\s*,?)?/g, '{').replace(/(?:zero|one|two|few|many|other|=\d+)\s*\{/g, '{');
  // Sizes are written by Intl in the language (lib/formatSize.ts): its units count as its own.
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'].map((unit) => new Intl.NumberFormat(code, { style: 'unit', unit, unitDisplay: 'short' }).format(1));
  return new Set([bare, ...units].join(' ').match(/[A-Za-z]{2,}/g) ?? []);
}

interface Language {
  code: 'ar' | 'ja';
  dir: 'rtl' | 'ltr';
}

const LANGUAGES: Language[] = [
  { code: 'ar', dir: 'rtl' },
  { code: 'ja', dir: 'ltr' },
];

/** A page's words in a language: `say(id)` its text, `shows(id)` its matcher, and the English ones. */
function wordsOf(code: string, namespace: string) {
  const own = ownLatinWords(code, namespace);
  return {
    say: (id: string, values: Record<string, string> = {}) => message(code, namespace, id).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole),
    shows: (id: string) => messagePattern(message(code, namespace, id)),
    englishText: (id: string) => message('en', namespace, id),
    /** The English message's matcher, or null when it has no words of its own to look for. */
    englishShows: (id: string) => (hasWords(message('en', namespace, id)) ? messagePattern(message('en', namespace, id)) : null),
    /** The Latin-letter words of `text` that are not the language's own (file names and such given in `values` taken out). */
    latinLeft: (text: string, values: readonly string[] = []) => {
      let rest = text;
      for (const value of values) rest = rest.split(value).join(' ');
      return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !own.has(word));
    },
  };
}
type Words = ReturnType<typeof wordsOf>;

const toast = (page: Page) => page.getByTestId('toast');

/** The page at /<code>/<slug>, hydrated, in the language and its direction. */
async function openIn(page: Page, language: Language, slug: string) {
  await gotoHydrated(page, `/${language.code}/${slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language.code);
  await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
}

/** `locator` shows the language's message `id`, not the English one, and no other English word. */
async function expectText(locator: Locator, words: Words, id: string, values: readonly string[] = []) {
  await expect(locator).toContainText(words.shows(id));
  const english = words.englishShows(id);
  if (english) await expect(locator).not.toContainText(english);
  expect(words.latinLeft(await locator.innerText(), values), `English left in ${id}`).toEqual([]);
}

/** The toast shows the language's title and text (and not the English title), with no English word left. */
async function expectToast(page: Page, words: Words, titleId: string, textId: string, values: readonly string[] = []) {
  const shown = toast(page);
  await expect(shown).toContainText(words.say(titleId));
  await expect(shown).not.toContainText(words.englishText(titleId));
  await expectText(shown, words, textId, values);
}

/**
 * After the job, the page's text in its own language (the tool area with its result and file cards,
 * the page's copy, the toast; not what is marked as another language, such as the language menu's
 * names) has no English word left.
 */
async function expectNoEnglishOnPage(page: Page, words: Words, values: readonly string[] = []) {
  const text = await page.evaluate(() => {
    const lang = document.documentElement.lang;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden]') || parent.closest('[lang]')?.getAttribute('lang') !== lang) continue;
      if (!parent.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
  expect(words.latinLeft(text, [...values, ...NAMES]), 'English left on the page').toEqual([]);
}

async function downloadFrom(page: Page, click: () => Promise<void>): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await click();
  return downloading;
}

const bytesOf = async (download: Download) => new Uint8Array(readFileSync(await download.path()));
const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

for (const language of LANGUAGES) {
  test.describe(`in ${language.code}`, () => {
    test(`/${language.code}/compress-pdf compresses a photo PDF and says so in the language`, async ({ page }) => {
      const words = wordsOf(language.code, 'compress-pdf');
      await openIn(page, language, 'compress-pdf');
      await expect(selectedOption(page, words.say('compressPdf.option.level'))).toHaveText(words.say('compressPdf.level.medium'));
      await chooseFiles(page, corpusFile('photos-3pages.pdf'));
      await expect(page.getByText(words.say('upload.ready'))).toBeVisible();
      await page.getByRole('button', { name: words.say('compressPdf.action.compress') }).click();
      await expectToast(page, words, 'compressPdf.toast.complete', 'compressPdf.toast.reduced');
      const result = page.getByTestId('pdf-result');
      await expect(result).toContainText('compressed_photos-3pages.pdf');
      await expectText(result, words, 'compressPdf.result.smaller', ['compressed_photos-3pages.pdf', 'photos-3pages.pdf']);
      await expectText(result, words, 'compressPdf.result.facts', ['compressed_photos-3pages.pdf', 'photos-3pages.pdf']);

      const download = await downloadFrom(page, () => result.getByRole('button', { name: words.say('compressPdf.result.download') }).click());
      expect(download.suggestedFilename()).toBe('compressed_photos-3pages.pdf');
      await expectToast(page, words, 'compressPdf.toast.download.title', 'compressPdf.toast.download.text');
      const bytes = await bytesOf(download);
      expect(bytes.length).toBeLessThan(readFileSync(corpusFile('photos-3pages.pdf')).length);
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
      await expectNoEnglishOnPage(page, words, FILES);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test(`/${language.code}/compress-pdf names a wrong-type file and a damaged PDF in the language`, async ({ page }) => {
      const words = wordsOf(language.code, 'compress-pdf');
      await openIn(page, language, 'compress-pdf');
      // A PDF renamed .jpg is refused by the upload area.
      await chooseFiles(page, corpusFile('pdf-disguised.jpg'));
      await expectToast(page, words, 'upload.invalidType.title', 'upload.invalidType.text', compressPdf.accept);
      await expect(page.getByText(words.say('upload.ready'))).toHaveCount(0);
      // A PDF cut short is taken, and named damaged when compressed.
      await chooseFiles(page, corpusFile('truncated-libreoffice.pdf'));
      await page.getByRole('button', { name: words.say('compressPdf.action.compress') }).click();
      await expectToast(page, words, 'compressPdf.toast.failed', 'pdfProblem.damaged');
      await expectNoEnglishOnPage(page, words, FILES);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test(`/${language.code}/image-converter converts a WebP to PNG and says so in the language`, async ({ page }) => {
      const words = wordsOf(language.code, 'image-converter');
      await openIn(page, language, 'image-converter');
      await chooseFiles(page, corpusFile('alpha-earth-lossless.webp'));
      const convert = page.getByRole('button', { name: words.say('imageConverter.action'), exact: true });
      await expect(convert).toBeDisabled();
      await chooseOption(page, words.say('imageConverter.format'), 'PNG');
      await convert.click();
      const result = page.getByTestId('convert-result');
      await expect(result).toContainText('alpha-earth-lossless.png', { timeout: 120_000 });
      await expectText(result, words, 'imageConverter.result.facts', ['alpha-earth-lossless.png']);
      await expectToast(page, words, 'imageConverter.toast.done.title', 'imageConverter.toast.done.text');
      const { name, bytes } = await downloadVia(page, words.say('imageConverter.result.download'));
      expect(name).toBe('alpha-earth-lossless.png');
      const decoded = await browserDecode(page, bytes, 'image/png');
      expect([decoded.width, decoded.height]).toEqual([200, 184]);
      expect(decoded.alphaPixels, 'keeps transparency').toBeGreaterThan(0);
      await expectNoEnglishOnPage(page, words, FILES);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test(`/${language.code}/create-zip zips files at level 9 and says so in the language`, async ({ page }) => {
      const words = wordsOf(language.code, 'create-zip');
      await openIn(page, language, 'create-zip');
      const create = page.getByRole('button', { name: words.say('createZip.action.create') });
      await expect(create).toBeDisabled();
      await chooseFiles(page, [corpusFile('orientation-1.jpg'), corpusFile('text-2pages-libreoffice.pdf'), corpusFile('astronaut-rgb.png')]);
      const list = page.getByRole('list', { name: words.say('createZip.list.label') });
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await page.getByRole('button', { name: words.say('createZip.list.remove', { path: 'astronaut-rgb.png' }) }).click();
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list).not.toContainText('astronaut-rgb.png');
      const level = page.getByRole('slider', { name: words.say('createZip.options.level') });
      await level.focus();
      await page.keyboard.press('End');
      await expect(level).toHaveValue('9');
      await create.click();
      await expectToast(page, words, 'createZip.toast.created.title', 'createZip.toast.created.text');
      const result = page.getByTestId('zip-result');
      await expectText(result, words, 'zip.ready');

      const download = await downloadFrom(page, () => page.getByRole('button', { name: words.say('createZip.action.download') }).click());
      expect(download.suggestedFilename()).toBe('archive.zip');
      await expectToast(page, words, 'createZip.toast.download.title', 'createZip.toast.download.text', ['archive.zip']);
      expect(execFileSync('unzip', ['-t', await download.path()], { encoding: 'utf8' })).toContain('No errors detected');
      const entries = unzipSync(await bytesOf(download));
      expect(Object.keys(entries)).toEqual(['orientation-1.jpg', 'text-2pages-libreoffice.pdf']);
      for (const [name, bytes] of Object.entries(entries)) expect(sameBytes(bytes, new Uint8Array(readFileSync(corpusFile(name)))), name).toBe(true);
      await expectNoEnglishOnPage(page, words, FILES);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test(`/${language.code}/ocr-pdf makes a scanned page searchable and says so in the language`, async ({ page }) => {
      test.setTimeout(600_000);
      const words = wordsOf(language.code, 'ocr-pdf');
      // One page of the corpus scan (German), as the OCR spec's shorter tests read.
      const onePage = join(mkdtempSync(join(tmpdir(), 'ocr-i18n-')), 'one-page.pdf');
      execFileSync('qpdf', [corpusFile('scanned-3pages.pdf'), '--pages', '.', '1', '--', onePage]);
      await openIn(page, language, 'ocr-pdf');
      await chooseFiles(page, onePage);
      await page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(words.say('ocrLanguage.eng'))}`) }).uncheck();
      await page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(words.say('ocrLanguage.deu'))}`) }).check();
      await page.getByRole('button', { name: words.say('ocrPdf.action.start') }).click();
      const result = page.getByTestId('ocr-result');
      await expect(result).toBeVisible({ timeout: 540_000 });
      await expectToast(page, words, 'ocrPdf.toast.done.title', 'ocrPdf.toast.done.text');
      await expectText(result, words, 'ocrPdf.result.read', ['one-page_searchable.pdf', 'one-page.txt']);

      const download = await downloadFrom(page, () => page.getByRole('button', { name: words.say('ocrPdf.result.downloadPdf') }).click());
      expect(download.suggestedFilename()).toBe('one-page_searchable.pdf');
      const bytes = await bytesOf(download);
      const input = new Uint8Array(readFileSync(onePage));
      expect(Buffer.compare(pagesAsPng(bytes, 72)[0], pagesAsPng(input, 72)[0]), 'renders as before').toBe(0);
      const truth = pdftotext(new Uint8Array(readFileSync(corpusFile('text-117pages-geotopo.pdf'))), ['-f', '13', '-l', '13']);
      expect(wordsFoundInOrder(findableWords(truth), findableWords(pdftotext(bytes)))).toBeGreaterThanOrEqual(0.9);
      await expectNoEnglishOnPage(page, words, FILES);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test(`/${language.code}/extract-archive extracts a ZIP byte for byte and says so in the language`, async ({ page }) => {
      const words = wordsOf(language.code, 'extract-archive');
      const file = 'zip-deflate.zip';
      const listed = readManifest(realworldFile('archives', `${file}.members.tsv`));
      const members = listed.filter((m) => m.kind === 'file' && m.sha256 !== '-');
      // The tree shows the archive's folder and file names as they are.
      const names = [...new Set(listed.flatMap((m) => m.path.normalize('NFC').split('/')).filter(Boolean))].sort((a, b) => b.length - a.length);
      await openIn(page, language, 'extract-archive');
      await chooseFiles(page, realworldFile('archives', file));
      const summary = page.getByTestId('archive-summary');
      await expectText(summary, words, 'extractArchive.summary.files');
      await expectText(summary, words, 'extractArchive.summary.total');
      await expectText(page.getByTestId('archive-selection'), words, 'extractArchive.select.count');

      const download = await downloadFrom(page, () => page.getByRole('button', { name: words.say('extractArchive.action.zip') }).click());
      await expectToast(page, words, 'extractArchive.toast.extracted.title', 'extractArchive.toast.extracted.done');
      await expectText(page.getByTestId('archive-report'), words, 'extractArchive.report.done');
      const entries = unzipSync(await bytesOf(download));
      const hashes = new Map(Object.entries(entries).filter(([name]) => !name.endsWith('/')).map(([name, bytes]) => [name.normalize('NFC'), sha256(bytes)]));
      for (const member of members) expect(hashes.get(member.path.normalize('NFC')), member.path).toBe(member.sha256);
      expect(hashes.size).toBe(members.length);
      await expectNoEnglishOnPage(page, words, [...FILES, ...names]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
}
