import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chooseFiles, corpusFile, expect, seriousA11yViolations, test } from './fixtures/test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function hydrated(page: Page) {
  const tab = page.getByRole('tab', { name: 'Text to Base64' });
  await expect.poll(() => tab.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')))).toBe(true);
}

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) as string) };
}

const toast = (page: Page) => page.getByTestId('toast');
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.beforeEach(async ({ page }) => {
  await page.goto('/base64-tool');
  await hydrated(page);
});

const TEXT = 'Héllo wörld 😀👍🏽 日本語 — "quotes" & <tags>\nsecond line';
const ENCODED = Buffer.from(TEXT, 'utf8').toString('base64');

test('Text to Base64 is the default; blank input keeps Encode disabled', async ({ page }) => {
  await expect(page.getByRole('tab', { name: 'Text to Base64' })).toHaveAttribute('aria-selected', 'true');
  for (const name of ['Base64 to Text', 'File to Base64', 'Base64 to File']) await expect(page.getByRole('tab', { name })).toBeVisible();
  const encode = page.getByRole('button', { name: 'Encode to Base64' });
  await expect(encode).toBeDisabled();
  await page.getByLabel('Text to encode').fill('  \n ');
  await expect(encode).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
});

test('encode text with emoji, copy it, download encoded.txt, decode it back', async ({ page }) => {
  await page.getByLabel('Text to encode').fill(TEXT);
  await page.getByRole('button', { name: 'Encode to Base64' }).click();
  await expect(page.getByLabel('Base64 output')).toHaveValue(ENCODED);

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(toast(page)).toContainText('Copied!');
  await expect(toast(page)).toContainText('Text copied to clipboard.');
  expect(await clipboard(page)).toBe(ENCODED);

  const encodedFile = await download(page, 'Download');
  expect(encodedFile.name).toBe('encoded.txt');
  expect(encodedFile.bytes.toString('utf8')).toBe(ENCODED);

  await page.getByRole('tab', { name: 'Base64 to Text' }).click();
  // Pasted with line breaks and in the URL-safe alphabet: still decodes.
  const urlSafe = Buffer.from(TEXT, 'utf8').toString('base64url');
  await page.getByLabel('Base64 to decode').fill(`${urlSafe.slice(0, 20)}\n${urlSafe.slice(20)}`);
  await page.getByRole('button', { name: 'Decode to Text' }).click();
  await expect(page.getByLabel('Decoded text')).toHaveValue(TEXT);
  const decodedFile = await download(page, 'Download');
  expect(decodedFile.name).toBe('decoded.txt');
  expect(decodedFile.bytes.toString('utf8')).toBe(TEXT);

  // Each tab keeps its own input and output.
  await page.getByRole('tab', { name: 'Text to Base64' }).click();
  await expect(page.getByLabel('Base64 output')).toHaveValue(ENCODED);
});

test('invalid Base64 gives the Decoding Error toast and the tool keeps working', async ({ page }) => {
  await page.getByRole('tab', { name: 'Base64 to Text' }).click();
  await page.getByLabel('Base64 to decode').fill('this is not base64!');
  await page.getByRole('button', { name: 'Decode to Text' }).click();
  await expect(toast(page)).toContainText('Decoding Error');
  await expect(toast(page)).toContainText('Invalid Base64 string or failed to decode.');
  await expect(page.getByLabel('Decoded text')).toHaveValue('');
  await page.getByLabel('Base64 to decode').fill('SGVsbG8=');
  await page.getByRole('button', { name: 'Decode to Text' }).click();
  await expect(page.getByLabel('Decoded text')).toHaveValue('Hello');

  await page.getByRole('tab', { name: 'Base64 to File' }).click();
  await page.getByLabel('Base64 or data URL to turn into a file').fill('%%%');
  await page.getByRole('button', { name: 'Decode to File' }).click();
  await expect(toast(page)).toContainText('Decoding Error');
});

