/**
 * A GIF89a writer: one frame, a 256-colour palette from codecs/quantise.ts (one entry reserved for
 * transparency when the image has any), LZW-compressed as the format requires.
 */
import { hasTransparency } from '../../canvas/fallbackRules';
import { quantise } from '../../codecs/quantise';

export function writeGif(image: ImageData): ArrayBuffer {
  const transparent = hasTransparency(image.data);
  const q = quantise(image, transparent ? 255 : 256, 0.75);
  const palette = new Uint8Array(256 * 3);
  let transparentIndex = -1;
  for (let p = 0; p < q.colors; p++) palette.set(q.palette.subarray(p * 4, p * 4 + 3), p * 3);
  const indices = q.indices;
  if (transparent) {
    transparentIndex = q.colors;
    for (let i = 0; i < indices.length; i++) if (q.palette[indices[i] * 4 + 3] < 128) indices[i] = transparentIndex;
  }
  const bytes: number[] = [...'GIF89a'].map((c) => c.charCodeAt(0));
  const u16 = (v: number) => bytes.push(v & 0xff, v >> 8);
  u16(image.width);
  u16(image.height);
  bytes.push(0xf7, 0, 0); // global colour table of 256 entries
  bytes.push(...palette);
  if (transparent) bytes.push(0x21, 0xf9, 4, 0x01, 0, 0, transparentIndex, 0);
  bytes.push(0x2c);
  u16(0);
  u16(0);
  u16(image.width);
  u16(image.height);
  bytes.push(0, 8); // no local table; LZW minimum code size 8
  const data = lzw(indices);
  const out = new Uint8Array(bytes.length + data.length + Math.ceil(data.length / 255) + 2);
  out.set(bytes);
  let at = bytes.length;
  for (let i = 0; i < data.length; i += 255) {
    const block = data.subarray(i, i + 255);
    out[at++] = block.length;
    out.set(block, at);
    at += block.length;
  }
  out[at++] = 0;
  out[at++] = 0x3b;
  return out.buffer.slice(0, at);
}

function lzw(indices: Uint8Array): Uint8Array {
  const CLEAR = 256;
  const END = 257;
  const table = new Int16Array(4096 * 256).fill(-1);
  const out: number[] = [];
  let bitBuffer = 0;
  let bitCount = 0;
  let codeSize = 9;
  let nextCode = 258;
  const emit = (code: number) => {
    bitBuffer |= code << bitCount;
    bitCount += codeSize;
    while (bitCount >= 8) {
      out.push(bitBuffer & 0xff);
      bitBuffer >>>= 8;
      bitCount -= 8;
    }
  };
  emit(CLEAR);
  let prefix = indices[0] ?? 0;
  for (let i = 1; i < indices.length; i++) {
    const k = indices[i];
    const found = table[prefix * 256 + k];
    if (found >= 0) {
      prefix = found;
      continue;
    }
    emit(prefix);
    if (nextCode < 4096) {
      table[prefix * 256 + k] = nextCode++;
      if (nextCode > 1 << codeSize && codeSize < 12) codeSize++;
    } else {
      emit(CLEAR);
      table.fill(-1);
      codeSize = 9;
      nextCode = 258;
    }
    prefix = k;
  }
  emit(prefix);
  emit(END);
  if (bitCount > 0) out.push(bitBuffer & 0xff);
  return new Uint8Array(out);
}
