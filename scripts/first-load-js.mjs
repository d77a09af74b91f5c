// First-load JavaScript per prerendered page, gzip: the module entry plus every modulepreload the
// page's HTML names (its own route chunk and imports). That is all the JavaScript a page fetches
// up to its load event: nothing is imported dynamically before it (the toasts' chunk waits for it),
// which tests/e2e/site.spec.ts checks in Chromium.
//
// Usage: node scripts/first-load-js.mjs [--budget KB] [--tool-budget KB] [--other-budget KB]
//   --budget        hard limit for every page
//   --tool-budget   limit for tool pages (one per src/toolPages/<slug>.ts, and its aliases: pages whose
//                   canonical link is a tool page, like /unzip for /extract-archive)
//   --other-budget  limit for every other page (home, articles, blog, guides, about, legal, 404)
// Exits 1 when a page is over a limit that applies to it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.DIST ?? 'dist');
const option = (name) => {
  const at = process.argv.indexOf(name);
  if (at < 0) return undefined;
  const kb = Number(process.argv[at + 1]);
  if (!(kb > 0)) throw new Error(`${name} needs a size in KB`);
  return kb;
};
const budgetKB = option('--budget');
const kindBudgetKB = { tool: option('--tool-budget'), other: option('--other-budget') };

const toolPaths = new Set(readdirSync(join(root, 'src', 'toolPages')).map((file) => `/${file.replace(/\.ts$/, '')}`));
/** The path a page's canonical link names (an alias names its canonical page), or null. */
const canonicalOf = (html) => {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return href ? new URL(href, 'https://x.invalid').pathname : null;
};
/** A page's path without its language: '/es/compress-pdf' → '/compress-pdf' (src/i18n/locales.ts). */
const withoutLocale = (path) => (path && path.replace(/^\/(qps|[a-z]{2}(-[a-z]{2})?)(?=\/|$)/, '')) || (path && '/');
const kindOf = (page, html) => (toolPaths.has(withoutLocale(page)) || toolPaths.has(withoutLocale(canonicalOf(html))) ? 'tool' : 'other');

const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' || name === '.vite' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });

const gzipCache = new Map();
const gzipBytes = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

// The pseudo-locale's pages (dist/qps/) are for screenshots of the translation, never visited.
const rows = htmlFiles(dist).filter((file) => !relative(dist, file).startsWith('qps/')).map((file) => {
  const html = readFileSync(file, 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  const kb = [...new Set(scripts)].reduce((sum, s) => sum + gzipBytes(s), 0) / 1024;
  const page = '/' + relative(dist, file).replace(/\.html$/, '').replace(/^index$/, '');
  return { page, kind: kindOf(page, html), kb };
});

/** The limits a page must keep: the hard one and its kind's. */
const limitOf = (row) => Math.min(budgetKB ?? Infinity, kindBudgetKB[row.kind] ?? Infinity);

rows.sort((a, b) => b.kb - a.kb);
for (const r of rows) console.log(`${r.kb.toFixed(1).padStart(7)} KB  ${r.kind.padEnd(5)}  ${r.page}`);
for (const kind of ['tool', 'other']) {
  const kbs = rows.filter((r) => r.kind === kind).map((r) => r.kb).sort((a, b) => a - b);
  if (!kbs.length) continue;
  const limit = Math.min(budgetKB ?? Infinity, kindBudgetKB[kind] ?? Infinity);
  const of = Number.isFinite(limit) ? ` (limit ${limit} KB)` : '';
  console.log(`${kind} pages: ${kbs.length}, min ${kbs[0].toFixed(1)}, median ${kbs[Math.floor(kbs.length / 2)].toFixed(1)}, max ${kbs.at(-1).toFixed(1)} KB${of}`);
}
const over = rows.filter((r) => r.kb > limitOf(r));
if (over.length) {
  console.error(`first-load JS over its limit: ${over.map((r) => `${r.page} ${r.kb.toFixed(1)} KB > ${limitOf(r)} KB`).join(', ')}`);
  process.exit(1);
}
