/**
 * A CCITT fax decoder (ITU-T T.4 and T.6, as PDF's CCITTFaxDecode filter uses them): Group 4
 * (K < 0), Group 3 one-dimensional (K = 0) and mixed (K > 0), with the filter's EncodedByteAlign
 * and BlackIs1. No maintained JavaScript decoder exists (pdf.js keeps its own inside its worker), so
 * this one is ours; tests check it against Poppler's decode of real files, pixel for pixel.
 * Output: packed rows (most significant bit first, rows padded to a byte) of the samples as the
 * PDF reads them, so 0 is black unless BlackIs1.
 */

export interface CcittParams {
  k: number;
  columns: number;
  rows: number;
  blackIs1: boolean;
  encodedByteAlign: boolean;
}

class CcittError extends Error {}

/** Code tables, as [bits, run length] pairs (T.4 tables 2 and 3). */
const WHITE_CODES: [string, number][] = [
  ['00110101', 0], ['000111', 1], ['0111', 2], ['1000', 3], ['1011', 4], ['1100', 5], ['1110', 6], ['1111', 7],
  ['10011', 8], ['10100', 9], ['00111', 10], ['01000', 11], ['001000', 12], ['000011', 13], ['110100', 14], ['110101', 15],
  ['101010', 16], ['101011', 17], ['0100111', 18], ['0001100', 19], ['0001000', 20], ['0010111', 21], ['0000011', 22], ['0000100', 23],
  ['0101000', 24], ['0101011', 25], ['0010011', 26], ['0100100', 27], ['0011000', 28], ['00000010', 29], ['00000011', 30], ['00011010', 31],
  ['00011011', 32], ['00010010', 33], ['00010011', 34], ['00010100', 35], ['00010101', 36], ['00010110', 37], ['00010111', 38], ['00101000', 39],
  ['00101001', 40], ['00101010', 41], ['00101011', 42], ['00101100', 43], ['00101101', 44], ['00000100', 45], ['00000101', 46], ['00001010', 47],
  ['00001011', 48], ['01010010', 49], ['01010011', 50], ['01010100', 51], ['01010101', 52], ['00100100', 53], ['00100101', 54], ['01011000', 55],
  ['01011001', 56], ['01011010', 57], ['01011011', 58], ['01001010', 59], ['01001011', 60], ['00110010', 61], ['00110011', 62], ['00110100', 63],
  ['11011', 64], ['10010', 128], ['010111', 192], ['0110111', 256], ['00110110', 320], ['00110111', 384], ['01100100', 448], ['01100101', 512],
  ['01101000', 576], ['01100111', 640], ['011001100', 704], ['011001101', 768], ['011010010', 832], ['011010011', 896], ['011010100', 960], ['011010101', 1024],
  ['011010110', 1088], ['011010111', 1152], ['011011000', 1216], ['011011001', 1280], ['011011010', 1344], ['011011011', 1408], ['010011000', 1472], ['010011001', 1536],
  ['010011010', 1600], ['011000', 1664], ['010011011', 1728],
];
const BLACK_CODES: [string, number][] = [
  ['0000110111', 0], ['010', 1], ['11', 2], ['10', 3], ['011', 4], ['0011', 5], ['0010', 6], ['00011', 7],
  ['000101', 8], ['000100', 9], ['0000100', 10], ['0000101', 11], ['0000111', 12], ['00000100', 13], ['00000111', 14], ['000011000', 15],
  ['0000010111', 16], ['0000011000', 17], ['0000001000', 18], ['00001100111', 19], ['00001101000', 20], ['00001101100', 21], ['00000110111', 22], ['00000101000', 23],
  ['00000010111', 24], ['00000011000', 25], ['000011001010', 26], ['000011001011', 27], ['000011001100', 28], ['000011001101', 29], ['000001101000', 30], ['000001101001', 31],
  ['000001101010', 32], ['000001101011', 33], ['000011010010', 34], ['000011010011', 35], ['000011010100', 36], ['000011010101', 37], ['000011010110', 38], ['000011010111', 39],
  ['000001101100', 40], ['000001101101', 41], ['000011011010', 42], ['000011011011', 43], ['000001010100', 44], ['000001010101', 45], ['000001010110', 46], ['000001010111', 47],
  ['000001100100', 48], ['000001100101', 49], ['000001010010', 50], ['000001010011', 51], ['000000100100', 52], ['000000110111', 53], ['000000111000', 54], ['000000100111', 55],
  ['000000101000', 56], ['000001011000', 57], ['000001011001', 58], ['000000101011', 59], ['000000101100', 60], ['000001011010', 61], ['000001100110', 62], ['000001100111', 63],
  ['0000001111', 64], ['000011001000', 128], ['000011001001', 192], ['000001011011', 256], ['000000110011', 320], ['000000110100', 384], ['000000110101', 448], ['0000001101100', 512],
  ['0000001101101', 576], ['0000001001010', 640], ['0000001001011', 704], ['0000001001100', 768], ['0000001001101', 832], ['0000001110010', 896], ['0000001110011', 960], ['0000001110100', 1024],
  ['0000001110101', 1088], ['0000001110110', 1152], ['0000001110111', 1216], ['0000001010010', 1280], ['0000001010011', 1344], ['0000001010100', 1408], ['0000001010101', 1472], ['0000001011010', 1536],
  ['0000001011011', 1600], ['0000001100100', 1664], ['0000001100101', 1728],
];
/** Make-up codes for long runs, the same for both colours (T.4 table 3b). */
const EXTENDED_CODES: [string, number][] = [
  ['00000001000', 1792], ['00000001100', 1856], ['00000001101', 1920], ['000000010010', 1984], ['000000010011', 2048], ['000000010100', 2112], ['000000010101', 2176],
  ['000000010110', 2240], ['000000010111', 2304], ['000000011100', 2368], ['000000011101', 2432], ['000000011110', 2496], ['000000011111', 2560],
];

