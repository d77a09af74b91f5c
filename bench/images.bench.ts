/**
 * Image benchmark: for each corpus photo (JPG default quality 75) and PNG (default level 7), our
 * path vs the spec's canvas method in Chromium, measured in the same run, methods interleaved:
 * bytes, time, and luma SSIM of each output against the pixels that method encoded (ours: our
 * upright decode; canvas: Chromium's decode, colour-managed to sRGB, for JPEG; the original for
 * PNG); for JPEG also the guards luma SSIM cannot see (ours minus canvas): multi-scale SSIM and
 * SSIM of Cb and Cr. A photo counts as 'at equal quality' only when none of them is more than
 * 0.002 below canvas.
 * Our path runs the same WASM codecs in Node's V8 (no page module loading needed); its quality
 * search uses Chromium's canvas JPEG encoder as the reference, exactly as the worker does, and its
 * helpers are worker threads (./nodeImageHelpers.ts), as the worker's are nested workers.
 * Then the 12 MP photo again, this tree's code against BENCH_BASE's (default HEAD~1, see
 * ./baseTree.ts), interleaved in the same run: the speed target is new <= 0.5 x old.
 */
import { cpus, loadavg } from 'node:os';
import { test, type Page } from '@playwright/test';
import { decodeJpeg, decodePng } from '../src/wasm/image/codecs/jsquash';
import { encodeProgressiveJpeg } from '../src/wasm/image/codecs/jpegStrips';
import { compressImageBuffer } from '../src/wasm/image/compressImage';
import { decodeImageFile } from '../src/wasm/image/decodeImage';
import { settingOptions, type JpegReference } from '../src/wasm/image/codecs/jpegSearch';
import type { ImageHelpers, JpegSetting } from '../src/wasm/image/helpers/contract';
import { chromaSsim, msSsim, ssim } from '../src/wasm/image/codecs/ssim';
import { corpusBytes } from '../tests/helpers/corpus';
import { initNodeCodecs } from '../tests/helpers/nodeCodecs';
import { baseTree, importFromBase } from './baseTree';
import { nodeImageHelpers } from './nodeImageHelpers';

const JPEGS = ['photo-phone-xiaomi-gps.jpg', 'gps-nikon-coolpix.jpg', 'orientation-1.jpg', 'iptc-xmp-staff-photographer.jpg', 'icc-adobergb-iptc.jpg', 'progressive-nikon.jpg', 'rocket-adobergb-noexif.jpg'];
const PNGS = ['astronaut-rgb.png', 'alpha-swirlaxy.png', 'screenshot-kde-desktop.png', 'palette-alpha-glow.png', 'scan-page-gray.png'];

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromB64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
const buffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** The spec's canvas method in the page: 'jpeg' = toBlob at q/100; 'png' = the PNG page's rules. */
async function canvasMethod(page: Page, bytes: Uint8Array, mode: 'jpeg' | 'png', quality: number) {
  const out = await page.evaluate(
    async ({ data, mode, quality }) => {
      const raw = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const started = performance.now();
      const bitmap = await createImageBitmap(new Blob([raw]));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      ctx.drawImage(bitmap, 0, 0);
      let blob: Blob;
      if (mode === 'jpeg') blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: quality / 100 });
      else {
        const px = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
        let transparent = false;
        for (let i = 3; i < px.length && !transparent; i += 4) transparent = px[i] < 255;
        blob = transparent ? await canvas.convertToBlob({ type: 'image/png' }) : await canvas.convertToBlob({ type: 'image/jpeg', quality: quality / 100 });
        if (!transparent && blob.size >= raw.length) {
          const retry = await canvas.convertToBlob({ type: 'image/jpeg', quality: Math.max(10, quality - 20) / 100 });
          if (retry.size < blob.size) blob = retry;
        }
      }
      const ms = performance.now() - started;
      const base64 = (bytes: Uint8Array | Uint8ClampedArray) => {
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(binary);
      };
      // What the canvas encoded: Chromium's decode of the file, colour-managed to sRGB.
      const input = mode === 'jpeg' ? base64(ctx.getImageData(0, 0, bitmap.width, bitmap.height).data) : null;
      return { data: base64(new Uint8Array(await blob.arrayBuffer())), type: blob.type, ms, input, width: bitmap.width, height: bitmap.height };
    },
    { data: b64(bytes), mode, quality },
  );
  const input = out.input === null ? null : new ImageData(new Uint8ClampedArray(fromB64(out.input).buffer), out.width, out.height);
  return { bytes: fromB64(out.data), type: out.type, ms: out.ms, input };
}

