/**
 * Archive benchmark (npm run bench:archives): list and extract-all times of /extract-archive in
 * Debian's Chromium against the native tools (Info-ZIP `unzip`, `7z`, `bsdtar`) in the same run,
 * on the same archives:
 * - a ZIP and a 7z of a tree of BENCH_ARCHIVE_MB (default 256; the issue's size is 1024) made of
 *   copies of the test corpus (photos, videos, PDFs, text: a real mix, most of it already
 *   compressed), made here with `zip -5` and `7z -mx=3`;
 * - the RAR 5 multi-volume archive of ../shared/realworld/archives (all its parts);
 * - listing only: a ZIP64 archive of over 5 GB (20,000 small files and five 1 GiB members, a
 *   sparse file made in a moment by bigZip.mjs), the issue's "a 4 GB ZIP lists in about a second".
 * Ours: the built page, timed in the page: listing from the file chosen to the summary shown,
 * extract-all from the click on "Extract to a Folder" to the report, written into a folder of the
 * origin's private file system (the folder picker answers with it), so both sides write to disk.
 * Native: `unzip -l` / `unzip -qo -d`, `7z l` / `7z x`, `bsdtar -tf` / `bsdtar -xf` into a fresh
 * folder. Medians of BENCH_REPS (3) runs, methods interleaved. The tab's peak renderer RSS growth
 * (page + workers) is sampled in one more untimed run per archive.
 * BENCH_EXTRA adds archives of your own (comma-separated paths); BENCH_ONLY_EXTRA=1 runs those and the
 * big ZIP64 listing only (no corpus tree, no RAR).
 * Needs a build (npm run build), `zip`, `7z` (p7zip-full) and `bsdtar` (libarchive-tools).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { makeBigZip } from './bigZip.mjs';
import { startPreviewServer } from './previewServer.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const CORPUS = resolve(ROOT, '../shared/corpus');
const ARCHIVES = resolve(ROOT, '../shared/realworld/archives');
const DIST = resolve(ROOT, process.env.DIST ?? 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 4405);
const REPS = Number(process.env.BENCH_REPS ?? 3);
const TARGET_MB = Number(process.env.BENCH_ARCHIVE_MB ?? 256);
const MB = 1024 * 1024;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const tool of ['zip', 'unzip', '7z', 'bsdtar']) {
  if (spawnSync(tool, tool === '7z' ? ['i'] : ['--help'], { stdio: 'ignore' }).error) throw new Error(`${tool} is needed (apt-get install zip unzip p7zip-full libarchive-tools)`);
}

const work = mkdtempSync(join(tmpdir(), 'bench-archives-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

/** The tree: copies of the corpus until TARGET_MB. */
function makeTree() {
  const tree = join(work, 'tree');
  const corpusBytes = readdirSync(CORPUS).reduce((sum, name) => sum + statSync(join(CORPUS, name)).size, 0);
  const copies = Math.max(1, Math.round((TARGET_MB * MB) / corpusBytes));
  for (let i = 1; i <= copies; i++) cpSync(CORPUS, join(tree, `copy-${String(i).padStart(3, '0')}`), { recursive: true });
  return { tree, bytes: copies * corpusBytes, files: copies * readdirSync(CORPUS).length };
}

const ONLY_EXTRA = process.env.BENCH_ONLY_EXTRA === '1';
const { tree, bytes: treeBytes, files: treeFiles } = ONLY_EXTRA ? { tree: '', bytes: 0, files: 0 } : makeTree();
const zipFile = join(work, 'tree.zip');
const sevenFile = join(work, 'tree.7z');
if (!ONLY_EXTRA) {
  execFileSync('zip', ['-q', '-5', '-r', zipFile, '.'], { cwd: tree });
  execFileSync('7z', ['a', '-bd', '-mx=3', sevenFile, '.'], { cwd: tree, stdio: 'ignore' });
  rmSync(tree, { recursive: true, force: true });
}
const rarParts = readdirSync(join(ARCHIVES, 'rar'))
  .filter((name) => /^test_read_format_rar5_multiarchive\.part\d+\.rar$/.test(name))
  .sort()
  .map((name) => join(ARCHIVES, 'rar', name));

const bigZip = join(work, 'big.zip');
const big = makeBigZip(bigZip);

const cases = [
  ...(ONLY_EXTRA ? [] : [
  { label: `ZIP, ${(statSync(zipFile).size / MB).toFixed(0)} MB (${treeFiles} files, ${(treeBytes / MB).toFixed(0)} MB out)`, parts: [zipFile] },
  { label: `7z, ${(statSync(sevenFile).size / MB).toFixed(0)} MB (same tree)`, parts: [sevenFile] },
  { label: `RAR 5 in ${rarParts.length} volumes, ${(rarParts.reduce((s, p) => s + statSync(p).size, 0) / 1024).toFixed(0)} KB`, parts: rarParts },
  ]),
  { label: `ZIP64, ${(big.size / 1024 ** 3).toFixed(1)} GiB (${big.entries} entries), listing only`, parts: [bigZip], listOnly: true },
  // BENCH_EXTRA: more archives of your own (comma-separated paths), e.g. a 1 GB 7z.
  ...(process.env.BENCH_EXTRA ?? '')
    .split(',')
    .filter(Boolean)
    .map((path) => {
      const extension = extname(path).slice(1).toLowerCase();
      const format = { rar: 'RAR', zip: 'ZIP' }[extension] ?? extension;
      return { label: `${format}, ${basename(path)}, ${(statSync(path).size / MB).toFixed(0)} MB (BENCH_EXTRA)`, parts: [path] };
    }),
];

