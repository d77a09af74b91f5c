/** CRC-32, shared by the PNG chunk writer (metadata engine) and the ZIP engine. */
let crcTables: Int32Array | undefined;

/**
 * Eight 256-entry tables for slice-by-8: table k maps a byte to its CRC contribution k bytes
 * further on, so the loop folds 8 bytes per step (over twice the byte-at-a-time loop, which
 * matters for the ZIP engine: every stored byte goes through here).
 */
function crcTablesOf(): Int32Array {
  if (crcTables) return crcTables;
  const t = new Int32Array(8 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  for (let n = 0; n < 256; n++) {
    for (let k = 1; k < 8; k++) t[k * 256 + n] = (t[(k - 1) * 256 + n] >>> 8) ^ t[t[(k - 1) * 256 + n] & 0xff];
  }
  return (crcTables = t);
}

/**
 * CRC-32 (ISO 3309), as PNG chunks and ZIP entries need it. Pass the CRC of the bytes before to
 * continue it: `crc32(b, crc32(a))` is the CRC of a followed by b. The aligned middle is read as
 * 32-bit words (little-endian, as on every platform browsers run on), 8 bytes per step.
 */
export function crc32(bytes: Uint8Array, previous = 0): number {
  const t = crcTablesOf();
  let c = ~previous;
  let i = 0;
  const n = bytes.length;
  for (; i < n && (bytes.byteOffset + i) & 3; i++) c = t[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  const words = new Int32Array(bytes.buffer, bytes.byteOffset + i, (n - i) >> 3 << 1);
  for (let w = 0; w < words.length; w += 2) {
    const lo = c ^ words[w];
    const hi = words[w + 1];
    c =
      t[1792 + (lo & 0xff)] ^ t[1536 + ((lo >>> 8) & 0xff)] ^ t[1280 + ((lo >>> 16) & 0xff)] ^ t[1024 + (lo >>> 24)] ^
      t[768 + (hi & 0xff)] ^ t[512 + ((hi >>> 8) & 0xff)] ^ t[256 + ((hi >>> 16) & 0xff)] ^ t[hi >>> 24];
  }
  for (i += words.length * 4; i < n; i++) c = t[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}
