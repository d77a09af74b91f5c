// Writes one static HTML file per route (dist/<route>.html, as `vite preview` and static hosts
// serve them), dist/404.html, sitemap.xml and robots.txt, from the SSR build in dist-ssr/.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.DIST ?? 'dist');
const ssr = `${dist}-ssr`;
const entry = await import(pathToFileURL(join(ssr, 'prerender.entry.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');

/** React puts hoisted <title>/<meta>/<link> before the body markup; they belong in <head>. */
function splitHead(html) {
  const head = [];
  let rest = html;
  const hoisted = /^\s*(<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
  for (let m = hoisted.exec(rest); m; m = hoisted.exec(rest)) {
    head.push(m[1]);
    rest = rest.slice(m[0].length);
  }
  return { head: head.join('\n    '), body: rest };
}

const fileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

async function write(path, file) {
  const { head, body } = splitHead(await entry.render(path));
  if (!head.includes('<title>')) throw new Error(`prerender: ${path} rendered no <title>`);
  const html = template.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
  const out = join(dist, file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, html);
}

for (const path of entry.staticPaths) await write(path, fileFor(path));
await write('/404', '404.html');

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
console.log(`prerendered ${entry.staticPaths.length + 1} pages`);
