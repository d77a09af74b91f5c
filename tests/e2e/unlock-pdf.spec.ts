/**
 * /unlock-pdf on real files: the downloaded copy opens with no password in qpdf, poppler and pdf.js,
 * with the same pages and the same text (pdftotext) as the protected original.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseFiles, corpusFile, expect, gotoHydrated, realworldFile, seriousA11yViolations, test } from './fixtures/test';
import { pdfjsOpen, popplerText, qpdfEncryption } from '../helpers/pdfSecurity';

const toast = (page: Page) => page.getByTestId('toast');
const bytesOf = (path: string) => new Uint8Array(readFileSync(path));

async function open(page: Page) {
  await gotoHydrated(page, '/unlock-pdf');
}

/** Waits for the unlocked copy, checks the toast, and returns the downloaded bytes. */
async function downloadUnlocked(page: Page, fileName: string): Promise<Uint8Array> {
  const result = page.getByTestId('pdf-result');
  await expect(result).toContainText(fileName, { timeout: 60_000 });
  await expect(toast(page).filter({ hasText: 'PDF Unlocked' })).toBeVisible();
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download Unlocked PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  return new Uint8Array(readFileSync(await file.path()));
}

/** Not encrypted, opened by pdf.js without a password, and the text poppler reads is `text`. */
async function expectOpenWith(bytes: Uint8Array, pages: number, text: string | null) {
  expect(qpdfEncryption(bytes).output).toContain('File is not encrypted');
  expect(await pdfjsOpen(bytes)).toEqual({ pages });
  expect(text).not.toBeNull();
  expect(popplerText(bytes)).toBe(text);
}

