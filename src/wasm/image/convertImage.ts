/**
 * The converter job: any readable image -> the chosen format, each written for real by the format's
 * codec with the options its descriptor gives (./formats: MozJPEG at the spec's 0.9, WebP, AVIF,
 * hand-written BMP/ICO/SVG containers, GIF with a palette, TIFF via UTIF). Only when an encoder
 * fails does it fall back to PNG, and says so.
 */
import { encodePng } from './codecs/jsquash';
import { carryMetadata } from './carryMetadata';
import { decodeImageFile } from './decodeImage';
import { formatByMime, type ConvertTarget, type FormatId } from './formats';
import { loadCodec } from './formats/codec';
import type { StripHelpers } from './helpers/contract';

export { type ConvertTarget };

export interface ConvertResult {
  bytes: ArrayBuffer;
  mime: string;
  width: number;
  height: number;
  /** True when the chosen encoder failed and the output is PNG instead. */
  fellBack: boolean;
  /** Set when the source is animated (GIF, APNG, WebP): its frame count; the output keeps the first frame only. */
  animationFrames?: number;
}

export async function convertImageBuffer(
  buffer: ArrayBuffer,
  target: ConvertTarget,
  onProgress?: (f: number) => void,
  helpers?: StripHelpers | null,
): Promise<ConvertResult> {
  const source = new Uint8Array(buffer.slice(0));
  const { image, format, frames } = await decodeImageFile(buffer);
  onProgress?.(0.3);
  const animation = frames > 1 ? { animationFrames: frames } : {};
  try {
    const to = formatByMime(target);
    const codec = to?.convert ? await loadCodec(to.id as FormatId) : undefined;
    if (!to?.convert || !codec?.encode) throw new Error(`The converter does not write ${target}`);
    const { bytes, width, height } = await codec.encode(image, to.convert, helpers);
    const profiled = carryMetadata(source, format, new Uint8Array(bytes), to.id as FormatId, false);
    return { bytes: profiled.buffer as ArrayBuffer, mime: target, width, height, fellBack: false, ...animation };
  } catch {
    return { bytes: await encodePng(image), mime: 'image/png', width: image.width, height: image.height, fellBack: true, ...animation };
  }
}
