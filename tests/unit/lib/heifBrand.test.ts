import { expect, it } from 'vitest';
import { ftypBrands, isoImageFamily, sniffedImageType } from '../../../src/lib/heifBrand';

/** An ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, minor: string, ...compatible: string[]): Uint8Array {
  const text = major + minor + compatible.join('');
  const out = new Uint8Array(8 + text.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set([...'ftyp'].map((c) => c.charCodeAt(0)), 4);
  out.set([...text].map((c) => c.charCodeAt(0)), 8);
  return out;
}

it('reads major, minor and compatible brands', () => {
  expect(ftypBrands(ftyp('heic', '\0\0\0\0', 'mif1', 'heic'))).toEqual(['heic', '\0\0\0\0', 'mif1', 'heic']);
  expect(ftypBrands(new Uint8Array(16))).toEqual([]);
});

it.each([
  ['iPhone', ftyp('heic', '\0\0\0\0', 'mif1', 'MiHE', 'miaf', 'heic'), 'heif'],
  ['generic HEIF', ftyp('mif1', '\0\0\0\0', 'mif1', 'heic', 'hevc'), 'heif'],
  ['image sequence', ftyp('msf1', '\0\0\0\0', 'msf1', 'hevc'), 'heif'],
  ['heix (10-bit)', ftyp('heix', '\0\0\0\0', 'mif1', 'heix'), 'heif'],
  ['AVIF claiming mif1 too', ftyp('mif1', '\0\0\0\0', 'mif1', 'avif', 'miaf'), 'avif'],
  ['low-overhead mif3 AVIF (brand in the minor field)', ftyp('mif3', 'avif'), 'avif'],
  ['low-overhead mif3 HEIC', ftyp('mif3', 'heic'), 'heif'],
  ['an MP4 video', ftyp('isom', '\0\0\x02\0', 'isom', 'iso2', 'mp41'), null],
])('%s -> %s', (_, bytes, family) => {
  expect(isoImageFamily(bytes)).toBe(family);
});

it('an empty MIME type is filled from the bytes, else from the extension; a given type is kept', () => {
  const heic = ftyp('heic', '\0\0\0\0', 'mif1', 'heic');
  expect(sniffedImageType('', 'IMG_0001.HEIC', heic)).toBe('image/heic');
  expect(sniffedImageType('', 'no-extension', heic)).toBe('image/heic');
  expect(sniffedImageType('', 'photo.heif', new Uint8Array(4))).toBe('image/heif');
  expect(sniffedImageType('', 'notes.txt', new Uint8Array(4))).toBe('');
  expect(sniffedImageType('image/jpeg', 'photo.heic', heic)).toBe('image/jpeg');
});
