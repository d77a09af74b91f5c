import { describe, expect, it } from 'vitest';
import { ftypBrands, hasPngSignature, isoImageFamily, sniffedImageType, sniffFileType, sniffText } from '../../../src/lib/fileType';
import { corpusBytes, corpusDescribe, realworldBytes, realworldDescribe } from '../../helpers/corpus';

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

/** The sniffer's name for a file's bytes, or 'none'. */
const kindOf = (bytes: Uint8Array) => sniffFileType(bytes)?.id ?? 'none';

corpusDescribe('the one sniffer names every kind of file in the corpus by its bytes', () => {
  it.each([
    ['photo-phone-xiaomi-gps.jpg', 'jpeg', 'image/jpeg'],
    ['cmyk-coffee.jpg', 'jpeg', 'image/jpeg'],
    ['astronaut-rgb.png', 'png', 'image/png'],
    ['bomb-30000x30000.png', 'png', 'image/png'],
    ['photo-exif-gps.webp', 'webp', 'image/webp'],
    ['alpha-earth-lossless.webp', 'webp', 'image/webp'],
    ['sample.heif', 'heic', 'image/heic'],
    ['text-2pages-libreoffice.pdf', 'pdf', 'application/pdf'],
    // A PDF with a .jpg name: the bytes decide.
    ['pdf-disguised.jpg', 'pdf', 'application/pdf'],
    ['ball-720x576-h264-aac.mp4', 'mp4', 'video/mp4'],
    ['phone-1080p-gps.mp4', 'mp4', 'video/mp4'],
    ['iphone5-motion.mov', 'mov', 'video/quicktime'],
    ['cockatoo-vp9-opus.webm', 'webm', 'video/webm'],
  ])('%s is %s (%s)', (name, id, mime) => {
    expect(sniffFileType(corpusBytes(name))).toMatchObject({ id, mime });
  });

  it('names no kind for an empty file', () => {
    expect(sniffFileType(corpusBytes('zero-byte.jpg'))).toBeNull();
  });
});

describe('the one sniffer on the real-world files', () => {
  realworldDescribe('gif')('GIF', () => {
    it.each(['2x2.gif', 'anim-gr.gif', 'beacon_icc.gif'])('%s', (name) => expect(kindOf(realworldBytes('gif', name))).toBe('gif'));
  });
  realworldDescribe('exif')('TIFF, both byte orders', () => {
    it.each(['Arbitro.tiff', 'DudleyLeavittUtah.tiff', 'exiftool-ExifTool.tif'])('%s', (name) => expect(kindOf(realworldBytes('exif', name))).toBe('tiff'));
  });
  realworldDescribe('heic')('AVIF and HEIC by their brands', () => {
    it.each(['libheif-example.avif', 'ms-Monochrome.avif', 'linku-fox.profile2.12bpc.yuv422.avif'])('%s is AVIF', (name) => expect(kindOf(realworldBytes('heic', name))).toBe('avif'));
    it.each(['libheif-example.heic', 'iphone13promax-rot6.heic', 'nokia-grid_960x640.heic'])('%s is HEIC', (name) => expect(kindOf(realworldBytes('heic', name))).toBe('heic'));
  });
  realworldDescribe('pngsuite')('PNG, and a PNG whose signature was damaged in transit', () => {
    it('takes a PNG by its first four bytes and says whether its whole signature is there', () => {
      const whole = realworldBytes('pngsuite', 'basn2c08.png');
      expect([kindOf(whole), hasPngSignature(whole)]).toEqual(['png', true]);
      // Line endings converted (CR added): still a PNG, a damaged one.
      const crlf = realworldBytes('pngsuite', 'xcrn0g04.png');
      expect([kindOf(crlf), hasPngSignature(crlf)]).toEqual(['png', false]);
      // The first byte's top bit lost: not a PNG at all.
      expect(kindOf(realworldBytes('pngsuite', 'xs1n0g01.png'))).toBe('none');
    });
  });
});

describe('made-up headers', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const text = (s: string) => new TextEncoder().encode(s);
  it.each([
    [bytes(0x42, 0x4d, 0x3a, 0, 0, 0), 'bmp'],
    [bytes(0, 0, 1, 0, 1, 0), 'ico'],
    [text('II*\0....'), 'tiff'],
    [text('MM\0*....'), 'tiff'],
    [text('RIFF....WAVEfmt '), 'wav'],
    [bytes(0x50, 0x4b, 0x05, 0x06), 'zip'],
    [text('OggS\0'), 'ogg'],
    [text('wOF2....'), 'woff2'],
  ])('%#: %s', (data, id) => {
    expect(kindOf(data)).toBe(id);
  });

  it('tells text and SVG from binaries', () => {
    expect(sniffText(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))?.id).toBe('svg');
    expect(sniffText(text('Just some notes'))?.id).toBe('text');
    expect(sniffText(bytes(0x00, 0x13, 0x37))).toBeNull();
  });
});
