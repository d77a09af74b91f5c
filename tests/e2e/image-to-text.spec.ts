/**
 * /image-to-text: a HEIC photo of a page (a table of numbers from ../shared/realworld/ocr/, encoded
 * as HEIC here) gives its text: the words on screen (shaded by confidence), the .txt download with
 * a word error rate under 0.10 against the ground truth. A file that is not an image is named.
 * Every request stays on our origin (the privacy guard). OCR is slow on two cores: generous timeouts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseFiles, expect, realworldFile, seriousA11yViolations, test } from './fixtures/test';
import { wordErrorRate } from '../helpers/ocr';

test.setTimeout(300_000);

test('a HEIC photo of a table gives its text, to copy or download', async ({ page }) => {
  const png = realworldFile('ocr', 'mortality-p1-clean.png');
  const truth = readFileSync(realworldFile('ocr', 'mortality-p1.gt.txt'), 'utf8');
  const dir = mkdtempSync(join(tmpdir(), 'image-to-text-'));
  const heic = join(dir, 'table-photo.heic');
  execFileSync('heif-enc', ['-q', '80', png, '-o', heic]);

  await page.goto('/image-to-text');
  await page.waitForLoadState('networkidle');
  await chooseFiles(page, heic);
  await page.getByRole('button', { name: 'Extract text' }).click();
  await expect(page.getByTestId('ocr-result')).toBeVisible({ timeout: 240_000 });
  await expect(page.getByTestId('toast').getByText('Text Extracted')).toBeVisible();
  await expect(page.getByTestId('ocr-text')).toContainText('2015');

  const downloadPromise = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Download text (.txt)' }).click();
  const file = await downloadPromise;
  expect(file.suggestedFilename()).toBe('table-photo.txt');
  const text = readFileSync(await file.path(), 'utf8');
  expect(wordErrorRate(truth, text)).toBeLessThan(0.1);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a file that is not an image is named, and the page keeps working', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'image-to-text-'));
  const fake = join(dir, 'notes.png');
  writeFileSync(fake, 'these are not the pixels you are looking for');
  await page.goto('/image-to-text');
  await page.waitForLoadState('networkidle');
  await chooseFiles(page, fake);
  await page.getByRole('button', { name: 'Extract text' }).click();
  await expect(page.getByTestId('toast').getByText('Could Not Read the Image')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Extract text' })).toBeEnabled();
});
