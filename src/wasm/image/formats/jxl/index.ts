/**
 * JPEG XL: read and written with libjxl (jSquash's build, BSD/Apache, its wasm loaded from our
 * origin on the first one). A bare codestream (FF 0A) or the ISO container ('JXL ' box first,
 * the codestream in a 'jxlc' box or split over 'jxlp' boxes). Its quality scale is JPEG's
 * (libjxl maps 90 to distance 1, visually lossless). Its colour is decoded to sRGB, and our
 * encoder writes sRGB: no profile is carried.
 */
import type { ImageFormatDescriptor } from '../types';

export const jxl = {
  id: 'jxl',
  label: 'JPEG XL',
  mime: 'image/jxl',
  extensions: ['jxl'],
  sniff: 'jxl',
  size: sizeHeader,
  convert: { quality: 90 },
  compress: true,
  metadata: {},
} as const satisfies ImageFormatDescriptor;

/** The codestream's first bytes: after FF 0A, its SizeHeader. */
function codestream(b: Uint8Array, view: DataView): Uint8Array {
  if (b[0] === 0xff && b[1] === 0x0a) return b;
  let at = 0;
  while (at + 8 <= b.length) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(...b.subarray(at + 4, at + 8));
    let header = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = b.length - at;
    if (size < header) break;
    if (type === 'jxlc') return b.subarray(at + header, at + size);
    // A partial codestream box: a 4-byte index, then the bytes (the first one starts the codestream).
    if (type === 'jxlp') return b.subarray(at + header + 4, at + size);
    at += size;
  }
  throw new Error('The JPEG XL container holds no codestream.');
}

/** 1:1, 12:10, 4:3, 3:2, 16:9, 5:4, 2:1: a width given by the height. */
const RATIOS: [number, number][] = [[1, 1], [12, 10], [4, 3], [3, 2], [16, 9], [5, 4], [2, 1]];

/** The SizeHeader (ISO 18181-1, bits least significant first): the stored width and height. */
function sizeHeader(b: Uint8Array, view: DataView): [number, number] {
  const stream = codestream(b, view);
  if (stream[0] !== 0xff || stream[1] !== 0x0a || stream.length < 12) throw new Error('The JPEG XL codestream is damaged.');
  let bit = 16;
  const read = (count: number) => {
    let value = 0;
    for (let i = 0; i < count; i++, bit++) value += ((stream[bit >> 3] >> (bit & 7)) & 1) * 2 ** i;
    return value;
  };
  const side = () => 1 + read([9, 13, 18, 30][read(2)]);
  const small = read(1) === 1;
  const height = small ? (1 + read(5)) * 8 : side();
  const ratio = read(3);
  if (ratio > 0) {
    const [num, den] = RATIOS[ratio - 1];
    return [Math.floor((height * num) / den), height];
  }
  return [small ? (1 + read(5)) * 8 : side(), height];
}
