/**
 * The PNG quality floor (pngquant's quality range) on the real corpus PNGs: at every palette level
 * the output either stays at or above its level's SSIM floor (computed here, on the decoded output)
 * or is the original's pixels exactly (truecolour, lossless); the search takes the fewest colours
 * that reach the level's target; and the default level keeps a median saving of at least 75 %.
 */
import { beforeAll, expect, it } from 'vitest';
import { decodePng } from '../../../../../src/wasm/image/codecs/jsquash';
import { compressPngDetailed, PNG_FLOORS, PNG_TARGETS, pngPlan } from '../../../../../src/wasm/image/codecs/pngCompress';
import { Quantiser, quantise, toImageData } from '../../../../../src/wasm/image/codecs/quantise';
import { compressImageBuffer } from '../../../../../src/wasm/image/compressImage';
import { ssim } from '../../../../../src/wasm/image/codecs/ssim';
import { LEVEL_FLOORS, levelHint } from '../../../../../src/features/compress-png/engine';
import { corpusBuffer, corpusDescribe } from '../../../../helpers/corpus';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';

beforeAll(() => initNodeCodecs());

const PNGS = ['alpha-swirlaxy.png', 'astronaut-rgb.png', 'palette-alpha-glow.png', 'png-exif-gps.png', 'scan-page-gray.png', 'screenshot-kde-desktop.png'];

/** The colour count the search tries just below n (its ladder), or null. */
const LADDER_BELOW = (n: number) => [2, 4, 8, 12, 16, 24, 32, 48, 64, 80, 96, 128, 160, 192, 224, 256].filter((c) => c < n).pop() ?? null;

const samePixels = (a: ImageData, b: ImageData) => a.width === b.width && a.height === b.height && a.data.every((v, i) => v === b.data[i]);

it('the floors rise with quality, 0.97 at the default level, and the page states the same numbers', () => {
  expect(PNG_FLOORS).toEqual(LEVEL_FLOORS);
  expect(PNG_FLOORS[7]).toBe(0.97);
  for (const level of [5, 6, 7, 8, 9]) expect(levelHint(level)).toContain(`at least ${PNG_FLOORS[level]}`);
  expect([5, 6, 7, 8, 9].map((level) => PNG_FLOORS[level])).toEqual([...[5, 6, 7, 8, 9].map((level) => PNG_FLOORS[level])].sort().reverse());
});

corpusDescribe('PNG quality floor on the corpus PNGs', () => {
  it('no output below its level floor: a palette at or above it, or the original pixels exactly', async () => {
    for (const name of PNGS) {
      const original = await decodePng(corpusBuffer(name));
      for (const level of [5, 6, 7, 8, 9]) {
        const out = await compressPngDetailed(original, level);
        const back = await decodePng(out.bytes);
        const label = `${name} at level ${level}`;
        if (out.colors === null) {
          expect(samePixels(original, back), `${label}: truecolour must be lossless`).toBe(true);
        } else {
          const measured = ssim(original, back, original.width, original.height);
          expect(measured, label).toBeGreaterThanOrEqual(PNG_FLOORS[level]);
          expect(measured, `${label}: the reported SSIM is the output's`).toBeCloseTo(out.ssim!, 3);
        }
      }
    }
  }, 300_000);

  it('a photo whose palette falls below the floor stays truecolour (the plain palette would have been below it)', async () => {
    const original = await decodePng(corpusBuffer('astronaut-rgb.png'));
    const plan = pngPlan(5, original.width * original.height);
    const palette = toImageData(quantise(original, plan.colors!, plan.dither), original.width, original.height);
    expect(ssim(original, palette, original.width, original.height)).toBeLessThan(PNG_FLOORS[5]);
    const out = await compressPngDetailed(original, 5);
    expect(out).toMatchObject({ colors: null, keptTruecolour: true, floor: 0.99 });
    expect(samePixels(original, await decodePng(out.bytes))).toBe(true);
  }, 120_000);

  it('the search takes the fewest colours that reach the level target: one rung fewer misses it', async () => {
    const original = await decodePng(corpusBuffer('astronaut-rgb.png'));
    const { width, height } = original;
    for (const level of [7, 9]) {
      const out = await compressPngDetailed(original, level);
      expect(out.colors, `level ${level}`).not.toBeNull();
      expect(out.ssim!).toBeGreaterThanOrEqual(PNG_FLOORS[level]);
      const q = new Quantiser(original);
      const score = (colors: number) => ssim(original, toImageData(q.quantise(colors, out.dither), width, height), width, height);
      // Reached the target, or the level's own count could not (then it is that count or more).
      if (out.ssim! >= PNG_TARGETS[level]) {
        const fewer = LADDER_BELOW(out.colors!);
        if (fewer) expect(score(fewer), `level ${level}: ${fewer} colours`).toBeLessThan(PNG_TARGETS[level]);
      } else expect(out.colors!).toBeGreaterThanOrEqual(pngPlan(level, width * height).colors!);
    }
  }, 120_000);

  it('never larger than the original: an already small palette PNG comes back as it was', async () => {
    const source = corpusBuffer('palette-alpha-glow.png');
    const out = await compressImageBuffer(source, { format: 'png', quality: 100, pngLevel: 5, scaleBelow70: false, keepMetadata: false }, { reference: null });
    expect(out.bytes.byteLength).toBeLessThanOrEqual(source.byteLength);
    if (out.notSmaller) expect(new Uint8Array(out.bytes)).toEqual(new Uint8Array(source));
  }, 120_000);

  it('the default level 7 keeps a median saving of at least 75 %', async () => {
    const savings: number[] = [];
    for (const name of PNGS) {
      const source = corpusBuffer(name);
      const out = await compressPngDetailed(await decodePng(source), 7);
      savings.push(Math.max(0, 1 - out.bytes.byteLength / source.byteLength));
    }
    savings.sort((a, b) => a - b);
    const median = (savings[2] + savings[3]) / 2;
    console.log(`level 7 savings: ${PNGS.length} corpus PNGs, ${savings.map((s) => (s * 100).toFixed(1)).join(' / ')} %, median ${(median * 100).toFixed(1)} %`);
    expect(median).toBeGreaterThanOrEqual(0.75);
  }, 300_000);
});
