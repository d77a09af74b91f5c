/** Small byte helpers shared by the format walkers (JPEG segments, PNG chunks, WebP chunks, TIFF). */

export { concatBytes } from '../../lib/concatBytes';
export { FormatError } from '../../lib/formatError';

export const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

export const asciiBytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

export const u16be = (b: Uint8Array, o: number) => (b[o] << 8) | b[o + 1];
export const u32be = (b: Uint8Array, o: number) => ((b[o] << 24) >>> 0) + ((b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]);
export const u32le = (b: Uint8Array, o: number) => ((b[o + 3] << 24) >>> 0) + ((b[o + 2] << 16) | (b[o + 1] << 8) | b[o]);

export function u16beBytes(value: number): Uint8Array {
  return Uint8Array.of((value >> 8) & 0xff, value & 0xff);
}

export function u32beBytes(value: number): Uint8Array {
  return Uint8Array.of((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
}

export function u32leBytes(value: number): Uint8Array {
  return Uint8Array.of(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff);
}

export function startsWith(bytes: Uint8Array, prefix: Uint8Array | string, at = 0): boolean {
  const p = typeof prefix === 'string' ? asciiBytes(prefix) : prefix;
  if (bytes.length < at + p.length) return false;
  for (let i = 0; i < p.length; i++) if (bytes[at + i] !== p[i]) return false;
  return true;
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
