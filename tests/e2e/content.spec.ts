/**
 * Content pages: home, blog list and articles, About, Founder, legal pages, guides, RSS, and a crawl
 * of every internal link of the built site.
 */
import './fixtures/buildConstants';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parsePost } from '../../scripts/blogLoader';
import { readIndex } from '../../scripts/blogPlugin';
import { aboutStats, founder } from '../../content/about';
import { site } from '../../content/site';
import { tools } from '../../src/tools';
import { expect, gotoHydrated, seriousA11yViolations, test } from './fixtures/test';

const ORIGIN = site.origin;
/** The articles as the build sees them, newest first, with their rendered HTML. */
const POSTS = readIndex(resolve(import.meta.dirname, '../../content/blog')).map(({ file, meta }) => ({
  ...meta,
  html: parsePost(readFileSync(file, 'utf8'), file).html,
}));
/** A page's English texts, as its catalog has them. */
const english = (namespace: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, `../../locales/en/${namespace}.json`), 'utf8')) as Record<string, string>;
/** The not-found headings, in English and in Arabic. */
const NOT_FOUND = ['en', 'ar'].flatMap((code) => {
  const read = (ns: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, `../../locales/${code}/${ns}.json`), 'utf8')) as Record<string, string>;
  return [read('common')['notFound.title'], read('blog-article')['blogArticle.notFound.title']];
});
const countOf = (html: string, tag: string) => (html.match(new RegExp(`<${tag}[ >]`, 'g')) ?? []).length;

test.describe('crawl', () => {
  test('every internal link of every prerendered page answers 200 and renders a real page', async ({ page, request }) => {
    test.setTimeout(300_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(listed).toEqual(expect.arrayContaining(['/', '/blog', ...POSTS.map((p) => `/blog/${p.slug}`), '/ar', '/ja/blog']));
    // In a browser: the English pages and one translation's (Arabic, right to left). Every link of
    // every language's built pages is checked without a browser by `npm run crawl`.
    const inScope = (path: string) => !/^\/[a-z]{2}(-[a-z]{2})?(\/|$)/.test(path) || /^\/ar(\/|$)/.test(path);
    const pages = listed.filter(inScope);
    const links = new Set<string>();
    for (const path of [...pages, '/privacy-policy', '/terms-of-service']) {
      const res = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      for (const m of html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/g)) links.add(m[1].replace(/&amp;/g, '&'));
    }
    expect(links.size).toBeGreaterThan(40);
    const targets = new Set([...links].map((l) => l.split('#')[0] || '/').filter(inScope));
    for (const target of targets) {
      const res = await request.get(target, { headers: { Accept: 'text/html' } });
      expect(res.status(), `${target} status`).toBe(200);
      if (target.endsWith('.xml')) continue;
      await page.goto(target);
      await expect(page.getByRole('heading', { level: 1 }), target).toBeVisible();
      await expect(page.getByText(new RegExp(`^(${NOT_FOUND.join('|')})$`)), target).toHaveCount(0);
    }
  });
});

