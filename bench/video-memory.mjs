/**
 * Video memory benchmark (npm run bench:video-memory): does a multi-GB input stay out of memory?
 * Makes a BENCH_BIG_GB (default 2) GB clip with ffmpeg (720p noise, lossless H.264 at about
 * 270 Mbit/s, so 2 GB is a one-minute clip that takes seconds to make), compresses it to 720p
 * through the built /compress-video page in Debian's Chromium, and samples every 500 ms:
 * - the JS heap of the page and of each worker (the conversion runs in one), via CDP — Playwright
 *   opens no CDP session on workers, hence puppeteer-core here;
 * - the tab's (renderer processes') RSS growth over the baseline just before the click, which also
 *   holds the decoder's and encoder's frame buffers.
 * The save-file picker is removed from the page (headless Chromium cannot answer it), so the output
 * goes to the origin-private file system, as it does in a browser without the picker.
 * Needs a build (npm run build; DIST=... for another) and ffmpeg.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startPreviewServer } from './previewServer.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(ROOT, process.env.DIST ?? 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 4427);
const GB = Number(process.env.BENCH_BIG_GB ?? 2);
const MB = 1024 * 1024;
const BITS_PER_SECOND = 270e6; // what the lossless noise clip comes out at

/** RSS of every Chromium renderer process (the tab and its workers). */
function rendererRss() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chrom') || !cmd.includes('--type=renderer')) continue;
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      /* process ended */
    }
  }
  return total;
}

function makeClip(dir) {
  const path = join(dir, 'big.mp4');
  const seconds = Math.ceil((GB * 1024 ** 3 * 8) / BITS_PER_SECOND);
  execFileSync('ffmpeg', [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30',
    '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
    '-vf', 'noise=alls=30:allf=t+u', '-t', String(seconds),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-c:a', 'aac', '-b:a', '128k', '-shortest', path,
  ]);
  return path;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-video-memory-'));
  const server = await startPreviewServer({ dist: DIST, port: PORT, page: 'compress-video.html' });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    headless: true,
    protocolTimeout: 1_800_000,
  });
  try {
    const clip = makeClip(dir);
    const size = statSync(clip).size;
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(() => {
      delete window.showSaveFilePicker;
    });
    const workers = [];
    page.on('workercreated', (worker) => workers.push(worker));
    await page.goto(`http://localhost:${PORT}/compress-video`);
    await page.waitForSelector('[data-testid="video-engine-available"][data-hydrated]');
    await (await page.$('[data-testid="file-input"]')).uploadFile(clip);
    await page.waitForSelector('[data-testid="video-duration"]', { timeout: 120_000 });
    const value = await page.evaluate(() => [...document.querySelectorAll('select option')].find((o) => o.textContent === '720p')?.value);
    await page.select('select', value);
    await new Promise((r) => setTimeout(r, 1500));
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');
    const pageHeap = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize').value;
    const workerHeap = async () => {
      let sum = 0;
      for (const worker of workers) sum += (await worker.client.send('Runtime.getHeapUsage').catch(() => ({ usedSize: 0 }))).usedSize;
      return sum;
    };
    const baseRss = rendererRss();
    const peak = { rss: baseRss, page: await pageHeap(), worker: 0 };
    const trace = [];
    let ticks = 0;
    const sampler = setInterval(async () => {
      const rss = rendererRss();
      peak.rss = Math.max(peak.rss, rss);
      peak.page = Math.max(peak.page, await pageHeap().catch(() => 0));
      peak.worker = Math.max(peak.worker, await workerHeap());
      if (++ticks % 20 === 0) trace.push(`${ticks / 2} s: +${((rss - baseRss) / MB).toFixed(0)} MB`);
    }, 500);
    const started = Date.now();
    await page.$$eval('button', (buttons) => buttons.find((b) => b.textContent === 'Compress Video')?.click());
    await page.waitForSelector('[data-testid="video-result"], p[role="alert"]', { timeout: 1_800_000 });
    clearInterval(sampler);
    const result = await page.$eval('[data-testid="video-result"], p[role="alert"]', (e) => e.innerText.replace(/\n+/g, ' | '));
    console.log(`Input: ${(size / MB).toFixed(0)} MB (lossless 720p noise, ${(BITS_PER_SECOND / 1e6).toFixed(0)} Mbit/s), compressed to 720p; wall ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    console.log(`Result: ${result}`);
    console.log(`Peak JS heap: worker ${(peak.worker / MB).toFixed(1)} MB, page ${(peak.page / MB).toFixed(1)} MB (target: under 200 MB).`);
    console.log(`Peak tab (renderer) RSS growth ${((peak.rss - baseRss) / MB).toFixed(0)} MB = ${((peak.rss - baseRss) / size).toFixed(2)}x the input; every 10 s: ${trace.join(', ')}.`);
  } finally {
    await browser.close();
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
