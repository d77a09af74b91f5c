/**
 * /compress-video end to end in Chromium: real corpus clips through the UI, and every output is
 * decoded again (a <video> element in the page for duration and size; ffprobe for the streams).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseFiles, chooseOption, corpusFile, dropdown, expect, seriousA11yViolations, test } from './fixtures/test';

interface Probe {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
  format: { duration: string; format_name: string };
}

const ffprobe = (path: string): Probe =>
  JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height:format=duration,format_name', '-of', 'json', path], {
      encoding: 'utf8',
    }),
  );

/** Loads the bytes into a <video> element of the page: it must decode a frame and report its facts. */
async function decodeInPage(page: Page, path: string, mimeType: string) {
  const base64 = readFileSync(path).toString('base64');
  return page.evaluate(
    async ({ base64, mimeType }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
      await new Promise((resolve, reject) => {
        video.onloadeddata = resolve;
        video.onerror = () => reject(new Error(`the browser cannot decode the output: ${video.error?.message}`));
      });
      video.currentTime = video.duration / 2;
      await new Promise((resolve) => (video.onseeked = resolve));
      return { duration: video.duration, width: video.videoWidth, height: video.videoHeight };
    },
    { base64, mimeType },
  );
}

const pick = chooseOption;

/** Opens the page and waits for hydration: a file chosen before React listens would be lost. */
async function openPage(page: Page) {
  await page.goto('/compress-video');
  await expect(page.locator('[data-testid="video-engine-available"][data-hydrated]')).toBeAttached();
}

async function selectClip(page: Page, name: string, file = corpusFile(name)) {
  await openPage(page);
  await chooseFiles(page, file);
  await expect(page.getByTestId('video-duration')).toBeVisible();
}

