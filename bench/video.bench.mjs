/**
 * Video compressor benchmark (npm run bench:video). Drives the built site in Debian's Chromium:
 * for each corpus clip and resolution it runs our WebCodecs engine and the spec's MediaRecorder
 * fallback through the real page, and native `ffmpeg -c:v libx264 -preset medium` at the bitrate
 * our engine chose, in the same run. Reports × real time, bytes, video bitrate vs requested, and
 * luma SSIM against the (scaled) source from `ffmpeg -lavfi ssim`.
 *
 * Needs a build first (npm run build; DIST=... to use another folder). BENCH_FALLBACK=0 skips the
 * real-time fallback runs; BENCH_CLIPS=a.mp4,b.webm and BENCH_RES=720p,360p pick a subset. Results: a Markdown table on stdout and JSON in $BENCH_OUT.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startPreviewServer } from './previewServer.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const CORPUS = resolve(ROOT, '../shared/corpus');
const DIST = resolve(ROOT, process.env.DIST ?? 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 4426);
const OUT = process.env.BENCH_OUT ?? '/tmp/filesmith-bench-video';
const WITH_FALLBACK = process.env.BENCH_FALLBACK !== '0';
const CLIPS = process.env.BENCH_CLIPS?.split(',') ?? ['ball-720x576-h264-aac.mp4', 'cockatoo-vp9-opus.webm', 'iphone5-motion.mov', 'phone-1080p-gps.mp4'];
const RESOLUTIONS = process.env.BENCH_RES?.split(',') ?? ['original', '720p', '360p'];

const run = (cmd, args) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 });

function probe(path) {
  const json = JSON.parse(run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height:format=duration', '-of', 'json', path]));
  const video = json.streams.find((s) => s.codec_type === 'video');
  const sizes = run('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=size', '-of', 'csv=p=0', path]);
  const bytes = sizes.split('\n').filter(Boolean).reduce((sum, n) => sum + Number(n), 0);
  const duration = Number(json.format.duration);
  return { codec: video.codec_name, width: video.width, height: video.height, duration, videoBitrate: (bytes * 8) / duration };
}

/**
 * Luma SSIM of `output` against the source scaled to the output's size (square pixels both sides).
 * Both start at 0, or a few ms of start offset pairs each frame with its neighbour.
 */
function ssim(output, source, width, height) {
  const graph = `[1:v]setpts=PTS-STARTPTS,scale=${width}:${height}:flags=bicubic,setsar=1,format=yuv420p[ref];[0:v]setpts=PTS-STARTPTS,setsar=1,format=yuv420p[out];[out][ref]ssim`;
  // ffmpeg prints the SSIM summary on stderr.
  const { stderr } = spawnSync('ffmpeg', ['-v', 'info', '-nostats', '-i', output, '-i', source, '-lavfi', graph, '-f', 'null', '-'], { encoding: 'utf8' });
  return Number(/SSIM Y:([\d.]+)/.exec(stderr)?.[1] ?? NaN);
}

function ffmpegX264(source, out, width, height, bitrate) {
  const started = performance.now();
  run('ffmpeg', ['-v', 'error', '-y', '-i', source, '-vf', `scale=${width}:${height}`, '-c:v', 'libx264', '-preset', 'medium', '-b:v', String(bitrate), '-an', out]);
  return (performance.now() - started) / 1000;
}

