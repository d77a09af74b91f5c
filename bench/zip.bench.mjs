/**
 * ZIP benchmark (npm run bench:zip). Archives the whole corpus folder at levels 1, 5 and 9:
 * - ours: the built /create-zip page in Debian's Chromium (real UI, worker, fflate streaming,
 *   already-compressed files stored), timed in the page from the Create click to the result, with
 *   service workers blocked (see oursInChromium);
 *   peak memory over the baseline just before the click: the tab's renderer RSS (page + worker),
 *   split into private (RssAnon) and file-backed pages (RssFile: here mostly shared-memory
 *   regions, the software compositor's tiles under --disable-gpu and Blob data pipes), the page's
 *   JS heap (CDP) and the whole Chromium tree's RSS (the browser process holds Blob data,
 *   including the finished archive), sampled every 20 ms;
 * - Node's native zlib (`deflateRawSync`, same level) over the same bytes, in the same run;
 * - fflate in Node (`deflateSync`, every file deflated) and Info-ZIP `zip -<level>` for reference.
 * Methods are interleaved; medians of REPS timed runs, then one sampled run per level for memory,
 * then one sampled run over a single BENCH_BIG_MB (default 512, 0 to skip) text file, to show that
 * memory stays flat with input size (BENCH_REPS=0: that run only). Needs a build (npm run build;
 * DIST=... for another).
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { deflateSync } from 'fflate';
import { chromium } from '@playwright/test';
import { startPreviewServer } from './previewServer.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const CORPUS = resolve(ROOT, '../shared/corpus');
const DIST = resolve(ROOT, process.env.DIST ?? 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 4404);
const REPS = Number(process.env.BENCH_REPS ?? 3);
const LEVELS = [1, 5, 9];

const files = readdirSync(CORPUS).sort().map((name) => resolve(CORPUS, name)).filter((p) => statSync(p).isFile());
const buffers = files.map((p) => readFileSync(p));
const totalBytes = buffers.reduce((sum, b) => sum + b.length, 0);
const largest = Math.max(...buffers.map((b) => b.length));
const MB = 1024 * 1024;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** VmRSS (bytes) of the whole Chromium tree and of its renderer processes (the tab: page + worker), with the renderers' RssAnon, RssFile and RssShmem. */
function treeRss(rootPid) {
  const parents = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* process ended */
    }
  }
  const rss = { all: 0, renderer: 0, anon: 0, file: 0, shmem: 0 };
  for (const pid of parents.keys()) {
    let p = pid;
    while (p > 1 && p !== rootPid) p = parents.get(p) ?? 0;
    if (p !== rootPid) continue;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
      const bytes = field('VmRSS');
      rss.all += bytes;
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) {
        rss.renderer += bytes;
        rss.anon += field('RssAnon');
        rss.file += field('RssFile');
        rss.shmem += field('RssShmem');
      }
    } catch {
      /* process ended */
    }
  }
  return rss;
}

/** The Chromium browser process Playwright started (a child of this Node process). */
function chromiumPid() {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chrom')) return Number(pid);
    } catch {
      /* process ended */
    }
  }
  throw new Error('Chromium process not found');
}

async function oursInChromium(browser, level, sample, inputs = files) {
  // Service workers blocked: every run is a first visit, and the service worker's precache of the
  // whole site (about 11 MB) ran alongside the job and doubled its time. That is a one-off cost of a
  // first visit, not of compression.
  const context = await browser.newContext({ acceptDownloads: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`http://localhost:${PORT}/create-zip`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' }); // files chosen earlier would be lost
  await page.getByTestId('file-input').setInputFiles(inputs);
  await page.getByRole('list', { name: 'Files to zip' }).getByRole('listitem').nth(inputs.length - 1).waitFor({ state: 'attached', timeout: 60_000 });
  const slider = page.getByRole('slider', { name: 'Compression Level' });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 1; i < level; i++) await page.keyboard.press('ArrowRight');
  await page.waitForFunction((l) => document.querySelector('input[type="range"]')?.value === String(l), level);
  const heap = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize').value;
  const rootPid = chromiumPid();
  const baseRss = treeRss(rootPid);
  const baseHeap = await heap();
  const peakRss = { ...baseRss };
  let peakHeap = baseHeap;
  // Sampling /proc costs CPU on this box, so timed runs do not sample and memory runs are not timed.
  const sampler = sample && setInterval(async () => {
    const now = treeRss(rootPid);
    peakRss.all = Math.max(peakRss.all, now.all);
    for (const key of ['renderer', 'anon', 'file', 'shmem']) peakRss[key] = Math.max(peakRss[key], now[key]);
    peakHeap = Math.max(peakHeap, await heap().catch(() => 0));
  }, 20);
  const ms = await page.evaluate(
    () =>
      new Promise((done) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Create ZIP Archive');
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="zip-result"]')) return;
          observer.disconnect();
          done(performance.now() - started);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const started = performance.now();
        button.click();
      }),
  );
  if (sampler) clearInterval(sampler);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ZIP Archive' }).click();
  const path = await (await downloading).path();
  execFileSync('unzip', ['-tq', path]);
  const bytes = statSync(path).size;
  await context.close();
  return sample
    ? { rss: peakRss.all - baseRss.all, tab: peakRss.renderer - baseRss.renderer, heap: peakHeap - baseHeap, anon: peakRss.anon - baseRss.anon, file: peakRss.file - baseRss.file, shmem: peakRss.shmem - baseRss.shmem }
    : { seconds: ms / 1000, bytes };
}

