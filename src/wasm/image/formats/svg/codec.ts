/**
 * SVG's code: the image as an optimised PNG wrapped in an SVG. An SVG made from a photo cannot be
 * a real vector drawing; the file says so in a comment.
 */
import { optimisePng } from '../../codecs/jsquash';
import { pngEffort } from '../png/codec';
import type { FormatCodec } from '../types';

export const codec: FormatCodec = {
  async encode(image) {
    const { width, height } = image;
    return { bytes: writeSvgWrapper(await optimisePng(image, pngEffort(image)), width, height), width, height };
  },
};

function writeSvgWrapper(png: ArrayBuffer, width: number, height: number): ArrayBuffer {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n` +
    `<!-- A raster image wrapped in SVG by Filesmith: it scales like the original pixels, not like a vector drawing. -->\n` +
    `<image width="${width}" height="${height}" href="data:image/png;base64,${toBase64(new Uint8Array(png))}"/>\n</svg>\n`;
  return new TextEncoder().encode(svg).buffer as ArrayBuffer;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
