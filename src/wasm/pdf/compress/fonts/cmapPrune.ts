/**
 * After subsetting, a TrueType font's cmap still maps every character the original font had, to
 * glyphs that are now empty: often kilobytes of format 4 segments for a dozen glyphs. This keeps
 * each subtable (same platform, encoding and format, so every reader finds what it looked for)
 * with only the mappings to glyphs the subset kept, and drops a variation-sequence subtable
 * (format 14), which a PDF reader never consults (a CJK font's can hold thousands of entries). The codes a document shows reach the same
 * glyphs through every subtable as before; codes it never shows drew nothing before either.
 */
import { rewriteSfnt } from './sfnt';

interface Mapping {
  code: number;
  glyph: number;
}

/** More mappings than this in one subtable (a format 12 spanning Unicode): left as it is. */
const MAX_CODES = 1 << 18;

function mappings(cmap: DataView, at: number, keep: Set<number>): { format: number; list: Mapping[] } | null {
  const format = cmap.getUint16(at);
  const list: Mapping[] = [];
  const add = (code: number, glyph: number) => {
    if (glyph !== 0 && keep.has(glyph)) list.push({ code, glyph });
  };
  if (format === 0) {
    for (let code = 0; code < 256; code++) add(code, cmap.getUint8(at + 6 + code));
  } else if (format === 6) {
    const first = cmap.getUint16(at + 6);
    const count = cmap.getUint16(at + 8);
    for (let n = 0; n < count; n++) add(first + n, cmap.getUint16(at + 10 + 2 * n));
  } else if (format === 4) {
    const segments = cmap.getUint16(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const offsets = deltas + 2 * segments;
    let total = 0;
    for (let s = 0; s < segments; s++) {
      const start = cmap.getUint16(starts + 2 * s);
      const end = cmap.getUint16(ends + 2 * s);
      const delta = cmap.getUint16(deltas + 2 * s);
      const rangeOffset = cmap.getUint16(offsets + 2 * s);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        if (++total > MAX_CODES) return null;
        if (rangeOffset === 0) add(code, (code + delta) & 0xffff);
        else {
          const glyphAt = offsets + 2 * s + rangeOffset + 2 * (code - start);
          if (glyphAt + 2 > cmap.byteLength) return null;
          const glyph = cmap.getUint16(glyphAt);
          add(code, glyph === 0 ? 0 : (glyph + delta) & 0xffff);
        }
      }
    }
  } else if (format === 12) {
    const groups = cmap.getUint32(at + 12);
    let total = 0;
    for (let g = 0; g < groups; g++) {
      const record = at + 16 + 12 * g;
      const start = cmap.getUint32(record);
      const end = cmap.getUint32(record + 4);
      total += end - start + 1;
      if (total > MAX_CODES) return null;
      for (let code = start; code <= end; code++) add(code, cmap.getUint32(record + 8) + code - start);
    }
  } else return null;
  return { format, list };
}

class Writer {
  readonly bytes: number[] = [];
  u16(value: number): void {
    this.bytes.push((value >> 8) & 0xff, value & 0xff);
  }
  u32(value: number): void {
    this.u16(value >>> 16);
    this.u16(value & 0xffff);
  }
}

/** Runs of consecutive codes drawing consecutive glyphs. */
function runs(list: Mapping[]): { start: number; end: number; glyph: number }[] {
  const found: { start: number; end: number; glyph: number }[] = [];
  for (const { code, glyph } of [...list].sort((a, b) => a.code - b.code)) {
    const last = found[found.length - 1];
    if (last && code === last.end + 1 && glyph === last.glyph + (code - last.start)) last.end = code;
    else found.push({ start: code, end: code, glyph });
  }
  return found;
}