async function compressAndDownload(page: Page) {
  await page.getByRole('button', { name: 'Compress Video' }).click();
  await expect(page.getByTestId('video-result')).toBeVisible({ timeout: 120_000 });
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Video Compression Complete');
  await expect(toast).toContainText(/Reduced from [\d.]+ (KB|MB) to [\d.]+ (KB|MB) \(\d+% reduction\)/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Compressed Video' }).click();
  await expect(page.getByRole('button', { name: /Wait \ds\.\.\./ })).toBeDisabled();
  const download = await downloading;
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  return { path, name: download.suggestedFilename() };
}

const mimeOf = (name: string) => (name.endsWith('.mp4') ? 'video/mp4' : 'video/webm');

test.describe('video compressor', () => {
  test.setTimeout(180_000);

  test('page shows the spec controls and the no-file toasts', async ({ page }) => {
    await openPage(page);
    const quality = page.getByRole('slider', { name: 'Quality' });
    await expect(quality).toHaveAttribute('min', '30');
    await expect(quality).toHaveAttribute('max', '100');
    await expect(quality).toHaveValue('70');
    await quality.focus();
    await page.keyboard.press('ArrowRight');
    await expect(quality).toHaveValue('75');
    await expect(dropdown(page, 'Resolution').getByRole('option')).toHaveText(['Original', '1080p', '720p', '480p', '360p']);
    await page.getByRole('button', { name: 'Compress Video' }).click();
    await expect(page.getByTestId('toast')).toContainText('No video selected');
    await expect(page.getByTestId('toast')).toContainText('Please select a video file first.');
    await selectClip(page, 'cockatoo-vp9-opus.webm');
    await expect(page.getByTestId('video-duration')).toHaveText('Duration: 0:06');
    await expect(page.getByTestId('video-estimate')).toContainText(/Expected output: about [\d.]+ (KB|MB) at 640×360/);
    // Checked before any toast is up.
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Download Compressed Video' }).click();
    await expect(page.getByTestId('toast')).toContainText('No compressed video');
    await expect(page.getByTestId('toast')).toContainText('Please compress a video first.');
  });

  test('MP4 (H.264 + AAC, 16:15 pixels) to 360p: decodes at 480×360 square pixels, same duration, smaller', async ({ page }) => {
    await selectClip(page, 'ball-720x576-h264-aac.mp4');
    await pick(page, 'Resolution', '360p');
    const { path, name } = await compressAndDownload(page);
    expect(name).toMatch(/^compressed_ball-720x576-h264-aac\.(mp4|webm)$/);
    // 720×576 stored with 16:15 pixels displays as 768×576 (4:3); 360 lines of that is 480×360.
    await expect(page.getByTestId('video-resolution')).toHaveText('480×360');
    await expect(page.getByTestId('video-engine')).toHaveText('WebCodecs (Mediabunny)');
    const decoded = await decodeInPage(page, path, mimeOf(name));
    expect([decoded.width, decoded.height]).toEqual([480, 360]);
    expect(Math.abs(decoded.duration - 10.222)).toBeLessThan(0.2);
    expect(statSync(path).size).toBeLessThan(statSync(corpusFile('ball-720x576-h264-aac.mp4')).size);
    const probe = ffprobe(path);
    const video = probe.streams.find((s) => s.codec_type === 'video');
    expect(video?.codec_name).toBe(name.endsWith('.mp4') ? 'h264' : 'vp9');
    expect([video?.width, video?.height]).toEqual([480, 360]);
    // AAC is copied into MP4; WebM cannot hold it, so it becomes Opus.
    expect(probe.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe(name.endsWith('.mp4') ? 'aac' : 'opus');
  });

  test('WebM chosen: VP9 + Opus clip at original size stays 640×360 and shrinks', async ({ page }) => {
    await selectClip(page, 'cockatoo-vp9-opus.webm');
    await pick(page, 'Format', 'WebM (VP9)');
    await page.getByRole('slider', { name: 'Quality' }).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('slider', { name: 'Quality' })).toHaveValue('50');
    const { path, name } = await compressAndDownload(page);
    expect(name).toBe('compressed_cockatoo-vp9-opus.webm');
    const decoded = await decodeInPage(page, path, 'video/webm');
    expect([decoded.width, decoded.height]).toEqual([640, 360]);
    expect(Math.abs(decoded.duration - 6.008)).toBeLessThan(0.2);
    expect(statSync(path).size).toBeLessThan(statSync(corpusFile('cockatoo-vp9-opus.webm')).size);
    expect(ffprobe(path).streams.map((s) => s.codec_name).sort()).toEqual(['opus', 'vp9']);
  });

  test('MOV trimmed to 2–5 s with audio removed: 3 s, no audio stream', async ({ page }) => {
    await selectClip(page, 'iphone5-motion.mov');
    await page.getByLabel('Start (seconds)').fill('2');
    await page.getByLabel('End (seconds)').fill('5');
    await page.getByLabel('Remove audio').check();
    await pick(page, 'Resolution', '360p');
    const { path, name } = await compressAndDownload(page);
    expect(name).toMatch(/^compressed_iphone5-motion\.(mp4|webm)$/);
    const decoded = await decodeInPage(page, path, mimeOf(name));
    // 568×320 is already under 360 lines: never upscaled.
    expect([decoded.width, decoded.height]).toEqual([568, 320]);
    expect(Math.abs(decoded.duration - 3)).toBeLessThan(0.2);
    expect(ffprobe(path).streams.map((s) => s.codec_type)).toEqual(['video']);
  });

  test('1080p phone clip to 480p keeps the aspect ratio with even sides', async ({ page }) => {
    await selectClip(page, 'phone-1080p-gps.mp4');
    await pick(page, 'Resolution', '480p');
    await expect(page.getByTestId('video-estimate')).toContainText('854×480');
    const { path, name } = await compressAndDownload(page);
    const decoded = await decodeInPage(page, path, mimeOf(name));
    expect([decoded.width, decoded.height]).toEqual([854, 480]);
    expect(Math.abs(decoded.duration - 1.6)).toBeLessThan(0.2);
    expect(statSync(path).size).toBeLessThan(statSync(corpusFile('phone-1080p-gps.mp4')).size / 4);
  });

  test('without WebCodecs the spec fallback (canvas + MediaRecorder) records a playable WebM', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { VideoEncoder?: unknown }).VideoEncoder;
      delete (window as { VideoDecoder?: unknown }).VideoDecoder;
    });
    // A source of ordinary bitrate: the spec's fixed recorder bitrates would inflate an already tiny clip.
    await selectClip(page, 'ball-720x576-h264-aac.mp4');
    await expect(page.getByTestId('video-engine-available')).toContainText('Canvas + MediaRecorder');
    await pick(page, 'Resolution', '360p');
    const { path, name } = await compressAndDownload(page);
    expect(name).toBe('compressed_ball-720x576-h264-aac.webm');
    await expect(page.getByTestId('video-engine')).toHaveText('Canvas + MediaRecorder (fallback)');
    const decoded = await decodeInPage(page, path, 'video/webm');
    // The spec scales by 0.3 for 360p: 768×576 display size (16:15 pixels) → 230×172, even.
    expect([decoded.width, decoded.height]).toEqual([230, 172]);
    expect(Math.abs(decoded.duration - 10.222)).toBeLessThan(0.2);
    expect(statSync(path).size).toBeLessThan(statSync(corpusFile('ball-720x576-h264-aac.mp4')).size);
    expect(ffprobe(path).streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('vp9');
  });

  test('bad input (a PDF typed video/mp4, an empty file) gives a clear toast and the page keeps working', async ({ page }) => {
    await openPage(page);
    const pdf = readFileSync(corpusFile('text-2pages-libreoffice.pdf'));
    const input = page.getByTestId('file-input');
    await input.setInputFiles({ name: 'holiday.mp4', mimeType: 'video/mp4', buffer: pdf });
    await page.getByRole('button', { name: 'Compress Video' }).click();
    await expect(page.getByTestId('toast')).toContainText('Compression Failed');
    await expect(page.getByTestId('toast')).toContainText('There was an error compressing your video. Please try again with a different file.');
    await expect(page.getByRole('alert')).toContainText('not a video container your browser can read');
    await input.setInputFiles({ name: 'empty.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(0) });
    await page.getByRole('button', { name: 'Compress Video' }).click();
    await expect(page.getByRole('alert')).toContainText('empty');
    await selectClip(page, 'phone-1080p-gps.mp4');
    await pick(page, 'Resolution', '360p');
    await page.getByRole('button', { name: 'Compress Video' }).click();
    await expect(page.getByTestId('video-result')).toBeVisible({ timeout: 120_000 });
  });

  test('Cancel stops the encode and discards the output; a new run still works', async ({ page }) => {
    await selectClip(page, 'ball-720x576-h264-aac.mp4');
    await page.getByRole('button', { name: 'Compress Video' }).click();
    await expect(page.getByRole('button', { name: 'Compressing...' })).toBeDisabled();
    // Cancel mid-run, once the engine is writing output.
    const bar = page.getByRole('progressbar', { name: 'Compressing video...' });
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(5);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Compress Video' })).toBeEnabled();
    await expect(page.getByTestId('video-result')).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Compressing video...' })).toHaveCount(0);
    const leftovers = () =>
      page.evaluate(async () => {
        const root = await navigator.storage.getDirectory();
        const folder = await root.getDirectoryHandle('filesmith-video', { create: true });
        const names: string[] = [];
        for await (const name of (folder as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
        return names;
      });
    await expect.poll(leftovers).toEqual([]);
    await pick(page, 'Resolution', '360p');
    await page.getByTestId('file-input').setInputFiles(corpusFile('phone-1080p-gps.mp4'));
    await page.getByRole('button', { name: 'Compress Video' }).click();
    await expect(page.getByTestId('video-result')).toBeVisible({ timeout: 120_000 });
    expect(await leftovers()).toHaveLength(1);
  });

  test('"Save straight to a file" streams the output into the picked file', async ({ page }) => {
    // Stands in for the native save dialog: the "picked" file is a file in the private storage.
    await page.addInitScript(() => {
      (window as unknown as { showSaveFilePicker: (o: { suggestedName: string }) => Promise<FileSystemFileHandle> }).showSaveFilePicker = async ({ suggestedName }) => {
        (window as unknown as { picked: string }).picked = suggestedName;
        return (await navigator.storage.getDirectory()).getFileHandle(`picked-${suggestedName}`, { create: true });
      };
    });
    await selectClip(page, 'phone-1080p-gps.mp4');
    await pick(page, 'Resolution', '360p');
    await page.getByLabel('Save straight to a file on disk while compressing').check();
    await page.getByRole('button', { name: 'Compress Video' }).click();
    await expect(page.getByTestId('video-result')).toContainText('Saved to the file you chose');
    const saved = await page.evaluate(async () => {
      const name = (window as unknown as { picked: string }).picked;
      const file = await (await (await navigator.storage.getDirectory()).getFileHandle(`picked-${name}`)).getFile();
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(file);
      await new Promise((resolve, reject) => ((video.onloadeddata = resolve), (video.onerror = reject)));
      return { name, size: file.size, width: video.videoWidth, height: video.videoHeight, duration: video.duration };
    });
    expect(saved.name).toMatch(/^compressed_phone-1080p-gps\.(mp4|webm)$/);
    expect([saved.width, saved.height]).toEqual([640, 360]);
    expect(Math.abs(saved.duration - 1.6)).toBeLessThan(0.2);
    expect(saved.size).toBeGreaterThan(10_000);
  });

  test('target-size presets show the expected size and say when a clip cannot fit', async ({ page }) => {
    // 40 loops of the 10 s clip (stream copy, no encode): about 6.8 minutes, too long for 10 MB.
    const long = test.info().outputPath('long.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-stream_loop', '39', '-i', corpusFile('ball-720x576-h264-aac.mp4'), '-c', 'copy', '-y', long]);
    await selectClip(page, 'long.mp4', long);
    await pick(page, 'Target size', 'Fit under 25 MB for email');
    const estimate = page.getByTestId('video-estimate');
    await expect(estimate).toContainText(/Expected output: about [\d.]+ MB/);
    await expect(estimate).not.toContainText('too long');
    await expect(page.getByRole('slider', { name: 'Quality' })).toBeDisabled();
    await pick(page, 'Target size', 'Fit under 10 MB for chat');
    await expect(estimate).toContainText(/too long for “Fit under 10 MB for chat”.*Trim it to about \d:\d\d or less/);
    await page.getByLabel('End (seconds)').fill('120');
    await expect(estimate).not.toContainText('too long');
  });
});
