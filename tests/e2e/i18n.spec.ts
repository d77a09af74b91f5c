/**
 * Languages (issue 37): a page's words come from its language's catalogs, fetched from our own
 * origin before the page hydrates. The pseudo-locale (/qps/...) shows every catalog text accented
 * and a third longer: its screenshots show what was never put through a catalog (plain English)
 * and what a longer translation cuts off.
 */
import { expect, gotoHydrated, seriousA11yViolations, test } from './fixtures/test';

/** A text put through the pseudo-locale: in brackets, no plain ASCII letter left, padded with '~'. */
const PSEUDO_TEXT = /^\[[^A-Za-z]+~\]$/;

test.describe('the pseudo-locale', () => {
  test('a tool page renders and hydrates in it, with the shell’s words from the catalogs', async ({ page }, testInfo) => {
    const catalogs: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/locales-')) catalogs.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, '/qps/compress-pdf');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://filesmith.app/qps/compress-pdf');
    await expect(page.getByRole('navigation', { name: '[Ɱàîñ~~]' })).toBeVisible();
    for (const link of await page.locator('footer nav').first().getByRole('link').allTextContents()) expect(link).toMatch(PSEUDO_TEXT);
    // The tool page's shared shell (src/ui/) too: its headings, the upload area, the sent indicator.
    for (const heading of ['#faq-heading', '#related-tools']) await expect(page.locator(heading)).toHaveText(PSEUDO_TEXT);
    await expect(page.getByTestId('sent-indicator')).toHaveText(PSEUDO_TEXT);
    await expect(page.getByRole('main').getByRole('button', { name: /^\[Ŧŕý Ñöŵ: / }).first()).toHaveText(PSEUDO_TEXT);
    await expect(page.getByRole('navigation', { name: '[Ƀŕéàđçŕûɱƀ~~~~]' })).toBeVisible();
    // The pseudo-locale is English transformed: it fetches English catalogs, the shell's and the page's own.
    expect(catalogs.every((path) => /^\/assets\/locales-[0-9a-f]+\/en\/(common|compress-pdf)\.json$/.test(path))).toBe(true);
    await testInfo.attach('pseudo-compress-pdf', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('links stay in the language: the header’s Blog link leads to /qps/blog', async ({ page }) => {
    await gotoHydrated(page, '/qps/compress-pdf');
    await page.locator('header nav').first().getByRole('link').filter({ hasText: 'Ƀĺöĝ' }).click();
    await expect(page).toHaveURL(/\/qps\/blog$/);
    await expect(page.locator('footer h2').first()).toHaveText(PSEUDO_TEXT);
  });
});

test.describe('English', () => {
  test('stays at the bare paths with the spec’s words, and fetches only English catalogs', async ({ page }) => {
    const catalogs: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/locales-')) catalogs.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, '/compress-pdf');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('All rights reserved. Files are processed on your device and never uploaded.');
    expect(catalogs.length).toBeGreaterThan(0);
    expect(catalogs.every((path) => /\/en\/[a-z0-9-]+\.json$/.test(path))).toBe(true);
    // Every live language is named as an alternate, English as x-default too.
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(22);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', 'https://filesmith.app/compress-pdf');
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', 'https://filesmith.app/ar/compress-pdf');
  });
});
