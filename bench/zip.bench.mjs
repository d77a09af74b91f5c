/**
 * ZIP benchmark (npm run bench:zip). Archives the whole corpus folder at levels 1, 5 and 9:
 * - ours: the built /create-zip page in Debian's Chromium (real UI, worker, fflate streaming,
 *   already-compressed files stored), timed in the page from the Create click to the result, with
 *   service workers blocked (see oursInChromium);
 * - Node's native zlib (`deflateRawSync`, same level) over the same bytes, in the same run;
 * - for reference: fflate's streaming API the plain way in a worker of a bare page (fflateReference),
 *   fflate in Node (`deflateSync`, every file deflated) and Info-ZIP `zip -<level>`.
 * Methods are interleaved; medians of BENCH_REPS (3) timed runs. Then BENCH_MEM_REPS (3) untimed
 * runs per level sample peak memory over the baseline just before the click, every 20 ms:
 * - the tab's renderer RSS (page + workers), split into private (RssAnon) and file-backed pages
 *   (RssFile: mostly the software compositor's tiles under --disable-gpu, and Blob data pipes);
 * - JS memory: V8 heaps and ArrayBuffer backing stores of the page and every worker (jsMemory);
 * - the whole Chromium tree's RSS (the browser process holds Blob data, the finished archive too).
 * The same page zipping one 1-byte file shows what any job costs whatever its input (painting the
 * progress bar and the result, mostly file-backed compositor tiles), and one BENCH_BIG_MB
 * (default 512, 0 to skip) text file shows that memory stays flat with input size
 * (BENCH_REPS=0 BENCH_MEM_REPS=0: that run only). Needs a build (npm run build; DIST=... for another).
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
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
const MEM_REPS = Number(process.env.BENCH_MEM_REPS ?? 3);
const LEVELS = [1, 5, 9];

const files = readdirSync(CORPUS).sort().map((name) => resolve(CORPUS, name)).filter((p) => statSync(p).isFile());
const buffers = files.map((p) => readFileSync(p));
const totalBytes = buffers.reduce((sum, b) => sum + b.length, 0);
const largest = Math.max(...buffers.map((b) => b.length));
const MB = 1024 * 1024;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** VmRSS (bytes) of the whole Chromium tree (rss) and of its renderer processes (tab: page + workers), with the renderers' RssAnon, RssFile and RssShmem. */
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
  const rss = { rss: 0, tab: 0, anon: 0, file: 0, shmem: 0 };
  for (const pid of parents.keys()) {
    let p = pid;
    while (p > 1 && p !== rootPid) p = parents.get(p) ?? 0;
    if (p !== rootPid) continue;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
      const bytes = field('VmRSS');
      rss.rss += bytes;
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) {
        rss.tab += bytes;
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

/**
 * Samples the JS memory of the page and of every worker under it, nested DEFLATE helpers included:
 * each thread's V8 heap (committed) plus its ArrayBuffer backing stores (CDP Runtime.getHeapUsage).
 * That is what the page's own code allocates; the renderer's RSS adds fixed costs this code does
 * not control (compiled code, the compositor's tiles for the result panel). Workers are reached
 * through non-flat CDP target sessions, which Playwright's page session can carry.
 */
async function jsMemory(cdp) {
  let nextId = 1;
  const pending = new Map();
  const workers = new Map(); // session path joined by '/' -> path
  const send = (path, method, params = {}) => {
    let message = { id: nextId++, method, params };
    const id = message.id;
    for (let i = path.length - 1; i >= 1; i--) message = { id: nextId++, method: 'Target.sendMessageToTarget', params: { sessionId: path[i], message: JSON.stringify(message) } };
    return new Promise((resolve) => {
      pending.set(id, resolve);
      setTimeout(() => pending.delete(id) && resolve(null), 500); // a worker that has ended never answers
      cdp.send('Target.sendMessageToTarget', { sessionId: path[0], message: JSON.stringify(message) }).catch(() => resolve(null));
    });
  };
  const attached = (path, { sessionId, targetInfo }) => {
    if (targetInfo.type !== 'worker') return;
    const child = [...path, sessionId];
    workers.set(child.join('/'), child);
    send(child, 'Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  };
  const received = (path, message) => {
    if (message.id !== undefined && pending.has(message.id)) {
      pending.get(message.id)(message.result ?? null);
      pending.delete(message.id);
    } else if (message.method === 'Target.attachedToTarget') attached(path, message.params);
    else if (message.method === 'Target.detachedFromTarget') workers.delete([...path, message.params.sessionId].join('/'));
    else if (message.method === 'Target.receivedMessageFromTarget') received([...path, message.params.sessionId], JSON.parse(message.params.message));
  };
  cdp.on('Target.attachedToTarget', (params) => attached([], params));
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => workers.delete(sessionId));
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => received([sessionId], JSON.parse(message)));
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  await new Promise((r) => setTimeout(r, 200)); // the prepared worker and its helper attach
  const bytes = (usage) => (usage ? usage.totalSize + (usage.backingStorageSize ?? 0) : 0);
  /** Bytes now, summed over the page and its workers. */
  return async () => {
    const usages = await Promise.all([cdp.send('Runtime.getHeapUsage').catch(() => null), ...[...workers.values()].map((path) => send(path, 'Runtime.getHeapUsage'))]);
    return usages.reduce((sum, usage) => sum + bytes(usage), 0);
  };
}

/**
 * Starts sampling memory every 20 ms; the returned function stops and gives each measure's peak
 * growth over now (tab, anon, file, shmem, rss from treeRss; heap from jsMemory). Sampling /proc
 * costs CPU on this box, so timed runs do not sample and memory runs are not timed.
 */
async function sampleMemory(cdp) {
  const heap = await jsMemory(cdp);
  const rootPid = chromiumPid();
  const base = { ...treeRss(rootPid), heap: await heap() };
  const peak = { ...base };
  // RSS is read at once; the JS memory answer comes later and counts when it does.
  const timer = setInterval(async () => {
    for (const [key, bytes] of Object.entries(treeRss(rootPid))) peak[key] = Math.max(peak[key], bytes);
    peak.heap = Math.max(peak.heap, await heap());
  }, 20);
  return () => {
    clearInterval(timer);
    return Object.fromEntries(Object.keys(base).map((key) => [key, peak[key] - base[key]]));
  };
}

async function oursInChromium(browser, level, sample, inputs = files) {
  // Service workers blocked: every run is a first visit, and the service worker's precache of the
  // whole site (about 11 MB) ran alongside the job and doubled its time. That is a one-off cost of a
  // first visit, not of compression.
  const context = await browser.newContext({ acceptDownloads: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`http://localhost:${PORT}/create-zip`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' }); // files chosen earlier would be lost
  await page.getByTestId('file-input').setInputFiles(inputs);
  await page.getByRole('list', { name: 'Files to zip' }).getByRole('listitem').nth(inputs.length - 1).waitFor({ state: 'attached', timeout: 60_000 });
  const slider = page.getByRole('slider', { name: 'Compression Level' });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 1; i < level; i++) await page.keyboard.press('ArrowRight');
  await page.waitForFunction((l) => document.querySelector('input[type="range"]')?.value === String(l), level);
  const stop = sample ? await sampleMemory(await context.newCDPSession(page)) : null;
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
  const growth = stop?.();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ZIP Archive' }).click();
  const path = await (await downloading).path();
  execFileSync('unzip', ['-tq', path]);
  const bytes = statSync(path).size;
  await context.close();
  return growth ?? { seconds: ms / 1000, bytes };
}

/**
 * For reference, fflate's streaming API used the plain way in the same browser: a bare page whose
 * one worker (started before the baseline, like ours) puts every file through ZipDeflate in the
 * chunks File.stream() gives, and gathers the archive as Blob parts of about 1 MB.
 */
const REFERENCE_PAGE = `<!doctype html><html lang="en"><title>fflate reference</title><input type="file" multiple aria-label="Files">
<script type="module">
const worker = new Worker('/worker.js', { type: 'module' });
window.zipAll = (level) => new Promise((done) => {
  const started = performance.now();
  worker.onmessage = ({ data }) => done({ ms: performance.now() - started, size: data.size });
  worker.postMessage({ level, files: [...document.querySelector('input').files] });
});
</script></html>`;
const REFERENCE_WORKER = `import { Zip, ZipDeflate } from '/fflate.js';
onmessage = async ({ data: { level, files } }) => {
  const parts = [];
  let chunks = [];
  let pending = 0;
  const zip = new Zip((error, chunk, final) => {
    chunks.push(chunk);
    pending += chunk.length;
    if (pending >= 1 << 20 || final) (parts.push(new Blob(chunks)), (chunks = []), (pending = 0));
  });
  for (const file of files) {
    const entry = new ZipDeflate(file.name, { level });
    zip.add(entry);
    const reader = file.stream().getReader();
    for (let next = await reader.read(); ; ) {
      const after = next.done ? next : await reader.read();
      entry.push(next.value ?? new Uint8Array(0), after.done);
      if (after.done) break;
      next = after;
    }
  }
  zip.end();
  postMessage({ size: new Blob(parts).size });
};`;

function startReferenceServer(port) {
  const bodies = {
    '/': ['text/html', REFERENCE_PAGE],
    '/worker.js': ['text/javascript', REFERENCE_WORKER],
    '/fflate.js': ['text/javascript', readFileSync(resolve(ROOT, 'node_modules/fflate/esm/browser.js'))],
  };
  return new Promise((started) => {
    const server = createServer((request, response) => {
      const [type, body] = bodies[request.url] ?? ['text/plain', 'not found'];
      response.writeHead(bodies[request.url] ? 200 : 404, { 'content-type': type }).end(body);
    });
    server.listen(port, () => started(server));
  });
}

async function fflateReference(browser, level, sample) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://localhost:${PORT + 1}/`);
  await page.locator('input').setInputFiles(files);
  await page.waitForTimeout(500); // the worker has started
  const stop = sample ? await sampleMemory(await context.newCDPSession(page)) : null;
  const { ms, size } = await page.evaluate((l) => window.zipAll(l), level);
  const growth = stop?.();
  await context.close();
  return growth ?? { seconds: ms / 1000, bytes: size };
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

/** Median of each numeric field over memory runs. */
const medianRun = (rs) => Object.fromEntries(Object.keys(rs[0]).map((key) => [key, median(rs.map((r) => r[key]))]));

async function main() {
  const server = await startPreviewServer({ dist: DIST, port: PORT, page: 'create-zip.html' });
  const referenceServer = await startReferenceServer(PORT + 1);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const runs = {};
  const memory = {};
  let bigRun = null;
  const add = (method, level, r) => ((runs[`${method}|${level}`] ??= []).push(r));
  const tiny = mkdtempSync(join(tmpdir(), 'bench-zip-tiny-'));
  const oneByte = join(tiny, 'one-byte.txt');
  writeFileSync(oneByte, 'x');
  try {
    for (let rep = 0; rep < REPS; rep++) {
      for (const level of LEVELS) {
        add('ours (Chromium, /create-zip)', level, await oursInChromium(browser, level, false));
        add('fflate streaming in Chromium (one worker, every file deflated)', level, await fflateReference(browser, level, false));
        add('Node zlib deflateRawSync', level, nodeZlib(level));
        add('fflate in Node (deflate all)', level, fflateNode(level));
        add('Info-ZIP zip', level, infoZip(level));
        console.error(`rep ${rep + 1} level ${level}: done`);
      }
    }
    for (let rep = 0; rep < MEM_REPS; rep++) {
      for (const level of LEVELS) (memory[`corpus, level ${level}`] ??= []).push(await oursInChromium(browser, level, true));
      (memory['one 1-byte file, level 5 (fixed cost)'] ??= []).push(await oursInChromium(browser, 5, true, [oneByte]));
      (memory['reference: fflate streaming in one worker, corpus, level 5'] ??= []).push(await fflateReference(browser, 5, true));
      console.error(`memory rep ${rep + 1}: done`);
    }
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
    referenceServer.close();
    rmSync(tiny, { recursive: true, force: true });
  }
  const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
  console.log(`Corpus: ${files.length} files, ${mb(totalBytes)}; largest file ${mb(largest)}.`);
  if (REPS > 0) {
    console.log(`\nSpeed, medians of ${REPS}:`);
    console.log('| method | level | MB/s | ratio (out/in) |');
    console.log('|---|---|---|---|');
    for (const [key, rs] of Object.entries(runs)) {
      const [method, level] = key.split('|');
      const seconds = median(rs.map((r) => r.seconds));
      console.log(`| ${method} | ${level} | ${(totalBytes / MB / seconds).toFixed(1)} | ${(median(rs.map((r) => r.bytes)) / totalBytes).toFixed(3)} |`);
    }
    const ours = median(runs['ours (Chromium, /create-zip)|5'].map((r) => r.seconds));
    const zlib = median(runs['Node zlib deflateRawSync|5'].map((r) => r.seconds));
    console.log(`Level 5: ours takes ${(ours / zlib).toFixed(2)}x Node zlib's time (target: at most 2x).`);
  }
  if (MEM_REPS > 0) {
    console.log(`\nPeak memory growth over the page just before Create, medians of ${MEM_REPS}:`);
    console.log('| job | tab (renderer) RSS (private, file-backed) | JS memory: V8 heaps + ArrayBuffers, page and workers | whole-Chromium RSS |');
    console.log('|---|---|---|---|');
    for (const [job, rs] of Object.entries(memory)) {
      const m = medianRun(rs);
      console.log(`| ${job} | ${mb(m.tab)} (${mb(m.anon)}, ${mb(m.file)}) | ${mb(m.heap)} | ${mb(m.rss)} |`);
    }
  }
  if (bigRun) {
    console.log(`\nOne ${mb(bigRun.size)} text file at level 5 (wall time incl. page setup ${bigRun.seconds.toFixed(1)} s):`);
    console.log(`peak tab (renderer) RSS growth ${mb(bigRun.tab)} (private ${mb(bigRun.anon)}, file-backed ${mb(bigRun.file)}), JS memory growth ${mb(bigRun.heap)}, whole-Chromium RSS growth ${mb(bigRun.rss)} = ${(bigRun.rss / bigRun.size).toFixed(2)}x the file.`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
