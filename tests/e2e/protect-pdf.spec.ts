/**
 * /protect-pdf on real files: the downloaded copy is read back by qpdf (encryption and permissions),
 * poppler and pdf.js (they open it only with the password, and then show the original text).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseFiles, corpusFile, expect, gotoHydrated, realworldFile, seriousA11yViolations, test } from './fixtures/test';
import { pdfjsOpen, popplerText, qpdfEncryption } from '../helpers/pdfSecurity';

const toast = (page: Page) => page.getByTestId('toast');

async function open(page: Page) {
  await gotoHydrated(page, '/protect-pdf');
}

async function setPassword(page: Page, password: string, repeat = password) {
  await page.getByLabel('Password to open the PDF').fill(password);
  await page.getByLabel('Repeat the password').fill(repeat);
}

/** Protects with what is set, checks the result panel, and returns the downloaded bytes. */
async function protectAndDownload(page: Page, fileName: string): Promise<Uint8Array> {
  await page.getByRole('button', { name: 'Protect PDF' }).click();
  const result = page.getByTestId('pdf-result');
  await expect(result).toContainText(fileName, { timeout: 60_000 });
  await expect(toast(page).filter({ hasText: 'PDF Protected' })).toBeVisible();
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download Protected PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  return new Uint8Array(readFileSync(await file.path()));
}

const permissionsOf = (report: Map<string, string>) =>
  Object.fromEntries(
    ['print high resolution', 'extract for any purpose', 'modify other', 'modify annotations', 'modify forms', 'modify document assembly'].map((key) => [key, report.get(key)]),
  );

