/**
 * The scans of a progressive JPEG (ITU T.81 Annex G), coded from quantised coefficients: the DC
 * first scan (all components, interleaved), AC first scans over a band of one component with a
 * point transform Al (end-of-band runs), and AC refinement scans (one more bit of every coefficient
 * already seen, correction bits held back behind the runs). Each coder reports to a Sink, which
 * either counts symbols (to build the scan's optimal Huffman tables and price candidate scans) or
 * writes them.
 */
import { forEachScanBlock, type Component } from './coefficients';
import type { BitWriter, HuffmanCodes } from './huffman';

export interface Sink {
  /** One Huffman symbol of table `table` (0 or 1: which of the scan's tables). */
  symbol(table: number, symbol: number): void;
  /** `n` raw bits. */
  bits(value: number, n: number): void;
}

/** Counts symbols per table and raw bits. */
export class CountingSink implements Sink {
  readonly freq = [new Float64Array(256), new Float64Array(256)];
  rawBits = 0;
  symbol(table: number, symbol: number): void {
    this.freq[table][symbol]++;
  }
  bits(_value: number, n: number): void {
    this.rawBits += n;
  }
}

const SYMBOL = 1 << 30;

/**
 * Counts like CountingSink and also records what was coded, in order, so the scan can be written
 * with its optimal tables without coding the coefficients a second time.
 */
export class RecordingSink extends CountingSink {
  private ops = new Int32Array(1 << 16);
  private length = 0;

  override symbol(table: number, symbol: number): void {
    this.freq[table][symbol]++;
    this.push(SYMBOL | (table << 8) | symbol);
  }

  override bits(value: number, n: number): void {
    this.rawBits += n;
    this.push(((value & 0xffff) << 5) | n);
  }

  /** Writes what was recorded with `codes` per table. */
  writeTo(writer: BitWriter, codes: readonly HuffmanCodes[]): void {
    const { ops, length } = this;
    for (let i = 0; i < length; i++) {
      const op = ops[i];
      if (op & SYMBOL) {
        const table = codes[(op >> 8) & 1];
        const symbol = op & 0xff;
        writer.put(table.code[symbol], table.length[symbol]);
      } else writer.put(op >> 5, op & 31);
    }
  }

  private push(op: number): void {
    if (this.length === this.ops.length) {
      const bigger = new Int32Array(this.ops.length * 2);
      bigger.set(this.ops);
      this.ops = bigger;
    }
    this.ops[this.length++] = op;
  }
}

const bitLength = (value: number) => 32 - Math.clz32(value);

/**
 * The DC first scan at point transform `al`: every component, MCU by MCU when there are several
 * (each its own DC prediction); `tableOf[i]` is component i's table (0 or 1).
 */
export function codeDcFirst(components: Component[], al: number, tableOf: readonly number[], sink: Sink): void {
  const last = new Int32Array(components.length);
  forEachScanBlock(components, (i, row, col) => {
    const component = components[i];
    const value = component.coefs[(row * component.paddedWide + col) * 64] >> al;
    const diff = value - last[i];
    last[i] = value;
    const size = bitLength(Math.abs(diff));
    sink.symbol(tableOf[i], size);
    if (size) sink.bits(diff < 0 ? diff - 1 : diff, size);
  });
}

const MAX_EOB_RUN = 0x7fff;

/** Which block rows a scan visits: all, or every `step`-th (to price a candidate on a sample). */
export interface RowSample {
  step: number;
}
const ALL_ROWS: RowSample = { step: 1 };