/**
 * The worker's reference (canvas JPEG of the sample, decoded) with Chromium's encoder. The pixels
 * cross to the page as base64 and are decoded there natively (a data: URL fetch), and the JPEG
 * comes back the same way (FileReader), so the harness adds little to what the worker pays.
 */
function pageReference(page: Page): JpegReference {
  return async (sample, quality) => {
    const data = await page.evaluate(
      async ({ pixels, width, height, quality }) => {
        const raw = new Uint8ClampedArray(await (await fetch(`data:application/octet-stream;base64,${pixels}`)).arrayBuffer());
        const canvas = new OffscreenCanvas(width, height);
        (canvas.getContext('2d') as OffscreenCanvasRenderingContext2D).putImageData(new ImageData(raw, width, height), 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: quality / 100 });
        const url = await new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as string);
          reader.readAsDataURL(blob);
        });
        return url.slice(url.indexOf(',') + 1);
      },
      { pixels: b64(new Uint8Array(sample.data.buffer, sample.data.byteOffset, sample.data.length)), width: sample.width, height: sample.height, quality },
    );
    return decodeJpeg(buffer(fromB64(data)));
  };
}

const decodeOutput = (bytes: Uint8Array, type: string) => (type === 'image/png' ? decodePng(buffer(bytes)) : decodeJpeg(buffer(bytes)));
/**
 * The same JPEG with a comment segment after SOI that names the round: the same pixels, but another
 * file to the worker's caches (last decode, searched settings), so each round does the full work.
 */
function roundCopy(jpeg: Uint8Array, round: string): Uint8Array {
  const text = new TextEncoder().encode(round);
  const com = [0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff, ...text];
  return Uint8Array.from([...jpeg.subarray(0, 2), ...com, ...jpeg.subarray(2)]);
}

/**
 * The 12 MP photo at the default setting (JPEG quality 75), new code and the BENCH_BASE revision's
 * (default HEAD~1), interleaved, ROUNDS rounds each (BENCH_ROUNDS, default 5): median wall and CPU.
 */