function timed(command, args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const fresh = () => {
  const out = join(work, 'out');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out);
  return out;
};

/** The native tools on the first part of an archive (7z and bsdtar follow volumes themselves). */
const NATIVE = {
  unzip: { list: (p) => ['unzip', ['-l', p]], extract: (p, out) => ['unzip', ['-qo', p, '-d', out]], formats: ['ZIP', 'ZIP64'] },
  // Debian's p7zip-full has no RAR decoder (it is non-free): 7z lists RAR but cannot extract it.
  '7z': { list: (p) => ['7z', ['l', p]], extract: (p, out) => ['7z', ['x', '-bd', '-y', `-o${out}`, p]], formats: ['ZIP', 'ZIP64', '7z'] },
  bsdtar: { list: (p) => ['bsdtar', ['-tf', p]], extract: (p, out) => ['bsdtar', ['-xf', p, '-C', out]], formats: ['ZIP', 'ZIP64', '7z', 'RAR'] },
};

/** The renderer processes' RSS (the tab: page and workers) of the Chromium this process started. */
function tabRss() {
  const parents = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* ended */
    }
  }
  let total = 0;
  for (const pid of parents.keys()) {
    let p = pid;
    while (p > 1 && p !== process.pid) p = parents.get(p) ?? 0;
    if (p !== process.pid) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      /* ended */
    }
  }
  return total;
}

async function ours(browser, parts, sampleMemory, listOnly) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(() => {
    window.showDirectoryPicker = async () => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry('picked', { recursive: true }).catch(() => undefined);
      return root.getDirectoryHandle('picked', { create: true });
    };
  });
  const page = await context.newPage();
  await page.goto(`http://localhost:${PORT}/extract-archive`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const base = tabRss();
  let peak = base;
  const timer = sampleMemory ? setInterval(() => (peak = Math.max(peak, tabRss())), 20) : null;
  await page.evaluate(() => {
    window.__listed = new Promise((done) => {
      const started = performance.now();
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="archive-summary"]')) return;
        observer.disconnect();
        done(performance.now() - started);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.getByTestId('file-input').setInputFiles(parts);
  const listMs = await page.evaluate(() => window.__listed);
  if (listOnly) {
    const summary = await page.getByTestId('archive-summary').textContent();
    if (timer) clearInterval(timer);
    await context.close();
    return { list: listMs / 1000, extract: NaN, report: summary, memory: peak - base };
  }
  const extractMs = await page.evaluate(
    () =>
      new Promise((done) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Extract to a Folder');
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="archive-report"]')) return;
          observer.disconnect();
          done(performance.now() - started);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const started = performance.now();
        button.click();
      }),
  );
  const report = await page.getByTestId('archive-report').textContent();
  if (timer) clearInterval(timer);
  await context.close();
  return { list: listMs / 1000, extract: extractMs / 1000, report, memory: peak - base };
}

const server = await startPreviewServer({ dist: DIST, port: PORT, page: 'extract-archive.html' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const rows = [];
try {
  for (const { label, parts, listOnly } of cases) {
    const format = label.split(',')[0].split(' ')[0];
    const times = { ours: { list: [], extract: [] } };
    let report = '';
    for (let rep = 0; rep < REPS; rep++) {
      const run = await ours(browser, parts, false, listOnly);
      times.ours.list.push(run.list);
      times.ours.extract.push(run.extract);
      report = run.report;
      for (const [tool, native] of Object.entries(NATIVE)) {
        if (!native.formats.includes(format)) continue;
        times[tool] ??= { list: [], extract: [] };
        times[tool].list.push(timed(...native.list(parts[0])));
        if (listOnly) continue;
        const out = fresh();
        times[tool].extract.push(timed(...native.extract(parts[0], out)));
      }
    }
    const memory = (await ours(browser, parts, true, listOnly)).memory;
    rows.push({ label, times, report, memory });
    console.log(`${label}: ${report}`);
  }
} finally {
  await browser.close();
  server.kill();
}

console.log(`\nArchives: list and extract-all, seconds (median of ${REPS}); ours in Chromium (/extract-archive, into a picked folder), native tools in the same run.\n`);
console.log('| archive | tool | list s | extract-all s | our extract speed ÷ theirs | tab RSS growth (ours) |');
console.log('|---|---|---|---|---|---|');
for (const { label, times, memory } of rows) {
  const mine = median(times.ours.extract);
  for (const [tool, t] of Object.entries(times)) {
    const extract = t.extract.length ? median(t.extract) : NaN;
    const ratio = tool === 'ours' || Number.isNaN(extract) ? '' : (extract / mine).toFixed(2);
    console.log(`| ${label} | ${tool} | ${median(t.list).toFixed(2)} | ${Number.isNaN(extract) ? '' : extract.toFixed(2)} | ${ratio} | ${tool === 'ours' ? `${(memory / MB).toFixed(0)} MB` : ''} |`);
  }
}
