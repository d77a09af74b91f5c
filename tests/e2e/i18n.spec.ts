/**
 * Languages (issue 37): a page's words come from its language's catalogs, fetched from our own
 * origin before the page hydrates. The pseudo-locale (/qps/...) shows every catalog text accented
 * and a third longer: its screenshots show what was never put through a catalog (plain English)
 * and what a longer translation cuts off.
 */
import { readFileSync } from 'node:fs';
import { expect, gotoHydrated, seriousA11yViolations, test } from './fixtures/test';

/** A message of a language's catalog, its `{name}` values filled in. */
function message(code: string, namespace: string, id: string, values: Record<string, string> = {}): string {
  const catalog = JSON.parse(readFileSync(new URL(`../../locales/${code}/${namespace}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  return catalog[id].replace(/\{(\w+)\}/g, (_, name: string) => values[name]);
}

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
    const fonts: string[] = [];
    page.on('request', (request) => request.url().endsWith('.woff2') && fonts.push(new URL(request.url()).pathname));
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
    // The footer names Русский and Tiếng Việt, in the system's font: the page fetches Inter's latin face only.
    await expect(page.locator('footer').getByRole('link', { name: 'Русский' })).toBeVisible();
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((path) => !/inter-latin-wght/.test(path))).toEqual([]);
  });
});

test.describe('a translated language', () => {
  test('Spanish has its own page: lang, canonical, alternates, its words, and the menu keeps the page', async ({ page }) => {
    await gotoHydrated(page, '/es/compress-pdf');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://filesmith.app/es/compress-pdf');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(22);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', 'https://filesmith.app/compress-pdf');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('es', 'common', 'toolHeading.compress-pdf'));
    // The header's menu names every language in its own words and leads to this page in it.
    await page.locator('header summary').click();
    const german = page.locator('header').getByRole('link', { name: 'Deutsch', exact: true });
    await expect(german).toHaveAttribute('lang', 'de');
    await german.click();
    await expect(page).toHaveURL(/\/de\/compress-pdf$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('de', 'common', 'toolHeading.compress-pdf'));
    expect(await page.evaluate(() => localStorage.getItem('filesmith.language'))).toBe('de');
  });

  test('Arabic reads right to left, and its page passes axe', async ({ page }) => {
    await gotoHydrated(page, '/ar/pdf-merger');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ar', 'common', 'toolHeading.pdf-merger'));
    // The header's links run from the right: the first is right of the second (in English, left of it).
    const headerLinks = page.locator('header nav').first().getByRole('link');
    const first = await headerLinks.first().boundingBox();
    const second = await headerLinks.nth(1).boundingBox();
    expect(first!.x).toBeGreaterThan(second!.x);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('an unknown address in a language answers with that language’s not-found page', async ({ page }) => {
    await page.goto('/ja/no-such-page');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ja', 'common', 'notFound.title'));
  });
});

test.describe('a first visit whose browser prefers Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('is offered the page in Japanese, never switched, and the choice is remembered', async ({ page }) => {
    await gotoHydrated(page, '/compress-pdf');
    const offer = page.getByRole('complementary', { name: 'Language' });
    await expect(offer).toContainText(message('en', 'common', 'language.offer', { language: '日本語' }));
    await expect(page).toHaveURL(/\/compress-pdf$/);
    await offer.getByRole('button', { name: message('en', 'common', 'language.dismiss', { language: 'English' }) }).click();
    await expect(offer).toBeHidden();
    await gotoHydrated(page, '/pdf-merger');
    await expect(page.getByRole('complementary', { name: 'Language' })).toBeHidden();
  });

  test('takes the offer to the same page in Japanese', async ({ page }) => {
    await gotoHydrated(page, '/split-pdf');
    await page.getByRole('link', { name: message('en', 'common', 'language.switch', { language: '日本語' }) }).click();
    await expect(page).toHaveURL(/\/ja\/split-pdf$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect(await page.evaluate(() => localStorage.getItem('filesmith.language'))).toBe('ja');
  });
});