test('protects a real PDF with AES-256 and chosen permissions: qpdf reads them back, poppler and pdf.js open it only with the password', async ({ page }) => {
  const input = corpusFile('text-4pages-pdflatex.pdf');
  await open(page);
  await chooseFiles(page, input);
  await expect(page.getByText('File ready for processing')).toBeVisible();
  await setPassword(page, 'orbit maple tunnel sixty');
  await expect(page.getByTestId('password-strength')).toContainText('Strength: Strong');
  await page.getByLabel('Restrict printing, copying and editing').check();
  await page.getByLabel('Permissions password', { exact: true }).fill('owner only 42');
  await expect(page.getByLabel('Print', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Fill in forms', { exact: true })).toBeChecked();
  await page.getByLabel('Copy text and images').check();
  await expect(page.getByLabel('Encryption')).toHaveValue('AES-256');

  const bytes = await protectAndDownload(page, 'protected_text-4pages-pdflatex.pdf');
  await expect(toast(page).filter({ hasText: 'Download Started' })).toBeVisible();
  const result = page.getByTestId('pdf-result');
  await expect(result).toContainText('4 pages · AES-256 encryption');
  await expect(result).toContainText('may print, copy and fill in forms; may not edit or comment');

  const { report, output } = qpdfEncryption(bytes, 'orbit maple tunnel sixty');
  expect(report.get('R')).toBe('6');
  expect(report.get('stream encryption method')).toBe('AESv3');
  expect(output).toContain('Supplied password is user password');
  expect(permissionsOf(report)).toEqual({
    'print high resolution': 'allowed',
    'extract for any purpose': 'allowed',
    'modify other': 'not allowed',
    'modify annotations': 'not allowed',
    'modify forms': 'allowed',
    'modify document assembly': 'not allowed',
  });
  expect(qpdfEncryption(bytes, 'owner only 42').output).toContain('Supplied password is owner password');
  expect(popplerText(bytes)).toBeNull();
  expect(popplerText(bytes, 'orbit maple tunnel sixty')).toBe(popplerText(new Uint8Array(readFileSync(input))));
  expect(await pdfjsOpen(bytes)).toEqual({ error: 'PasswordException' });
  expect(await pdfjsOpen(bytes, 'orbit maple tunnel sixty')).toEqual({ pages: 4 });
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('AES-128 for old readers, chosen by keyboard, on a real-world form', async ({ page }) => {
  const input = realworldFile('pdf-train', 'form-libreoffice-license-18fields.pdf');
  await open(page);
  await chooseFiles(page, input);
  await setPassword(page, 'Old Reader 2007');
  const encryption = page.getByLabel('Encryption');
  await encryption.focus();
  await page.keyboard.press('End');
  await expect(encryption).toHaveValue('AES-128');
  const bytes = await protectAndDownload(page, 'protected_form-libreoffice-license-18fields.pdf');
  await expect(page.getByTestId('pdf-result')).toContainText('AES-128 encryption');
  await expect(page.getByTestId('pdf-result')).toContainText('no restrictions were set');
  const { report } = qpdfEncryption(bytes, 'Old Reader 2007');
  expect(report.get('R')).toBe('4');
  expect(report.get('stream encryption method')).toBe('AESv2');
  expect(report.get('modify anything')).toBe('allowed');
  expect(popplerText(bytes)).toBeNull();
  expect(popplerText(bytes, 'Old Reader 2007')).toBe(popplerText(new Uint8Array(readFileSync(input))));
  expect(await pdfjsOpen(bytes, 'Old Reader 2007')).toEqual({ pages: 6 });
});

test('says what the passwords lack: none, not the same twice, the same as the permissions password', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Protect PDF' }).click();
  await expect(toast(page).filter({ hasText: 'No file selected' })).toBeVisible();

  await chooseFiles(page, corpusFile('text-2pages-libreoffice.pdf'));
  await expect(page.getByText('File ready for processing')).toBeVisible();
  await page.getByRole('button', { name: 'Protect PDF' }).click();
  await expect(toast(page).filter({ hasText: 'Enter a password to open the PDF.' })).toBeVisible();

  await setPassword(page, 'orbit maple', 'orbit mapel');
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expect(page.getByLabel('Repeat the password')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Protect PDF' }).click();
  await expect(toast(page).filter({ hasText: 'The two passwords do not match.' })).toBeVisible();

  await setPassword(page, 'orbit maple');
  await page.getByLabel('Restrict printing, copying and editing').check();
  await page.getByLabel('Permissions password', { exact: true }).fill('orbit maple');
  await page.getByRole('button', { name: 'Protect PDF' }).click();
  await expect(toast(page).filter({ hasText: 'must be different from the open password' })).toBeVisible();
  await expect(page.getByTestId('pdf-result')).toHaveCount(0);

  await page.getByLabel('Permissions password', { exact: true }).fill('another one');
  await page.getByLabel('Show passwords').check();
  await expect(page.getByLabel('Password to open the PDF')).toHaveAttribute('type', 'text');
  const bytes = await protectAndDownload(page, 'protected_text-2pages-libreoffice.pdf');
  expect(qpdfEncryption(bytes, 'orbit maple').report.get('R')).toBe('6');
});

test('a PDF that already has a password opens with it, then opens only with the new one', async ({ page }) => {
  const input = corpusFile('encrypted-userpw-peanuts.pdf');
  await open(page);
  await chooseFiles(page, input);
  const field = page.getByLabel('Password for encrypted-userpw-peanuts.pdf');
  await expect(field).toBeFocused();
  await expect(page.getByTestId('pdf-password')).toContainText('the protected copy opens with the new password you set below');
  await field.fill('walnuts');
  await field.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'That password does not open this PDF' })).toBeVisible();
  await page.getByLabel('Password for encrypted-userpw-peanuts.pdf').fill('peanuts');
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(page.getByTestId('pdf-password')).toHaveCount(0);
  await setPassword(page, 'cashews and almonds');
  const bytes = await protectAndDownload(page, 'protected_encrypted-userpw-peanuts.pdf');
  await expect(page.getByTestId('pdf-access-note')).toContainText('Its old password no longer opens the copy');
  expect(popplerText(bytes, 'peanuts')).toBeNull();
  expect(popplerText(bytes, 'cashews and almonds')).toBe(popplerText(new Uint8Array(readFileSync(input)), 'peanuts'));
});

test('a signed PDF is named before protecting, and is protected only when the user goes on', async ({ page }) => {
  await open(page);
  await chooseFiles(page, realworldFile('pdfjs', 'signed_verified.pdf'));
  const warning = page.getByTestId('pdf-signed-warning');
  await expect(warning).toContainText('digitally signed');
  await setPassword(page, 'signed and sealed');
  await page.getByRole('button', { name: 'Protect PDF' }).click();
  await expect(toast(page).filter({ hasText: 'This PDF is signed' })).toBeVisible();
  await expect(page.getByTestId('pdf-result')).toHaveCount(0);
  await warning.getByRole('button', { name: 'Protect anyway' }).click();
  const result = page.getByTestId('pdf-result');
  await expect(result).toContainText('protected_signed_verified.pdf');
  await expect(result).toContainText('Its digital signature is no longer valid in the protected copy.');
});

test('a PDF/A file is protected and told it no longer claims PDF/A', async ({ page }) => {
  await open(page);
  await chooseFiles(page, realworldFile('pdfjs', 'issue5747.pdf'));
  await setPassword(page, 'archive key 2026');
  const bytes = await protectAndDownload(page, 'protected_issue5747.pdf');
  await expect(page.getByTestId('pdf-access-note')).toContainText('no longer claims to be PDF/A');
  expect(qpdfEncryption(bytes, 'archive key 2026').report.get('R')).toBe('6');
});

test('bad files get a clear message and the page keeps working', async ({ page }, testInfo) => {
  const empty = testInfo.outputPath('empty.pdf');
  writeFileSync(empty, Buffer.alloc(0));
  const disguised = testInfo.outputPath('photo.pdf');
  writeFileSync(disguised, readFileSync(corpusFile('gps-nikon-coolpix.jpg')));
  await open(page);
  await setPassword(page, 'still works 1');

  for (const bad of [corpusFile('truncated-libreoffice.pdf'), empty, disguised]) {
    await chooseFiles(page, bad);
    await page.getByRole('button', { name: 'Protect PDF' }).click();
    await expect(toast(page).filter({ hasText: 'The file is damaged or is not a PDF.' }).first()).toBeVisible();
    await expect(page.getByTestId('pdf-result')).toHaveCount(0);
  }
  await chooseFiles(page, corpusFile('gps-nikon-coolpix.jpg'));
  await expect(toast(page).filter({ hasText: 'Invalid file type' })).toBeVisible();

  await chooseFiles(page, corpusFile('text-2pages-libreoffice.pdf'));
  const bytes = await protectAndDownload(page, 'protected_text-2pages-libreoffice.pdf');
  expect(qpdfEncryption(bytes, 'still works 1').report.get('R')).toBe('6');
});
