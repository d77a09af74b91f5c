/** ICO's code: the browser's decoder; our writer, one PNG entry, the image scaled to fit the icon's largest side. */
import { encodePng, resizeImage } from '../../codecs/jsquash';
import { decodeWithBrowser } from '../browserDecoder';
import type { FormatCodec } from '../types';

export const codec: FormatCodec = {
  decode: (buffer) => decodeWithBrowser(buffer),
  async encode(image, { maxSide = 256 }) {
    const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
    const small = await resizeImage(image, Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
    return { bytes: writeIco(await encodePng(small), small.width, small.height), width: small.width, height: small.height };
  },
};

/** An ICO holding one PNG image (at most 256 x 256; the caller resizes). */
function writeIco(png: ArrayBuffer, width: number, height: number): ArrayBuffer {
  const out = new Uint8Array(6 + 16 + png.byteLength);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  view.setUint8(6, width >= 256 ? 0 : width); // 0 means 256
  view.setUint8(7, height >= 256 ? 0 : height);
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.byteLength, true);
  view.setUint32(18, 22, true);
  out.set(new Uint8Array(png), 22);
  return out.buffer;
}