/** An AC first scan of one component with Huffman table `table`: coefficients ss..se (zigzag), magnitudes shifted right by `al`. */
export function codeAcFirst(component: Component, ss: number, se: number, al: number, table: number, sink: Sink, rows: RowSample = ALL_ROWS): void {
  const { coefs, last, blocksWide, blocksHigh, paddedWide } = component;
  let eobRun = 0;
  const flushRun = () => {
    const size = bitLength(eobRun) - 1;
    sink.symbol(table, size << 4);
    if (size) sink.bits(eobRun, size);
    eobRun = 0;
  };
  for (let row = 0; row < blocksHigh; row += rows.step) {
    for (let col = 0; col < blocksWide; col++) {
      const block = row * paddedWide + col;
      const at = block * 64;
      const limit = Math.min(se, last[block]);
      let run = 0;
      for (let k = ss; k <= limit; k++) {
        const coef = coefs[at + k];
        if (coef === 0) {
          run++;
          continue;
        }
        const magnitude = (coef < 0 ? -coef : coef) >> al;
        if (magnitude === 0) {
          run++;
          continue;
        }
        if (eobRun) flushRun();
        while (run > 15) {
          sink.symbol(table, 0xf0);
          run -= 16;
        }
        const size = bitLength(magnitude);
        sink.symbol(table, (run << 4) | size);
        sink.bits(coef < 0 ? ~magnitude : magnitude, size);
        run = 0;
      }
      run += se - Math.max(limit, ss - 1); // the zeros after the last non-zero coefficient
      if (run > 0 && ++eobRun === MAX_EOB_RUN) flushRun();
    }
  }
  if (eobRun) flushRun();
}

/** Correction bits that may wait behind an end-of-band run before it is cut short (as libjpeg). */
const MAX_CORRECTION_BITS = 1000;

/**
 * An AC refinement scan of one component over ss..se: the bit `al` of every coefficient whose
 * magnitude was already non-zero above it (correction bits), and coefficients that become non-zero
 * at `al` (run, size 1, sign).
 */
export function codeAcRefine(component: Component, ss: number, se: number, al: number, table: number, sink: Sink, rows: RowSample = ALL_ROWS): void {
  const { coefs, last, blocksWide, blocksHigh, paddedWide } = component;
  const magnitudes = new Int32Array(64);
  // Correction bits of the pending end-of-band run (held[0..heldInRun)), then the current block's.
  const held = new Uint8Array(MAX_CORRECTION_BITS + 64);
  let heldInRun = 0;
  let blockBits = 0;
  let eobRun = 0;
  const emitBlockBits = () => {
    for (let i = 0; i < blockBits; i++) sink.bits(held[heldInRun + i], 1);
    blockBits = 0;
  };
  /** Emits the pending run and its correction bits; the block's own bits move to the front. */
  const endRun = () => {
    if (!eobRun) return;
    const size = bitLength(eobRun) - 1;
    sink.symbol(table, size << 4);
    if (size) sink.bits(eobRun, size);
    eobRun = 0;
    for (let i = 0; i < heldInRun; i++) sink.bits(held[i], 1);
    held.copyWithin(0, heldInRun, heldInRun + blockBits);
    heldInRun = 0;
  };
  for (let row = 0; row < blocksHigh; row += rows.step) {
    for (let col = 0; col < blocksWide; col++) {
      const block = row * paddedWide + col;
      const at = block * 64;
      const limit = Math.min(se, last[block]);
      let end = 0; // the last coefficient that becomes non-zero in this scan
      for (let k = ss; k <= limit; k++) {
        const coef = coefs[at + k];
        const magnitude = (coef < 0 ? -coef : coef) >> al;
        magnitudes[k] = magnitude;
        if (magnitude === 1) end = k;
      }
      let run = 0;
      for (let k = ss; k <= limit; k++) {
        const magnitude = magnitudes[k];
        if (magnitude === 0) {
          run++;
          continue;
        }
        // Runs of 16 zeros are coded only when a newly non-zero coefficient follows; else the EOB covers them.
        while (run > 15 && k <= end) {
          endRun();
          sink.symbol(table, 0xf0);
          run -= 16;
          emitBlockBits();
        }
        if (magnitude > 1) {
          held[heldInRun + blockBits++] = magnitude & 1;
          continue;
        }
        endRun();
        sink.symbol(table, (run << 4) | 1);
        sink.bits(coefs[at + k] < 0 ? 0 : 1, 1);
        emitBlockBits();
        run = 0;
      }
      run += se - Math.max(limit, ss - 1); // the zeros after the last non-zero coefficient
      if (run > 0 || blockBits > 0) {
        eobRun++;
        heldInRun += blockBits;
        blockBits = 0;
        if (eobRun === MAX_EOB_RUN || heldInRun > MAX_CORRECTION_BITS - 64 + 1) endRun();
      }
    }
  }
  endRun();
}
