/**
 * A bare CFF font program (FontFile3 /CIDFontType0C or /Type1C) as HarfBuzz's subsetter needs it:
 * the glyph count and, for a CID-keyed font, which glyph each CID is (its charset), for a name-keyed
 * one each glyph's name and the font's built-in encoding; wrapped in a minimal OpenType file ('CFF '
 * and 'maxp') to subset, and unwrapped again afterwards.
 */
import { CFF_STANDARD_STRINGS } from './type1/standardNames';

export interface CffInfo {
  numGlyphs: number;
  /** CID → glyph id for a CID-keyed font (ROS in its Top DICT); null for a name-keyed one. */
  cidToGlyph: Map<number, number> | null;
  /**
   * A name-keyed font's glyph names by glyph id, and its built-in encoding (StandardEncoding, or
   * code → glyph name); absent for a CID-keyed font, and for the Expert charsets and encoding.
   */
  names?: string[];
  builtIn?: 'standard' | Map<number, string>;
}

/** Offsets of the items of the INDEX at `at`, and where the INDEX ends. */
function readIndex(view: DataView, at: number): { items: [number, number][]; end: number } {
  const count = view.getUint16(at);
  if (count === 0) return { items: [], end: at + 2 };
  const size = view.getUint8(at + 2);
  const offset = (n: number) => {
    let value = 0;
    for (let b = 0; b < size; b++) value = value * 256 + view.getUint8(at + 3 + n * size + b);
    return value;
  };
  const base = at + 2 + (count + 1) * size;
  const items: [number, number][] = [];
  for (let n = 0; n < count; n++) items.push([base + offset(n), base + offset(n + 1)]);
  return { items, end: base + offset(count) };
}

/** The Top DICT's operators with their (integer) operands; reals are skipped as placeholders. */
function readDict(view: DataView, start: number, end: number): Map<number, number[]> {
  const entries = new Map<number, number[]>();
  let operands: number[] = [];
  let i = start;
  while (i < end) {
    const b0 = view.getUint8(i);
    if (b0 <= 21) {
      const operator = b0 === 12 ? 1200 + view.getUint8(i + 1) : b0;
      i += b0 === 12 ? 2 : 1;
      entries.set(operator, operands);
      operands = [];
    } else if (b0 === 28) {
      operands.push(view.getInt16(i + 1));
      i += 3;
    } else if (b0 === 29) {
      operands.push(view.getInt32(i + 1));
      i += 5;
    } else if (b0 === 30) {
      i += 1;
      while (i < end && (view.getUint8(i) & 0x0f) !== 0x0f && (view.getUint8(i) & 0xf0) !== 0xf0) i += 1;
      i += 1;
      operands.push(NaN);
    } else if (b0 >= 32 && b0 <= 246) {
      operands.push(b0 - 139);
      i += 1;
    } else if (b0 >= 247 && b0 <= 254) {
      const b1 = view.getUint8(i + 1);
      operands.push(b0 <= 250 ? (b0 - 247) * 256 + b1 + 108 : -(b0 - 251) * 256 - b1 - 108);
      i += 2;
    } else throw new Error('bad CFF DICT');
  }
  return entries;
}

/** Glyph id → SID (name-keyed) or CID (CID-keyed), from the charset at `at`; glyph 0 is .notdef. */
function readCharset(view: DataView, at: number, numGlyphs: number): number[] {
  const ids = [0];
  const format = view.getUint8(at);
  let i = at + 1;
  if (format === 0) {
    for (let gid = 1; gid < numGlyphs; gid++, i += 2) ids.push(view.getUint16(i));
    return ids;
  }
  if (format !== 1 && format !== 2) throw new Error('bad CFF charset');
  while (ids.length < numGlyphs) {
    const first = view.getUint16(i);
    const left = format === 1 ? view.getUint8(i + 2) : view.getUint16(i + 2);
    i += format === 1 ? 3 : 4;
    for (let n = 0; n <= left && ids.length < numGlyphs; n++) ids.push(first + n);
  }
  return ids;
}

/** Code → glyph name of a custom built-in encoding at `at` (formats 0 and 1, with supplements); glyph 0 has no code. */
function readEncoding(view: DataView, at: number, names: string[], nameOf: (sid: number) => string | undefined): Map<number, string> {
  const codes = new Map<number, string>();
  const format = view.getUint8(at);
  let i = at + 1;
  let gid = 1;
  if ((format & 0x7f) === 0) {
    const count = view.getUint8(i++);
    for (let n = 0; n < count; n++, gid++) if (gid < names.length) codes.set(view.getUint8(i++), names[gid]);
  } else if ((format & 0x7f) === 1) {
    const ranges = view.getUint8(i++);
    for (let r = 0; r < ranges; r++, i += 2) {
      const [first, left] = [view.getUint8(i), view.getUint8(i + 1)];
      for (let code = first; code <= first + left; code++, gid++) if (gid < names.length) codes.set(code, names[gid]);
    }
  } else throw new Error('bad CFF encoding');
  if (format & 0x80) {
    const supplements = view.getUint8(i++);
    for (let n = 0; n < supplements; n++, i += 3) {
      const name = nameOf(view.getUint16(i + 1));
      if (name !== undefined) codes.set(view.getUint8(i), name);
    }
  }
  return codes;
}

