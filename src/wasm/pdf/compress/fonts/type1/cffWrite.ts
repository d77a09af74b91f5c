/**
 * Writes a name-keyed CFF font (Adobe Technical Note #5176), the program of a FontFile3 /Type1C:
 * one font, Type 2 charstrings without subroutines, names that are CFF standard strings stored by
 * their standard id (seac finds its base and accent that way), the Type 1 font's built-in encoding
 * as a CFF encoding, its Private dictionary's hinting values.
 */
import { OP, type Type2Glyph, type Stem } from './charstrings';
import { CFF_STANDARD_SID, STANDARD_ENCODING } from './standardNames';
import type { Type1Font } from './type1Font';

export interface CffGlyph {
  name: string;
  glyph: Type2Glyph;
}

const MAX_ARGS = 48;

/** A Type 2 charstring number: integers compactly, anything else as 16.16 fixed point. */
function charNumber(out: number[], value: number): void {
  if (Math.abs(value) >= 32768) throw new Error('number out of Type 2 range');
  if (Number.isInteger(value)) {
    if (value >= -107 && value <= 107) out.push(value + 139);
    else if (value >= 108 && value <= 1131) out.push(((value - 108) >> 8) + 247, (value - 108) & 0xff);
    else if (value <= -108 && value >= -1131) out.push(((-value - 108) >> 8) + 251, (-value - 108) & 0xff);
    else out.push(28, (value >> 8) & 0xff, value & 0xff);
    return;
  }
  const fixed = Math.round(value * 65536) | 0;
  out.push(255, (fixed >>> 24) & 0xff, (fixed >>> 16) & 0xff, (fixed >>> 8) & 0xff, fixed & 0xff);
}

function stemArgs(stems: Stem[]): number[] {
  const args: number[] = [];
  let edge = 0;
  for (const { position, width } of stems) {
    args.push(position - edge, width);
    edge = position + width;
  }
  return args;
}

/** Whether `next` can extend `run` (same operator family, alternation respected, stack limit kept). */
function extend(run: { op: number; args: number[] }, next: { op: number; args: number[] }): boolean {
  if (run.args.length + next.args.length > MAX_ARGS) return false;
  if ((run.op === OP.rlineto && next.op === OP.rlineto) || (run.op === OP.rrcurveto && next.op === OP.rrcurveto)) {
    run.args.push(...next.args);
    return true;
  }
  if (run.op === OP.hlineto || run.op === OP.vlineto) {
    const horizontalNext = (run.op === OP.hlineto) === (run.args.length % 2 === 0);
    if (next.op === (horizontalNext ? OP.hlineto : OP.vlineto)) {
      run.args.push(...next.args);
      return true;
    }
    return false;
  }
  if ((run.op === OP.vhcurveto || run.op === OP.hvcurveto) && run.args.length % 4 === 0) {
    const segments = run.args.length / 4;
    const startsVertical = (run.op === OP.vhcurveto) === (segments % 2 === 0);
    if (next.op === (startsVertical ? OP.vhcurveto : OP.hvcurveto)) {
      run.args.push(...next.args);
      return true;
    }
  }
  return false;
}

export function encodeGlyph(glyph: Type2Glyph, defaultWidth: number, nominalWidth: number): Uint8Array {
  const out: number[] = [];
  let width = glyph.width === defaultWidth ? [] : [glyph.width - nominalWidth];
  const operator = (args: number[], op: number) => {
    for (const value of [...width, ...args]) charNumber(out, value);
    width = [];
    if (op >= 1200) out.push(12, op - 1200);
    else out.push(op);
  };
  const stems = glyph.hstems.length + glyph.vstems.length;
  const masks = glyph.replaced && stems > 0;
  if (glyph.hstems.length > 0) operator(stemArgs(glyph.hstems), masks ? OP.hstemhm : OP.hstem);
  if (glyph.vstems.length > 0) operator(stemArgs(glyph.vstems), masks ? OP.vstemhm : OP.vstem);
  let run: { op: number; args: number[] } | null = null;
  const flush = () => {
    if (run) operator(run.args, run.op);
    run = null;
  };
  for (const item of glyph.items) {
    if ('mask' in item) {
      if (!masks) continue;
      flush();
      if (width.length > 0) throw new Error('hintmask before the width');
      out.push(OP.hintmask);
      for (let byte = 0; byte < Math.ceil(stems / 8); byte++) {
        let bits = 0;
        for (let bit = 0; bit < 8; bit++) if (item.mask.has(byte * 8 + bit)) bits |= 0x80 >> bit;
        out.push(bits);
      }
      continue;
    }
    const moving = item.op === OP.rmoveto || item.op === OP.hmoveto || item.op === OP.vmoveto;
    if (!moving && width.length > 0) throw new Error('drawing before the first moveto');
    if (run && !moving && extend(run, { op: item.op, args: [...item.args] })) continue;
    flush();
    if (moving) operator(item.args, item.op);
    else run = { op: item.op, args: [...item.args] };
  }
  flush();
  operator(glyph.seac ?? [], OP.endchar);
  return Uint8Array.from(out);
}