test.describe('home', () => {
  test('hero, six tools, three guides, about and the grouped directory', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('File tools that never leave your device');
    await expect(page.getByRole('link', { name: 'Start Compressing' })).toHaveAttribute('href', '/compress-image');
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    const grid = page.locator('#tools');
    await expect(grid.getByRole('listitem')).toHaveCount(6);
    for (const t of tools.filter((x) => x.featured)) await expect(grid.getByRole('link', { name: `Open ${t.name}` })).toHaveAttribute('href', `/${t.slug}`);
    await expect(page.getByRole('region', { name: 'Learn About Compression' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: `About ${site.name}` })).toBeVisible();
    for (const group of ['File Compression', 'Archive Tools', 'Image Tools', 'PDF Tools', 'Utility Tools']) {
      const nav = page.getByRole('navigation', { name: group, exact: true });
      for (const t of tools.filter((x) => x.group === group)) await expect(nav.getByRole('link', { name: t.name, exact: true })).toHaveAttribute('href', `/${t.slug}`);
    }
    await expect(page.getByRole('navigation', { name: 'Information' }).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});

test.describe('blog', () => {
  test('/blog lists every article newest first, with date, read time, category and Read More', async ({ page }) => {
    await page.goto('/blog');
    const cards = page.getByTestId('post-list').locator('article');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(POSTS.map((p) => p.title));
    const first = cards.first();
    await expect(first.locator('time')).toHaveAttribute('datetime', POSTS[0].publishDate);
    await expect(first).toContainText(POSTS[0].readTime);
    await expect(first).toContainText(POSTS[0].category);
    await first.getByRole('link', { name: `Read More: ${POSTS[0].title}` }).click();
    await expect(page).toHaveURL(`/blog/${POSTS[0].slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS[0].title);
  });

  test('category badges filter the list and keep the filter in the address', async ({ page }) => {
    const category = 'Image Compression';
    const expected = POSTS.filter((p) => p.category === category).map((p) => p.title);
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Blog categories' });
    await nav.getByRole('link', { name: new RegExp(`^${category}`) }).click();
    await expect(page).toHaveURL(/\/blog\?category=Image\+Compression$/);
    const titles = page.getByTestId('post-list').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(expected);
    await page.reload();
    await expect(titles).toHaveText(expected);
    await expect(nav.getByRole('link', { name: new RegExp(`^${category}`) })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: /^All Posts/ }).click();
    await expect(titles).toHaveCount(POSTS.length);
  });

  test('each article renders its headings, tables, tags, JSON-LD and related articles', async ({ page }) => {
    test.setTimeout(180_000);
    for (const post of POSTS) {
      await page.goto(`/blog/${post.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      const body = page.getByTestId('article-body');
      await expect(body.locator('h2')).toHaveCount(countOf(post.html, 'h2'));
      await expect(body.locator('h3')).toHaveCount(countOf(post.html, 'h3'));
      await expect(body.locator('table')).toHaveCount(countOf(post.html, 'table'));
      await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(post.tags.length);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/blog/${post.slug}`);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.map((t) => JSON.parse(t)).find((b) => b['@type'] === 'BlogPosting')).toMatchObject({ headline: post.title, datePublished: post.publishDate });
      const related = POSTS.filter((p) => p.category === post.category && p.slug !== post.slug).slice(0, 3);
      const relatedTitles = page.getByRole('region', { name: 'Related Articles' }).getByRole('heading', { level: 3 });
      await expect(relatedTitles).toHaveText(related.map((p) => p.title));
    }
  });

  test('the prerendered article holds the body and its head tags', async ({ request }) => {
    const post = POSTS.find((p) => p.html.includes('<table>'))!;
    const html = await (await request.get(`/blog/${post.slug}`, { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/${post.slug}"/>`);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(countOf(html, 'table')).toBe(countOf(post.html, 'table'));
  });

  test('an in-article link navigates inside the app', async ({ page }) => {
    const post = POSTS.find((p) => p.html.includes('href="/compress-image"'))!;
    await page.goto(`/blog/${post.slug}`);
    await page.getByTestId('article-body').locator('a[href="/compress-image"]').first().click();
    await expect(page).toHaveURL('/compress-image');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image Compressor');
  });

  test('an article whose body cannot load says so and the page keeps working', async ({ page }) => {
    const post = POSTS[0];
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    await page.route(`**/assets/${post.slug}-*.js`, (route) => route.abort());
    await page.getByRole('link', { name: `Read More: ${post.title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('alert')).toHaveText('This article could not be loaded. Check your connection and reload the page.');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page.getByTestId('post-list').locator('article')).toHaveCount(POSTS.length);
  });

  test("an article whose page data (metadata, related articles) cannot load says so, with a way back", async ({ page }) => {
    const post = POSTS[0];
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    await page.route(`**/assets/${post.slug}.post-*.js`, (route) => route.abort());
    await page.getByRole('link', { name: `Read More: ${post.title}` }).click();
    await expect(page.getByRole('alert')).toHaveText('This article could not be loaded. Check your connection and reload the page.');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page.getByTestId('post-list').locator('article')).toHaveCount(POSTS.length);
  });

  test('a prerendered article keeps its body when the body chunk fails to load', async ({ page }) => {
    const post = POSTS.find((p) => p.html.includes('<table>'))!;
    await page.route(`**/assets/${post.slug}-*.js`, (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (r) => r.url().includes(`/assets/${post.slug}-`));
    await page.goto(`/blog/${post.slug}`);
    await failed;
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('article-body').locator('table')).toHaveCount(countOf(post.html, 'table'));
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an unknown slug answers 404 and shows Blog Post Not Found with a way back', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByTestId('post-list').locator('article')).toHaveCount(POSTS.length);
  });

  test('Share copies the address when there is no share sheet', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    await gotoHydrated(page, `/blog/${POSTS[1].slug}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByTestId('toast')).toContainText('Link copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${POSTS[1].slug}`);
  });

  test('Share uses the share sheet with title, excerpt and address', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shared: ShareData[] };
      w.shared = [];
      Object.defineProperty(Navigator.prototype, 'share', { value: async (data: ShareData) => void w.shared.push(data), configurable: true });
    });
    await gotoHydrated(page, `/blog/${POSTS[2].slug}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([
      { title: POSTS[2].title, text: POSTS[2].excerpt, url: `${baseURL}/blog/${POSTS[2].slug}` },
    ]);
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  test('RSS feed and sitemap list every article', async ({ request }) => {
    const res = await request.get('/blog/rss.xml');
    expect(res.status()).toBe(200);
    const rss = await res.text();
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const links = [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(POSTS.map((p) => `${ORIGIN}/blog/${p.slug}`));
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const p of POSTS) expect(sitemap).toContain(`<loc>${ORIGIN}/blog/${p.slug}</loc><lastmod>${p.publishDate}</lastmod>`);
  });
});

test.describe('information pages', () => {
  test('About: stats, values, timeline, steps, privacy, tools, six FAQ entries, CTA', async ({ page }) => {
    await page.goto('/about');
    for (const s of aboutStats) await expect(page.getByText(s.value, { exact: true })).toBeVisible();
    for (const v of ['Privacy First', 'Always Free', 'Lightning Fast', 'Universal Access']) await expect(page.getByRole('heading', { name: v })).toBeVisible();
    for (const y of ['2022', '2023', '2024', '2025']) await expect(page.getByText(y, { exact: true })).toBeVisible();
    const how = page.getByRole('region', { name: 'How It Works' });
    await expect(how.getByRole('heading', { level: 3 })).toHaveText(['Upload', 'Choose settings', 'Download']);
    await expect(page.getByRole('region', { name: 'Our Tools' }).getByRole('listitem')).toHaveCount(tools.length);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    // Native disclosures: each question is a <summary> that opens its answer.
    await expect(faq.locator('details > summary')).toHaveCount(6);
    await expect(faq.getByText(/no file data is ever sent/)).toBeHidden();
    await faq.locator('details > summary').first().click();
    await expect(faq.getByText(/no file data is ever sent/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Compressing' })).toHaveAttribute('href', '/compress-image');
  });

  test('Founder: neutral config, stats, values, skill bars, photo falls back to the placeholder', async ({ page }) => {
    const text = english('founder');
    await page.goto('/founder');
    await expect(page.getByRole('heading', { name: founder.name || text['founder.defaultName'], level: 2 })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(founder.skills.length);
    await expect(page.getByRole('progressbar', { name: text[`founder.skill.${founder.skills[0].key}`] })).toHaveAttribute('aria-valuenow', String(founder.skills[0].level));
    for (const s of founder.stats) await expect(page.getByText(text[`founder.stat.${s.key}`], { exact: true })).toBeVisible();
    const photo = page.getByTestId('founder-photo');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // A broken photo (e.g. a wrong path in the config) swaps to the placeholder.
    await photo.evaluate((img: HTMLImageElement) => (img.src = '/no-such-photo.jpg'));
    await expect(photo).toHaveAttribute('src', founder.placeholderPhoto);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('legal pages and their aliases: one canonical, the dates and clauses', async ({ page }) => {
    for (const [path, canonical, heading, clause] of [
      ['/privacy', '/privacy', 'Privacy Policy', /not directed at children under 13/],
      ['/privacy-policy', '/privacy', 'Privacy Policy', /never uploaded/],
      ['/terms', '/terms', 'Terms of Service', /30 days' notice/],
      ['/terms-of-service', '/terms', 'Terms of Service', /RAR and 7Z/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${canonical}`);
      await expect(page.getByText('Last updated: April 29, 2023')).toBeVisible();
      await expect(page.getByText(clause).first()).toBeVisible();
    }
  });

  test('compression guide: the recommended-settings table', async ({ page }) => {
    await page.goto('/file-compression-guide');
    const table = page.getByRole('table', { name: 'Recommended compression settings by use case' });
    await expect(table.getByRole('row')).toHaveText([
      /Use Case\s*Recommended Setting\s*Typical Size Reduction\s*Tool/,
      /Web images\s*80-85% quality\s*60-80%/,
      /Social media\s*75-80% quality\s*70-85%/,
      /Email PDF\s*Medium compression\s*40-60%/,
      /Video\s*High compression\s*50-70%/,
      /Archive\s*Maximum compression\s*30-90%/,
    ]);
    await expect(page.getByRole('heading', { name: 'Lossless vs Lossy Compression' })).toBeVisible();
  });

  test('formats guide: image and video comparisons and the selection table', async ({ page }) => {
    await page.goto('/file-formats-guide');
    for (const name of ['Image format comparison', 'Video format comparison', 'Format selection guide']) {
      await expect(page.getByRole('table', { name })).toBeVisible();
    }
    await expect(page.getByRole('table', { name: 'Image format comparison' }).getByRole('rowheader')).toContainText(['JPEG', 'PNG', 'WebP', 'AVIF']);
  });
});