export function readCff(bytes: Uint8Array): CffInfo | null {
  try {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (view.getUint8(0) !== 1) return null; // CFF version 1 only (CFF2 is not a PDF font program)
    const names = readIndex(view, view.getUint8(2));
    const top = readIndex(view, names.end);
    if (top.items.length !== 1) return null; // a FontSet of one font, as PDF requires
    const dict = readDict(view, ...top.items[0]);
    const charStrings = dict.get(17)?.[0];
    if (charStrings === undefined) return null;
    const numGlyphs = view.getUint16(charStrings);
    const charset = dict.get(15)?.[0] ?? 0;
    if (!dict.has(1230)) {
      // 12 30 = ROS: CID-keyed. A name-keyed font: charset 0 is ISOAdobe; 1 and 2 (Expert) are not read.
      if (charset === 1 || charset === 2) return { numGlyphs, cidToGlyph: null };
      const strings = readIndex(view, top.end).items;
      const nameOf = (sid: number) => (sid < CFF_STANDARD_STRINGS.length ? CFF_STANDARD_STRINGS[sid] : strings[sid - CFF_STANDARD_STRINGS.length] && String.fromCharCode(...bytes.subarray(...strings[sid - CFF_STANDARD_STRINGS.length])));
      const sids = charset === 0 ? [...Array(numGlyphs).keys()] : readCharset(view, charset, numGlyphs);
      const names = sids.map((sid) => nameOf(sid));
      if (names.some((name) => name === undefined)) return { numGlyphs, cidToGlyph: null };
      const encoding = dict.get(16)?.[0] ?? 0;
      if (encoding === 1) return { numGlyphs, cidToGlyph: null };
      const builtIn = encoding === 0 ? 'standard' : readEncoding(view, encoding, names as string[], nameOf);
      return { numGlyphs, cidToGlyph: null, names: names as string[], builtIn };
    }
    // Predefined charsets (0..2) belong to name-keyed fonts; in a CID font they mean CID = glyph id.
    const ids = charset > 2 ? readCharset(view, charset, numGlyphs) : [...Array(numGlyphs).keys()];
    const cidToGlyph = new Map<number, number>();
    ids.forEach((cid, gid) => {
      if (!cidToGlyph.has(cid)) cidToGlyph.set(cid, gid);
    });
    return { numGlyphs, cidToGlyph };
  } catch {
    return null; // truncated or malformed: the program stays whole
  }
}

/** A minimal OpenType file around a CFF table: 'CFF ' and a version 0.5 'maxp' with the glyph count. */
export function wrapCff(cff: Uint8Array, numGlyphs: number): Uint8Array {
  const maxp = Uint8Array.of(0, 0, 0x50, 0, numGlyphs >> 8, numGlyphs & 0xff);
  const tables: [string, Uint8Array][] = [['CFF ', cff], ['maxp', maxp]];
  const header = 12 + 16 * tables.length;
  const padded = (length: number) => (length + 3) & ~3;
  const out = new Uint8Array(header + tables.reduce((sum, [, data]) => sum + padded(data.length), 0));
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x4f54544f); // 'OTTO'
  view.setUint16(4, tables.length);
  view.setUint16(6, 32);
  view.setUint16(8, 1);
  view.setUint16(10, 0);
  let offset = header;
  tables.forEach(([tag, data], n) => {
    for (let c = 0; c < 4; c++) out[12 + 16 * n + c] = tag.charCodeAt(c);
    view.setUint32(12 + 16 * n + 8, offset); // checksums are left 0: nothing here verifies them
    view.setUint32(12 + 16 * n + 12, data.length);
    out.set(data, offset);
    offset += padded(data.length);
  });
  return out;
}

/** The 'CFF ' table of an OpenType file, or null. */
export function unwrapCff(font: Uint8Array): Uint8Array | null {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  for (let n = 0; n < view.getUint16(4); n++) {
    const record = 12 + 16 * n;
    if (String.fromCharCode(...font.subarray(record, record + 4)) !== 'CFF ') continue;
    const offset = view.getUint32(record + 8);
    return font.slice(offset, offset + view.getUint32(record + 12));
  }
  return null;
}
