import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJpeg, encodeJpeg, type MozJpegOptions } from '../../../../../../src/wasm/image/codecs/jsquash';
import { readBaseline, readStrips } from '../../../../../../src/wasm/image/codecs/progressive/coefficients';
import { codesOf, optimalTable } from '../../../../../../src/wasm/image/codecs/progressive/huffman';
import { chooseScript, progressiveFromBaseline, writeProgressive } from '../../../../../../src/wasm/image/codecs/progressive/progressiveJpeg';
import { initNodeCodecs } from '../../../../../helpers/nodeCodecs';
import { buffer, bytesOf, frameMarker, psnr, sameDecode, synthetic } from '../../../../../helpers/testJpegs';

beforeAll(() => initNodeCodecs());

describe('baseline JPEG rewritten as progressive', () => {
  const cases: [string, number, number, Partial<MozJpegOptions> & { quality: number }][] = [
    ['4:2:0, quality 75, odd size', 333, 211, { quality: 75 }],
    ['4:2:0, quality 5 (16-bit quantisation tables)', 160, 96, { quality: 5 }],
    ['4:2:0, quality 98 (deep successive approximation pays)', 257, 129, { quality: 98 }],
    ['4:4:4, quality 60', 120, 88, { quality: 60, chroma_subsample: 1 }],
    ['grayscale, quality 70', 190, 75, { quality: 70, color_space: 1 as MozJpegOptions['color_space'] }],
    ['separate chroma quality, table 7', 200, 150, { quality: 68, quant_table: 7, separate_chroma_quality: true, chroma_quality: 40 }],
    ['one pixel', 1, 1, { quality: 75 }],
    ['a 9 x 17 sliver', 9, 17, { quality: 75 }],
  ];
  it.each(cases)('%s: decodes to exactly the baseline pixels', async (_, width, height, options) => {
    const baseline = bytesOf(await encodeJpeg(synthetic(width, height), { ...options, progressive: false }));
    expect(frameMarker(baseline)).toBeLessThan(0xc2);
    const progressive = progressiveFromBaseline([baseline]);
    expect(frameMarker(progressive)).toBe(0xc2);
    expect(sameDecode(await decodeJpeg(buffer(progressive)), await decodeJpeg(buffer(baseline)))).toBe(true);
  });

  it('chooses successive approximation where it pays, and every script codes every coefficient', async () => {
    const image = synthetic(320, 240);
    const baseline = bytesOf(await encodeJpeg(image, { quality: 90, progressive: false }));
    const coefficients = readBaseline(baseline);
    const script = chooseScript(coefficients);
    expect(script[0]).toEqual({ components: [0, 1, 2], ss: 0, se: 0, ah: 0, al: 0 });
    // Each component's band 1..63 is covered by its first scans, and refined down to bit 0.
    for (const c of [0, 1, 2]) {
      const firsts = script.filter((s) => s.components[0] === c && s.ss > 0 && s.ah === 0);
      expect(firsts.map((s) => [s.ss, s.se]).flat()).toEqual(firsts.length === 1 ? [1, 63] : [1, firsts[0].se, firsts[0].se + 1, 63]);
      const al = firsts[0].al;
      const refines = script.filter((s) => s.components[0] === c && s.ah > 0);
      expect(refines.map((s) => s.al)).toEqual(Array.from({ length: al }, (_, i) => al - 1 - i));
    }
    // A fixed script with deep successive approximation decodes to the same pixels too.
    const deep = writeProgressive(coefficients, [
      script[0],
      ...[0, 1, 2].map((c) => ({ components: [c], ss: 1, se: 63, ah: 0, al: 2 })),
      ...[0, 1, 2].map((c) => ({ components: [c], ss: 1, se: 63, ah: 2, al: 1 })),
      ...[0, 1, 2].map((c) => ({ components: [c], ss: 1, se: 63, ah: 1, al: 0 })),
    ]);
    expect(sameDecode(await decodeJpeg(buffer(deep)), await decodeJpeg(buffer(baseline)))).toBe(true);
  });

  it('joins strips of whole MCU rows into one picture', async () => {
    const image = synthetic(300, 200);
    const strips = [0, 64, 160].map((top, i, tops) => {
      const rows = (tops[i + 1] ?? 200) - top;
      return new ImageData(image.data.slice(top * 300 * 4, (top + rows) * 300 * 4), 300, rows);
    });
    const jpegs = await Promise.all(strips.map(async (strip) => bytesOf(await encodeJpeg(strip, { quality: 80, progressive: false }))));
    const joined = readStrips(jpegs);
    expect([joined.width, joined.height]).toEqual([300, 200]);
    const decoded = await decodeJpeg(buffer(writeProgressive(joined)));
    expect([decoded.width, decoded.height]).toEqual([300, 200]);
    // Same coefficients as the strips: each strip's rows match the strip decoded alone, away from
    // the seams (where the decoder's chroma upsampling now sees the neighbouring strip).
    const alone = await decodeJpeg(buffer(jpegs[1]));
    const rowsOf = (img: ImageData, from: number, to: number, offset = 0) => img.data.slice((from - offset) * 300 * 4, (to - offset) * 300 * 4);
    expect(rowsOf(decoded, 66, 158)).toEqual(rowsOf(alone, 66, 158, 64));
    expect(psnr(decoded, image)).toBeGreaterThan(25);
  });

  it('refuses what it does not read: progressive input, strips of other widths or not whole MCU rows', async () => {
    const image = synthetic(64, 48);
    const progressive = bytesOf(await encodeJpeg(image, { quality: 75 }));
    expect(() => readBaseline(progressive)).toThrow(/baseline/);
    const a = bytesOf(await encodeJpeg(image, { quality: 75, progressive: false }));
    const narrow = bytesOf(await encodeJpeg(synthetic(48, 48), { quality: 75, progressive: false }));
    expect(() => readStrips([a, narrow])).toThrow(/differ/);
    const odd = bytesOf(await encodeJpeg(synthetic(64, 40), { quality: 75, progressive: false }));
    expect(() => readStrips([odd, a])).toThrow(/MCU/);
  });
});

describe('optimal Huffman tables', () => {
  it('keep codes within 16 bits, prefix-free, with the all-ones code unused', () => {
    // Fibonacci counts make the unlimited optimal code 40 levels deep.
    const freq = new Array(256).fill(0);
    let [a, b] = [1, 1];
    for (let s = 0; s < 40; s++) {
      freq[s] = a;
      [a, b] = [b, a + b];
    }
    const spec = optimalTable(freq);
    const { code, length } = codesOf(spec);
    const used = [...Array(40).keys()];
    expect(Math.max(...used.map((s) => length[s]))).toBeLessThanOrEqual(16);
    expect(used.every((s) => length[s] > 0)).toBe(true);
    const kraft = used.reduce((sum, s) => sum + 2 ** -length[s], 0);
    expect(kraft).toBeLessThan(1);
    const words = used.map((s) => code[s].toString(2).padStart(length[s], '0'));
    for (const w of words) expect(w).not.toMatch(/^1+$/);
    for (const x of words) for (const y of words) if (x !== y) expect(y.startsWith(x)).toBe(false);
  });

  it('give a table with one symbol a one-bit code, and a table nothing uses one code', () => {
    const one = new Array(256).fill(0);
    one[7] = 100;
    expect(codesOf(optimalTable(one)).length[7]).toBe(1);
    expect(optimalTable(new Array(256).fill(0)).symbols.length).toBe(1);
  });
});