/** A DICT operand: integers compactly, reals as nibbles. */
function dictNumber(out: number[], value: number): void {
  if (Number.isInteger(value) && Math.abs(value) <= 2 ** 31 - 1) {
    if (value >= -107 && value <= 107) out.push(value + 139);
    else if (value >= 108 && value <= 1131) out.push(((value - 108) >> 8) + 247, (value - 108) & 0xff);
    else if (value <= -108 && value >= -1131) out.push(((-value - 108) >> 8) + 251, (-value - 108) & 0xff);
    else if (value >= -32768 && value <= 32767) out.push(28, (value >> 8) & 0xff, value & 0xff);
    else out.push(29, (value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
    return;
  }
  const text = String(value).toUpperCase();
  const nibbles: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c >= '0' && c <= '9') nibbles.push(Number(c));
    else if (c === '.') nibbles.push(0xa);
    else if (c === '-') nibbles.push(0xe);
    else if (c === 'E') {
      if (text[i + 1] === '-') {
        nibbles.push(0xc);
        i++;
      } else {
        nibbles.push(0xb);
        if (text[i + 1] === '+') i++;
      }
    } else throw new Error(`cannot write ${text} in a DICT`);
  }
  nibbles.push(0xf);
  if (nibbles.length % 2) nibbles.push(0xf);
  out.push(30);
  for (let i = 0; i < nibbles.length; i += 2) out.push((nibbles[i] << 4) | nibbles[i + 1]);
}

