import { readFileSync } from 'node:fs';
import { chooseFiles, corpusFile, expect, seriousA11yViolations, test } from './fixtures/test';
import { pdfjsRotations, pdfjsText } from '../helpers/pdfChecks';

type Page = import('@playwright/test').Page;
const toast = (page: Page) => page.getByTestId('toast');
const cards = (page: Page) => page.getByTestId('organize-page');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function open(page: Page, file: string) {
  await page.goto('/organize-pdf');
  await page.waitForLoadState('networkidle');
  await chooseFiles(page, corpusFile(file));
}

async function saveAndDownload(page: Page) {
  await button(page, 'Save organized PDF').click();
  await expect(page.getByRole('heading', { name: 'PDF Organized!' })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await button(page, 'Download PDF').click();
  const file = await downloadPromise;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
}

test('rotate page 1, delete page 2, move page 3 first: pdf.js reads 3 pages in that order and turn', async ({ page }) => {
  const source = 'text-4pages-pdflatex.pdf';
  await open(page, source);
  await expect(page.getByTestId('pdf-status')).toHaveText('text-4pages-pdflatex.pdf: 4 pages');
  await expect(cards(page)).toHaveCount(4);
  await expect(cards(page).first()).toHaveAttribute('data-drawn', 'true');

  await button(page, 'Rotate page 1 right').click();
  await expect(cards(page).first()).toHaveAttribute('data-rotate', '90');
  await button(page, 'Delete page 2').click();
  await expect(cards(page)).toHaveCount(3);
  // The old page 3 is now the second card: moved first with the keyboard.
  await button(page, 'Move page 2 earlier').focus();
  await page.keyboard.press('Enter');
  // The keyboard stays on the moved page (now first, so 'earlier' is off and the next button has focus).
  await expect(button(page, 'Rotate page 1 left')).toBeFocused();
  await expect(page.getByTestId('pages-summary')).toHaveText('3 pages in the new PDF');
  await expect(cards(page).nth(1)).toHaveAttribute('data-rotate', '90');

  const { name, bytes } = await saveAndDownload(page);
  await expect(toast(page)).toContainText('PDF organized');
  expect(name).toBe('text-4pages-pdflatex_organized.pdf');
  const original = await pdfjsText(new Uint8Array(readFileSync(corpusFile(source))));
  expect(await pdfjsText(bytes)).toEqual([original[2], original[0], original[3]]);
  expect(await pdfjsRotations(bytes)).toEqual([0, 90, 0]);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('duplicate, blank page, pages of another PDF, drag and undo', async ({ page }) => {
  await open(page, 'text-4pages-pdflatex.pdf');
  await expect(cards(page)).toHaveCount(4);
  await button(page, 'Duplicate page 1').click();
  await expect(cards(page)).toHaveCount(5);
  await page.getByLabel('Insert after page').fill('0');
  await button(page, 'Insert blank page').click();
  await expect(cards(page).first()).toContainText('Blank page');
  await page.getByTestId('add-pdf-input').setInputFiles(corpusFile('text-2pages-libreoffice.pdf'));
  await expect(cards(page)).toHaveCount(8);
  await expect(cards(page).first()).toContainText('text-2pages-libreoffice.pdf, page 1');
  await expect(cards(page).nth(2)).toContainText('Blank page');
  // Undo removes the added file's pages, then the blank page.
  await button(page, 'Undo').click();
  await expect(cards(page)).toHaveCount(6);
  await button(page, 'Undo').click();
  await expect(cards(page)).toHaveCount(5);
  await button(page, 'Rotate page 4 left').click();
  // The fourth card (the original page 3, in the first row) dragged onto the first.
  await cards(page).nth(3).dragTo(cards(page).first());
  await expect(cards(page).first()).toHaveAttribute('data-rotate', '270');

  const { bytes } = await saveAndDownload(page);
  const original = await pdfjsText(new Uint8Array(readFileSync(corpusFile('text-4pages-pdflatex.pdf'))));
  expect(await pdfjsText(bytes)).toEqual([original[2], original[0], original[0], original[1], original[3]]);
  expect(await pdfjsRotations(bytes)).toEqual([270, 0, 0, 0, 0]);
});

test('the last page cannot be deleted; a damaged PDF is refused and the page takes another', async ({ page }) => {
  await open(page, 'truncated-libreoffice.pdf');
  await expect(toast(page)).toContainText('Cannot open this PDF');
  await chooseFiles(page, corpusFile('encrypted-userpw-peanuts.pdf'));
  await page.getByLabel('Password for encrypted-userpw-peanuts.pdf').fill('peanuts');
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(cards(page)).toHaveCount(2);
  await button(page, 'Delete page 1').click();
  await expect(cards(page)).toHaveCount(1);
  await expect(button(page, 'Delete page 1')).toBeDisabled();
  const { name, bytes } = await saveAndDownload(page);
  expect(name).toBe('encrypted-userpw-peanuts_organized.pdf');
  expect(await pdfjsText(bytes)).toHaveLength(1);
});
