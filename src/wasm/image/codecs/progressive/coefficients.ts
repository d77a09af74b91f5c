/**
 * The quantised DCT coefficients of a baseline (sequential Huffman) JPEG, read without decoding
 * pixels, and strips of one image joined into one coefficient image. Only what MozJPEG writes is
 * read: 8-bit samples, one scan holding every component, no restart markers; anything else throws
 * (the caller then encodes the whole image the usual way).
 */
import { APP0, DHT, DQT, DRI, isSof, parseJpegSegments, SOS } from '../../../jpeg';

export interface Component {
  id: number;
  h: number;
  v: number;
  /** Quantisation table slot. */
  tq: number;
  /** Blocks across and down that hold image samples (what a one-component scan codes). */
  blocksWide: number;
  blocksHigh: number;
  /** Blocks across and down in whole MCUs (what an interleaved scan codes); `coefs` is laid out on this grid. */
  paddedWide: number;
  paddedHigh: number;
  /** 64 coefficients per block in zigzag order, blocks row by row on the padded grid. */
  coefs: Int16Array;
  /** Per block: the zigzag index of its last non-zero coefficient (0 when only DC may be). */
  last: Uint8Array;
}

export interface CoefficientImage {
  width: number;
  height: number;
  components: Component[];
  /** The DQT segments, whole (marker and length included). */
  quantTables: Uint8Array[];
  /** The JFIF APP0 segment, whole, when there is one. */
  jfif?: Uint8Array;
}

/** Baseline and extended sequential Huffman frames: what MozJPEG writes without progressive. */
const SOF0 = 0xc0;
const SOF1 = 0xc1;

interface DecodeTable {
  /** For an 8-bit lookahead: symbol and code length (0: longer than 8 bits). */
  fastSymbol: Uint8Array;
  fastLength: Uint8Array;
  maxCode: Int32Array; // by length 1..16, -1 when none
  valOffset: Int32Array;
  symbols: Uint8Array;
}

function decodeTable(counts: Uint8Array, symbols: Uint8Array): DecodeTable {
  const fastSymbol = new Uint8Array(256);
  const fastLength = new Uint8Array(256);
  const maxCode = new Int32Array(18).fill(-1);
  const valOffset = new Int32Array(17);
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    const n = counts[length - 1];
    valOffset[length] = k - code;
    for (let i = 0; i < n; i++, code++, k++) {
      if (length <= 8) {
        const first = code << (8 - length);
        fastSymbol.fill(symbols[k], first, first + (1 << (8 - length)));
        fastLength.fill(length, first, first + (1 << (8 - length)));
      }
    }
    maxCode[length] = n ? code - 1 : -1;
    code <<= 1;
  }
  maxCode[17] = 0x7fffffff;
  return { fastSymbol, fastLength, maxCode, valOffset, symbols };
}

/** MSB-first reader of entropy-coded data (0xFF00 is one 0xFF byte; a marker reads as zeros). */
class BitReader {
  private acc = 0;
  private bits = 0;
  constructor(
    private readonly data: Uint8Array,
    private at: number,
  ) {}

  private fill(): void {
    while (this.bits <= 24) {
      let byte = 0;
      if (this.at < this.data.length) {
        byte = this.data[this.at];
        if (byte === 0xff) {
          const next = this.data[this.at + 1];
          if (next === 0) this.at += 2;
          else byte = 0; // a marker: stay on it, feed zeros
        } else this.at++;
      }
      this.acc = ((this.acc << 8) | byte) >>> 0;
      this.bits += 8;
    }
  }

  peek8(): number {
    if (this.bits < 8) this.fill();
    return (this.acc >>> (this.bits - 8)) & 0xff;
  }

  skip(n: number): void {
    this.bits -= n;
    this.acc &= this.bits === 32 ? 0xffffffff : (1 << this.bits) - 1;
  }

  read(n: number): number {
    if (n === 0) return 0;
    if (this.bits < n) this.fill();
    this.bits -= n;
    const value = (this.acc >>> this.bits) & ((1 << n) - 1);
    this.acc &= (1 << this.bits) - 1;
    return value;
  }

  decode(table: DecodeTable): number {
    const look = this.peek8();
    const fast = table.fastLength[look];
    if (fast) {
      this.skip(fast);
      return table.fastSymbol[look];
    }
    let code = this.read(8);
    let length = 8;
    while (code > table.maxCode[length]) {
      code = (code << 1) | this.read(1);
      length++;
    }
    if (length > 16) throw new Error('Bad Huffman code');
    return table.symbols[table.valOffset[length] + code];
  }
}