/** A fixed five-byte integer operand, for offsets written before they are known. */
function dictOffset(out: number[], value: number): void {
  out.push(29, (value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
}

class Dict {
  readonly bytes: number[] = [];
  put(op: number, ...values: number[]): void {
    for (const value of values) dictNumber(this.bytes, value);
    this.op(op);
  }
  offsets(op: number, ...values: number[]): void {
    for (const value of values) dictOffset(this.bytes, value);
    this.op(op);
  }
  private op(op: number): void {
    if (op >= 1200) this.bytes.push(12, op - 1200);
    else this.bytes.push(op);
  }
}

function index(items: Uint8Array[]): Uint8Array {
  if (items.length === 0) return Uint8Array.of(0, 0);
  const total = items.reduce((sum, item) => sum + item.length, 0) + 1;
  const offSize = total < 0x100 ? 1 : total < 0x10000 ? 2 : total < 0x1000000 ? 3 : 4;
  const out = new Uint8Array(3 + (items.length + 1) * offSize + total - 1);
  out[0] = items.length >> 8;
  out[1] = items.length & 0xff;
  out[2] = offSize;
  let offset = 1;
  let data = 3 + (items.length + 1) * offSize;
  const writeOffset = (n: number, value: number) => {
    for (let b = 0; b < offSize; b++) out[3 + n * offSize + b] = (value >> (8 * (offSize - 1 - b))) & 0xff;
  };
  items.forEach((item, n) => {
    writeOffset(n, offset);
    out.set(item, data);
    data += item.length;
    offset += item.length;
  });
  writeOffset(items.length, offset);
  return out;
}

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

/** Deltas of a Private DICT array (each value relative to the one before). */
const delta = (values: number[]) => values.map((value, n) => (n === 0 ? value : value - values[n - 1]));

/** Bytes of a Type 2 charstring integer (see `charNumber`). */
const numberBytes = (value: number) => (Math.abs(value) <= 107 ? 1 : Math.abs(value) <= 1131 ? 2 : 3);

/**
 * The defaultWidthX and nominalWidthX that make the glyphs' widths fewest bytes: a glyph of the
 * default width writes none, any other writes its difference from the nominal width, and each of
 * the two costs its Private DICT entry unless it is 0. Only whole widths count; the others are
 * written whole in any case. Each nominal width where some width's difference crosses a size step
 * is tried, and with it the default width that saves most.
 */
export function chooseWidths(widths: number[]): { defaultWidth: number; nominalWidth: number } {
  const counts = new Map<number, number>();
  for (const width of widths) if (Number.isInteger(width) && Math.abs(width) < 32768) counts.set(width, (counts.get(width) ?? 0) + 1);
  const distinct = [...counts];
  const nominals = new Set([0]);
  for (const [width] of distinct) for (const step of [-1131, -107, 0, 107, 1131]) nominals.add(width + step);
  const entry = (value: number) => (value === 0 ? 0 : numberBytes(value) + 1);
  let best = { defaultWidth: 0, nominalWidth: 0 };
  let bestCost = Infinity;
  for (const nominal of nominals) {
    if (Math.abs(nominal) >= 32768) continue;
    let total = 0;
    for (const [width, count] of distinct) total += count * numberBytes(width - nominal);
    // With no default entry (defaultWidthX 0), glyphs of width 0 write none; any other default costs its entry.
    let defaultWidth = 0;
    let saved = (counts.get(0) ?? 0) * numberBytes(-nominal);
    for (const [width, count] of distinct) {
      const saving = count * numberBytes(width - nominal) - entry(width);
      if (saving > saved) [defaultWidth, saved] = [width, saving];
    }
    const cost = total - saved + entry(nominal);
    if (cost < bestCost) [best, bestCost] = [{ defaultWidth, nominalWidth: nominal }, cost];
  }
  return best;
}

/**
 * Whether a built-in encoding gives the CFF's glyphs exactly the codes StandardEncoding gives them
 * (no other code reaches one of them either way): the CFF then says StandardEncoding in no bytes,
 * instead of listing its codes. Other codes draw .notdef in both.
 */
function standardForGlyphs(builtIn: Map<number, string>, glyphs: CffGlyph[]): boolean {
  const names = new Set(glyphs.slice(1).map(({ name }) => name));
  for (const [code, name] of builtIn) if (names.has(name) && STANDARD_ENCODING[code] !== name) return false;
  for (let code = 0; code < 256; code++) if (names.has(STANDARD_ENCODING[code]) && builtIn.get(code) !== STANDARD_ENCODING[code]) return false;
  return true;
}

/** Private DICT values that equal the format's defaults (Adobe TN #5176, table 23) are left out. */
const PRIVATE_DEFAULTS: Record<string, number> = { BlueScale: 0.039625, BlueShift: 7, BlueFuzz: 1, ForceBold: 0, LanguageGroup: 0, ExpansionFactor: 0.06 };

/**
 * The CFF program for `glyphs` (the first must be .notdef). `codes` maps each glyph name to the codes
 * of the font's built-in encoding, or is 'standard' for StandardEncoding.
 */
export function writeCff(font: Type1Font, glyphs: CffGlyph[]): Uint8Array {
  if (glyphs[0]?.name !== '.notdef') throw new Error('.notdef must come first');
  const strings: string[] = [];
  const sid = (text: string) => {
    const standard = CFF_STANDARD_SID.get(text);
    if (standard !== undefined) return standard;
    let n = strings.indexOf(text);
    if (n < 0) n = strings.push(text) - 1;
    return 391 + n;
  };

  const { defaultWidth, nominalWidth } = chooseWidths(glyphs.map(({ glyph }) => glyph.width));
  const charStrings = index(glyphs.map(({ glyph }) => encodeGlyph(glyph, defaultWidth, nominalWidth)));

  const charset: number[] = [0];
  for (const { name } of glyphs.slice(1)) {
    const id = sid(name);
    charset.push(id >> 8, id & 0xff);
  }

  let encoding: number[] | null = null;
  if (font.encoding !== 'standard' && !standardForGlyphs(font.encoding, glyphs)) {
    const gidOf = new Map(glyphs.map(({ name }, gid) => [name, gid]));
    const byGid = new Map<number, number[]>();
    for (const [code, name] of [...font.encoding].sort((a, b) => a[0] - b[0])) {
      const gid = gidOf.get(name);
      if (gid === undefined || gid === 0 || code > 255) continue;
      byGid.set(gid, [...(byGid.get(gid) ?? []), code]);
    }
    // Format 0 lists the code of glyphs 1..n in order: the encoded glyphs come first (see toCff).
    const firsts: number[] = [];
    const supplements: [number, number][] = [];
    for (let gid = 1; byGid.has(gid); gid++) {
      const [first, ...more] = byGid.get(gid) ?? [];
      firsts.push(first);
      for (const code of more) supplements.push([code, sid(glyphs[gid].name)]);
    }
    encoding = [supplements.length > 0 ? 0x80 : 0, firsts.length, ...firsts];
    if (supplements.length > 0) {
      encoding.push(supplements.length);
      for (const [code, id] of supplements) encoding.push(code, id >> 8, id & 0xff);
    }
  }

  const privateDict = new Dict();
  const p = font.privateDict;
  const array = (key: string) => {
    const v = p.get(key);
    return Array.isArray(v) ? v : typeof v === 'number' ? [v] : [];
  };
  const single = (key: string) => {
    const v = p.get(key);
    return Array.isArray(v) ? v[0] : v;
  };
  for (const [key, op] of [['BlueValues', 6], ['OtherBlues', 7], ['FamilyBlues', 8], ['FamilyOtherBlues', 9], ['StemSnapH', 1212], ['StemSnapV', 1213]] as const) {
    const values = array(key);
    if (values.length > 0) privateDict.put(op, ...delta(values));
  }
  for (const [key, op] of [['BlueScale', 1209], ['BlueShift', 1210], ['BlueFuzz', 1211], ['StdHW', 10], ['StdVW', 11], ['ForceBold', 1214], ['LanguageGroup', 1217], ['ExpansionFactor', 1218]] as const) {
    const value = single(key);
    if (value !== undefined && Number(value) !== PRIVATE_DEFAULTS[key]) privateDict.put(op, value);
  }
  if (defaultWidth !== 0) privateDict.put(20, defaultWidth);
  if (nominalWidth !== 0) privateDict.put(21, nominalWidth);
  const privateBytes = Uint8Array.from(privateDict.bytes);

  const buildTop = (charsetAt: number, encodingAt: number, charStringsAt: number, privateAt: number) => {
    const top = new Dict();
    const { info } = font;
    if (info.version) top.put(0, sid(info.version));
    if (info.notice) top.put(1, sid(info.notice));
    if (info.fullName) top.put(2, sid(info.fullName));
    if (info.familyName) top.put(3, sid(info.familyName));
    if (info.weight) top.put(4, sid(info.weight));
    if (info.isFixedPitch) top.put(1201, 1);
    if (info.italicAngle) top.put(1202, info.italicAngle);
    if (info.underlinePosition !== undefined && info.underlinePosition !== -100) top.put(1203, info.underlinePosition);
    if (info.underlineThickness !== undefined && info.underlineThickness !== 50) top.put(1204, info.underlineThickness);
    if (font.paintType) top.put(1205, font.paintType);
    const matrix = font.fontMatrix;
    if (matrix.join(' ') !== '0.001 0 0 0.001 0 0') top.put(1207, ...matrix);
    top.put(5, ...font.fontBBox);
    top.offsets(15, charsetAt);
    if (encoding) top.offsets(16, encodingAt);
    top.offsets(17, charStringsAt);
    top.offsets(18, privateBytes.length, privateAt);
    return Uint8Array.from(top.bytes);
  };

  // Strings are all known once the Top DICT has been built once (its SIDs), so lay out twice.
  buildTop(0, 0, 0, 0);
  const header = Uint8Array.of(1, 0, 4, 4);
  const names = index([latin1(font.fontName)]);
  const stringIndex = index(strings.map(latin1));
  const globalSubrs = index([]);
  const topSize = index([buildTop(0, 0, 0, 0)]).length;
  let at = header.length + names.length + topSize + stringIndex.length + globalSubrs.length;
  const charsetAt = at;
  at += charset.length;
  const encodingAt = at;
  at += encoding?.length ?? 0;
  const charStringsAt = at;
  at += charStrings.length;
  const privateAt = at;
  at += privateBytes.length;
  const top = index([buildTop(charsetAt, encodingAt, charStringsAt, privateAt)]);
  if (top.length !== topSize) throw new Error('Top DICT size changed');
  const parts = [header, names, top, stringIndex, globalSubrs, Uint8Array.from(charset), Uint8Array.from(encoding ?? []), charStrings, privateBytes];
  const out = new Uint8Array(at);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
