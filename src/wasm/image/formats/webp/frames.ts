/**
 * Animated WebP structure: how many frames a file holds (see ../frames.ts), and the first frame as
 * a still WebP the wasm decoder reads (it refuses animations).
 */
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32le = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

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
  const found: WebpFrame[] = [];
  for (let at = 12; at + 8 <= b.length; ) {
    const size = u32le(b, at + 4);
    if (ascii(b, at, 4) === 'ANMF' && at + 24 <= b.length) {
      const data = at + 8;
      found.push({
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
  return found;
}

interface WebpStill {
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

/** How many frames a WebP holds (1 for a still). */
export const frames = (b: Uint8Array) => webpFrames(b).length || 1;
