/** How many frames a GIF holds, read from its structure (see ../frames.ts). */

/** GIF: image descriptors (0x2C) counted by walking the blocks (sub-blocks skipped, never scanned). */
export function frames(b: Uint8Array): number {
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
