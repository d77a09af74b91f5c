/**
 * The compressor's and converter's jobs on HEIC input (Node, libheif from node_modules): the output
 * is a real JPEG/PNG of the upright size, with the photo's Display P3 profile carried (so colours
 * stay right), and no EXIF (no GPS) unless 'Keep metadata' asks for it (then upright: Orientation 1).
 */
import { beforeAll, expect, it } from 'vitest';
import { decodeJpeg, decodePng, decodeWebp } from '../../../../src/wasm/image/codecs/jsquash';
import { compressImageBuffer, type CompressSettings } from '../../../../src/wasm/image/compressImage';
import { convertImageBuffer } from '../../../../src/wasm/image/convertImage';
import { previewImageBuffer } from '../../../../src/wasm/image/previewImage';
import { readIccProfile } from '../../../../src/wasm/metadata/iccProfile';
import { readMetadata } from '../../../../src/wasm/metadata/readMetadata';
import { realworldBytes, realworldDescribe } from '../../../helpers/corpus';
import { fixtureBytes } from '../../../helpers/fixtures';
import { initNodeCodecs, initNodeHeif } from '../../../helpers/nodeCodecs';

beforeAll(async () => {
  await initNodeCodecs();
  await initNodeHeif();
});

const buffer = (name: string) => {
  const bytes = realworldBytes('heic', name);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};
const profileText = (icc: Uint8Array | null) => (icc ? new TextDecoder('latin1').decode(icc) : '');
const settings: CompressSettings = { format: 'same', quality: 80, scaleBelow70: true, keepMetadata: false };

realworldDescribe('heic')('HEIC through the compress and convert jobs', () => {
  it("compress, format 'Same': an iPhone HEIC becomes a smaller upright JPEG with its P3 profile and no GPS", async () => {
    const source = buffer('iphone13promax-rot6.heic');
    const out = await compressImageBuffer(source, settings, { reference: null });
    expect(out.notSmaller).toBe(false);
    expect(out.mime).toBe('image/jpeg');
    expect(out.bytes.byteLength).toBeLessThan(source.byteLength);
    expect([out.width, out.height]).toEqual([3024, 4032]);
    const back = await decodeJpeg(out.bytes);
    expect([back.width, back.height]).toEqual([3024, 4032]);
    expect(profileText(readIccProfile(new Uint8Array(out.bytes), 'jpeg'))).toContain('Display P3');
    const { raw } = await readMetadata(new Uint8Array(out.bytes));
    expect(raw.gps).toBeUndefined();
    expect(raw.ifd0).toBeUndefined();
  });

  it("compress, format 'Same': a HEIC with transparency becomes a WebP that keeps it, and says why", async () => {
    const bytes = fixtureBytes('heic/libheif-alpha-circle.heic');
    const source = bytes.slice().buffer as ArrayBuffer;
    const out = await compressImageBuffer(source, settings, { reference: null });
    expect(out.notSmaller).toBe(false);
    expect(out.mime).toBe('image/webp');
    expect(out.formatReason).toBe('transparency');
    const back = await decodeWebp(out.bytes);
    expect([back.width, back.height]).toEqual([480, 360]);
    expect(back.data.some((value, i) => i % 4 === 3 && value < 255)).toBe(true);
    // An opaque HEIC still becomes a JPEG, and says why too; a format asked for is no change to explain.
    expect((await compressImageBuffer(buffer('iphone13promax-rot6.heic'), settings, { reference: null })).formatReason).toBe('not-written');
    expect((await compressImageBuffer(source, { ...settings, format: 'png' }, { reference: null })).formatReason).toBeUndefined();
  });

  it("'Keep metadata' carries the HEIC's EXIF into the JPEG, Orientation set to 1 (the pixels are upright)", async () => {
    const out = await compressImageBuffer(buffer('iphone13promax-rot6.heic'), { ...settings, keepMetadata: true }, { reference: null });
    const { raw } = await readMetadata(new Uint8Array(out.bytes));
    expect(raw.ifd0).toMatchObject({ Make: 'Apple', Model: 'iPhone 13 Pro Max', Orientation: 1 });
    expect(raw.exif?.DateTimeOriginal).toBeInstanceOf(Date);
    const gps = await compressImageBuffer(buffer('iphone11promax-gps.heic'), { ...settings, keepMetadata: true }, { reference: null });
    expect((await readMetadata(new Uint8Array(gps.bytes))).raw.gps).toMatchObject({ latitude: expect.closeTo(39.051344, 5) });
  });

  it('compress below quality 70 scales a grid HEIC like any image (the spec rule)', async () => {
    const out = await compressImageBuffer(buffer('iphone11promax-gps.heic'), { ...settings, quality: 50 }, { reference: null });
    expect([out.sourceWidth, out.sourceHeight]).toEqual([2566, 3313]);
    expect([out.width, out.height]).toEqual([1283, 1657]);
    const { raw } = await readMetadata(new Uint8Array(out.bytes));
    expect(raw.gps).toBeUndefined();
  });

  it('convert to PNG keeps the size, the alpha and the pixels libheif decoded', async () => {
    const out = await convertImageBuffer(buffer('with-alpha-512x512.heic'), 'image/png');
    expect(out.fellBack).toBe(false);
    expect(out.mime).toBe('image/png');
    const back = await decodePng(out.bytes);
    expect([back.width, back.height]).toEqual([512, 512]);
    const alphas = new Set<number>();
    for (let i = 3; i < back.data.length; i += 4) alphas.add(back.data[i]);
    expect(alphas.has(0) && alphas.has(255)).toBe(true);
  });

  it('the preview job (for browsers that cannot show HEIC) is a small upright WebP', async () => {
    const out = await previewImageBuffer(buffer('iphone13promax-rot6.heic'));
    expect(out.mime).toBe('image/webp');
    const back = await decodeWebp(out.bytes);
    expect([back.width, back.height]).toEqual([768, 1024]);
  });

  it('convert to JPEG of a grid HEIC: the full picture, with the profile', async () => {
    const out = await convertImageBuffer(buffer('iphone11promax-gps.heic'), 'image/jpeg');
    expect([out.width, out.height]).toEqual([2566, 3313]);
    expect(profileText(readIccProfile(new Uint8Array(out.bytes), 'jpeg'))).toContain('Display P3');
  });
});