/**
 * Memory with one big input: a BIG_MB file of log-like text (deflatable, so every byte goes through
 * the DEFLATE helpers). Flat memory means the growth stays near the fixed cost of the workers,
 * whatever the file's size.
 */
const BIG_MB = Number(process.env.BENCH_BIG_MB ?? 512);
function makeBigFile() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-zip-big-'));
  const path = join(dir, 'big-log.txt');
  let seed = 11;
  const block = () =>
    Array.from({ length: 20_000 }, () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), `${seed.toString(36)} level=${seed % 7} user=${seed % 9973}\n`)).join('');
  const fd = openSync(path, 'w');
  let written = 0;
  while (written < BIG_MB * MB) written += writeSync(fd, block());
  closeSync(fd);
  return { dir, path, size: written };
}

function timed(fn) {
  const started = performance.now();
  const bytes = fn();
  return { seconds: (performance.now() - started) / 1000, bytes };
}

const nodeZlib = (level) => timed(() => buffers.reduce((sum, b) => sum + deflateRawSync(b, { level }).length, 0));
const fflateNode = (level) => timed(() => buffers.reduce((sum, b) => sum + deflateSync(b, { level }).length, 0));
function infoZip(level) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-zip-'));
  const out = join(dir, 'out.zip');
  const result = timed(() => (execFileSync('zip', ['-q', `-${level}`, '-j', out, ...files]), statSync(out).size));
  rmSync(dir, { recursive: true, force: true });
  return result;
}

async function main() {
  const server = await startPreviewServer({ dist: DIST, port: PORT, page: 'create-zip.html' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const runs = {};
  let bigRun = null;
  const add = (method, level, r) => ((runs[`${method}|${level}`] ??= []).push(r));
  try {
    for (let rep = 0; rep < REPS; rep++) {
      for (const level of LEVELS) {
        add('ours (Chromium, /create-zip)', level, await oursInChromium(browser, level, false));
        add('Node zlib deflateRawSync', level, nodeZlib(level));
        add('fflate in Node (deflate all)', level, fflateNode(level));
        add('Info-ZIP zip', level, infoZip(level));
        console.error(`rep ${rep + 1} level ${level}: done`);
      }
    }
    if (REPS > 0) for (const level of LEVELS) Object.assign(runs[`ours (Chromium, /create-zip)|${level}`][0], await oursInChromium(browser, level, true));
    if (BIG_MB > 0) {
      const big = makeBigFile();
      try {
        const started = performance.now();
        bigRun = { ...(await oursInChromium(browser, 5, true, [big.path])), seconds: (performance.now() - started) / 1000, size: big.size };
      } finally {
        rmSync(big.dir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
  console.log(`Corpus: ${files.length} files, ${(totalBytes / MB).toFixed(2)} MB; largest file ${(largest / MB).toFixed(2)} MB. Medians of ${REPS}.`);
  console.log('| method | level | MB/s | ratio (out/in) | peak tab (renderer) RSS growth (private, file-backed, shmem) | peak page JS heap growth | peak whole-Chromium RSS growth |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [key, rs] of Object.entries(runs)) {
    const [method, level] = key.split('|');
    const seconds = median(rs.map((r) => r.seconds));
    const ratio = median(rs.map((r) => r.bytes)) / totalBytes;
    const mem = (field) => (rs[0][field] === undefined ? '–' : `${(rs[0][field] / MB).toFixed(1)} MB`);
    console.log(`| ${method} | ${level} | ${(totalBytes / MB / seconds).toFixed(1)} | ${ratio.toFixed(3)} | ${mem('tab')} (${mem('anon')}, ${mem('file')}, ${mem('shmem')}) | ${mem('heap')} | ${mem('rss')} |`);
  }
  if (bigRun) {
    const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
    console.log(`\nOne ${mb(bigRun.size)} text file at level 5 (memory sampled; wall time incl. page setup ${bigRun.seconds.toFixed(1)} s):`);
    console.log(`peak tab (renderer) RSS growth ${mb(bigRun.tab)} (private ${mb(bigRun.anon)}, file-backed ${mb(bigRun.file)}), page JS heap growth ${mb(bigRun.heap)}, whole-Chromium RSS growth ${mb(bigRun.rss)} = ${(bigRun.rss / bigRun.size).toFixed(2)}x the file.`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
