/**
 * Part of `npm run bench:images` (issue 36): our PNG palette at the default level (7) against
 * pngquant `--quality 65-80` followed by OxiPNG, in the same run, file by file:
 * - the PNGs of ../shared/corpus, the truecolour PNGs of ../shared/realworld/pngsuite, photos made
 *   here from corpus JPEGs (one with a feathered alpha cut-out, one of 12 MP), and screenshots of
 *   the built site's pages (Chromium, 1280 x 800; skipped without a build in dist/);
 * - bytes, saving, SSIM and wall time of each method. SSIM is the same for both: ours
 *   (src/wasm/image/codecs/ssim.ts: BT.601 luma composited over white, 8 x 8 windows, stride 4)
 *   against the original decoded by @jsquash/png. A result that is not smaller than the input is
 *   replaced by the input for both methods (our tool does that; pngquant refuses with exit code
 *   99 when it cannot reach quality 65: the input is kept, SSIM 1);
 * - OxiPNG after pngquant is the same wasm OxiPNG (level 2) our tool runs: Debian 12 has no oxipng
 *   package. pngquant is Debian's, a benchmark-only tool (GPL, never shipped); without it the
 *   comparison columns are empty;
 * - then the 12 MP photo's quantisation timed in Chromium (the page), from a bundle of
 *   src/wasm/image/codecs/quantise.ts: one palette and remap, with and without dithering.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, type Page } from '@playwright/test';
import { decodeJpeg, decodePng, encodePng, optimisePng } from '../src/wasm/image/codecs/jsquash';
import { compressImageBuffer } from '../src/wasm/image/compressImage';
import { ssim } from '../src/wasm/image/codecs/ssim';
import { corpusBytes, hasRealworld, realworldBytes, realworldManifest } from '../tests/helpers/corpus';
import { initNodeCodecs } from '../tests/helpers/nodeCodecs';

const ROOT = resolve(import.meta.dirname, '..');
const CORPUS_PNGS = ['astronaut-rgb.png', 'alpha-swirlaxy.png', 'screenshot-kde-desktop.png', 'palette-alpha-glow.png', 'scan-page-gray.png', 'png-exif-gps.png'];
const SCREENSHOT_PAGES = ['/', '/compress-png', '/pdf-merger', '/image-metadata-editor'];
const PORT = Number(process.env.BENCH_PORT ?? 4383);

const buffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const pad = (v: string | number, n: number) => String(v).padStart(n);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const hasPngquant = spawnSync('pngquant', ['--version']).status === 0;

interface Input {
  name: string;
  bytes: Uint8Array;
}

/** A feathered elliptical cut-out (alpha 0 outside, 255 inside, a soft edge), as product photos have. */
function cutOut(image: ImageData): ImageData {
  const { width, height } = image;
  const data = new Uint8ClampedArray(image.data);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot((x - width / 2) / (width / 2), (y - height / 2) / (height / 2));
      data[(y * width + x) * 4 + 3] = Math.round(Math.max(0, Math.min(1, (0.95 - d) * 8)) * 255);
    }
  }
  return new ImageData(data, width, height);
}

async function madePhotos(): Promise<Input[]> {
  const photo = async (name: string) => decodeJpeg(buffer(corpusBytes(name)));
  const landscape = await photo('orientation-1.jpg');
  return [
    { name: 'made/photo-nikon-640x480.png', bytes: new Uint8Array(await encodePng(await photo('gps-nikon-coolpix.jpg'))) },
    { name: 'made/photo-1800x1200.png', bytes: new Uint8Array(await encodePng(landscape)) },
    { name: 'made/photo-alpha-cutout-1800x1200.png', bytes: new Uint8Array(await encodePng(cutOut(landscape))) },
    { name: 'made/photo-12mp-4000x3000.png', bytes: new Uint8Array(await encodePng(await photo('photo-phone-xiaomi-gps.jpg'))) },
  ];
}

function pngsuiteTruecolour(): Input[] {
  if (!hasRealworld('pngsuite')) return [];
  return realworldManifest('pngsuite')
    .filter((entry) => entry.expected === 'process')
    .filter((entry) => /; (rgb|rgba) (8|16)-bit/.test(readKind(entry.file)))
    .map((entry) => ({ name: `pngsuite/${entry.file}`, bytes: realworldBytes('pngsuite', entry.file) }));
}

/** The manifest's kind column (the helper keeps only file, expected and facts). */
let kinds: Map<string, string> | null = null;
function readKind(file: string): string {
  if (!kinds) {
    const rows = readFileSync(resolve(ROOT, '../shared/realworld/pngsuite/MANIFEST.tsv'), 'utf8').trim().split('\n');
    const header = rows[0].split('\t');
    const kind = header.indexOf('kind');
    kinds = new Map(rows.slice(1).map((row) => row.split('\t')).map((cells) => [cells[0], cells[kind]]));
  }
  return kinds.get(file) ?? '';
}