/** One compression through the page; returns the engine's facts and the output bytes. */
async function compress(browser, clip, resolution, fallback) {
  // Service workers blocked: each run is a first visit, whose precache of the site (about 11 MB)
  // would compete with the job for the two cores (it doubled the ZIP benchmark's times).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (fallback) {
    await page.addInitScript(() => {
      delete window.VideoEncoder;
      delete window.VideoDecoder;
    });
  }
  await page.goto(`http://localhost:${PORT}/compress-video`);
  await page.locator('[data-testid="video-engine-available"][data-hydrated]').waitFor({ state: 'attached' });
  await page.getByTestId('file-input').setInputFiles(resolve(CORPUS, clip));
  await page.getByTestId('video-duration').waitFor();
  await page.getByRole('combobox', { name: 'Resolution' }).selectOption({ label: resolution === 'original' ? 'Original' : resolution });
  await page.getByRole('button', { name: 'Compress Video' }).click();
  await page.locator('[data-testid="video-result"], p[role="alert"]').first().waitFor({ timeout: 600_000 });
  if (await page.locator('p[role="alert"]').count()) {
    const message = await page.locator('p[role="alert"]').innerText();
    await context.close();
    throw new Error(message);
  }
  const text = async (id) => (await page.getByTestId(id).count()) ? page.getByTestId(id).innerText() : '';
  const facts = { time: await text('video-time'), bitrate: await text('video-video-bitrate'), format: await text('video-format') };
  // The result is the one file in the page's private storage (or the download for the fallback).
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Download Compressed Video' }).click();
  const download = await downloading;
  const path = resolve(OUT, `${fallback ? 'fallback' : 'ours'}-${resolution}-${download.suggestedFilename()}`);
  await download.saveAs(path);
  await context.close();
  return { facts, path, encodeSeconds: Number(/([\d.]+) s/.exec(facts.time)?.[1]), requested: Number(/(\d+) kbps/.exec(facts.bitrate)?.[1]) * 1000 || null };
}

/** The spec's recorder can fail outright (no output on a slow machine at 1080p): that is a result too. */
async function fallbackRow(browser, clip, resolution, source) {
  try {
    const fb = await compress(browser, clip, resolution, true);
    const fo = probe(fb.path);
    return { xRealTime: fo.duration / fb.encodeSeconds, bytes: Number(run('stat', ['-c', '%s', fb.path])), size: `${fo.width}x${fo.height}`, ssim: ssim(fb.path, source, fo.width, fo.height) };
  } catch (error) {
    return { failed: String(error.message ?? error).split('\n')[0].slice(0, 80) };
  }
}

const fmt = (n, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : '–');

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await startPreviewServer({ dist: DIST, port: PORT, page: 'compress-video.html' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  const rows = [];
  try {
    for (const clip of CLIPS) {
      const source = resolve(CORPUS, clip);
      const seen = new Set();
      for (const resolution of RESOLUTIONS) {
        const ours = await compress(browser, clip, resolution, false);
        const out = probe(ours.path);
        const key = `${out.width}x${out.height}`;
        if (seen.has(key)) continue; // e.g. 720p of a 640×360 clip is the original size again
        seen.add(key);
        const row = { clip, resolution, size: key, seconds: out.duration };
        row.ours = { xRealTime: out.duration / ours.encodeSeconds, bytes: Number(run('stat', ['-c', '%s', ours.path])), codec: out.codec, requested: ours.requested, actualVideoBitrate: out.videoBitrate, ssim: ssim(ours.path, source, out.width, out.height) };
        const x264Path = resolve(OUT, `x264-${resolution}-${clip.replace(/\.\w+$/, '')}.mp4`);
        const x264Seconds = ffmpegX264(source, x264Path, out.width, out.height, ours.requested ?? out.videoBitrate);
        row.x264 = { xRealTime: out.duration / x264Seconds, bytes: Number(run('stat', ['-c', '%s', x264Path])), ssim: ssim(x264Path, source, out.width, out.height) };
        if (WITH_FALLBACK) row.fallback = await fallbackRow(browser, clip, resolution, source);
        rows.push(row);
        console.error(`${clip} ${resolution}: done`);
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
  writeFileSync(resolve(OUT, 'video-bench.json'), JSON.stringify(rows, null, 2));
  console.log('| clip | res | ours × RT | ours bytes | codec | req kbps | got kbps | ours SSIM | x264 medium × RT | x264 bytes | x264 SSIM | fallback × RT | fallback bytes (size) | fallback SSIM |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const f = r.fallback?.failed ? null : r.fallback;
    console.log(
      `| ${r.clip} | ${r.resolution} → ${r.size} | ${fmt(r.ours.xRealTime)} | ${r.ours.bytes} | ${r.ours.codec} | ${fmt((r.ours.requested ?? NaN) / 1000, 0)} | ${fmt(r.ours.actualVideoBitrate / 1000, 0)} | ${fmt(r.ours.ssim, 3)} | ${fmt(r.x264.xRealTime)} | ${r.x264.bytes} | ${fmt(r.x264.ssim, 3)} | ${f ? fmt(f.xRealTime) : r.fallback?.failed ? 'failed' : '–'} | ${f ? `${f.bytes} (${f.size})` : '–'} | ${f ? fmt(f.ssim, 3) : '–'} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