/** A code table as a map from (length << 16 | bits) to run length. */
const tableOf = (codes: [string, number][]) => new Map([...codes, ...EXTENDED_CODES].map(([bits, run]) => [(bits.length << 16) | parseInt(bits, 2), run]));
const WHITE = tableOf(WHITE_CODES);
const BLACK = tableOf(BLACK_CODES);

class BitReader {
  private position = 0;
  private readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  get done(): boolean {
    return this.position >= this.bytes.length * 8;
  }

  bit(): number {
    const p = this.position++;
    if (p >= this.bytes.length * 8) throw new CcittError('CCITT data ends early');
    return (this.bytes[p >> 3] >> (7 - (p & 7))) & 1;
  }

  peek(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i++) {
      const p = this.position + i;
      value = (value << 1) | (p < this.bytes.length * 8 ? (this.bytes[p >> 3] >> (7 - (p & 7))) & 1 : 0);
    }
    return value;
  }

  skip(count: number): void {
    this.position += count;
  }

  align(): void {
    this.position = (this.position + 7) & ~7;
  }
}

/** One run of a colour: make-up codes then a terminating code. */
function readRun(reader: BitReader, table: Map<number, number>): number {
  let total = 0;
  for (;;) {
    let code = 0;
    let run = -1;
    for (let length = 1; length <= 13; length++) {
      code = (code << 1) | reader.bit();
      const found = table.get((length << 16) | code);
      if (found !== undefined) {
        run = found;
        break;
      }
    }
    if (run < 0) throw new CcittError('Unknown CCITT run code');
    total += run;
    if (run < 64) return total;
  }
}

/** Skips an EOL (eleven or more 0 bits then a 1) when one comes next. */
function skipEol(reader: BitReader): boolean {
  if (reader.peek(12) !== 1) return false;
  reader.skip(12);
  return true;
}

/** Changing elements of a one-dimensional row (positions where the colour flips, starting white). */
function readRow1d(reader: BitReader, columns: number): number[] {
  const changes: number[] = [];
  let position = 0;
  let white = true;
  while (position < columns) {
    position += readRun(reader, white ? WHITE : BLACK);
    if (position > columns) throw new CcittError('CCITT row runs past its width');
    if (position < columns) changes.push(position);
    white = !white;
  }
  return normalised(changes, columns);
}

/**
 * Changing elements as they are on the row: in order, within it, and without the pairs a run of
 * length zero leaves (two changes at one place are no change, and would mislead the next row's b1).
 */
function normalised(changes: number[], columns: number): number[] {
  const out: number[] = [];
  for (const raw of changes) {
    const position = Math.min(Math.max(raw, out.length ? out[out.length - 1] : 0), columns);
    if (position >= columns) break;
    if (out.length && out[out.length - 1] === position) out.pop();
    else out.push(position);
  }
  return out;
}

