/**
 * JPEG XL through the converter and the compressor, read back by the decoder: the right size, the
 * pixels close to the source (luma SSIM >= 0.99 at quality 90), and files from another encoder
 * (Debian's cjxl) read too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sniffFileType } from '../../../../../src/lib/fileType';
import { lumaPlane, ssim } from '../../../../../src/wasm/image/codecs/ssim';
import { compressImageBuffer } from '../../../../../src/wasm/image/compressImage';
import { convertImageBuffer } from '../../../../../src/wasm/image/convertImage';
import { decodeImageFile } from '../../../../../src/wasm/image/decodeImage';
import { readImageHeader } from '../../../../../src/wasm/image/imageHeader';
import { corpusBuffer, corpusDescribe } from '../../../../helpers/corpus';
import { fixtureBytes } from '../../../../helpers/fixtures';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';

beforeAll(() => initNodeCodecs());

const lumaSsim = (a: ImageData, b: ImageData) => ssim(lumaPlane(a), lumaPlane(b), a.width, a.height);
const bufferOf = (bytes: Uint8Array) => bytes.slice().buffer as ArrayBuffer;

/** Convert to JPEG XL, check what was written, decode it back. */
async function roundTrip(source: ArrayBuffer) {
  const { image } = await decodeImageFile(source.slice(0));
  const converted = await convertImageBuffer(source.slice(0), 'image/jxl');
  expect(converted.fellBack).toBe(false);
  expect(converted.mime).toBe('image/jxl');
  const written = new Uint8Array(converted.bytes);
  expect(sniffFileType(written)?.id).toBe('jxl');
  expect(readImageHeader(written)).toEqual({ format: 'jxl', width: image.width, height: image.height });
  const back = await decodeImageFile(converted.bytes.slice(0));
  expect(back.format).toBe('jxl');
  expect([back.image.width, back.image.height]).toEqual([image.width, image.height]);
  return { image, back: back.image, bytes: written.byteLength };
}

describe('JPEG XL', () => {
  it('reads files written by cjxl, bare codestream and container, at their size', async () => {
    for (const [name, width, height] of [
      ['jxl/testsrc-400x300-cjxl.jxl', 400, 300],
      ['jxl/mandelbrot-123x77-cjxl-container.jxl', 123, 77],
    ] as const) {
      const { image, format } = await decodeImageFile(bufferOf(fixtureBytes(name)));
      expect(format).toBe('jxl');
      expect([image.width, image.height]).toEqual([width, height]);
      // Real pixels: many distinct colours, fully opaque.
      const colours = new Set<number>();
      for (let i = 0; i < image.data.length; i += 4) colours.add((image.data[i] << 16) | (image.data[i + 1] << 8) | image.data[i + 2]);
      expect(colours.size, name).toBeGreaterThan(100);
      expect(image.data.filter((_, i) => i % 4 === 3).every((a) => a === 255)).toBe(true);
    }
  });

  it('round-trips a cjxl file through our encoder at quality 90', async () => {
    // A synthetic pattern of hard edges and small text: 0.98 here, where photos reach 0.99 (below).
    const { image, back } = await roundTrip(bufferOf(fixtureBytes('jxl/testsrc-400x300-cjxl.jxl')));
    expect(lumaSsim(image, back)).toBeGreaterThanOrEqual(0.975);
  });

  it('says what a damaged header is', () => {
    const cut = fixtureBytes('jxl/mandelbrot-123x77-cjxl-container.jxl').subarray(0, 20);
    expect(() => readImageHeader(cut)).toThrow('The image header is damaged or incomplete.');
  });
});

corpusDescribe('JPEG XL on photos', () => {
  it('converts a camera photo at quality 90 and reads it back with luma SSIM >= 0.99', async () => {
    const { image, back, bytes } = await roundTrip(corpusBuffer('gps-nikon-coolpix.jpg'));
    expect(lumaSsim(image, back)).toBeGreaterThanOrEqual(0.99);
    expect(bytes).toBeLessThan(image.width * image.height);
  });

  it('keeps transparency', async () => {
    const { image, back } = await roundTrip(corpusBuffer('palette-alpha-glow.png'));
    const alpha = (d: ImageData) => d.data.filter((_, i) => i % 4 === 3);
    const [a, b] = [alpha(image), alpha(back)];
    expect(a.some((v) => v < 255)).toBe(true);
    let off = 0;
    for (let i = 0; i < a.length; i++) off = Math.max(off, Math.abs(a[i] - b[i]));
    expect(off).toBeLessThanOrEqual(8);
    expect(lumaSsim(image, back)).toBeGreaterThanOrEqual(0.99);
  });

  it("is one of the compressors' outputs, smaller than the source JPEG at quality 75", async () => {
    const source = corpusBuffer('orientation-1.jpg');
    const result = await compressImageBuffer(source.slice(0), { format: 'jxl', quality: 75, scaleBelow70: true, keepMetadata: false }, { reference: null });
    expect(result.notSmaller).toBe(false);
    expect(result.mime).toBe('image/jxl');
    expect(result.bytes.byteLength).toBeLessThan(source.byteLength);
    const back = await decodeImageFile(result.bytes.slice(0));
    expect([back.image.width, back.image.height]).toEqual([result.width, result.height]);
    const { image } = await decodeImageFile(source.slice(0));
    expect(lumaSsim(image, back.image)).toBeGreaterThan(0.95);
  });
});
