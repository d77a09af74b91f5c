/**
 * Part of `npm run bench:images` (issue 22; kept in its own file, apart from images.bench.ts):
 * - HEIC/HEIF decode time per megapixel, every HEIC/HEIF of ../shared/realworld/heic, with libheif
 *   (the same module the image worker loads) in Node's V8; and the iPhone photo's whole conversion
 *   to JPEG (decode, encode, profile) for the issue's 3-second target;
 * - per corpus PNG and palette level: the saving, the palette's SSIM against the original and the
 *   level's floor, or 'truecolour' when no palette reached the floor.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from '@playwright/test';
import { decodeHeif } from '../src/wasm/image/codecs/heif';
import { decodePng } from '../src/wasm/image/codecs/jsquash';
import { compressPngDetailed, PNG_FLOORS } from '../src/wasm/image/codecs/pngCompress';
import { convertImageBuffer } from '../src/wasm/image/convertImage';
import { corpusBytes } from '../tests/helpers/corpus';
import { hasRealworld, realworldBytes, realworldManifest } from '../tests/helpers/corpus';
import { setLibheifLoader } from '../src/wasm/image/codecs/heif';

/**
 * The codecs this file needs, set up here: tests/helpers/nodeCodecs also provides the PDF engine's
 * font-subsetting wasm through a Vite '?url' import, which Playwright's loader cannot resolve.
 */
class BenchImageData {
  readonly colorSpace = 'srgb';
  data: Uint8ClampedArray;
  width: number;
  height: number;
  constructor(data: Uint8ClampedArray | number, width: number, height?: number) {
    const sized = typeof data === 'number';
    this.width = sized ? data : width;
    this.height = sized ? width : (height ?? data.length / 4 / width);
    this.data = sized ? new Uint8ClampedArray(data * width * 4) : data;
  }
}

async function initCodecs(): Promise<void> {
  (globalThis as { ImageData?: unknown }).ImageData ??= BenchImageData;
  const require = createRequire(import.meta.url);
  const wasm = async (name: string, file: string) => WebAssembly.compile(await readFile(join(dirname(require.resolve(`@jsquash/${name}/package.json`)), file)));
  const [png, oxipng, jpegEnc] = await Promise.all([import('@jsquash/png/decode.js'), import('@jsquash/oxipng/optimise.js'), import('@jsquash/jpeg/encode.js')]);
  await Promise.all([
    png.init(await wasm('png', 'codec/pkg/squoosh_png_bg.wasm')),
    oxipng.init(await wasm('oxipng', 'codec/pkg/squoosh_oxipng_bg.wasm')),
    jpegEnc.init(await wasm('jpeg', 'codec/enc/mozjpeg_enc.wasm')),
  ]);
  setLibheifLoader(async () => (await import('libheif-js/libheif-wasm/libheif-bundle.mjs')).default());
}

const PNGS = ['astronaut-rgb.png', 'alpha-swirlaxy.png', 'screenshot-kde-desktop.png', 'palette-alpha-glow.png', 'scan-page-gray.png', 'png-exif-gps.png'];
const buffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const pad = (v: string | number, n: number) => String(v).padStart(n);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

test('images: HEIC decode time per megapixel', async () => {
  test.skip(!hasRealworld('heic'), 'needs ../shared/realworld/heic');
  await initCodecs();
  const rows: string[] = [];
  const perMp: number[] = [];
  for (const { file, expected } of realworldManifest('heic').filter((entry) => /\.hei[cf]$/.test(entry.file))) {
    const bytes = realworldBytes('heic', file);
    const started = performance.now();
    try {
      const image = await decodeHeif(bytes);
      const ms = performance.now() - started;
      const mp = (image.width * image.height) / 1e6;
      perMp.push(ms / mp);
      rows.push(`${file.padEnd(44)} ${pad(`${image.width}x${image.height}`, 10)} ${pad(mp.toFixed(2), 6)} MP ${pad(ms.toFixed(0), 6)} ms ${pad((ms / mp).toFixed(0), 6)} ms/MP`);
    } catch (error) {
      rows.push(`${file.padEnd(44)} refused (${expected}) after ${(performance.now() - started).toFixed(0)} ms: ${(error as Error).message.slice(0, 60)}`);
    }
  }
  const iphone = realworldBytes('heic', 'iphone13promax-rot6.heic');
  const timings: Record<string, number> = {};
  for (const target of ['image/jpeg', 'image/png'] as const) {
    const started = performance.now();
    await convertImageBuffer(buffer(iphone), target);
    timings[target] = performance.now() - started;
  }
  console.log(['', 'HEIC decode (libheif, Node V8, one thread)', ...rows,
    `median ${median(perMp).toFixed(0)} ms per megapixel over ${perMp.length} decoded files`,
    `iphone13promax-rot6.heic (12.2 MP) converted whole: to JPEG ${timings['image/jpeg'].toFixed(0)} ms, to PNG ${timings['image/png'].toFixed(0)} ms (target < 3000 ms)`,
  ].join('\n'));
});

test('images: PNG saving and SSIM against each level floor', async () => {
  await initCodecs();
  const rows: string[] = [];
  const defaultSavings: number[] = [];
  for (const name of PNGS) {
    const source = corpusBytes(name);
    const original = await decodePng(buffer(source));
    for (const level of [5, 6, 7, 8, 9]) {
      const started = performance.now();
      const out = await compressPngDetailed(original, level);
      const ms = performance.now() - started;
      const saving = 1 - out.bytes.byteLength / source.length;
      if (level === 7) defaultSavings.push(Math.max(0, saving));
      const quality = out.ssim === null ? 'truecolour (no palette reached the floor)' : `${out.colors} colours${out.dither ? ` dither ${out.dither}` : ''}, SSIM ${out.ssim.toFixed(4)}`;
      rows.push(`${name.padEnd(28)} L${level} floor ${PNG_FLOORS[level].toFixed(2)} ${pad(source.length, 8)} -> ${pad(out.bytes.byteLength, 8)} B ${pad((saving * 100).toFixed(1), 5)} % ${pad(ms.toFixed(0), 5)} ms  ${quality}`);
    }
  }
  console.log(['', 'PNG levels 5-9 with the quality floor', ...rows,
    `level 7 (default): median saving ${(median(defaultSavings) * 100).toFixed(1)} % over ${PNGS.length} corpus PNGs (target >= 75 %)`,
  ].join('\n'));
});