/** `vite preview` of dist/ (as ./previewServer.mjs does), through Vite's own entry so killing the child stops it. */
async function preview(dist: string) {
  const server = spawn(process.execPath, [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(PORT), '--strictPort', '--outDir', dist], { cwd: ROOT, stdio: 'ignore' });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://localhost:${PORT}/`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('preview server did not start');
}

async function screenshots(page: Page): Promise<Input[]> {
  const dist = resolve(ROOT, 'dist');
  if (!existsSync(resolve(dist, 'index.html'))) return [];
  const server = await preview(dist);
  try {
    const out: Input[] = [];
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of SCREENSHOT_PAGES) {
      await page.goto(`http://localhost:${PORT}${path}`, { waitUntil: 'networkidle' });
      out.push({ name: `screenshot${path === '/' ? '/home' : path}.png`, bytes: new Uint8Array(await page.screenshot({ type: 'png' })) });
    }
    return out;
  } finally {
    server.kill();
  }
}

/** pngquant --quality 65-80, then OxiPNG level 2 when that is smaller; the input when nothing is smaller. */
async function pngquant(input: Uint8Array, dir: string): Promise<{ bytes: Uint8Array; ms: number; note: string }> {
  const from = join(dir, 'in.png');
  const to = join(dir, 'out.png');
  writeFileSync(from, input);
  rmSync(to, { force: true });
  const started = performance.now();
  const run = spawnSync('pngquant', ['--quality', '65-80', '--force', '--output', to, from]);
  if (run.status !== 0) return { bytes: input, ms: performance.now() - started, note: run.status === 99 ? 'quality < 65: input kept' : `exit ${run.status}: input kept` };
  const quantised = new Uint8Array(readFileSync(to));
  const optimised = new Uint8Array(await optimisePng(buffer(quantised), 2));
  const ms = performance.now() - started;
  const best = optimised.length < quantised.length ? optimised : quantised;
  return best.length < input.length ? { bytes: best, ms, note: '' } : { bytes: input, ms, note: 'not smaller: input kept' };
}

