/**
 * The colour profile travels from every source format into every output format that can hold it.
 * Profiles read back by our reader are checked against ffprobe (an independent reader of PNG, WebP
 * and JPEG colour profiles; Debian's ffmpeg 5.1 does not read AVIF's colr/prof, so the e2e suite
 * shows Chromium colour-managing our AVIF instead) and the outputs must still decode, unchanged.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { embedIccProfile, isSrgbProfile, profileColourSpace, readIccProfile, type IccTarget } from '../../../../src/wasm/metadata/iccProfile';
import { decodeAvif, decodeJpeg, decodePng, decodeWebp, encodeAvif, encodeJpeg, encodeWebp, optimisePng } from '../../../../src/wasm/image/codecs/jsquash';
import { carryMetadata } from '../../../../src/wasm/image/carryMetadata';
import { compressImageBuffer, type CompressSettings } from '../../../../src/wasm/image/compressImage';
import { convertImageBuffer } from '../../../../src/wasm/image/convertImage';
import { corpusBuffer, corpusBytes, corpusDescribe } from '../../../helpers/corpus';
import { initNodeCodecs } from '../../../helpers/nodeCodecs';

beforeAll(() => initNodeCodecs());

const dir = mkdtempSync(join(tmpdir(), 'icc-'));
/** Size of the ICC profile ffprobe finds attached to the decoded frame, or null. */
function ffprobeIccSize(bytes: Uint8Array, ext: string): number | null {
  const path = join(dir, `probe-${Math.random().toString(36).slice(2)}.${ext}`);
  writeFileSync(path, bytes);
  const out = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_frames', '-read_intervals', '%+#1', path], { encoding: 'utf8' });
  const match = /side_data_type=ICC profile[\s\S]*?size=(\d+)/.exec(out);
  return match ? Number(match[1]) : null;
}

const toBuffer = (b: Uint8Array) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
const adobeRgb = () => readIccProfile(corpusBytes('icc-adobergb-iptc.jpg'), 'jpeg')!;

corpusDescribe('sRGB profiles are recognised by content', () => {
  const profile = (name: string) => readIccProfile(corpusBytes(name), name.endsWith('.png') ? 'png' : 'jpeg')!;
  const srgb = ['iptc-xmp-staff-photographer.jpg', 'astronaut-rgb.png', 'screenshot-kde-desktop.png', 'palette-alpha-glow.png'];

  it("HP's sRGB IEC61966-2.1 (curv), GIMP's built-in sRGB (para) and Elle Stone's V2 sRGB are sRGB", () => {
    for (const name of srgb) expect(isSrgbProfile(profile(name)), name).toBe(true);
  });

  it('Adobe RGB, a CMYK press profile and a grey dot-gain profile are not', () => {
    for (const name of ['icc-adobergb-iptc.jpg', 'rocket-adobergb-noexif.jpg', 'cmyk-coffee.jpg', 'scan-page-gray.png']) expect(isSrgbProfile(profile(name)), name).toBe(false);
  });

  /** The profile with one tag's bytes changed by `edit`. */
  function edited(tagName: string, edit: (tag: DataView) => void): Uint8Array {
    const icc = profile('iptc-xmp-staff-photographer.jpg').slice();
    const view = new DataView(icc.buffer);
    for (let i = 0; i < view.getUint32(128); i++) {
      const at = 132 + i * 12;
      if (String.fromCharCode(...icc.subarray(at, at + 4)) === tagName) edit(new DataView(icc.buffer, view.getUint32(at + 4), view.getUint32(at + 8)));
    }
    return icc;
  }

  it('any doubt keeps the profile: a moved green primary, a plain gamma 2.2 curve, a LUT', () => {
    expect(isSrgbProfile(edited('gXYZ', (tag) => tag.setInt32(8, tag.getInt32(8) + 0.01 * 65536)))).toBe(false);
    expect(isSrgbProfile(edited('rTRC', (tag) => (tag.setUint32(8, 1), tag.setUint16(12, 2.2 * 256))))).toBe(false);
    const withLut = profile('iptc-xmp-staff-photographer.jpg').slice();
    withLut.set([0x41, 0x32, 0x42, 0x30], 132); // the first tag renamed A2B0
    expect(isSrgbProfile(withLut)).toBe(false);
    expect(isSrgbProfile(profile('iptc-xmp-staff-photographer.jpg').subarray(0, 200))).toBe(false);
  });
});

corpusDescribe('reading profiles', () => {
  it('JPEG (APP2 segments) and PNG (zlib iCCP) profiles are whole ICC profiles', () => {
    const jpeg = adobeRgb();
    const png = readIccProfile(corpusBytes('astronaut-rgb.png'), 'png')!;
    for (const icc of [jpeg, png]) {
      expect(new DataView(icc.buffer, icc.byteOffset).getUint32(0)).toBe(icc.length); // the header's own size field
      expect(String.fromCharCode(...icc.subarray(36, 40))).toBe('acsp');
    }
    expect(profileColourSpace(jpeg)).toBe('RGB ');
    expect(png.length).toBe(ffprobeIccSize(corpusBytes('astronaut-rgb.png'), 'png'));
  });

  it('files without a profile, or with a damaged container, give null instead of throwing', () => {
    expect(readIccProfile(corpusBytes('orientation-1.jpg'), 'jpeg')).toBeNull();
    expect(readIccProfile(corpusBytes('wood-4096.webp'), 'webp')).toBeNull();
    expect(readIccProfile(Uint8Array.of(1, 2, 3), 'png')).toBeNull();
  });
});

