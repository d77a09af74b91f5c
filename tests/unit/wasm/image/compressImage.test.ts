import { beforeAll, expect, it } from 'vitest';
import * as UTIF from 'utif2';
import { decodeJpeg, decodePng, decodeWebp } from '../../../../src/wasm/image/codecs/jsquash';
import { compressImageBuffer, type CompressSettings } from '../../../../src/wasm/image/compressImage';
import { convertImageBuffer } from '../../../../src/wasm/image/convertImage';
import { readImageHeader } from '../../../../src/wasm/image/imageHeader';
import { readJpegOrientation } from '../../../../src/wasm/image/orientation';
import { ssim } from '../../../../src/wasm/image/codecs/ssim';
import { corpusBuffer, corpusBytes, corpusDescribe } from '../../../helpers/corpus';
import { initNodeCodecs } from '../../../helpers/nodeCodecs';

beforeAll(() => initNodeCodecs());

const base: CompressSettings = { format: 'same', quality: 75, scaleBelow70: false, keepMetadata: false };
const text = (b: ArrayBuffer) => new TextDecoder('latin1').decode(new Uint8Array(b));

corpusDescribe('compressImageBuffer on corpus files (Node, no reference encoder)', () => {
  it('JPEG -> smaller progressive JPEG, upright, without EXIF but with the ICC profile', async () => {
    const source = corpusBuffer('icc-adobergb-iptc.jpg');
    const out = await compressImageBuffer(source, base, { reference: null });
    expect(out.notSmaller).toBe(false);
    expect(out.mime).toBe('image/jpeg');
    expect(out.bytes.byteLength).toBeLessThan(source.byteLength);
    expect(text(out.bytes)).toContain('ICC_PROFILE');
    expect(text(out.bytes)).not.toContain('Exif\0\0');
    const back = await decodeJpeg(out.bytes);
    expect([back.width, back.height]).toEqual([300, 379]);
    expect(ssim(await decodeJpeg(source), back, 300, 379)).toBeGreaterThan(0.9);
  });

  it('an sRGB profile is left out of the output (untagged means sRGB): 3 KB less, same pixels', async () => {
    const source = corpusBuffer('iptc-xmp-staff-photographer.jpg');
    const out = await compressImageBuffer(source, base, { reference: null });
    expect(text(out.bytes)).not.toContain('ICC_PROFILE');
    expect(out.bytes.byteLength).toBeLessThan(source.byteLength);
  });

  it("'Keep metadata' copies EXIF with Orientation reset to 1 (pixels are upright)", async () => {
    const out = await compressImageBuffer(corpusBuffer('orientation-6.jpg'), { ...base, keepMetadata: true }, { reference: null });
    const bytes = new Uint8Array(out.bytes);
    expect(readImageHeader(bytes)).toMatchObject({ width: 1800, height: 1200 });
    expect(text(out.bytes)).toContain('Exif\0\0');
    expect(readJpegOrientation(bytes)).toBe(1);
  });

  it('PNG level 7 stays PNG, keeps alpha, is much smaller and looks the same (SSIM >= 0.97)', async () => {
    const source = corpusBuffer('alpha-swirlaxy.png');
    const out = await compressImageBuffer(source, { ...base, format: 'png', pngLevel: 7 }, { reference: null });
    expect(out.mime).toBe('image/png');
    expect(out.bytes.byteLength).toBeLessThan(source.byteLength * 0.5);
    const [before, after] = [await decodePng(source), await decodePng(out.bytes)];
    expect(after.data.filter((_, i) => i % 4 === 3 && after.data[i] < 255).length).toBeGreaterThan(1000);
    expect(ssim(before, after, before.width, before.height)).toBeGreaterThan(0.97);
  });

  it('never returns a bigger file: the original comes back flagged notSmaller', async () => {
    const source = corpusBuffer('palette-alpha-glow.png');
    const out = await compressImageBuffer(source, { ...base, format: 'png', pngLevel: 1 }, { reference: null });
    expect(out.bytes.byteLength).toBeLessThanOrEqual(source.byteLength);
    if (out.notSmaller) expect(new Uint8Array(out.bytes)).toEqual(corpusBytes('palette-alpha-glow.png'));
  });

  it("'Max size' lowers quality, then dimensions, until the file fits", async () => {
    const maxBytes = 20 * 1024;
    const out = await compressImageBuffer(corpusBuffer('gps-nikon-coolpix.jpg'), { ...base, format: 'webp', maxBytes }, { reference: null });
    expect(out.targetMet).toBe(true);
    expect(out.bytes.byteLength).toBeLessThanOrEqual(maxBytes);
    const back = await decodeWebp(out.bytes);
    expect(back.width).toBe(out.width);
  });

  it('the spec rule below 70 scales dimensions on the main path too', async () => {
    const out = await compressImageBuffer(corpusBuffer('rocket-adobergb-noexif.jpg'), { ...base, quality: 60, scaleBelow70: true }, { reference: null });
    expect([out.width, out.height, out.sourceWidth, out.sourceHeight]).toEqual([384, 256, 640, 427]);
  });

  it('refuses bad inputs with messages meant for the user', async () => {
    await expect(compressImageBuffer(corpusBuffer('truncated-photo.jpg'), base, { reference: null })).rejects.toThrow(/incomplete/);
    await expect(compressImageBuffer(corpusBuffer('bomb-30000x30000.png'), base, { reference: null })).rejects.toMatchObject({ name: 'ImageInputError' });
    await expect(compressImageBuffer(corpusBuffer('pdf-disguised.jpg'), base, { reference: null })).rejects.toThrow(/PDF/);
  });
});

corpusDescribe('convertImageBuffer writes real files', () => {
  it('BMP, ICO, SVG, TIFF, GIF', async () => {
    const source = corpusBuffer('alpha-earth-lossless.webp');
    const bmp = await convertImageBuffer(source, 'image/bmp');
    expect(readImageHeader(new Uint8Array(bmp.bytes))).toEqual({ format: 'bmp', width: 200, height: 184 });
    const ico = await convertImageBuffer(source, 'image/x-icon');
    expect(readImageHeader(new Uint8Array(ico.bytes)).format).toBe('ico');
    expect(readImageHeader(new Uint8Array(ico.bytes, 22))).toMatchObject({ format: 'png', width: 200, height: 184 });
    const gif = await convertImageBuffer(source, 'image/gif');
    expect(readImageHeader(new Uint8Array(gif.bytes))).toEqual({ format: 'gif', width: 200, height: 184 });
    expect(new Uint8Array(gif.bytes).at(-1)).toBe(0x3b);
    const svg = await convertImageBuffer(source, 'image/svg+xml');
    expect(text(svg.bytes)).toMatch(/^<svg [^>]*width="200" height="184"/);
    const tiff = await convertImageBuffer(source, 'image/tiff');
    const [ifd] = UTIF.decode(tiff.bytes);
    UTIF.decodeImage(tiff.bytes, ifd);
    expect([ifd.width, ifd.height]).toEqual([200, 184]);
    for (const r of [bmp, ico, gif, svg, tiff]) expect(r.fellBack).toBe(false);
  });
});