async function oldVersusNew(reference: JpegReference, helpers: ImageHelpers | null): Promise<string[]> {
  const base = baseTree();
  if (!base) return ['12 MP photo, old vs new: not timed (BENCH_BASE=none or an unknown revision)'];
  type Compress = typeof compressImageBuffer;
  const old = (await importFromBase<{ compressImageBuffer: Compress }>(base.dir, 'src/wasm/image/compressImage.ts')).compressImageBuffer;
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const source = corpusBytes(JPEGS[0]);
  const settings = { format: 'jpeg', quality: 75, scaleBelow70: false, keepMetadata: false } as const;
  const times: Record<'new' | 'old', { wall: number[]; cpu: number[]; bytes: number }> = { new: { wall: [], cpu: [], bytes: 0 }, old: { wall: [], cpu: [], bytes: 0 } };
  let setting: JpegSetting | undefined;
  for (let round = 0; round < rounds; round++) {
    for (const [which, compress] of (round % 2 ? [['old', old], ['new', compressImageBuffer]] : [['new', compressImageBuffer], ['old', old]]) as [keyof typeof times, Compress][]) {
      const input = roundCopy(source, `bench ${which} ${round}`);
      const started = performance.now();
      const cpuStart = process.cpuUsage();
      // Both get the helpers; code from before they existed does not use them.
      const out = await compress(buffer(input), settings, { reference, helpers });
      const cpu = process.cpuUsage(cpuStart);
      times[which].wall.push(performance.now() - started);
      times[which].cpu.push((cpu.user + cpu.system) / 1000);
      times[which].bytes = out.bytes.byteLength;
      if (which === 'new') setting = out.jpegSetting;
    }
  }
  // Where the new code's time goes: the decode (with orientation) and the final full-size encode
  // (baseline strips on this thread and the helpers, rewritten as progressive) timed alone; the
  // rest is the search (sample, reference, trial encodes, SSIM) and small steps.
  const decodeMs: number[] = [];
  const finalMs: number[] = [];
  for (let round = 0; round < 3; round++) {
    let started = performance.now();
    const { image } = await decodeImageFile(buffer(source));
    decodeMs.push(performance.now() - started);
    started = performance.now();
    if (setting) await encodeProgressiveJpeg(image, settingOptions(setting), helpers);
    finalMs.push(performance.now() - started);
  }
  const [decodeNew, finalNew] = [median(decodeMs), median(finalMs)];
  const labels = { new: 'new (this tree):', old: `old (${base.rev} = ${base.commit.slice(0, 9)}):` };
  const line = (which: keyof typeof times) => `  ${labels[which].padEnd(Math.max(labels.new.length, labels.old.length))} ${pad(median(times[which].wall).toFixed(0), 5)} ms wall, ${pad(median(times[which].cpu).toFixed(0), 5)} ms CPU, ${times[which].bytes} B`;
  return [
    `12 MP photo at quality 75, median of ${rounds} interleaved rounds (a comment segment makes each round a new file to the caches):`,
    line('new'),
    line('old'),
    `  new / old: ${(median(times.new.wall) / median(times.old.wall)).toFixed(2)} wall, ${(median(times.new.cpu) / median(times.old.cpu)).toFixed(2)} CPU (target <= 0.5)`,
    `  new, where the wall time goes: decode ${decodeNew.toFixed(0)} ms, final encode ${finalNew.toFixed(0)} ms, search and the rest ${(median(times.new.wall) - decodeNew - finalNew).toFixed(0)} ms`,
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pad = (v: string | number, n: number) => String(v).padStart(n);

test('images: ours vs canvas', async ({ page }) => {
  await initNodeCodecs();
  // The image worker's helpers, as worker threads (one fewer than the cores).
  const { helpers, close } = await nodeImageHelpers();
  await page.setContent('<title>bench</title>');
  const reference = pageReference(page);
  const rows: string[] = [];
  const jpegRatios: number[] = [];
  const jpegDeltas: number[] = [];
  const pngSavings: number[] = [];
  const pngSsims: number[] = [];
  const guardMisses: string[] = [];
  let bigPhoto = '';
  const header = `${'file'.padEnd(44)} ${pad('source B', 9)} ${pad('ours B', 9)} ${pad('ms', 6)} ${pad('SSIM', 6)} | ${pad('canvas B', 9)} ${pad('ms', 6)} ${pad('SSIM', 6)} | ours/canvas`;
  for (const [files, mode] of [[JPEGS, 'jpeg'], [PNGS, 'png']] as const) {
    for (const name of files) {
      const source = corpusBytes(name);
      const original = (await decodeImageFile(buffer(source))).image;
      const canvas = await canvasMethod(page, source, mode, mode === 'jpeg' ? 75 : Math.max(15, 90 - 8 * 7));
      const started = performance.now();
      const cpuStart = process.cpuUsage();
      const ours = await compressImageBuffer(buffer(source), mode === 'jpeg' ? { format: 'jpeg', quality: 75, scaleBelow70: false, keepMetadata: false } : { format: 'png', quality: 100, pngLevel: 7, scaleBelow70: false, keepMetadata: false }, { reference, helpers });
      const oursMs = performance.now() - started;
      const cpu = process.cpuUsage(cpuStart);
      const oursCpuMs = (cpu.user + cpu.system) / 1000;
      if (name === JPEGS[0]) bigPhoto = `${name}: ${oursMs.toFixed(0)} ms wall, ${oursCpuMs.toFixed(0)} ms CPU (this process; the load average is in the line below)`;
      const oursSsim = ssim(original, await decodeOutput(new Uint8Array(ours.bytes), ours.mime), original.width, original.height);
      // Each method is scored against the pixels it was given: ours against our upright decode, the
      // canvas against Chromium's, which converts Adobe RGB photos to sRGB (ours keeps the profile).
      const canvasInput = canvas.input ?? original;
      const canvasSsim = ssim(canvasInput, await decodeOutput(canvas.bytes, canvas.type), original.width, original.height);
      const ratio = ours.bytes.byteLength / canvas.bytes.length;
      let guards = '';
      if (mode === 'jpeg') {
        jpegRatios.push(ratio);
        jpegDeltas.push(oursSsim - canvasSsim);
        const oursImage = await decodeOutput(new Uint8Array(ours.bytes), ours.mime);
        const canvasImage = await decodeOutput(canvas.bytes, canvas.type);
        const [oursChroma, canvasChroma] = [chromaSsim(original, oursImage), chromaSsim(canvasInput, canvasImage)];
        const deltas = {
          ms: msSsim(original, oursImage, original.width, original.height) - msSsim(canvasInput, canvasImage, original.width, original.height),
          cb: oursChroma.cb - canvasChroma.cb,
          cr: oursChroma.cr - canvasChroma.cr,
        };
        guards = ` | dMS ${deltas.ms.toFixed(4)} dCb ${deltas.cb.toFixed(4)} dCr ${deltas.cr.toFixed(4)}`;
        const missed = Object.entries(deltas).filter(([, d]) => d < -0.002).map(([k]) => k);
        if (missed.length) guardMisses.push(`${name} (${missed.join(', ')})`);
      } else {
        pngSavings.push(1 - ours.bytes.byteLength / source.length);
        pngSsims.push(oursSsim);
      }
      const setting = ours.jpegSetting ? ` t${ours.jpegSetting.quantTable} q${ours.jpegSetting.quality}/${ours.jpegSetting.chromaQuality}` : '';
      rows.push(`${`${name}${setting}`.padEnd(44)} ${pad(source.length, 9)} ${pad(ours.bytes.byteLength, 9)} ${pad(oursMs.toFixed(0), 6)} ${pad(oursSsim.toFixed(4), 6)} | ${pad(canvas.bytes.length, 9)} ${pad(canvas.ms.toFixed(0), 6)} ${pad(canvasSsim.toFixed(4), 6)} | ${ratio.toFixed(3)}${ours.notSmaller ? ' (original kept)' : ''}${guards}`);
    }
  }
  const speed = await oldVersusNew(reference, helpers);
  await close();
  console.log(['', header, ...rows, '',
    `JPEG q75: median bytes ours/canvas ${median(jpegRatios).toFixed(3)} (target <= 0.85), median dSSIM ${median(jpegDeltas).toFixed(4)}, worst dSSIM ${Math.min(...jpegDeltas).toFixed(4)}`,
    `JPEG guards (ours below canvas by more than 0.002 on MS-SSIM, Cb or Cr SSIM): ${guardMisses.length ? guardMisses.join('; ') : 'none'}`,
    `12 MP photo, ours: ${bigPhoto}`,
    ...speed,
    `Load average at the end: ${loadavg().map((v) => v.toFixed(2)).join(', ')} on ${cpus().length} cores`,
    `PNG level 7: median saving ${(median(pngSavings) * 100).toFixed(1)}% (target >= 60%), min SSIM ${Math.min(...pngSsims).toFixed(4)} (target >= 0.97)`,
  ].join('\n'));
});
