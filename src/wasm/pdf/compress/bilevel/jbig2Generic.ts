/**
 * A lossless JBIG2 encoder for one bi-level image (ITU-T T.88): one generic region, arithmetic
 * coded with the MQ coder (annex E) over template 0 with its nominal adaptive pixels and typical
 * prediction (TPGDON, identical rows cost one decision), written as a PDF JBIG2Decode stream's
 * embedded segments (page information, immediate generic region; no end-of-page segment, which
 * PDF leaves out of embedded streams (ISO 32000-1, 7.4.7) and Poppler reports as a syntax error). On scanned pages
 * it stores the same pixels as CCITT Group 4 in about two thirds of the bytes, as JBIG2 encoders
 * (jbig2enc, PDFium's) do. No maintained JavaScript encoder exists; pdf.js and Poppler decode what
 * this writes back to the same pixels in the tests.
 * Input: packed rows (most significant bit first) where 1 is a JBIG2 "black" (foreground) pixel.
 */

/** Annex E table E.1: probability estimate, next index after an MPS, after an LPS, and whether an LPS swaps the MPS. */
const QE = [
  0x5601, 0x3401, 0x1801, 0x0ac1, 0x0521, 0x0221, 0x5601, 0x5401, 0x4801, 0x3801, 0x3001, 0x2401, 0x1c01, 0x1601, 0x5601, 0x5401, 0x5101, 0x4801, 0x3801, 0x3401, 0x3001, 0x2801,
  0x2401, 0x2201, 0x1c01, 0x1801, 0x1601, 0x1401, 0x1201, 0x1101, 0x0ac1, 0x09c1, 0x08a1, 0x0521, 0x0441, 0x02a1, 0x0221, 0x0141, 0x0111, 0x0085, 0x0049, 0x0025, 0x0015, 0x0009,
  0x0005, 0x0001, 0x5601,
];
const NMPS = [1, 2, 3, 4, 5, 38, 7, 8, 9, 10, 11, 12, 13, 29, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 45, 46];
const NLPS = [1, 6, 9, 12, 29, 33, 6, 14, 14, 14, 17, 18, 20, 21, 14, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 46];
const SWITCH = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

/** The MQ arithmetic encoder of annex E (software conventions), over a growing byte buffer. */
class MqEncoder {
  private a = 0x8000;
  private c = 0;
  private ct = 12;
  private b = 0;
  private bp = -1;
  private out = new Uint8Array(1 << 16);
  /** Per context: the index into the table (low 7 bits) and the MPS (bit 7). */
  readonly states = new Uint8Array(1 << 16);

  private put(byte: number): void {
    if (this.bp >= 0) {
      if (this.bp >= this.out.length) {
        const bigger = new Uint8Array(this.out.length * 2);
        bigger.set(this.out);
        this.out = bigger;
      }
      this.out[this.bp] = byte;
    }
  }

  private byteOut(): void {
    if (this.b === 0xff) {
      this.put(this.b);
      this.bp += 1;
      this.b = this.c >>> 20;
      this.c &= 0xfffff;
      this.ct = 7;
    } else if (this.c < 0x8000000) {
      this.put(this.b);
      this.bp += 1;
      this.b = this.c >>> 19;
      this.c &= 0x7ffff;
      this.ct = 8;
    } else {
      this.b += 1;
      if (this.b === 0xff) {
        this.c &= 0x7ffffff;
        this.put(this.b);
        this.bp += 1;
        this.b = this.c >>> 20;
        this.c &= 0xfffff;
        this.ct = 7;
      } else {
        this.put(this.b);
        this.bp += 1;
        this.b = this.c >>> 19;
        this.c &= 0x7ffff;
        this.ct = 8;
      }
    }
  }

  private renormalise(): void {
    do {
      this.a = (this.a << 1) & 0xffff;
      this.c = (this.c << 1) >>> 0;
      this.ct -= 1;
      if (this.ct === 0) this.byteOut();
    } while ((this.a & 0x8000) === 0);
  }

  encode(context: number, bit: number): void {
    const state = this.states[context];
    const index = state & 0x7f;
    const mps = state >> 7;
    const qe = QE[index];
    this.a -= qe;
    if (bit === mps) {
      if ((this.a & 0x8000) === 0) {
        if (this.a < qe) this.a = qe;
        else this.c += qe;
        this.states[context] = (mps << 7) | NMPS[index];
        this.renormalise();
      } else {
        this.c += qe;
      }
    } else {
      if (this.a < qe) this.c += qe;
      else this.a = qe;
      const nextMps = SWITCH[index] ? 1 - mps : mps;
      this.states[context] = (nextMps << 7) | NLPS[index];
      this.renormalise();
    }
  }

  /** Ends the code (E.2.9) with the 0xFF 0xAC marker JBIG2 puts after arithmetic data. */
  finish(): Uint8Array {
    const temp = this.c + this.a;
    this.c |= 0xffff;
    if (this.c >= temp) this.c -= 0x8000;
    this.c = (this.c << this.ct) >>> 0;
    this.byteOut();
    this.c = (this.c << this.ct) >>> 0;
    this.byteOut();
    this.put(this.b);
    this.bp += 1;
    const end = this.b === 0xff ? this.bp - 1 : this.bp;
    const data = this.out.slice(0, Math.max(0, end));
    const out = new Uint8Array(data.length + 2);
    out.set(data);
    out.set([0xff, 0xac], data.length);
    return out;
  }
}

