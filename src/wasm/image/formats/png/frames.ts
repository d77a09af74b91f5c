/** How many frames a PNG holds (APNG), read from its structure (see ../frames.ts). */

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;

/** APNG: the acTL chunk's frame count (a plain PNG has none). */
export function frames(b: Uint8Array): number {
  for (let at = 8; at + 12 <= b.length; ) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    if (type === 'acTL') return Math.max(1, u32be(b, at + 8));
    if (type === 'IDAT' || type === 'IEND') break;
    at += 12 + length;
  }
  return 1;
}
