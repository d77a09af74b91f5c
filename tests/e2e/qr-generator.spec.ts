import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readQrPng } from '../helpers/readQr';
import { chooseOption, expect, selectedOption, seriousA11yViolations, test } from './fixtures/test';

const choose = chooseOption;

/** Clicks a download button and returns the saved file's name and bytes. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile((await file.path()) as string)) };
}

const generate = (page: Page) => page.getByRole('button', { name: 'Generate QR Code' });

/** The page is prerendered: controls exist before React hydrates them, so wait until it has. */
async function hydrated(page: Page) {
  const control = page.getByRole('combobox', { name: 'QR Code Type' });
  await expect.poll(() => control.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')))).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/qr-generator');
  await hydrated(page);
});

test('before generating: placeholder, and Generate disabled on blank input', async ({ page }) => {
  await expect(page.getByText('QR code will appear here')).toBeVisible();
  await expect(generate(page)).toBeDisabled();
  await page.getByLabel('Text', { exact: true }).fill('   \n  ');
  await expect(generate(page)).toBeDisabled();
  await page.getByLabel('Text', { exact: true }).fill('hi');
  await expect(generate(page)).toBeEnabled();
});

const CASES: { type: string; field: string; input: string; expected: string }[] = [
  { type: 'Plain Text', field: 'Text', input: 'Hello QR!\nSecond line: Café 😀', expected: 'Hello QR!\nSecond line: Café 😀' },
  { type: 'URL/Website', field: 'Website URL', input: 'example.com/menu', expected: 'https://example.com/menu' },
  { type: 'URL/Website', field: 'Website URL', input: 'http://example.org/a?b=1', expected: 'http://example.org/a?b=1' },
  { type: 'Email', field: 'Email Address', input: 'hello@example.com', expected: 'mailto:hello@example.com' },
  { type: 'Phone Number', field: 'Phone Number', input: '+1 555 123 4567', expected: 'tel:+15551234567' },
];

for (const c of CASES) {
  test(`${c.type}: ${c.input.split('\n')[0]} reads back from the downloaded PNG`, async ({ page }) => {
    await choose(page, 'QR Code Type', c.type);
    await page.getByLabel(c.field, { exact: true }).fill(c.input);
    await generate(page).click();
    await expect(page.getByTestId('qr-payload')).toHaveText(c.expected);
    const png = await download(page, 'Download');
    expect(png.name).toBe('qr-code.png');
    expect(await readQrPng(png.bytes)).toBe(c.expected);
  });
}

test('Wi-Fi: WIFI: payload with escaping, level H, PNG and SVG downloads', async ({ page }) => {
  await choose(page, 'QR Code Type', 'Wi-Fi Network');
  await expect(generate(page)).toBeDisabled();
  await page.getByLabel('Network name (SSID)').fill('Café; "Guest"');
  await page.getByLabel('Password').fill('pa:ss,word\\1');
  await choose(page, 'Error Correction', 'H: High (30% recovery)');
  await generate(page).click();
  const expected = 'WIFI:T:WPA;S:Café\\; \\"Guest\\";P:pa\\:ss\\,word\\\\1;;';
  await expect(page.getByTestId('qr-payload')).toHaveText(expected);
  const png = await download(page, 'Download');
  expect(await readQrPng(png.bytes)).toBe(expected);
  const svg = await download(page, 'Download SVG');
  expect(svg.name).toBe('qr-code.svg');
  const text = new TextDecoder().decode(svg.bytes);
  expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

  await choose(page, 'Security', 'None (open network)');
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await generate(page).click();
  await expect(page.getByTestId('qr-payload')).toHaveText('WIFI:T:nopass;S:Café\\; \\"Guest\\";;');
  expect(await readQrPng((await download(page, 'Download')).bytes)).toBe('WIFI:T:nopass;S:Café\\; \\"Guest\\";;');
});

test('too much data: a clear toast, and the page keeps working', async ({ page }) => {
  await page.getByLabel('Text', { exact: true }).fill('x'.repeat(3000));
  await choose(page, 'Error Correction', 'H: High (30% recovery)');
  await generate(page).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Too much data');
  await expect(toast).toContainText('The amount of data is too big to be stored in a QR Code');
  await expect(page.getByText('QR code will appear here')).toBeVisible();
  await page.getByLabel('Text', { exact: true }).fill('short again');
  await generate(page).click();
  await expect(page.getByTestId('qr-payload')).toHaveText('short again');
  expect(await readQrPng((await download(page, 'Download')).bytes)).toBe('short again');
});

test('the preview image is 200x200 and holds the same code', async ({ page }) => {
  await page.getByLabel('Text', { exact: true }).fill('preview');
  await generate(page).click();
  const img = page.getByTestId('qr-image');
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight])).toEqual([200, 200]);
  const src = (await img.getAttribute('src')) as string;
  expect(await readQrPng(new Uint8Array(Buffer.from(src.split(',')[1], 'base64')))).toBe('preview');
});

test('keyboard only: choose a type, type, submit with Enter', async ({ page }) => {
  await page.getByRole('combobox', { name: 'QR Code Type' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(selectedOption(page, 'QR Code Type')).toHaveText('URL/Website');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Website URL')).toBeFocused();
  await page.keyboard.type('filesmith.app');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('qr-payload')).toHaveText('https://filesmith.app');
});

test('axe: no serious violations before and after generating', async ({ page }) => {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByLabel('Text', { exact: true }).fill('a11y');
  await generate(page).click();
  await expect(page.getByTestId('qr-image')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