function write(format: number, language: number, list: Mapping[]): number[] {
  const w = new Writer();
  if (format === 0) {
    const glyphs = new Uint8Array(256);
    for (const { code, glyph } of list) glyphs[code] = glyph;
    w.u16(0);
    w.u16(262);
    w.u16(language);
    w.bytes.push(...glyphs);
  } else if (format === 6) {
    const codes = list.map(({ code }) => code);
    const first = codes.length > 0 ? Math.min(...codes) : 0;
    const count = codes.length > 0 ? Math.max(...codes) - first + 1 : 0;
    const glyphs = new Array<number>(count).fill(0);
    for (const { code, glyph } of list) glyphs[code - first] = glyph;
    w.u16(6);
    w.u16(10 + 2 * count);
    w.u16(language);
    w.u16(first);
    w.u16(count);
    for (const glyph of glyphs) w.u16(glyph);
  } else if (format === 4) {
    const segments = [...runs(list.filter(({ code }) => code < 0xffff)), { start: 0xffff, end: 0xffff, glyph: 0x10000 }] // idDelta 1: 0xFFFF → glyph 0;
    const count = segments.length;
    let power = 1;
    let log = 0;
    while (power * 2 <= count) {
      power *= 2;
      log++;
    }
    w.u16(4);
    w.u16(16 + 8 * count);
    w.u16(language);
    w.u16(2 * count);
    w.u16(2 * power);
    w.u16(log);
    w.u16(2 * count - 2 * power);
    for (const { end } of segments) w.u16(end);
    w.u16(0);
    for (const { start } of segments) w.u16(start);
    for (const { start, glyph } of segments) w.u16((glyph - start) & 0xffff);
    for (let s = 0; s < count; s++) w.u16(0);
  } else {
    const groups = runs(list);
    w.u16(12);
    w.u16(0);
    w.u32(16 + 12 * groups.length);
    w.u32(language);
    w.u32(groups.length);
    for (const { start, end, glyph } of groups) {
      w.u32(start);
      w.u32(end);
      w.u32(glyph);
    }
  }
  return w.bytes;
}

/** The cmap table with every subtable pruned to `keep`; null when it cannot be read safely. */
function prunedCmap(cmap: DataView, keep: Set<number>): Uint8Array | null {
  const count = cmap.getUint16(2);
  const records: { platform: number; encoding: number; data: number[] }[] = [];
  for (let n = 0; n < count; n++) {
    const record = 4 + 8 * n;
    const at = cmap.getUint32(record + 4);
    // Unicode variation sequences (format 14, in CJK fonts) choose glyph variants for text a
    // reader lays out itself; a PDF names its glyphs by code or CID, so nothing reads them there.
    if (cmap.getUint16(at) === 14) continue;
    const found = mappings(cmap, at, keep);
    if (!found) return null;
    const language = found.format === 12 ? cmap.getUint32(at + 8) : cmap.getUint16(at + 4);
    records.push({ platform: cmap.getUint16(record), encoding: cmap.getUint16(record + 2), data: write(found.format, language, found.list) });
  }
  const w = new Writer();
  w.u16(0);
  w.u16(records.length);
  const shared = new Map<string, number>();
  const bodies: number[] = [];
  let offset = 4 + 8 * records.length;
  for (const { platform, encoding, data } of records) {
    const key = data.join(',');
    let at = shared.get(key);
    if (at === undefined) {
      at = offset;
      shared.set(key, at);
      bodies.push(...data);
      offset += data.length;
    }
    w.u16(platform);
    w.u16(encoding);
    w.u32(at);
  }
  return Uint8Array.from([...w.bytes, ...bodies]);
}

/** The font with its cmap pruned to the glyphs in `keep`; the font unchanged when that is not possible. */
export function pruneCmap(font: Uint8Array, keep: Set<number>): Uint8Array {
  return rewriteSfnt(font, (tag, data) => {
    if (tag !== 'cmap') return data;
    const pruned = prunedCmap(new DataView(data.buffer, data.byteOffset, data.byteLength), keep);
    return pruned && pruned.length < data.length ? pruned : data;
  });
}