test('a password-protected PDF: a wrong password is said, the right one unlocks it at once, and the copy opens without one', async ({ page }) => {
  const input = corpusFile('encrypted-userpw-peanuts.pdf');
  await open(page);
  await chooseFiles(page, input);
  const field = page.getByLabel('Password for encrypted-userpw-peanuts.pdf');
  await expect(field).toBeFocused();
  await expect(page.getByRole('button', { name: 'Unlock PDF' })).toHaveCount(1); // the field's own
  await field.fill('walnuts');
  await field.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'That password does not open this PDF' })).toBeVisible();
  const retry = page.getByLabel('Password for encrypted-userpw-peanuts.pdf');
  await retry.fill('peanuts');
  await retry.press('Enter');
  const bytes = await downloadUnlocked(page, 'unlocked_encrypted-userpw-peanuts.pdf');
  await expect(page.getByTestId('pdf-access-note')).toContainText('Password removed');
  await expectOpenWith(bytes, 2, popplerText(bytesOf(input), 'peanuts'));
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('owner restrictions only (AES-256): said at once, removed without a password', async ({ page }) => {
  const input = corpusFile('restricted-ownerpw-aes256.pdf');
  await open(page);
  await chooseFiles(page, input);
  await expect(page.getByTestId('unlock-file-note')).toContainText('its owner restricted printing, copying or editing');
  await expect(page.getByTestId('pdf-password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  const bytes = await downloadUnlocked(page, 'unlocked_restricted-ownerpw-aes256.pdf');
  await expect(page.getByTestId('pdf-access-note')).toContainText('Restrictions removed');
  await expectOpenWith(bytes, 4, popplerText(bytesOf(input)));
});

test('a real-world RC4 file that forbids printing and copying (novaPDF) unlocks with the same text', async ({ page }) => {
  const input = realworldFile('pdf-train', 'encrypted-novapdf-print-copy-denied.pdf');
  expect(qpdfEncryption(bytesOf(input)).report.get('print high resolution')).toBe('not allowed');
  await open(page);
  await chooseFiles(page, input);
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  const bytes = await downloadUnlocked(page, 'unlocked_encrypted-novapdf-print-copy-denied.pdf');
  await expectOpenWith(bytes, 4, popplerText(bytesOf(input)));
});

test('a PDF with no protection is said to have none, plainly', async ({ page }) => {
  await open(page);
  await chooseFiles(page, corpusFile('text-2pages-libreoffice.pdf'));
  await expect(page.getByTestId('unlock-file-note')).toContainText('This PDF is not protected: it opens without a password and has no restrictions');
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(toast(page).filter({ hasText: 'Nothing to unlock' })).toBeVisible();
  await expect(page.getByTestId('pdf-result')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a signed PDF without protection is not rewritten, so it is not warned about: it is said to have nothing to unlock', async ({ page }) => {
  await open(page);
  await chooseFiles(page, realworldFile('pdfjs', 'signed_verified.pdf'));
  await expect(page.getByTestId('unlock-file-note')).toContainText('This PDF is not protected');
  await expect(page.getByTestId('pdf-signed-warning')).toHaveCount(0);
});

test('a signed, restricted PDF is named before unlocking, and unlocked only when the user goes on', async ({ page }, testInfo) => {
  const restricted = testInfo.outputPath('signed-restricted.pdf');
  execFileSync('qpdf', ['--encrypt', '', 'owner-secret', '256', '--print=none', '--', realworldFile('pdfjs', 'signed_verified.pdf'), restricted]);
  await open(page);
  await chooseFiles(page, restricted);
  const warning = page.getByTestId('pdf-signed-warning');
  await expect(warning).toContainText('digitally signed');
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(toast(page).filter({ hasText: 'This PDF is signed' })).toBeVisible();
  await expect(page.getByTestId('pdf-result')).toHaveCount(0);
  await warning.getByRole('button', { name: 'Unlock anyway' }).click();
  const bytes = await downloadUnlocked(page, 'unlocked_signed-restricted.pdf');
  await expect(page.getByTestId('pdf-result')).toContainText('Its digital signature is no longer valid in the unlocked copy.');
  await expectOpenWith(bytes, 1, popplerText(bytesOf(restricted)));
});

test('a PDF protected on /protect-pdf unlocks here to the original text', async ({ page }, testInfo) => {
  const input = corpusFile('text-4pages-pdflatex.pdf');
  await gotoHydrated(page, '/protect-pdf');
  await chooseFiles(page, input);
  await page.getByLabel('Password to open the PDF').fill('round trip 2026');
  await page.getByLabel('Repeat the password').fill('round trip 2026');
  await page.getByRole('button', { name: 'Protect PDF' }).click();
  const protectedResult = page.getByTestId('pdf-result');
  await expect(protectedResult).toContainText('protected_text-4pages-pdflatex.pdf', { timeout: 60_000 });
  const saved = page.waitForEvent('download');
  await protectedResult.getByRole('button', { name: 'Download Protected PDF' }).click();
  const locked = testInfo.outputPath('protected_text-4pages-pdflatex.pdf');
  await (await saved).saveAs(locked);
  expect(popplerText(bytesOf(locked))).toBeNull();

  await open(page);
  await chooseFiles(page, locked);
  const field = page.getByLabel('Password for protected_text-4pages-pdflatex.pdf');
  await field.fill('round trip 2026');
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  const bytes = await downloadUnlocked(page, 'unlocked_protected_text-4pages-pdflatex.pdf');
  await expectOpenWith(bytes, 4, popplerText(bytesOf(input)));
});

test('bad files get a clear message and the page keeps working', async ({ page }, testInfo) => {
  const empty = testInfo.outputPath('empty.pdf');
  writeFileSync(empty, Buffer.alloc(0));
  const disguised = testInfo.outputPath('photo.pdf');
  writeFileSync(disguised, readFileSync(corpusFile('gps-nikon-coolpix.jpg')));
  await open(page);
  for (const bad of [corpusFile('truncated-libreoffice.pdf'), empty, disguised]) {
    await chooseFiles(page, bad);
    await expect(toast(page).filter({ hasText: 'The file is damaged or is not a PDF.' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Unlock PDF' }).click();
    await expect(page.getByTestId('pdf-result')).toHaveCount(0);
  }
  await chooseFiles(page, corpusFile('gps-nikon-coolpix.jpg'));
  await expect(toast(page).filter({ hasText: 'Invalid file type' })).toBeVisible();
  const input = corpusFile('restricted-ownerpw-aes256.pdf');
  await chooseFiles(page, input);
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  const bytes = await downloadUnlocked(page, 'unlocked_restricted-ownerpw-aes256.pdf');
  await expectOpenWith(bytes, 4, popplerText(bytesOf(input)));
});