test('a corpus PNG: File to Base64, then Base64 to File, byte-identical', async ({ page }) => {
  const path = corpusFile('png-exif-gps.png');
  const original = await readFile(path);
  const expected = original.toString('base64');
  await page.getByRole('tab', { name: 'File to Base64' }).click();
  await chooseFiles(page, path);
  await expect(page.getByTestId('selected-file')).toHaveText(`Selected: png-exif-gps.png (${(original.length / 1024).toFixed(2)} KB)`);
  // 12,000+ characters: the box shows the first 10,000, Copy and Download give all of it.
  await expect(page.getByLabel('Base64 output')).toHaveValue(expected.slice(0, 10_000));
  await expect(page.getByTestId('output-note')).toContainText(`of ${expected.length.toLocaleString('en-US')} characters`);

  await page.getByRole('button', { name: 'Copy Base64' }).click();
  await expect(toast(page)).toContainText('Copied!');
  expect(await clipboard(page)).toBe(expected);
  const encoded = await download(page, 'Download');
  expect(encoded.name).toBe('png-exif-gps.png.base64');
  expect(encoded.bytes.toString('utf8')).toBe(expected);

  await page.getByRole('tab', { name: 'Base64 to File' }).click();
  await page.getByLabel('Base64 or data URL to turn into a file').fill(encoded.bytes.toString('utf8'));
  await page.getByRole('button', { name: 'Decode to File' }).click();
  await expect(page.getByTestId('decoded-type')).toHaveText('image/png');
  await expect(page.getByRole('img', { name: 'Preview of the decoded image' })).toBeVisible();
  const decoded = await download(page, 'Download File');
  expect(decoded.name).toBe('decoded.png');
  expect(decoded.bytes.equals(original)).toBe(true);
});

test('Base64 to File reads the type from a data: URL prefix', async ({ page }) => {
  const original = await readFile(corpusFile('gps-nikon-coolpix.jpg'));
  await page.getByRole('tab', { name: 'Base64 to File' }).click();
  await page.getByLabel('Base64 or data URL to turn into a file').fill(`data:image/jpeg;base64,${original.toString('base64')}`);
  await page.getByRole('button', { name: 'Decode to File' }).click();
  await expect(page.getByTestId('decoded-name')).toHaveText('decoded.jpg');
  expect((await download(page, 'Download File')).bytes.equals(original)).toBe(true);
});

test('a 100 MB file is encoded in chunks with a progress bar and can be cancelled; Download gives the full text', async ({ page }) => {
  test.setTimeout(180_000);
  const bytes = Buffer.alloc(100 * 1024 * 1024);
  for (let i = 0; i < bytes.length; i += 4) bytes.writeUInt32LE(((Math.imul(i, 2654435761) >>> 0) ^ (i >>> 7)) >>> 0, i);
  const path = test.info().outputPath('big.bin');
  await writeFile(path, bytes);
  const expected = bytes.toString('base64');

  await page.getByRole('tab', { name: 'File to Base64' }).click();
  const progress = page.getByRole('progressbar', { name: 'Encoding file' });
  // Cancel stops the job: no output, and the tool takes the next file.
  await chooseFiles(page, path);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toHaveCount(0);
  await expect(page.getByTestId('output-note')).toHaveCount(0);

  const sawProgress = progress.waitFor({ state: 'attached' });
  await chooseFiles(page, path);
  await sawProgress;
  await expect(page.getByTestId('output-note')).toHaveText(
    `Showing the first 10,000 of ${expected.length.toLocaleString('en-US')} characters. Copy Base64 and Download give the full text.`,
  );
  expect(await page.getByLabel('Base64 output').inputValue()).toBe(expected.slice(0, 10_000));
  const encoded = await download(page, 'Download');
  expect(encoded.name).toBe('big.bin.base64');
  expect(encoded.bytes.length).toBe(expected.length);
  expect(createHash('sha256').update(encoded.bytes).digest('hex')).toBe(createHash('sha256').update(expected).digest('hex'));
});

test('keyboard: arrow keys move between tabs, Tab reaches the input and the button', async ({ page }) => {
  await page.getByRole('tab', { name: 'Text to Base64' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Base64 to Text' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Base64 to Text' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Base64 to decode')).toBeFocused();
  await page.keyboard.type('8J+YgA==');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Decode to Text' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Decoded text')).toHaveValue('😀');
});

test('axe: no serious violations on each tab', async ({ page }) => {
  for (const name of ['Text to Base64', 'Base64 to Text', 'File to Base64', 'Base64 to File']) {
    await page.getByRole('tab', { name }).click();
    expect(await seriousA11yViolations(page), name).toEqual([]);
  }
});
