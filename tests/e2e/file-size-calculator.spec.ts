import type { Page } from '@playwright/test';
import { chooseOption, expect, selectedOption, seriousA11yViolations, test } from './fixtures/test';

const PLACEHOLDER = 'Enter file details to see compression estimates';

async function hydrated(page: Page) {
  const size = page.getByRole('spinbutton', { name: 'File size' });
  await expect.poll(() => size.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')))).toBe(true);
}

const choose = chooseOption;

/** Moves the slider by keyboard: Home is 50, each ArrowRight adds 5. */
async function setQuality(page: Page, quality: number) {
  const thumb = page.getByRole('slider', { name: 'Quality level' });
  await thumb.focus();
  await page.keyboard.press('Home');
  for (let q = 50; q < quality; q += 5) await page.keyboard.press('ArrowRight');
  await expect(thumb).toHaveValue(String(quality));
}

const value = (page: Page, id: string) => page.getByTestId(id);
const sizeField = (page: Page) => page.getByRole('spinbutton', { name: 'File size' });

test.beforeEach(async ({ page }) => {
  await page.goto('/file-size-calculator');
  await hydrated(page);
});

/** Spec sections 2 and 9, worked out by hand. */
const CASES = [
  { size: '10', unit: 'MB', type: 'Image', quality: 75, compressed: '7.00 MB', saved: '3.00 MB', percent: '30%', email: 'Under email limit', web: 'Moderately faster' },
  { size: '100', unit: 'MB', type: 'Video', quality: 95, compressed: '30.00 MB', saved: '70.00 MB', percent: '70%', email: 'Still large for email', web: 'Significantly faster' },
  { size: '500', unit: 'KB', type: 'Image', quality: 50, compressed: '425.00 KB', saved: '75.00 KB', percent: '15%', email: 'Under email limit', web: 'Moderately faster' },
  { size: '2', unit: 'GB', type: 'Video', quality: 85, compressed: '1.00 GB', saved: '1.00 GB', percent: '50%', email: 'Still large for email', web: 'Moderately faster' },
  { size: '30', unit: 'MB', type: 'PDF', quality: 95, compressed: '6.00 MB', saved: '24.00 MB', percent: '80%', email: 'Under email limit', web: 'Significantly faster' },
  { size: '40', unit: 'MB', type: 'PDF', quality: 60, compressed: '24.00 MB', saved: '16.00 MB', percent: '40%', email: 'Under email limit', web: 'Moderately faster' },
  { size: '1', unit: 'GB', type: 'PDF', quality: 70, compressed: '460.80 MB', saved: '563.20 MB', percent: '55%', email: 'Still large for email', web: 'Significantly faster' },
  { size: '50', unit: 'MB', type: 'Image', quality: 80, compressed: '35.00 MB', saved: '15.00 MB', percent: '30%', email: 'Still large for email', web: 'Moderately faster' },
];

test('shows the placeholder before any input', async ({ page }) => {
  await expect(page.getByText(PLACEHOLDER)).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Quality level' })).toHaveValue('75');
});

for (const c of CASES) {
  test(`${c.size} ${c.unit} ${c.type} at quality ${c.quality}`, async ({ page }) => {
    await choose(page, 'Unit', c.unit);
    await choose(page, 'File type', c.type);
    await setQuality(page, c.quality);
    await expect(page.getByText(PLACEHOLDER)).toBeVisible();
    await sizeField(page).fill(c.size);
    // Recalculated on input, without pressing the button.
    await expect(value(page, 'compressed-size')).toHaveText(c.compressed);
    await expect(value(page, 'saved-size')).toHaveText(c.saved);
    await expect(value(page, 'saved-percent')).toHaveText(c.percent);
    await expect(value(page, 'email-hint')).toHaveText(c.email);
    await expect(value(page, 'website-loading')).toHaveText(c.web);
    await expect(value(page, 'upload-time')).toHaveText(`About ${c.percent} faster`);
    await page.getByRole('button', { name: 'Calculate Compression' }).click();
    await expect(value(page, 'compressed-size')).toHaveText(c.compressed);
  });
}

test('every change recalculates: unit, type and quality', async ({ page }) => {
  await sizeField(page).fill('10');
  await expect(value(page, 'compressed-size')).toHaveText('7.00 MB');
  await choose(page, 'Unit', 'GB');
  await expect(value(page, 'compressed-size')).toHaveText('7.00 GB');
  await choose(page, 'File type', 'PDF');
  await expect(value(page, 'compressed-size')).toHaveText('4.50 GB');
  await setQuality(page, 95);
  await expect(value(page, 'compressed-size')).toHaveText('2.00 GB');
});

test('size 0, negative or blank: a clear message, no estimate, and the page keeps working', async ({ page }) => {
  const size = sizeField(page);
  await size.fill('0');
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a file size greater than 0.' })).toBeVisible();
  await expect(page.getByText(PLACEHOLDER)).toBeVisible();
  await page.getByRole('button', { name: 'Calculate Compression' }).click();
  await expect(page.getByTestId('toast')).toContainText('Invalid file size');
  await expect(page.getByTestId('toast')).toContainText('Please enter a file size greater than 0.');
  await size.fill('-5');
  await expect(size).toHaveAttribute('aria-invalid', 'true');
  await expect(value(page, 'compressed-size')).toHaveCount(0);
  await size.fill('');
  await expect(page.getByText('Please enter a file size greater than 0.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Calculate Compression' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a file size greater than 0.' })).toBeVisible();
  await size.fill('4');
  await expect(value(page, 'compressed-size')).toHaveText('2.80 MB');
});

test('keyboard only: size, unit, Enter to calculate', async ({ page }) => {
  await sizeField(page).focus();
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Unit' })).toBeFocused();
  // A focused native dropdown changes its value with the arrow, Home and End keys (KB, MB, GB).
  await page.keyboard.press('Home');
  await expect(selectedOption(page, 'Unit')).toHaveText('KB');
  await expect(value(page, 'compressed-size')).toHaveText('2.10 KB');
  await sizeField(page).focus();
  await page.keyboard.press('Enter');
  await expect(value(page, 'compressed-size')).toHaveText('2.10 KB');
});

test('axe: no serious violations with and without a result', async ({ page }) => {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await sizeField(page).fill('12');
  await expect(value(page, 'compressed-size')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
