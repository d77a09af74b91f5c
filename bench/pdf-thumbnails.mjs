/**
 * Page thumbnails benchmark (npm run bench:pdf-thumbnails): opens the 352-page
 * ../shared/realworld/pdfjs/freeculture.pdf in the built /split-pdf page (Debian's Chromium) and
 * measures
 * - the time from choosing the file to the first drawn thumbnail (target: under 2 s), and to the
 *   first screenful;
 * - memory while the page grid is scrolled to the end, a screen at a time: JS heap of the page and
 *   of the render worker (via CDP; hence puppeteer-core), the tab's renderer RSS growth, and how
 *   many thumbnails are held at once (drawn ones off-screen are released, so it stays bounded).
 * Needs a build (npm run build; DIST=... for another) and the shared real-world files.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startPreviewServer } from './previewServer.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(ROOT, process.env.DIST ?? 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 4428);
const PDF = resolve(ROOT, process.env.REALWORLD_DIR ?? '../shared/realworld', 'pdfjs/freeculture.pdf');
const MB = 1024 * 1024;

/** RSS of this browser's renderer processes (the tab and its workers), not of other Chromiums on the machine. */
function rendererRss(browserPid) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('--type=renderer') || !descendsFrom(Number(pid), browserPid)) continue;
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      /* process ended */
    }
  }
  return total;
}

function descendsFrom(pid, ancestor) {
  for (let at = pid, hops = 0; at > 1 && hops < 10; hops++) {
    if (at === ancestor) return true;
    at = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${at}/status`, 'utf8'))?.[1] ?? 0);
  }
  return false;
}

const drawnCount = (page) => page.$$eval('[data-testid="page-thumb"][data-drawn="true"]', (list) => list.length);

async function main() {
  if (!existsSync(PDF)) throw new Error(`${PDF} not found (the shared real-world files)`);
  const server = await startPreviewServer({ dist: DIST, port: PORT, page: 'split-pdf.html' });
  const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'], headless: true });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const workers = [];
    page.on('workercreated', (worker) => workers.push(worker));
    await page.goto(`http://localhost:${PORT}/split-pdf`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');
    const pageHeap = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize').value;
    const workerHeap = async () => {
      let sum = 0;
      for (const worker of workers) sum += (await worker.client.send('Runtime.getHeapUsage').catch(() => ({ usedSize: 0 }))).usedSize;
      return sum;
    };
    const browserPid = browser.process().pid;
    const baseRss = rendererRss(browserPid);
    const input = await page.$('[data-testid="file-input"]');
    const started = performance.now();
    await input.uploadFile(PDF);
    await page.waitForSelector('[data-testid="page-thumb"][data-drawn="true"]', { timeout: 60_000 });
    const firstThumb = performance.now() - started;
    await page.evaluate(() => document.querySelector('[data-testid="page-grid"]').scrollIntoView());
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="page-thumb"][data-drawn="true"]').length >= 15, { timeout: 60_000 });
    const firstScreen = performance.now() - started;

    const peak = { rss: 0, page: 0, worker: 0, held: 0 };
    const sample = async () => {
      peak.rss = Math.max(peak.rss, rendererRss(browserPid) - baseRss);
      peak.page = Math.max(peak.page, await pageHeap());
      peak.worker = Math.max(peak.worker, await workerHeap());
      peak.held = Math.max(peak.held, await drawnCount(page));
    };
    const trace = [];
    const scrollStarted = performance.now();
    for (let step = 1; ; step++) {
      const atEnd = await page.$eval('[data-testid="page-grid"]', (grid) => {
        grid.scrollTop += grid.clientHeight;
        return grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1;
      });
      await new Promise((r) => setTimeout(r, 250));
      await sample();
      if (step % 8 === 0) trace.push(`${await page.$eval('[data-testid="page-grid"]', (grid) => Math.round((grid.scrollTop / grid.scrollHeight) * 352))}: +${((rendererRss(browserPid) - baseRss) / MB).toFixed(0)} MB`);
      if (atEnd) break;
    }
    await page.waitForFunction(() => document.querySelector('[data-testid="page-thumb"][data-page="352"]')?.getAttribute('data-drawn') === 'true', { timeout: 60_000 });
    const scrolled = performance.now() - scrollStarted;
    await sample();
    console.log(`freeculture.pdf (352 pages, ${(readFileSync(PDF).length / MB).toFixed(1)} MB) in /split-pdf:`);
    console.log(`  first thumbnail ${firstThumb.toFixed(0)} ms after choosing the file (target < 2000 ms); first 15 thumbnails ${firstScreen.toFixed(0)} ms`);
    console.log(`  scrolled to page 352 a screen every 250 ms: ${(scrolled / 1000).toFixed(1)} s, last page drawn`);
    console.log(`  thumbnails held at once: at most ${peak.held} of 352; now ${await drawnCount(page)}`);
    console.log(`  tab RSS growth by page reached: ${trace.join(', ')}`);
    console.log(`  peak JS heap: page ${(peak.page / MB).toFixed(1)} MB, render worker ${(peak.worker / MB).toFixed(1)} MB; peak tab RSS growth ${(peak.rss / MB).toFixed(0)} MB`);
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