test.describe('in another language (the pseudo-locale)', () => {
  /** A text put through the pseudo-locale: in brackets, padded with '~' (names like Filesmith stay). */
  const PSEUDO = /^\[[^]*~\]$/;
  const hydrationErrors = (messages: string[]) => messages.filter((m) => /hydrat|did not match|didn't match/i.test(m));

  for (const path of ['/qps', '/qps/about', '/qps/founder', '/qps/privacy', '/qps/terms', '/qps/file-compression-guide', '/qps/file-formats-guide', '/qps/blog', `/qps/blog/${POSTS[0].slug}`]) {
    test(`${path}: hydrates without a mismatch, its heading from the catalogs`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      // An article's title is its own (English: it has no translation yet); every other heading is the catalog's.
      if (!path.includes('/blog/')) await expect(page.getByRole('heading', { level: 1 })).toHaveText(PSEUDO);
      expect(hydrationErrors(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  test('the legal pages say they are a courtesy translation and link to the English text', async ({ page }) => {
    for (const path of ['privacy', 'terms']) {
      await gotoHydrated(page, `/qps/${path}`);
      const notice = page.getByTestId('courtesy-translation');
      await expect(notice).toHaveText(/^\[[^A-Za-z]+~\] \[[^A-Za-z]+~\]$/);
      await expect(notice.getByRole('link')).toHaveAttribute('href', `/${path}`);
    }
    await page.goto('/privacy');
    await expect(page.getByTestId('courtesy-translation')).toHaveCount(0);
  });

  test('an article with no translation: the English text marked lang=en, a note, the English page as canonical', async ({ page }) => {
    const post = POSTS[0];
    await gotoHydrated(page, `/qps/blog/${post.slug}`);
    await expect(page.getByTestId('english-only')).toHaveText(/^\[[^A-Za-z]+~\]$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('article-body')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/blog/${post.slug}`);
    await page.getByRole('main').locator('a[href="/qps/blog"]').first().click();
    await expect(page).toHaveURL(/\/qps\/blog$/);
    await expect(page.getByTestId('post-list').locator('article')).toHaveCount(POSTS.length);
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/blog', `/blog/${POSTS[0].slug}`, '/blog/no-such-article', '/about', '/founder', '/privacy', '/terms', '/file-compression-guide', '/file-formats-guide']) {
    test(`axe: no serious violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
