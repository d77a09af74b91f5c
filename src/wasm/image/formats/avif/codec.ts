/**
 * AVIF's code. Decoded by the browser (it applies irot/imir/clap, which the wasm decoder leaves to
 * us; that decoder stays for Node and browsers without AVIF); encoded with libavif, whose quality
 * scale is harsher than JPEG's (its 50 looks like JPEG's 75).
 */
import { readIccProfile } from '../../../metadata';
import { decodeAvif, encodeAvif } from '../../codecs/jsquash';
import { canUseBrowserDecoder, decodeWithBrowser } from '../browserDecoder';
import type { FormatCodec } from '../types';

/** The compressors' quality (JPEG's scale) as AVIF's. */
const avifQuality = (quality: number) => Math.max(10, Math.round(quality - 25));

export const codec: FormatCodec = {
  /**
   * An AVIF with an ICC profile is decoded without colour conversion: the output carries that
   * profile (carryMetadata), so converting here too would apply it twice. Without one (nclx: sRGB,
   * P3, HDR PQ ...) the browser maps the colours to sRGB, which is what an untagged output means.
   */
  async decode(buffer, bytes) {
    if (!canUseBrowserDecoder()) return decodeAvif(buffer);
    try {
      return await decodeWithBrowser(buffer, readIccProfile(bytes, 'avif') ? 'none' : 'default');
    } catch {
      return decodeAvif(buffer);
    }
  },
  async encode(image, { quality }) {
    return { bytes: await encodeAvif(image, { quality: Number(quality) }), width: image.width, height: image.height };
  },
  async compress(image, quality) {
    return { bytes: await encodeAvif(image, { quality: avifQuality(quality) }) };
  },
};