corpusDescribe('writing profiles into each output format', async () => {
  const samples: Record<IccTarget, () => Promise<Uint8Array>> = {
    jpeg: async () => new Uint8Array(await encodeJpeg(await decodeJpeg(corpusBuffer('gps-nikon-coolpix.jpg')), { quality: 75 })),
    png: async () => new Uint8Array(await optimisePng(await decodeWebp(corpusBuffer('alpha-earth-lossless.webp')), 2)),
    webp: async () => new Uint8Array(await encodeWebp(await decodeJpeg(corpusBuffer('progressive-nikon.jpg')), { quality: 75 })),
    avif: async () => new Uint8Array(await encodeAvif(await decodeWebp(corpusBuffer('alpha-earth-lossless.webp')), { quality: 50 })),
  };
  const decoders = { jpeg: decodeJpeg, png: decodePng, webp: decodeWebp, avif: decodeAvif };
  const ext = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

  for (const format of Object.keys(samples) as IccTarget[]) {
    it(`${format}: the profile reads back byte for byte, ffprobe sees it, and the image still decodes the same`, async () => {
      const plain = await samples[format]();
      const icc = adobeRgb();
      const tagged = embedIccProfile(plain, format, icc);
      expect(readIccProfile(tagged, format)).toEqual(icc);
      if (format !== 'avif') expect(ffprobeIccSize(tagged, ext[format])).toBe(icc.length);
      const [before, after] = [await decoders[format](toBuffer(plain)), await decoders[format](toBuffer(tagged))];
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      expect(after.data).toEqual(before.data);
      // Embedding twice replaces rather than stacks (AVIF refuses a second one; callers add it once).
      if (format !== 'avif') expect(embedIccProfile(tagged, format, icc).length).toBe(tagged.length);
    });
  }

  it('a profile larger than one JPEG segment is split over several APP2 segments and rejoined in order', async () => {
    const big = new Uint8Array(150_000).map((_, i) => i % 251);
    big.set(adobeRgb().subarray(0, 128));
    const tagged = embedIccProfile(await samples.jpeg(), 'jpeg', big);
    expect(readIccProfile(tagged, 'jpeg')).toEqual(big);
    expect(ffprobeIccSize(tagged, 'jpg')).toBe(big.length);
  });
});

corpusDescribe('compressed and converted outputs keep the source profile', () => {
  const base: CompressSettings = { format: 'same', quality: 75, scaleBelow70: false, keepMetadata: false };

  it('Adobe RGB JPEG -> WebP, AVIF and PNG outputs carry the Adobe RGB profile', async () => {
    for (const format of ['webp', 'avif', 'png'] as const) {
      const out = await compressImageBuffer(corpusBuffer('icc-adobergb-iptc.jpg'), { ...base, format }, { reference: null });
      expect(out.notSmaller).toBe(false);
      expect(readIccProfile(new Uint8Array(out.bytes), format)).toEqual(adobeRgb());
    }
  });

  it('PNG with an sRGB profile -> compressed PNG without it (untagged is sRGB); an Adobe RGB profile goes into a PNG', async () => {
    const out = await compressImageBuffer(corpusBuffer('astronaut-rgb.png'), { ...base, format: 'png', pngLevel: 7 }, { reference: null });
    expect(readIccProfile(new Uint8Array(out.bytes), 'png')).toBeNull();
    const adobe = corpusBytes('rocket-adobergb-noexif.jpg');
    const png = new Uint8Array(out.bytes);
    expect(readIccProfile(carryMetadata(adobe, 'jpeg', png, 'png', false), 'png')).toEqual(readIccProfile(adobe, 'jpeg'));
  });

  it('a CMYK profile is not attached to an RGB re-encode (viewers would misread the pixels)', async () => {
    // CMYK JPEGs decode through the browser (colour-managed to sRGB), so Node checks the carrying step.
    const cmyk = corpusBytes('cmyk-coffee.jpg');
    expect(profileColourSpace(readIccProfile(cmyk, 'jpeg')!)).toBe('CMYK');
    const rgb = new Uint8Array(await encodeJpeg(await decodeJpeg(corpusBuffer('gps-nikon-coolpix.jpg')), { quality: 75 }));
    expect(readIccProfile(carryMetadata(cmyk, 'jpeg', rgb, 'jpeg', false), 'jpeg')).toBeNull();
    expect(readIccProfile(carryMetadata(corpusBytes('rocket-adobergb-noexif.jpg'), 'jpeg', rgb, 'jpeg', false), 'jpeg')).not.toBeNull();
  });

  it('a grey profile goes only onto a PNG that stayed grey', async () => {
    const grey = corpusBytes('scan-page-gray.png');
    expect(profileColourSpace(readIccProfile(grey, 'png')!)).toBe('GRAY');
    const out = await compressImageBuffer(corpusBuffer('scan-page-gray.png'), { ...base, format: 'png', pngLevel: 2 }, { reference: null });
    const bytes = new Uint8Array(out.bytes);
    const greyOutput = bytes[25] === 0 || bytes[25] === 4;
    expect(readIccProfile(bytes, 'png') !== null).toBe(greyOutput);
    const webp = await compressImageBuffer(corpusBuffer('scan-page-gray.png'), { ...base, format: 'webp' }, { reference: null });
    expect(readIccProfile(new Uint8Array(webp.bytes), 'webp')).toBeNull();
  });

  it('the converter carries the profile too (JPEG -> AVIF)', async () => {
    const out = await convertImageBuffer(corpusBuffer('rocket-adobergb-noexif.jpg'), 'image/avif');
    expect(out.fellBack).toBe(false);
    expect(profileColourSpace(readIccProfile(new Uint8Array(out.bytes), 'avif')!)).toBe('RGB ');
    expect(await decodeAvif(out.bytes)).toMatchObject({ width: 640, height: 427 });
  });
});
