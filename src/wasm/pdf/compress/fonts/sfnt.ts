/**
 * Just enough of a TrueType/OpenType file to map codes to glyph ids the way PDF readers do: the
 * table directory, the glyph count, cmap subtables (formats 0, 4, 6 and 12) and post glyph names.
 */
export interface Sfnt {
  numGlyphs: number;
  /** cmap subtables by 'platform,encoding' (e.g. '3,1', '3,0', '1,0'), each a code → glyph lookup. */
  cmaps: Map<string, (code: number) => number>;
  /** post table format 2 glyph names → glyph ids (empty when the font has none). */
  names: Map<string, number>;
}

type Tables = Map<string, DataView>;

function tables(bytes: Uint8Array): Tables | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12) return null;
  const version = view.getUint32(0);
  if (version !== 0x00010000 && version !== 0x4f54544f && version !== 0x74727565) return null; // 1.0, 'OTTO', 'true'
  const count = view.getUint16(4);
  const found: Tables = new Map();
  for (let n = 0; n < count && 12 + 16 * n + 16 <= bytes.length; n++) {
    const record = 12 + 16 * n;
    const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    if (offset + length > bytes.length) return null;
    found.set(tag, new DataView(bytes.buffer, bytes.byteOffset + offset, length));
  }
  return found;
}

function subtable(cmap: DataView, at: number): ((code: number) => number) | null {
  const format = cmap.getUint16(at);
  if (format === 0) return (code) => (code < 256 ? cmap.getUint8(at + 6 + code) : 0);
  if (format === 6) {
    const first = cmap.getUint16(at + 6);
    const count = cmap.getUint16(at + 8);
    return (code) => (code >= first && code < first + count ? cmap.getUint16(at + 10 + 2 * (code - first)) : 0);
  }
  if (format === 4) {
    const segments = cmap.getUint16(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const offsets = deltas + 2 * segments;
    return (code) => {
      for (let s = 0; s < segments; s++) {
        if (code > cmap.getUint16(ends + 2 * s)) continue;
        const start = cmap.getUint16(starts + 2 * s);
        if (code < start) return 0;
        const rangeOffset = cmap.getUint16(offsets + 2 * s);
        const delta = cmap.getUint16(deltas + 2 * s);
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const glyphAt = offsets + 2 * s + rangeOffset + 2 * (code - start);
        if (glyphAt + 2 > cmap.byteLength) return 0;
        const glyph = cmap.getUint16(glyphAt);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  if (format === 12) {
    const groups = cmap.getUint32(at + 12);
    return (code) => {
      for (let g = 0; g < groups; g++) {
        const record = at + 16 + 12 * g;
        const start = cmap.getUint32(record);
        if (code >= start && code <= cmap.getUint32(record + 4)) return cmap.getUint32(record + 8) + code - start;
      }
      return 0;
    };
  }
  return null;
}

function postNames(post: DataView | undefined, numGlyphs: number): Map<string, number> {
  const names = new Map<string, number>();
  if (!post || post.byteLength < 34 || post.getUint32(0) !== 0x00020000) return names;
  const count = Math.min(post.getUint16(32), numGlyphs);
  const strings: string[] = [];
  let at = 34 + 2 * post.getUint16(32);
  while (at < post.byteLength) {
    const length = post.getUint8(at);
    strings.push(String.fromCharCode(...new Uint8Array(post.buffer, post.byteOffset + at + 1, Math.min(length, post.byteLength - at - 1))));
    at += 1 + length;
  }
  for (let glyph = 0; glyph < count; glyph++) {
    const index = post.getUint16(34 + 2 * glyph);
    // Indexes below 258 are the standard Macintosh glyph names; only custom names matter here,
    // since standard names are resolved through their Unicode values.
    const custom = index >= 258 ? strings[index - 258] : undefined;
    if (custom !== undefined && !names.has(custom)) names.set(custom, glyph);
  }
  return names;
}

/** The parts of a TrueType/OpenType font a code → glyph mapping needs; null when it is not one. */
export function readSfnt(bytes: Uint8Array): Sfnt | null {
  try {
    const found = tables(bytes);
    const maxp = found?.get('maxp');
    if (!found || !maxp) return null;
    const numGlyphs = maxp.getUint16(4);
    const cmaps = new Map<string, (code: number) => number>();
    const cmap = found.get('cmap');
    if (cmap) {
      const count = cmap.getUint16(2);
      for (let n = 0; n < count; n++) {
        const record = 4 + 8 * n;
        const lookup = subtable(cmap, cmap.getUint32(record + 4));
        const key = `${cmap.getUint16(record)},${cmap.getUint16(record + 2)}`;
        if (lookup && !cmaps.has(key)) cmaps.set(key, lookup);
      }
    }
    return { numGlyphs, cmaps, names: postNames(found.get('post'), numGlyphs) };
  } catch {
    return null; // a truncated table: the caller keeps the font whole
  }
}

const checksum = (data: Uint8Array) => {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) sum = (sum + (((data[i] << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0)) >>> 0)) >>> 0;
  return sum;
};

/**
 * The font with each table passed through `edit` (its new bytes, the same bytes, or null to drop
 * it), laid out again with fresh offsets and checksums. The font itself when nothing changed or
 * its table directory cannot be read.
 */
export function rewriteSfnt(font: Uint8Array, edit: (tag: string, data: Uint8Array) => Uint8Array | null): Uint8Array {
  try {
    const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
    const count = view.getUint16(4);
    const tables: { tag: string; data: Uint8Array }[] = [];
    let changed = false;
    for (let n = 0; n < count; n++) {
      const record = 12 + 16 * n;
      const tag = String.fromCharCode(...font.subarray(record, record + 4));
      const offset = view.getUint32(record + 8);
      const length = view.getUint32(record + 12);
      if (offset + length > font.length) return font;
      const data = font.subarray(offset, offset + length);
      const next = edit(tag, data);
      if (next !== data) changed = true;
      if (next) tables.push({ tag, data: next });
    }
    if (!changed) return font;
    const padded = (length: number) => (length + 3) & ~3;
    const out = new Uint8Array(12 + 16 * tables.length + tables.reduce((sum, { data }) => sum + padded(data.length), 0));
    const outView = new DataView(out.buffer);
    outView.setUint32(0, view.getUint32(0));
    let power = 1;
    let log = 0;
    while (power * 2 <= tables.length) {
      power *= 2;
      log++;
    }
    outView.setUint16(4, tables.length);
    outView.setUint16(6, 16 * power);
    outView.setUint16(8, log);
    outView.setUint16(10, 16 * tables.length - 16 * power);
    let offset = 12 + 16 * tables.length;
    tables.forEach(({ tag, data }, n) => {
      const record = 12 + 16 * n;
      for (let c = 0; c < 4; c++) out[record + c] = tag.charCodeAt(c);
      outView.setUint32(record + 4, checksum(data));
      outView.setUint32(record + 8, offset);
      outView.setUint32(record + 12, data.length);
      out.set(data, offset);
      offset += padded(data.length);
    });
    return out;
  } catch {
    return font;
  }
}
