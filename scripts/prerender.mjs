// Writes one static HTML file per route (dist/<route>.html, as `vite preview` and static hosts
// serve them), dist/404.html, sitemap.xml, robots.txt and the blog's RSS feed (dist/blog/rss.xml),
// from the SSR build in dist-ssr/; then each page's CSP (csp.mjs: meta tag and dist/_headers) and
// the offline service worker with its precache list (serviceWorker.mjs).
import { writeServiceWorker } from './serviceWorker.mjs';
import { COMMON_HEADERS, contentSecurityPolicy, headersFile, inlineScriptHashes, withCspMeta } from './csp.mjs';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.DIST ?? 'dist');
const ssr = `${dist}-ssr`;
// The SSR bundle imports its dependencies bare; an output folder outside the repo (DIST=/tmp/...)
// would not find node_modules, so give it a link to ours (removed with the folder below).
if (!existsSync(join(ssr, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(ssr, 'node_modules'), 'dir');
const entry = await import(pathToFileURL(join(ssr, 'prerender.entry.js')).href);
/**
 * Vite appends the stylesheet at the end of <head>, after the page's modulepreloads and the font
 * preload, which then compete with the one render-blocking file for the first bytes of bandwidth.
 * It goes first, so the page paints as soon as its CSS is in.
 */
function stylesheetFirst(html) {
  const sheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
  const rest = sheets.reduce((text, tag) => text.replace(tag, ''), html);
  return rest.replace('<!--app-head-->', `${sheets.map((tag) => tag.trim()).join('\n    ')}\n    <!--app-head-->`);
}
const template = stylesheetFirst(readFileSync(join(dist, 'index.html'), 'utf8'));

/** React puts hoisted <title>/<meta>/<link> before the body markup; they belong in <head>. */
function splitHead(html) {
  const head = [];
  let rest = html;
  const hoisted = /^\s*(<title\b[^>]*>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
  for (let m = hoisted.exec(rest); m; m = hoisted.exec(rest)) {
    head.push(m[1]);
    rest = rest.slice(m[0].length);
  }
  return { head: head.join('\n    '), body: rest };
}

/** The page's own chunks (its module and static imports) as modulepreload hints: no request waterfall. */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
function chunkClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) chunkClosure(dep, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryChunks = chunkClosure(entryKey);
/**
 * An article also preloads its page data (its metadata and related articles, the blog plugin's
 * content/blog/<slug>.post.js) and its body (content/blog/<slug>.md), which its page imports lazily:
 * in another language, its translation's (content/blog/<code>/<slug>.*) where there is one.
 */
const articleModulesOf = (path, code) => {
  if (!path.startsWith('/blog/')) return [];
  const slug = path.slice('/blog/'.length);
  const translated = [`content/blog/${code}/${slug}.post.js`, `content/blog/${code}/${slug}.md`];
  return translated.every((key) => manifest[key]) ? translated : [`content/blog/${slug}.post.js`, `content/blog/${slug}.md`];
};
function preloadsFor(url) {
  const { locale, path } = entry.splitLocalePath(url);
  const page = entry.pageModuleOf(path);
  if (!page || !manifest[page]) return '';
  // The entry's own imports too: the build leaves every preload to this script (vite.config.ts).
  const chunks = chunkClosure(page, new Set(entryChunks));
  for (const article of articleModulesOf(path, locale.code)) if (manifest[article]) chunkClosure(article, chunks);
  // The blog list in a language also draws its translated articles' teasers (the blog plugin's virtual:blog/<code>).
  if (path === '/blog' && manifest[`virtual:blog/${locale.code}`]) chunkClosure(`virtual:blog/${locale.code}`, chunks);
  // The catalogs the page fetches before its first render; the pseudo-locale's are English, transformed.
  const pseudo = locale.code === 'qps';
  if (pseudo) chunkClosure('src/i18n/pseudo.ts', chunks);
  const catalogs = entry.catalogFilesOf(path, pseudo ? 'en' : locale.code).map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`);
  const modules = [...chunks].filter((k) => k !== entryKey).map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`);
  return [...catalogs, ...modules].join('\n    ');
}

/**
 * The latin Inter face is on every page's first paint (a Russian or Vietnamese page's own face
 * too), but the browser only finds it after the CSS has loaded: preloading it saves that round
 * trip and the layout shift of the late swap.
 */
const fontAssets = Object.values(manifest).flatMap((chunk) => chunk.assets ?? []);
const fontPreloadOf = (subset) => {
  const file = fontAssets.find((asset) => new RegExp(`/inter-${subset}-wght-normal-[^/]+\\.woff2$`).test(asset));
  if (!file) throw new Error(`prerender: the ${subset} Inter font is not in the build manifest`);
  return `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`;
};
/** A language written in Cyrillic or Vietnamese letters paints in that face of Inter too. */
const SCRIPT_FONTS = { ru: 'cyrillic', uk: 'cyrillic', vi: 'vietnamese' };
const fontPreload = (code) => [fontPreloadOf('latin'), ...(SCRIPT_FONTS[code] ? [fontPreloadOf(SCRIPT_FONTS[code])] : [])].join('\n    ');

const fileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

function save(file, text) {
  const out = join(dist, file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
}

async function rendered(path) {
  const page = splitHead(await entry.render(path));
  if (!/<title\b/.test(page.head)) throw new Error(`prerender: ${path} rendered no <title>`);
  return page;
}

const thirdParty = { adClient: process.env.AD_CLIENT ?? '', reviewWidgetUrl: process.env.REVIEW_WIDGET_URL ?? '' };
const headerRules = [];

/** Saves a page with its CSP (meta tag, and a _headers rule for `urlPath` when it has one). */
function savePage(file, html, urlPath) {
  const hashes = inlineScriptHashes(html);
  save(file, withCspMeta(html, contentSecurityPolicy({ ...thirdParty, hashes })));
  if (urlPath) headerRules.push({ path: urlPath, headers: { 'Content-Security-Policy': contentSecurityPolicy({ ...thirdParty, hashes, header: true }) } });
}

/** The template's <html> start tag carries the page's language and direction. */
const HTML_TAG = '<html lang="en">';
if (!template.includes(HTML_TAG)) throw new Error(`prerender: index.html does not start with ${HTML_TAG}`);

async function write(path, file) {
  const { head, body } = await rendered(path);
  const { locale } = entry.splitLocalePath(path);
  const headTags = [head, fontPreload(locale.code), preloadsFor(path)].filter(Boolean).join('\n    ');
  const html = template
    .replace(HTML_TAG, `<html lang="${locale.tag}" dir="${locale.dir}">`)
    .replace('<!--app-head-->', headTags)
    .replace('<!--app-html-->', body);
  savePage(file, html, path);
  if (path !== '/') headerRules.push({ ...headerRules.at(-1), path: `/${file}` });
}

/**
 * dist/_headers: each page's CSP under its path (and its .html name); scripts and workers under
 * /assets/* get the policy without hashes (a worker follows its own script's CSP, which is where
 * 'wasm-unsafe-eval' matters); every response gets the common security headers. Unknown paths
 * are answered by 404.html, whose meta tag carries its policy.
 */
function writeHeaders() {
  const rules = [
    { path: '/*', headers: COMMON_HEADERS },
    { path: '/assets/*', headers: { 'Content-Security-Policy': contentSecurityPolicy({ ...thirdParty, header: true }), 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ...headerRules,
  ];
  writeFileSync(join(dist, '_headers'), headersFile(rules));
}

/**
 * 404.html answers every unknown path (/no-such-page, /blog/no-such-article), so its markup cannot
 * match what the client renders for each of them and must not be hydrated (React would report a
 * mismatch and throw the markup away). The root stays empty, so src/main.tsx renders from scratch;
 * the prerendered page is kept for visitors without JavaScript. Only path-neutral head tags stay:
 * the client adds the rest (its canonical names the real path). Each language has its own
 * (/es/404.html), which hosts that look for the nearest 404.html serve under /es/.
 */
async function writeNotFound(locale) {
  const path = entry.localizedPath('/404', locale);
  const { head, body } = await rendered(path);
  const neutral = head.split('\n').map((t) => t.trim()).filter((t) => /^<title\b|^<meta name="(description|robots)"/.test(t));
  const html = template
    .replace(HTML_TAG, `<html lang="${locale.tag}" dir="${locale.dir}">`)
    .replace('<!--app-head-->', neutral.join('\n    '))
    .replace('<div id="root"><!--app-html--></div>', `<div id="root"></div><noscript>${body}</noscript>`);
  if (html.includes('<!--app-html-->')) throw new Error('prerender: index.html has no empty #root to fill');
  savePage(`${path.slice(1)}.html`, html);
}

const xml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RSS 2.0 for /blog: channel title and description are the blog page's own (already escaped). */
function writeFeed() {
  const posts = JSON.parse(readFileSync(join(ssr, 'posts.json'), 'utf8'));
  const blog = readFileSync(join(dist, 'blog.html'), 'utf8');
  const title = /<title>([\s\S]*?)<\/title>/.exec(blog)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(blog)?.[1];
  if (!title || !description) throw new Error('prerender: blog.html has no title or description for the feed');
  const origin = entry.siteOrigin;
  const pubDate = (day) => new Date(`${day}T00:00:00Z`).toUTCString();
  const items = posts.map((p) => {
    const link = `${origin}/blog/${p.slug}`;
    return [
      '    <item>',
      `      <title>${xml(p.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <pubDate>${pubDate(p.publishDate)}</pubDate>`,
      `      <category>${xml(p.category)}</category>`,
      `      <description>${xml(p.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  save(
    'blog/rss.xml',
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '  <channel>',
      `    <title>${title}</title>`,
      `    <link>${xml(`${origin}/blog`)}</link>`,
      `    <atom:link href="${xml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
      `    <description>${description}</description>`,
      '    <language>en</language>',
      posts.length ? `    <lastBuildDate>${pubDate(posts[0].publishDate)}</lastBuildDate>` : '',
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ]
      .filter((line) => line !== '')
      .join('\n') + '\n',
  );
}

// Every page in every built language: English at /<path>, the others at /<code>/<path>.
const pagePaths = entry.builtLocales.flatMap((locale) => entry.staticPaths.map((path) => entry.localizedPath(path, locale)));
for (const path of pagePaths) await write(path, fileFor(path));
for (const locale of entry.builtLocales) await writeNotFound(locale);
writeFeed();
writeHeaders();
const offline = writeServiceWorker(dist, { name: entry.siteName ?? 'Filesmith', themeColor: '#4f46e5' });

const urls = entry
  .sitemapEntries()
  .map(({ loc, lastmod }) => `  <url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
  .join('\n');
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${entry.siteOrigin}/sitemap.xml\n`);
rmSync(ssr, { recursive: true, force: true });
console.log(`prerendered ${pagePaths.length + entry.builtLocales.length} pages (${entry.builtLocales.length} languages); sw.js precaches ${offline.count} files (${(offline.bytes / 1024 / 1024).toFixed(1)} MB)`);