/** Changing elements of a two-dimensional row, coded against the reference row's. */
function readRow2d(reader: BitReader, columns: number, reference: number[]): number[] {
  const changes: number[] = [];
  const ref = [...reference, columns, columns, columns];
  let a0 = -1;
  let white = true;
  let index = 0;
  while (a0 < columns) {
    // b1: the first change on the reference row right of a0 into the colour opposite a0's.
    while (index > 0 && ref[index - 1] > a0) index -= 1;
    while (index < reference.length && (ref[index] <= a0 || index % 2 !== (white ? 0 : 1))) index += 1;
    const b1 = ref[index];
    const b2 = ref[index + 1];
    if (reader.bit() === 1) {
      if (b1 <= a0) throw new CcittError('CCITT code goes backwards');
      changes.push(b1); // V0
      a0 = b1;
      white = !white;
      continue;
    }
    const two = reader.bit();
    if (two === 1) {
      const three = reader.bit(); // 011 VR1, 010 VL1
      const a1 = three === 1 ? b1 + 1 : b1 - 1;
      if (a1 <= a0 || a1 > columns) throw new CcittError('CCITT vertical code out of row');
      changes.push(a1);
      a0 = a1;
      white = !white;
      continue;
    }
    if (reader.bit() === 1) {
      // 001: horizontal mode, two runs from a0.
      const start = Math.max(a0, 0);
      const a1 = start + readRun(reader, white ? WHITE : BLACK);
      const a2 = a1 + readRun(reader, white ? BLACK : WHITE);
      if (a2 > columns || a2 <= a0) throw new CcittError('CCITT horizontal runs past the row');
      changes.push(a1, a2);
      a0 = a2;
      continue;
    }
    if (reader.bit() === 1) {
      if (b2 <= a0 || b2 > columns) throw new CcittError('CCITT pass past the row');
      a0 = b2; // 0001: pass mode
      continue;
    }
    // 00001x VR2/VL2, 000001x VR3/VL3; anything longer is an extension or an EOL.
    const fifth = reader.bit();
    const offset = fifth === 1 ? 2 : reader.bit() === 1 ? 3 : 0;
    if (offset === 0) throw new CcittError('Unsupported CCITT code');
    const a1 = reader.bit() === 1 ? b1 + offset : b1 - offset;
    if (a1 <= a0 || a1 > columns) throw new CcittError('CCITT vertical code out of row');
    changes.push(a1);
    a0 = a1;
    white = !white;
  }
  return normalised(changes, columns);
}

/** Decodes CCITT fax data into packed rows of PDF samples. */
export function decodeCcitt(data: Uint8Array, params: CcittParams): Uint8Array {
  const { columns, rows, k } = params;
  if (!(columns > 0 && rows > 0)) throw new CcittError('CCITT image without a size');
  const rowBytes = (columns + 7) >> 3;
  const out = new Uint8Array(rowBytes * rows);
  // Samples start as the PDF's white (1, or 0 with BlackIs1); black runs flip them.
  if (!params.blackIs1) out.fill(0xff);
  const reader = new BitReader(data);
  let reference: number[] = [];
  for (let y = 0; y < rows; y++) {
    let changes: number[];
    if (k < 0) {
      if (params.encodedByteAlign) reader.align();
      changes = readRow2d(reader, columns, reference);
    } else {
      if (params.encodedByteAlign) reader.align();
      // Optional EOLs (with fill bits before them) start a row; mixed mode adds a 1D/2D tag bit.
      while (reader.peek(12) === 0 && !reader.done) {
        if (!skipEol(reader)) reader.skip(1);
      }
      skipEol(reader);
      const oneD = k === 0 || reader.bit() === 1;
      changes = oneD ? readRow1d(reader, columns) : readRow2d(reader, columns, reference);
    }
    const row = y * rowBytes;
    for (let i = 0; i < changes.length; i += 2) {
      const from = changes[i];
      const to = i + 1 < changes.length ? changes[i + 1] : columns;
      for (let x = from; x < to; x++) out[row + (x >> 3)] ^= 0x80 >> (x & 7);
    }
    reference = changes;
  }
  // Padding bits past the width stay as they were filled; readers ignore them.
  return out;
}
