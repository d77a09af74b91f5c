/**
 * WebP's code: the wasm decoder, which reads stills only, so an animation gives its first frame
 * as a still WebP placed on its canvas (the browser's decoder is not there in Node, and this way
 * both paths give the same picture); the encoder at the converter's or the chosen quality.
 */
import { decodeWebp, encodeWebp } from '../../codecs/jsquash';
import type { FormatCodec } from '../types';
import { firstWebpFrame } from './frames';

export const codec: FormatCodec = {
  async decode(buffer, bytes) {
    const first = firstWebpFrame(bytes);
    if (!first) return decodeWebp(buffer);
    const frame = await decodeWebp(first.still.buffer as ArrayBuffer);
    return onCanvas(frame, first.x, first.y, first.canvasWidth, first.canvasHeight);
  },
  async encode(image, { quality }) {
    return { bytes: await encodeWebp(image, { quality: Number(quality) }), width: image.width, height: image.height };
  },
  async compress(image, quality) {
    return { bytes: await encodeWebp(image, { quality }) };
  },
};

/** Places a frame on a transparent canvas of the animation's size (the first frame has nothing under it). */
function onCanvas(frame: ImageData, x: number, y: number, width: number, height: number): ImageData {
  if (x === 0 && y === 0 && frame.width === width && frame.height === height) return frame;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < frame.height && y + row < height; row++) {
    const count = Math.max(0, Math.min(frame.width, width - x));
    out.set(frame.data.subarray(row * frame.width * 4, (row * frame.width + count) * 4), ((y + row) * width + x) * 4);
  }
  return new ImageData(out, width, height);
}
