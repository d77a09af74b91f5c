/**
 * JPEG's code: MozJPEG decode turned upright by the EXIF orientation (the browser for CMYK/YCCK,
 * which MozJPEG cannot turn into RGB), the converter's progressive encode, the compressors' searched
 * encode. JPEG has no alpha: transparent pixels are composited over white first.
 */
import { isTruncatedJpeg } from '../../../jpeg';
import { hasTransparency } from '../../canvas/fallbackRules';
import { encodeJpegSearched } from '../../codecs/jpegSearch';
import { encodeProgressiveJpeg } from '../../codecs/jpegStrips';
import { decodeJpeg } from '../../codecs/jsquash';
import { ImageInputError } from '../../imageHeader';
import { applyOrientation, readJpegOrientation } from '../../orientation';
import { canUseBrowserDecoder, decodeWithBrowser } from '../browserDecoder';
import type { FormatCodec } from '../types';

export const codec: FormatCodec = {
  async decode(buffer, bytes) {
    if (isTruncatedJpeg(bytes)) {
      throw new ImageInputError('This JPEG file is incomplete (it was cut off before its end), so it cannot be compressed safely.', 'jpegTruncated');
    }
    let stored: ImageData;
    try {
      stored = await decodeJpeg(buffer);
    } catch (error) {
      // CMYK/YCCK JPEGs: MozJPEG cannot convert them to RGB, the browser can (and orients them itself).
      if (canUseBrowserDecoder()) return decodeWithBrowser(buffer);
      throw error;
    }
    return applyOrientation(stored, readJpegOrientation(bytes));
  },
  async encode(image, { quality }, helpers) {
    return { bytes: await encodeProgressiveJpeg(flattenOnWhite(image), { quality: Number(quality) }, helpers), width: image.width, height: image.height };
  },
  async compress(image, quality, { reference, helpers, onStep, known, opaque }) {
    const { bytes, setting } = await encodeJpegSearched(opaque ? image : flattenOnWhite(image), quality, reference, { onStep, known, helpers });
    return { bytes, jpegSetting: setting };
  },
};

/** JPEG has no alpha: composite over white (what viewers show for transparent areas). */
function flattenOnWhite(image: ImageData): ImageData {
  if (!hasTransparency(image.data)) return image;
  const out = new Uint8ClampedArray(image.data);
  for (let i = 0; i < out.length; i += 4) {
    const a = out[i + 3] / 255;
    for (let c = 0; c < 3; c++) out[i + c] = Math.round(out[i + c] * a + 255 * (1 - a));
    out[i + 3] = 255;
  }
  return new ImageData(out, image.width, image.height);
}