/** Sign-extends a JPEG magnitude category value. */
const extend = (value: number, size: number) => (size && value < 1 << (size - 1) ? value - (1 << size) + 1 : value);

interface ComponentSpec {
  id: number;
  h: number;
  v: number;
  tq: number;
}

/** A baseline JPEG's headers and where its one scan starts (nothing decoded yet). */
interface Parsed {
  width: number;
  height: number;
  specs: ComponentSpec[];
  quantTables: Uint8Array[];
  jfif?: Uint8Array;
  scanStart: number;
  /** Per frame component: its DC and AC tables in the scan. */
  tables: { dc: DecodeTable; ac: DecodeTable }[];
}

function parseBaseline(jpeg: Uint8Array): Parsed {
  const dcTables: DecodeTable[] = [];
  const acTables: DecodeTable[] = [];
  const quantTables: Uint8Array[] = [];
  let jfif: Uint8Array | undefined;
  let frame: { width: number; height: number; specs: ComponentSpec[] } | null = null;
  for (const segment of parseJpegSegments(jpeg)) {
    const { marker, payloadStart: p, payloadEnd } = segment;
    if (marker === APP0) jfif = jpeg.slice(segment.start, payloadEnd);
    else if (marker === DQT) quantTables.push(jpeg.slice(segment.start, payloadEnd));
    else if (marker === DRI && ((jpeg[p] << 8) | jpeg[p + 1]) !== 0) throw new Error('Restart intervals are not read');
    else if (marker === DHT) {
      for (let at = p; at < payloadEnd; ) {
        const counts = jpeg.subarray(at + 1, at + 17);
        const total = counts.reduce((a, b) => a + b, 0);
        (jpeg[at] >> 4 === 0 ? dcTables : acTables)[jpeg[at] & 15] = decodeTable(counts, jpeg.slice(at + 17, at + 17 + total));
        at += 17 + total;
      }
    } else if (marker === SOF0 || marker === SOF1) {
      if (jpeg[p] !== 8) throw new Error('Only 8-bit JPEGs are read');
      const specs = Array.from({ length: jpeg[p + 5] }, (_, i) => ({ id: jpeg[p + 6 + 3 * i], h: jpeg[p + 7 + 3 * i] >> 4, v: jpeg[p + 7 + 3 * i] & 15, tq: jpeg[p + 8 + 3 * i] }));
      frame = { height: (jpeg[p + 1] << 8) | jpeg[p + 2], width: (jpeg[p + 3] << 8) | jpeg[p + 4], specs };
    } else if (isSof(marker)) {
      throw new Error('Only baseline JPEGs are read');
    } else if (marker === SOS) {
      if (!frame) throw new Error('Scan before frame');
      const count = jpeg[p];
      // One scan with every component, in frame order (what MozJPEG writes for a baseline file).
      if (count !== frame.specs.length) throw new Error('Only one-scan JPEGs are read');
      const tables = frame.specs.map((spec, i) => {
        if (jpeg[p + 1 + 2 * i] !== spec.id) throw new Error('Scan components out of frame order');
        return { dc: dcTables[jpeg[p + 2 + 2 * i] >> 4], ac: acTables[jpeg[p + 2 + 2 * i] & 15] };
      });
      if (tables.some((t) => !t.dc || !t.ac)) throw new Error('Scan uses an undefined Huffman table');
      return { ...frame, quantTables, jfif, scanStart: p + 1 + 2 * count + 3, tables };
    }
  }
  throw new Error('No scan');
}

/** Reads the coefficients of a baseline JPEG MozJPEG wrote. */
export function readBaseline(jpeg: Uint8Array): CoefficientImage {
  return readStrips([jpeg]);
}

/**
 * The coefficients of horizontal strips of one picture (baseline JPEGs of the same width and
 * settings, top to bottom) as one image. Every strip but the last must be a whole number of MCU
 * rows high, so its blocks are the picture's blocks; each is decoded straight into place.
 */
