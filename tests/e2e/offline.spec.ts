/**
 * Offline: after one visit the service worker has every page, worker and codec, so with the
 * network off the tools still work: compress an image, merge two PDFs, create a ZIP.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { chooseFiles, corpusFile, expect, test } from './fixtures/test';

test.use({ serviceWorkers: 'allow' });
test.setTimeout(240_000);

test('after one visit, the tools work with the network off', async ({ page, context }) => {
  await page.goto('/');
  // Installed = every precached file fetched; then the worker controls the pages it opens.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    return registration.active?.state;
  });
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
  expect(manifest).toMatchObject({ name: 'Filesmith', start_url: '/', display: 'standalone' });
  // Installable: PNG icons of 192 and 512 px (one maskable) that really are those sizes.
  const icons = await page.evaluate(async (list: { src: string; sizes: string; purpose: string }[]) =>
    Promise.all(
      list.map(async (icon) => {
        const bitmap = await createImageBitmap(await (await fetch(icon.src)).blob());
        return `${icon.purpose} ${icon.sizes} ${bitmap.width}x${bitmap.height}`;
      }),
    ), manifest.icons.filter((icon: { type: string }) => icon.type === 'image/png'));
  expect(icons).toEqual(expect.arrayContaining(['any 192x192 192x192', 'any 512x512 512x512', 'maskable 512x512 512x512']));

  await context.setOffline(true);

  await page.goto('/compress-image');
  await chooseFiles(page, corpusFile('progressive-nikon.jpg'));
  await page.getByRole('tab', { name: 'WebP' }).click();
  await page.getByRole('button', { name: 'Compress Image' }).click();
  await expect(page.getByTestId('toast').getByText('Image Compression Complete')).toBeVisible({ timeout: 120_000 });

  await page.goto('/pdf-merger');
  await chooseFiles(page, [corpusFile('text-2pages-libreoffice.pdf'), corpusFile('text-4pages-pdflatex.pdf')]);
  await page.getByRole('button', { name: 'Merge 2 PDFs' }).click();
  const merging = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download Merged PDF' }).click();
  const merged = await PDFDocument.load(await readFile(await (await merging).path()));
  expect(merged.getPageCount()).toBe(6);

  await page.goto('/create-zip');
  await chooseFiles(page, [corpusFile('orientation-1.jpg'), corpusFile('form-libreoffice.pdf')]);
  await page.getByRole('button', { name: 'Create ZIP Archive' }).click();
  const zipping = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download ZIP Archive' }).click();
  const entries = unzipSync(new Uint8Array(await readFile(await (await zipping).path())));
  expect(Object.keys(entries).sort()).toEqual(['form-libreoffice.pdf', 'orientation-1.jpg']);
});
