/**
 * JPEG Huffman coding for the progressive writer: optimal code lengths from symbol counts (ITU T.81
 * Annex K.2: merge the two rarest, then limit lengths to 16 bits, one code point kept free so no
 * code is all ones), canonical codes from the lengths (Annex C), the DHT segment, and a bit writer
 * with 0xFF byte stuffing.
 */

/** A table as a DHT carries it: how many codes of each length 1..16, and the symbols in code order. */
export interface HuffmanSpec {
  counts: Uint8Array; // 16 entries
  symbols: Uint8Array;
}

/** A table ready to encode with: code and length per symbol (length 0: symbol unused). */
export interface HuffmanCodes {
  code: Uint16Array; // 256
  length: Uint8Array; // 256
}

const MAX_LENGTH = 16;

/** The optimal table for `freq` (256 symbol counts; unused symbols get no code). */
export function optimalTable(freq: ArrayLike<number>): HuffmanSpec {
  // 257 entries: the extra one has count 1 and takes the all-ones code, which JPEG forbids.
  const count = new Float64Array(257);
  for (let i = 0; i < 256; i++) count[i] = freq[i];
  if (!count.some((c) => c > 0)) count[0] = 1; // a table nothing uses still needs one code
  count[256] = 1;
  const codeSize = new Int32Array(257);
  const others = new Int32Array(257).fill(-1);
  for (;;) {
    // The two least frequent live entries (ties: the higher index, as Annex K does).
    let c1 = -1;
    let c2 = -1;
    let v1 = Infinity;
    let v2 = Infinity;
    for (let i = 0; i <= 256; i++) {
      const v = count[i];
      if (v === 0) continue;
      if (v <= v1) {
        v2 = v1;
        c2 = c1;
        v1 = v;
        c1 = i;
      } else if (v <= v2) {
        v2 = v;
        c2 = i;
      }
    }
    if (c2 < 0) break;
    count[c1] += count[c2];
    count[c2] = 0;
    // Every symbol in either branch goes one level deeper; c2's chain joins c1's.
    let i = c1;
    codeSize[i]++;
    while (others[i] >= 0) codeSize[(i = others[i])]++;
    others[i] = c2;
    i = c2;
    codeSize[i]++;
    while (others[i] >= 0) codeSize[(i = others[i])]++;
  }
  const bits = new Int32Array(33);
  for (let i = 0; i <= 256; i++) if (codeSize[i]) bits[codeSize[i]]++;
  // Annex K.3: move codes longer than 16 bits up, keeping the code complete.
  for (let i = 32; i > MAX_LENGTH; i--) {
    while (bits[i] > 0) {
      let j = i - 2;
      while (bits[j] === 0) j--;
      bits[i] -= 2;
      bits[i - 1]++;
      bits[j + 1] += 2;
      bits[j]--;
    }
  }
  // Drop the reserved symbol: it has the longest code.
  let longest = MAX_LENGTH;
  while (bits[longest] === 0) longest--;
  bits[longest]--;
  const counts = new Uint8Array(MAX_LENGTH);
  for (let i = 1; i <= MAX_LENGTH; i++) counts[i - 1] = bits[i];
  // Symbols in order of code length, then symbol value.
  const symbols: number[] = [];
  for (let size = 1; size <= 32; size++) for (let s = 0; s < 256; s++) if (codeSize[s] === size) symbols.push(s);
  return { counts, symbols: Uint8Array.from(symbols) };
}

/** Canonical codes of a table (Annex C). */
export function codesOf(spec: HuffmanSpec): HuffmanCodes {
  const code = new Uint16Array(256);
  const length = new Uint8Array(256);
  let next = 0;
  let k = 0;
  for (let size = 1; size <= MAX_LENGTH; size++) {
    for (let n = 0; n < spec.counts[size - 1]; n++) {
      const symbol = spec.symbols[k++];
      code[symbol] = next++;
      length[symbol] = size;
    }
    next <<= 1;
  }
  return { code, length };
}

/** Bits `freq` takes with `codes` (symbols only; the extra bits are counted apart). */
export function codedBits(freq: ArrayLike<number>, codes: HuffmanCodes): number {
  let bits = 0;
  for (let s = 0; s < 256; s++) if (freq[s]) bits += freq[s] * codes.length[s];
  return bits;
}

/** A DHT segment defining the given tables: class 0 = DC, 1 = AC; `slot` 0..3. */
export function dhtSegment(tables: readonly { tableClass: 0 | 1; slot: number; spec: HuffmanSpec }[]): Uint8Array {
  const length = 2 + tables.reduce((sum, t) => sum + 17 + t.spec.symbols.length, 0);
  const out = new Uint8Array(2 + length);
  out.set([0xff, 0xc4, length >> 8, length & 0xff]);
  let at = 4;
  for (const { tableClass, slot, spec } of tables) {
    out[at++] = (tableClass << 4) | slot;
    out.set(spec.counts, at);
    out.set(spec.symbols, at + 16);
    at += 16 + spec.symbols.length;
  }
  return out;
}

/** MSB-first bit writer for entropy-coded data: a 0x00 follows every 0xFF byte; the last byte is padded with ones. */
export class BitWriter {
  private bytes: Uint8Array;
  private at = 0;
  private acc = 0;
  private pending = 0;

  constructor(capacity = 1 << 16) {
    this.bytes = new Uint8Array(capacity);
  }

  /** Writes the low `n` bits of `value` (n <= 16). */
  put(value: number, n: number): void {
    this.acc = (this.acc << n) | (value & ((1 << n) - 1));
    this.pending += n;
    while (this.pending >= 8) {
      this.pending -= 8;
      const byte = (this.acc >>> this.pending) & 0xff;
      if (this.at + 2 > this.bytes.length) this.grow();
      this.bytes[this.at++] = byte;
      if (byte === 0xff) this.bytes[this.at++] = 0;
    }
    this.acc &= (1 << this.pending) - 1;
  }

  /** Pads the last byte with ones and returns everything written. */
  finish(): Uint8Array {
    if (this.pending > 0) this.put(0x7f, 8 - this.pending);
    return this.bytes.subarray(0, this.at);
  }

  private grow(): void {
    const bigger = new Uint8Array(this.bytes.length * 2);
    bigger.set(this.bytes);
    this.bytes = bigger;
  }
}