/** Template 0's context of the decision that says whether a row repeats the one above (TPGDON). */
const SLTP_CONTEXT = 0x9b25;

/** The arithmetic-coded generic region: template 0, nominal adaptive pixels, typical prediction. */
function encodeGenericRegion(rows: Uint8Array, width: number, height: number): Uint8Array {
  const rowBytes = (width + 7) >> 3;
  const mq = new MqEncoder();
  // Three unpacked rows (y-2, y-1, y) with 4 pixels of margin either side, zeros outside the image.
  const pad = 4;
  let above2 = new Uint8Array(width + 2 * pad);
  let above1 = new Uint8Array(width + 2 * pad);
  let current = new Uint8Array(width + 2 * pad);
  const unpack = (y: number, into: Uint8Array) => {
    const start = y * rowBytes;
    for (let x = 0; x < width; x++) into[pad + x] = (rows[start + (x >> 3)] >> (7 - (x & 7))) & 1;
  };
  const sameAsAbove = (y: number) => {
    const start = y * rowBytes;
    if (y === 0) {
      for (let i = 0; i < rowBytes; i++) if (rows[start + i] & (i === rowBytes - 1 && width & 7 ? (0xff << (8 - (width & 7))) & 0xff : 0xff)) return false;
      return true;
    }
    const previous = start - rowBytes;
    for (let i = 0; i < rowBytes - 1; i++) if (rows[start + i] !== rows[previous + i]) return false;
    const mask = width & 7 ? (0xff << (8 - (width & 7))) & 0xff : 0xff;
    return ((rows[start + rowBytes - 1] ^ rows[previous + rowBytes - 1]) & mask) === 0;
  };
  let ltp = 0;
  for (let y = 0; y < height; y++) {
    const typical = sameAsAbove(y) ? 1 : 0;
    mq.encode(SLTP_CONTEXT, typical ^ ltp);
    ltp = typical;
    // The row still moves into the window: the next rows' contexts read it.
    [above2, above1, current] = [above1, current, above2];
    unpack(y, current);
    if (typical) continue;
    // Template 0, raster order, first pixel most significant:
    // y-2: x-2..x+2 (x-2 and x+2 are the adaptive pixels A4, A3); y-1: x-3..x+3 (A2, A1 at the ends); y: x-4..x-1.
    let r2 = (above2[pad - 2] << 4) | (above2[pad - 1] << 3) | (above2[pad] << 2) | (above2[pad + 1] << 1) | above2[pad + 2];
    let r1 = (above1[pad - 3] << 6) | (above1[pad - 2] << 5) | (above1[pad - 1] << 4) | (above1[pad] << 3) | (above1[pad + 1] << 2) | (above1[pad + 2] << 1) | above1[pad + 3];
    let r0 = 0;
    for (let x = 0; x < width; x++) {
      const pixel = current[pad + x];
      mq.encode((r2 << 11) | (r1 << 4) | r0, pixel);
      r2 = ((r2 << 1) & 0x1f) | (x + 3 < width ? above2[pad + x + 3] : 0);
      r1 = ((r1 << 1) & 0x7f) | (x + 4 < width ? above1[pad + x + 4] : 0);
      r0 = ((r0 << 1) & 0x0f) | pixel;
    }
  }
  return mq.finish();
}

const u32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

/** A segment: number, type, page 1, no referred-to segments, and its data. */
function segment(number: number, type: number, data: number[] | Uint8Array): Uint8Array {
  const header = [...u32(number), type & 0x3f, 0x00, 0x01, ...u32(data.length)];
  const out = new Uint8Array(header.length + data.length);
  out.set(header);
  out.set(data, header.length);
  return out;
}

/** The JBIG2Decode stream (embedded segments, no file header) of one bi-level image. */
export function encodeJbig2(rows: Uint8Array, width: number, height: number): Uint8Array {
  // Page information (48): size, unknown resolution, flags 0 (default pixel 0, OR), no striping.
  const page = segment(0, 48, [...u32(width), ...u32(height), ...u32(0), ...u32(0), 0x00, 0x00, 0x00]);
  // Immediate lossless generic region (39): region information, then flags (template 0, TPGDON) and the adaptive pixels.
  const region = [...u32(width), ...u32(height), ...u32(0), ...u32(0), 0x00, 0x08, 3, 0xff, 0xfd, 0xff, 2, 0xfe, 0xfe, 0xfe];
  const coded = encodeGenericRegion(rows, width, height);
  const data = new Uint8Array(region.length + coded.length);
  data.set(region);
  data.set(coded, region.length);
  const generic = segment(1, 39, data);
  const out = new Uint8Array(page.length + generic.length);
  out.set(page);
  out.set(generic, page.length);
  return out;
}
