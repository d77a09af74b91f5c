/**
 * Animated images (GIF, APNG, animated WebP): how many frames a file holds, read from its structure
 * without decoding, so every tool that keeps only the first frame can say so; and the first frame of
 * an animated WebP as a still WebP the WebP decoder reads (it refuses animations; the browser's
 * decoder is not there in Node, and this way both paths give the same picture).
 */
import { sniffFormat, type ImageFormat } from '../imageHeader';

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32le = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;

/** Frames in the file (1 for a still image or a format without animation). */
export function frameCount(bytes: Uint8Array, format: ImageFormat): number {
  try {
    if (format === 'gif') return gifFrames(bytes);
    if (format === 'png') return apngFrames(bytes);
    if (format === 'webp') return webpFrames(bytes).length || 1;
  } catch {
    // a damaged structure: the decoder decides what it is
  }
  return 1;
}

/** Frames in any image file, its format sniffed from its bytes (1 when not animated or not an image). */
export function animationFrames(bytes: Uint8Array): number {
  const format = sniffFormat(bytes);
  return format && format !== 'pdf' ? frameCount(bytes, format) : 1;
}

/** GIF: image descriptors (0x2C) counted by walking the blocks (sub-blocks skipped, never scanned). */
function gifFrames(b: Uint8Array): number {
  let at = 13;
  if (b[10] & 0x80) at += 3 * (2 << (b[10] & 7));
  let frames = 0;
  const skipSubBlocks = (from: number) => {
    let p = from;
    while (p < b.length && b[p] !== 0) p += b[p] + 1;
    return p + 1;
  };
  while (at < b.length) {
    const block = b[at];
    if (block === 0x3b) break;
    if (block === 0x21) {
      at = skipSubBlocks(at + 2);
    } else if (block === 0x2c) {
      frames++;
      const flags = b[at + 9];
      at += 10;
      if (flags & 0x80) at += 3 * (2 << (flags & 7));
      at = skipSubBlocks(at + 1);
    } else {
      break;
    }
  }
  return Math.max(1, frames);
}

/** APNG: the acTL chunk's frame count (a plain PNG has none). */
function apngFrames(b: Uint8Array): number {
  for (let at = 8; at + 12 <= b.length; ) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    if (type === 'acTL') return Math.max(1, u32be(b, at + 8));
    if (type === 'IDAT' || type === 'IEND') break;
    at += 12 + length;
  }
  return 1;
}

interface WebpFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The frame's ALPH/VP8/VP8L chunks, whole. */
  chunks: Uint8Array;
  hasAlpha: boolean;
}

function webpFrames(b: Uint8Array): WebpFrame[] {
  const frames: WebpFrame[] = [];
  for (let at = 12; at + 8 <= b.length; ) {
    const size = u32le(b, at + 4);
    if (ascii(b, at, 4) === 'ANMF' && at + 24 <= b.length) {
      const data = at + 8;
      frames.push({
        x: u24le(b, data) * 2,
        y: u24le(b, data + 3) * 2,
        width: u24le(b, data + 6) + 1,
        height: u24le(b, data + 9) + 1,
        chunks: b.subarray(data + 16, Math.min(b.length, data + size)),
        hasAlpha: ascii(b, data + 16, 4) === 'ALPH',
      });
    }
    at += 8 + size + (size & 1);
  }
  return frames;
}

export interface WebpStill {
  /** The first frame as a still WebP file. */
  still: Uint8Array;
  x: number;
  y: number;
  /** The animation's canvas. */
  canvasWidth: number;
  canvasHeight: number;
}

/** The first frame of an animated WebP, or null when the file is not animated. */
export function firstWebpFrame(b: Uint8Array): WebpStill | null {
  if (ascii(b, 12, 4) !== 'VP8X' || !(b[20] & 0x02)) return null;
  const [first] = webpFrames(b);
  if (!first) return null;
  const parts: Uint8Array[] = [];
  if (first.hasAlpha) {
    // A still with an ALPH chunk needs a VP8X header saying so, with the frame's size.
    const vp8x = new Uint8Array(18);
    vp8x.set([0x56, 0x50, 0x38, 0x58, 10, 0, 0, 0, 0x10]);
    writeU24(vp8x, 12, first.width - 1);
    writeU24(vp8x, 15, first.height - 1);
    parts.push(vp8x);
  }
  parts.push(first.chunks);
  const body = parts.reduce((sum, p) => sum + p.length, 0);
  const still = new Uint8Array(12 + body);
  still.set([0x52, 0x49, 0x46, 0x46]);
  new DataView(still.buffer).setUint32(4, 4 + body, true);
  still.set([0x57, 0x45, 0x42, 0x50], 8);
  let at = 12;
  for (const part of parts) {
    still.set(part, at);
    at += part.length;
  }
  return { still, x: first.x, y: first.y, canvasWidth: u24le(b, 24) + 1, canvasHeight: u24le(b, 27) + 1 };
}

function writeU24(b: Uint8Array, at: number, value: number) {
  b[at] = value & 0xff;
  b[at + 1] = (value >> 8) & 0xff;
  b[at + 2] = (value >> 16) & 0xff;
}

/** Places a frame on a transparent canvas of the animation's size (the first frame has nothing under it). */
export function onCanvas(frame: ImageData, x: number, y: number, width: number, height: number): ImageData {
  if (x === 0 && y === 0 && frame.width === width && frame.height === height) return frame;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < frame.height && y + row < height; row++) {
    const count = Math.max(0, Math.min(frame.width, width - x));
    out.set(frame.data.subarray(row * frame.width * 4, (row * frame.width + count) * 4), ((y + row) * width + x) * 4);
  }
  return new ImageData(out, width, height);
}
