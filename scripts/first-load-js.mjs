// First-load JavaScript per prerendered page, gzip: the module entry plus every modulepreload the
// page's HTML names (its own route chunk and imports). Usage: node scripts/first-load-js.mjs [--budget KB]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '..', process.env.DIST ?? 'dist');
const budgetArg = process.argv.indexOf('--budget');
const budgetKB = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : undefined;

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

const rows = htmlFiles(dist).map((file) => {
  const html = readFileSync(file, 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  const kb = [...new Set(scripts)].reduce((sum, s) => sum + gzipBytes(s), 0) / 1024;
  return { page: '/' + relative(dist, file).replace(/\.html$/, '').replace(/^index$/, ''), kb };
});

rows.sort((a, b) => b.kb - a.kb);
for (const r of rows) console.log(`${r.kb.toFixed(1).padStart(7)} KB  ${r.page}`);
const over = budgetKB ? rows.filter((r) => r.kb > budgetKB) : [];
if (over.length) {
  console.error(`first-load JS over the ${budgetKB} KB budget: ${over.map((r) => r.page).join(', ')}`);
  process.exit(1);
}
