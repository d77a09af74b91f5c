import common from '../../locales/en/common.json' with { type: 'json' };
import { tools } from '../../src/tools';
import { chooseFiles, expect, seriousA11yViolations, test } from './fixtures/test';

const CONTENT_PAGES: [string, RegExp][] = [
  ['/', /File tools that never leave your device/],
  ['/blog', /Blog/],
  ['/about', /About/],
  ['/founder', /Founder/],
  ['/privacy', /Privacy Policy/],
  ['/terms', /Terms of Service/],
  ['/file-compression-guide', /File Compression Guide/],
  ['/file-formats-guide', /File Formats Guide/],
];

test.describe('every route renders its own heading and title', () => {
  for (const tool of tools) {
    test(`/${tool.slug}`, async ({ page }) => {
      const response = await page.goto(`/${tool.slug}`);
      // The strict CSP arrives both ways (the guard fails any test on a violation it reports).
      const header = response?.headers()['content-security-policy'] ?? '';
      for (const policy of [header, (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '']) {
        expect(policy).toContain("connect-src 'self';");
        expect(policy).toContain("'wasm-unsafe-eval'");
        expect(policy).not.toContain("'unsafe-eval'");
      }
      expect(header).toContain("frame-ancestors 'none'");
      await expect(page.getByTestId('sent-indicator')).toHaveText('Processed on your device · 0 bytes sent');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText((common as Record<string, string>)[`toolHeading.${tool.slug}`]);
      const { copy } = (await import(`../../src/features/${tool.slug}/copy.ts`)) as { copy: { title: string } };
      await expect(page).toHaveTitle(`${copy.title} | Filesmith`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://filesmith.app/${tool.slug}`);
      // Every tool page, as first seen: axe finds no serious or critical violation (content pages: content.spec.ts).
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
  for (const [path, heading] of CONTENT_PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await page.title()).toContain('Filesmith');
    });
  }
});

test('prerendered HTML already holds the head tags, JSON-LD and content', async ({ request }) => {
  const html = await (await request.get('/compress-pdf', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('<title>Compress PDF Online Free | Filesmith</title>');
  expect(html).toContain('<link rel="canonical" href="https://filesmith.app/compress-pdf"/>');
  expect(html).toContain('"@type":"WebApplication"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toMatch(/<h1[^>]*>PDF Compressor<\/h1>/);
});

test('hydration leaves one title and one canonical, with no React warnings', async ({ page, guard }) => {
  await page.goto('/compress-image');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  expect(guard.consoleErrors.filter((m) => /hydrat|did not match/i.test(m))).toEqual([]);
});

test('legal aliases reach the legal pages with one canonical URL', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://filesmith.app/privacy');
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://filesmith.app/terms');
});

test('an unknown route shows the 404 page, answers 404 and logs the path', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
  for (const name of ['Home', 'Compress PDF', 'Compress Image', 'Compress Video']) {
    await expect(page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link', { name })).toBeVisible();
  }
  await expect.poll(() => warnings.some((w) => w.includes('/no-such-page'))).toBe(true);
});

test('header Services menu lists every tool and navigates', async ({ page }) => {
  await page.goto('/');
  const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Services/ });
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await services.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await expect(menu.getByRole('link')).toHaveCount(tools.length);
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await services.click();
  await menu.getByRole('link', { name: 'PDF Merger' }).click();
  await expect(page).toHaveURL(/\/pdf-merger$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PDF Merger');
});

test('mobile menu collapses and opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
});

test('related tools: at most 6, never the current one, Try Now navigates', async ({ page }) => {
  await page.goto('/compress-jpg');
  const block = page.locator('section', { has: page.getByRole('heading', { name: 'Related Tools' }) });
  const buttons = block.getByRole('button', { name: /Try Now/ });
  expect(await buttons.count()).toBeLessThanOrEqual(6);
  await expect(block.getByRole('button', { name: 'Try Now: Compress JPG' })).toHaveCount(0);
  await buttons.first().click();
  await expect(page).not.toHaveURL(/compress-jpg$/);
});

test('breadcrumbs: Home > Tools (/#tools) > tool', async ({ page }) => {
  await page.goto('/compress-png');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/#tools');
  await expect(crumbs.getByText('Compress PNG')).toHaveAttribute('aria-current', 'page');
});

test('first load: up to its load event a page fetches the JavaScript its HTML names, and no other', async ({ page, request }) => {
  // scripts/first-load-js.mjs (npm run budget) counts exactly these: the entry and the modulepreloads.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const article = new URL(/<loc>([^<]*\/blog\/[^<]+)<\/loc>/.exec(sitemap)![1]).pathname;
  for (const path of ['/compress-pdf', '/compress-image', '/compress-video', article, '/blog', '/about', '/']) {
    const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
    const named = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g)].map((m) => m[1]);
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle'); // a resource is listed once its response is in
    const fetched = await page.evaluate(() => {
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < load && /\.m?js$/.test(new URL(e.name).pathname))
        .map((e) => new URL(e.name).pathname);
    });
    expect(new Set(fetched), path).toEqual(new Set(named));
  }
});

test('sitemap.xml and robots.txt are generated', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const tool of tools) expect(sitemap).toContain(`<loc>https://filesmith.app/${tool.slug}</loc>`);
  expect(sitemap).not.toContain('privacy-policy');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://filesmith.app/sitemap.xml');
});

test('ad slots are labelled placeholders and load no third-party script', async ({ page }) => {
  await page.goto('/compress-video');
  expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBeGreaterThanOrEqual(2);
  const external = await page.locator('script[src]').evaluateAll((els) =>
    els.map((e) => (e as HTMLScriptElement).src).filter((src) => new URL(src).origin !== location.origin),
  );
  expect(external).toEqual([]);
});

test('upload widget: wrong type and too-large toasts, progress to ready, remove', async ({ page }) => {
  await page.goto('/compress-png');
  const input = page.getByTestId('file-input').first();
  await chooseFiles(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('toast')).toContainText('Invalid file type');
  const big = Buffer.alloc(10 * 1024 * 1024 + 1);
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByTestId('toast')).toContainText('Maximum file size is 10MB. Your file is 10.00MB.');
  await input.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71]) });
  await expect(page.getByText('File ready for processing')).toBeVisible();
  await page.getByRole('button', { name: 'Remove tiny.png' }).click();
  await expect(page.getByText('File ready for processing')).toHaveCount(0);
});