/** The 12 MP photo's quantisation in Chromium: our module bundled for the page, the PNG decoded there. */
async function inPage(page: Page, png: Uint8Array): Promise<string[]> {
  const { build } = await import('rolldown');
  const dir = mkdtempSync(join(tmpdir(), 'filesmith-png-bench-'));
  try {
    const entry = join(dir, 'entry.ts');
    writeFileSync(entry, `import { Quantiser, toImageData } from ${JSON.stringify(resolve(ROOT, 'src/wasm/image/codecs/quantise.ts'))};\n(globalThis as any).benchQuantiser = { Quantiser, toImageData };\n`);
    const out = await build({ input: entry, write: false, output: { format: 'iife' }, logLevel: 'silent' });
    const code = out.output[0].code;
    await page.route('http://bench.invalid/**', (route) =>
      route.request().url().endsWith('.png') ? route.fulfill({ body: Buffer.from(png), contentType: 'image/png' }) : route.fulfill({ body: '<title>bench</title>', contentType: 'text/html' }),
    );
    await page.goto('http://bench.invalid/');
    await page.addScriptTag({ content: code });
    const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
    const result = await page.evaluate(async (rounds) => {
      const blob = await (await fetch('/photo.png')).blob();
      const bitmap = await createImageBitmap(blob, { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      ctx.drawImage(bitmap, 0, 0);
      const image = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      const { Quantiser } = (globalThis as unknown as { benchQuantiser: { Quantiser: new (image: ImageData) => { quantise(c: number, d: number): { colors: number } } } }).benchQuantiser;
      const times: Record<string, number[]> = { plain: [], dithered: [] };
      for (let round = 0; round < rounds; round++) {
        for (const [label, dither] of [['plain', 0], ['dithered', 0.5]] as const) {
          const started = performance.now();
          new Quantiser(image).quantise(256, dither);
          times[label].push(performance.now() - started);
        }
      }
      return { width: image.width, height: image.height, times };
    }, rounds);
    const mid = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
    return [
      `12 MP photo (${result.width} x ${result.height}) quantised in Chromium, 256 colours, median of ${rounds} (analysis, palette, remap of every pixel):`,
      `  no dithering ${mid(result.times.plain).toFixed(0)} ms (${result.times.plain.map((t) => t.toFixed(0)).join(', ')}), dithered ${mid(result.times.dithered).toFixed(0)} ms (${result.times.dithered.map((t) => t.toFixed(0)).join(', ')}) (target <= 2000 ms)`,
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('images: PNG palette vs pngquant 65-80 + OxiPNG', async ({ page }) => {
  await initNodeCodecs();
  const inputs: Input[] = [
    ...CORPUS_PNGS.map((name) => ({ name: `corpus/${name}`, bytes: corpusBytes(name) })),
    ...pngsuiteTruecolour(),
    ...(await madePhotos()),
    ...(await screenshots(page)),
  ];
  const dir = mkdtempSync(join(tmpdir(), 'filesmith-pngquant-'));
  const rows: string[] = [];
  const results: { name: string; ours: { saving: number; ssim: number }; pq: { saving: number; ssim: number } | null }[] = [];
  const belowFloor: string[] = [];
  let twelve: Uint8Array | null = null;
  for (const { name, bytes } of inputs) {
    if (name.includes('12mp')) twelve = bytes;
    const original = await decodePng(buffer(bytes));
    const { width, height } = original;
    const score = async (out: Uint8Array) => (out === bytes ? 1 : ssim(original, await decodePng(buffer(out)), width, height));
    const started = performance.now();
    const ours = await compressImageBuffer(buffer(bytes), { format: 'png', quality: 100, pngLevel: 7, scaleBelow70: false, keepMetadata: false }, { reference: null });
    const oursMs = performance.now() - started;
    const oursBytes = ours.notSmaller ? bytes : new Uint8Array(ours.bytes);
    const oursSsim = await score(oursBytes);
    if (oursSsim < 0.97) belowFloor.push(name);
    const row: (typeof results)[number] = { name, ours: { saving: 1 - oursBytes.length / bytes.length, ssim: oursSsim }, pq: null };
    results.push(row);
    let theirs = '';
    if (hasPngquant) {
      const pq = await pngquant(bytes, dir);
      const pqSsim = await score(pq.bytes);
      row.pq = { saving: 1 - pq.bytes.length / bytes.length, ssim: pqSsim };
      theirs = ` | ${pad(pq.bytes.length, 9)} ${pad(((1 - pq.bytes.length / bytes.length) * 100).toFixed(1), 6)}% ${pqSsim.toFixed(4)} ${pad(pq.ms.toFixed(0), 6)}${pq.note ? ` (${pq.note})` : ''}`;
    }
    const kept = ours.notSmaller ? ' (input kept)' : '';
    rows.push(`${name.padEnd(44)} ${pad(`${width}x${height}`, 10)} ${pad(bytes.length, 9)} | ${pad(oursBytes.length, 9)} ${pad(((1 - oursBytes.length / bytes.length) * 100).toFixed(1), 6)}% ${oursSsim.toFixed(4)} ${pad(oursMs.toFixed(0), 6)}${kept}${theirs}`);
  }
  rmSync(dir, { recursive: true, force: true });
  const header = `${'file'.padEnd(44)} ${pad('size', 10)} ${pad('input B', 9)} | ${pad('ours B', 9)} ${pad('saved', 7)} ${pad('SSIM', 6)} ${pad('ms', 6)}${hasPngquant ? ` | ${pad('pngquant B', 9)} ${pad('saved', 7)} ${pad('SSIM', 6)} ${pad('ms', 6)}` : ''}`;
  const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
  // The issue's set (corpus PNGs, photos, screenshots), PngSuite's 32 x 32 test patterns apart, then all.
  const groups: [string, (name: string) => boolean][] = [
    ['corpus + photos + screenshots', (name) => !name.startsWith('pngsuite/')],
    ['pngsuite truecolour (32 x 32 test patterns)', (name) => name.startsWith('pngsuite/')],
    ['all', () => true],
  ];
  const summary: string[] = [];
  for (const [label, member] of groups) {
    const set = results.filter((r) => member(r.name));
    if (!set.length) continue;
    const below = set.filter((r) => r.ours.ssim < 0.97).map((r) => r.name);
    summary.push(
      `${label}, ${set.length} files, level 7: ours median saving ${pct(median(set.map((r) => r.ours.saving)))}, median SSIM ${median(set.map((r) => r.ours.ssim)).toFixed(4)}, min SSIM ${Math.min(...set.map((r) => r.ours.ssim)).toFixed(4)} (floor 0.97; below: ${below.length ? below.join(', ') : 'none'})`,
    );
    const theirs = set.filter((r) => r.pq).map((r) => r.pq!);
    if (theirs.length) {
      summary.push(`  pngquant --quality 65-80 + OxiPNG: median saving ${pct(median(theirs.map((r) => r.saving)))}, median SSIM ${median(theirs.map((r) => r.ssim)).toFixed(4)}, min SSIM ${Math.min(...theirs.map((r) => r.ssim)).toFixed(4)}`);
      const both = set.filter((r) => r.pq);
      const smaller = both.filter((r) => r.ours.saving >= r.pq!.saving).length;
      const sharper = both.filter((r) => r.ours.ssim >= r.pq!.ssim).length;
      summary.push(`  file by file: ours at least as small on ${smaller}/${both.length}, at least the SSIM on ${sharper}/${both.length}`);
    }
  }
  if (!hasPngquant) summary.push('pngquant: not installed (apt-get install pngquant), no comparison');
  summary.push(
    'SSIM: src/wasm/image/codecs/ssim.ts for both (BT.601 luma over white, 8 x 8 windows, stride 4) against the input decoded by @jsquash/png; ms: wall time on this machine (ours: decode, search, OxiPNG in Node\'s V8; pngquant: the process plus wasm OxiPNG)',
  );
  const timing = twelve ? await inPage(page, twelve) : [];
  console.log(['', header, ...rows, '', ...summary, ...timing, `Load average at the end: ${loadavg().map((v) => v.toFixed(2)).join(', ')} on ${cpus().length} cores`].join('\n'));
});