export function readStrips(jpegs: readonly Uint8Array[]): CoefficientImage {
  const parsed = jpegs.map(parseBaseline);
  const [first] = parsed;
  const { width, specs } = first;
  const height = parsed.reduce((sum, p) => sum + p.height, 0);
  const vMax = Math.max(...specs.map((c) => c.v));
  parsed.forEach((p, i) => {
    const sameFrame = p.width === width && p.specs.length === specs.length && p.specs.every((c, j) => c.h === specs[j].h && c.v === specs[j].v && c.tq === specs[j].tq);
    if (!sameFrame || !p.quantTables.every((t, j) => equalBytes(t, first.quantTables[j]))) throw new Error('Strips differ');
    if (i < parsed.length - 1 && p.height % (8 * vMax)) throw new Error('A strip is not whole MCU rows high');
  });
  const components = layout(width, height, specs);
  const blockRows = components.map(() => 0);
  for (let i = 0; i < parsed.length; i++) {
    const strip = layout(parsed[i].width, parsed[i].height, specs);
    decodeScan(new BitReader(jpegs[i], parsed[i].scanStart), components, strip, blockRows, parsed[i].tables);
    strip.forEach((c, j) => (blockRows[j] += c.paddedHigh));
  }
  return { width, height, components, quantTables: first.quantTables, jfif: first.jfif };
}

const equalBytes = (a: Uint8Array, b: Uint8Array | undefined) => !!b && a.length === b.length && a.every((x, i) => x === b[i]);

function layout(width: number, height: number, specs: ComponentSpec[]): Component[] {
  const hMax = Math.max(...specs.map((c) => c.h));
  const vMax = Math.max(...specs.map((c) => c.v));
  const mcusWide = Math.ceil(width / (8 * hMax));
  const mcusHigh = Math.ceil(height / (8 * vMax));
  return specs.map((c) => {
    const paddedWide = specs.length > 1 ? mcusWide * c.h : Math.ceil(width / 8);
    const paddedHigh = specs.length > 1 ? mcusHigh * c.v : Math.ceil(height / 8);
    return {
      ...c,
      blocksWide: Math.ceil(Math.ceil((width * c.h) / hMax) / 8),
      blocksHigh: Math.ceil(Math.ceil((height * c.v) / vMax) / 8),
      paddedWide,
      paddedHigh,
      coefs: new Int16Array(paddedWide * paddedHigh * 64),
      last: new Uint8Array(paddedWide * paddedHigh),
    };
  });
}

/**
 * Decodes one strip's scan into `into` (the whole picture's components), its block rows starting
 * at `rowOffset[c]`; `strip` is the strip's own block layout. A strip's padding rows below the
 * picture (only the last strip has any) are dropped.
 */
function decodeScan(reader: BitReader, into: Component[], strip: Component[], rowOffset: number[], tables: Parsed['tables']): void {
  const predictions = new Int32Array(into.length);
  const decodeBlock = (c: number, row: number, col: number) => {
    const component = into[c];
    const { dc, ac } = tables[c];
    const target = row + rowOffset[c] < component.paddedHigh;
    const coefs = target ? component.coefs : scratch;
    const at = target ? ((row + rowOffset[c]) * component.paddedWide + col) * 64 : 0;
    if (!target) scratch.fill(0);
    const size = reader.decode(dc);
    predictions[c] += extend(reader.read(size), size);
    coefs[at] = predictions[c];
    let last = 0;
    for (let k = 1; k < 64; ) {
      const rs = reader.decode(ac);
      const size = rs & 15;
      const run = rs >> 4;
      if (size) {
        k += run;
        if (k > 63) throw new Error('Coefficient index out of range');
        coefs[at + k] = extend(reader.read(size), size);
        last = k;
        k++;
      } else if (run === 15) k += 16;
      else break;
    }
    if (target) component.last[at >> 6] = last;
  };
  forEachScanBlock(strip, decodeBlock);
}

const scratch = new Int16Array(64);

/**
 * The blocks of a scan holding every component of `components`, in coding order: one component's
 * in rows over the blocks that hold samples; several components' MCU by MCU (each MCU's h x v
 * blocks per component, in turn), over whole MCUs. `visit` gets the component and its block's row
 * and column on that component's grid.
 */
export function forEachScanBlock(components: readonly Component[], visit: (c: number, row: number, col: number) => void): void {
  if (components.length === 1) {
    const { blocksWide, blocksHigh } = components[0];
    for (let row = 0; row < blocksHigh; row++) for (let col = 0; col < blocksWide; col++) visit(0, row, col);
    return;
  }
  const mcusWide = components[0].paddedWide / components[0].h;
  const mcusHigh = components[0].paddedHigh / components[0].v;
  for (let my = 0; my < mcusHigh; my++) {
    for (let mx = 0; mx < mcusWide; mx++) {
      for (let c = 0; c < components.length; c++) {
        const { h, v } = components[c];
        for (let y = 0; y < v; y++) for (let x = 0; x < h; x++) visit(c, my * v + y, mx * h + x);
      }
    }
  }
}
