/**
 * Reads an embedded Type 1 font program (FontFile: a clear-text part, then the eexec-encrypted
 * private part, binary or hex) into what a CFF font needs: names, matrix, bounding box, built-in
 * encoding, the Private dictionary's hinting values, local subroutines and glyph charstrings
 * (decrypted). Adobe Type 1 Font Format, chapters 2, 7 and 8. Anything unexpected throws: the
 * caller then keeps the program as it is.
 */

export interface Type1Font {
  fontName: string;
  /** FontInfo strings and numbers we carry into the CFF Top DICT. */
  info: {
    version?: string;
    notice?: string;
    fullName?: string;
    familyName?: string;
    weight?: string;
    italicAngle?: number;
    isFixedPitch?: boolean;
    underlinePosition?: number;
    underlineThickness?: number;
  };
  fontMatrix: number[];
  fontBBox: number[];
  paintType: number;
  /** 'standard' for `/Encoding StandardEncoding`, else code → glyph name. */
  encoding: 'standard' | Map<number, string>;
  /** Private dictionary: numbers and number arrays by key (BlueValues, StdHW, ForceBold as 0/1, ...). */
  privateDict: Map<string, number | number[]>;
  subrs: Uint8Array[];
  /** Glyph name → decrypted charstring, in the program's order. */
  charStrings: Map<string, Uint8Array>;
}

const EEXEC_KEY = 55665;
const CHARSTRING_KEY = 4330;
const C1 = 52845;
const C2 = 22719;

export function decrypt(data: Uint8Array, key: number, discard: number): Uint8Array {
  let r = key;
  const out = new Uint8Array(Math.max(0, data.length - discard));
  for (let i = 0; i < data.length; i++) {
    const cipher = data[i];
    if (i >= discard) out[i - discard] = cipher ^ (r >> 8);
    r = ((cipher + r) * C1 + C2) & 0xffff;
  }
  return out;
}

const SPACE = 1;
const DELIMITER = 2;
/** Byte classes for the tokenizer: white space, and PostScript's delimiters `()<>[]{}/%`. */
const CLASS = new Uint8Array(256);
for (const byte of [0x20, 0x0a, 0x0d, 0x09, 0x0c, 0]) CLASS[byte] = SPACE;
for (const byte of [0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]) CLASS[byte] = DELIMITER;
/** A string's one-letter escapes (n r t b f) as the bytes they stand for. */
const ESCAPES: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };
const isSpace = (byte: number) => CLASS[byte] === SPACE;
/** Whether a word may start a number (a digit, a sign or a point), before the full pattern is tried. */
const mayBeNumber = (byte: number) => (byte >= 0x30 && byte <= 0x39) || byte === 0x2b || byte === 0x2d || byte === 0x2e;
const isHex = (byte: number) => (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66);

function hexBytes(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(data.length >> 1);
  let n = 0;
  let high = -1;
  for (const byte of data) {
    if (!isHex(byte)) continue;
    const value = parseInt(String.fromCharCode(byte), 16);
    if (high < 0) high = value;
    else {
      out[n++] = (high << 4) | value;
      high = -1;
    }
  }
  return out.subarray(0, n);
}

/** The clear-text part and the decrypted private part (its first four random bytes dropped). */
function splitProgram(program: Uint8Array): { clear: Uint8Array; secret: Uint8Array } {
  const marker = [0x65, 0x65, 0x78, 0x65, 0x63]; // 'eexec'
  let at = -1;
  for (let i = 0; i + marker.length <= program.length && i < 1 << 20; i++) {
    if (program[i] === 0x65 && marker.every((byte, k) => program[i + k] === byte)) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new Error('no eexec section');
  let start = at + marker.length;
  while (start < program.length && isSpace(program[start])) start++;
  const head = program.subarray(start, start + 4);
  const hex = head.length === 4 && head.every(isHex);
  const encrypted = hex ? hexBytes(program.subarray(start)) : program.subarray(start);
  return { clear: program.subarray(0, at), secret: decrypt(encrypted, EEXEC_KEY, 4) };
}

type Token = { kind: 'name'; value: string } | { kind: 'number'; value: number } | { kind: 'string'; value: string } | { kind: 'word'; value: string } | { kind: 'open' | 'close'; value: string };

/** A small PostScript tokenizer over bytes, able to hand out raw binary runs (RD sections). */
class Lexer {
  pos = 0;
  constructor(readonly data: Uint8Array) {}

  next(): Token | null {
    const { data } = this;
    for (;;) {
      while (this.pos < data.length && isSpace(data[this.pos])) this.pos++;
      if (this.pos >= data.length) return null;
      if (data[this.pos] !== 0x25) break; // '%' comment to end of line
      while (this.pos < data.length && data[this.pos] !== 0x0a && data[this.pos] !== 0x0d) this.pos++;
    }
    const byte = data[this.pos];
    const char = String.fromCharCode(byte);
    if ('[]{}'.includes(char)) {
      this.pos++;
      return { kind: char === '[' || char === '{' ? 'open' : 'close', value: char };
    }
    if (byte === 0x28) return { kind: 'string', value: this.literal() };
    if (byte === 0x3c) {
      const end = data.indexOf(0x3e, this.pos);
      const text = hexBytes(data.subarray(this.pos + 1, end < 0 ? data.length : end));
      this.pos = end < 0 ? data.length : end + 1;
      return { kind: 'string', value: String.fromCharCode.apply(null, text as unknown as number[]) };
    }
    const slash = byte === 0x2f;
    if (slash) this.pos++;
    const start = this.pos;
    while (this.pos < data.length && CLASS[data[this.pos]] === 0) this.pos++;
    if (this.pos === start && !slash) {
      this.pos++; // a stray ')' or '>': skip it
      return this.next();
    }
    const text = String.fromCharCode.apply(null, data.subarray(start, this.pos) as unknown as number[]); // apply, not a spread: no iterator per token
    if (slash) return { kind: 'name', value: text };
    const number = mayBeNumber(data[start]) && /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : NaN;
    return Number.isFinite(number) ? { kind: 'number', value: number } : { kind: 'word', value: text };
  }

  /** A PostScript string: escapes as in the PostScript Language Reference 3.2.2 (\n, \ddd octal, \ before an end of line). */
  private literal(): string {
    const { data } = this;
    let depth = 0;
    let text = '';
    this.pos++;
    while (this.pos < data.length) {
      const byte = data[this.pos++];
      if (byte === 0x5c) {
        const next = data[this.pos++] ?? 0;
        if (next >= 0x30 && next <= 0x37) {
          let code = next - 0x30;
          for (let n = 0; n < 2 && data[this.pos] >= 0x30 && data[this.pos] <= 0x37; n++) code = code * 8 + data[this.pos++] - 0x30;
          text += String.fromCharCode(code & 0xff);
        } else if (next === 0x0d || next === 0x0a) {
          if (next === 0x0d && data[this.pos] === 0x0a) this.pos++;
        } else text += String.fromCharCode(ESCAPES[next] ?? next);
        continue;
      }
      if (byte === 0x28) depth++;
      if (byte === 0x29 && depth-- === 0) break;
      text += String.fromCharCode(byte);
    }
    return text;
  }

  /** `n RD ` is followed by one space and n raw bytes. */
  binary(length: number): Uint8Array {
    this.pos++;
    const bytes = this.data.subarray(this.pos, this.pos + length);
    if (bytes.length !== length) throw new Error('truncated charstring');
    this.pos += length;
    return bytes;
  }
}

/** Reads the array or procedure whose opening bracket was just read, as numbers. */
function numbers(lexer: Lexer): number[] {
  const values: number[] = [];
  for (let token = lexer.next(); token && token.kind !== 'close'; token = lexer.next()) {
    if (token.kind === 'number') values.push(token.value);
    else if (token.kind === 'open') throw new Error('nested array');
  }
  return values;
}

/** The value after a key: a number, a boolean (1/0), a number array, a name or a string. */
function value(lexer: Lexer): number | number[] | string | undefined {
  const token = lexer.next();
  if (!token) return undefined;
  if (token.kind === 'number') return token.value;
  if (token.kind === 'open') return numbers(lexer);
  if (token.kind === 'word' && (token.value === 'true' || token.value === 'false')) return token.value === 'true' ? 1 : 0;
  if (token.kind === 'name' || token.kind === 'string' || token.kind === 'word') return token.value;
  return undefined;
}

const RD = new Set(['RD', '-|']);

function readClear(data: Uint8Array, font: Type1Font): void {
  const lexer = new Lexer(data);
  const numberOf = (v: ReturnType<typeof value>) => (typeof v === 'number' ? v : undefined);
  for (let token = lexer.next(); token; token = lexer.next()) {
    if (token.kind !== 'name') continue;
    switch (token.value) {
      case 'FontName': {
        const name = lexer.next();
        if (name?.kind === 'name') font.fontName = name.value;
        break;
      }
      case 'FontMatrix':
      case 'FontBBox': {
        const v = value(lexer);
        if (Array.isArray(v)) font[token.value === 'FontMatrix' ? 'fontMatrix' : 'fontBBox'] = v;
        break;
      }
      case 'PaintType':
        font.paintType = numberOf(value(lexer)) ?? 0;
        break;
      case 'version':
      case 'Notice':
      case 'FullName':
      case 'FamilyName':
      case 'Weight': {
        const v = value(lexer);
        const key = token.value === 'version' ? 'version' : token.value === 'Notice' ? 'notice' : token.value === 'FullName' ? 'fullName' : token.value === 'FamilyName' ? 'familyName' : 'weight';
        if (typeof v === 'string') font.info[key] = v;
        break;
      }
      case 'ItalicAngle':
        font.info.italicAngle = numberOf(value(lexer));
        break;
      case 'isFixedPitch':
        font.info.isFixedPitch = value(lexer) === 1;
        break;
      case 'UnderlinePosition':
        font.info.underlinePosition = numberOf(value(lexer));
        break;
      case 'UnderlineThickness':
        font.info.underlineThickness = numberOf(value(lexer));
        break;
      case 'Encoding': {
        const first = lexer.next();
        if (first?.kind === 'word' && first.value === 'StandardEncoding') font.encoding = 'standard';
        else if (first?.kind === 'number') font.encoding = readEncoding(lexer);
        else throw new Error('unknown encoding');
        break;
      }
      default:
    }
  }
}

/** `256 array 0 1 255 {1 index exch /.notdef put} for dup 32 /space put ... readonly def` */
function readEncoding(lexer: Lexer): Map<number, string> {
  const codes = new Map<number, string>();
  let previous: Token | null = null;
  let before: Token | null = null;
  for (let token = lexer.next(); token; token = lexer.next()) {
    if (token.kind === 'word' && (token.value === 'def' || token.value === 'readonly')) break;
    if (token.kind === 'word' && token.value === 'put' && previous?.kind === 'name' && before?.kind === 'number') {
      if (previous.value !== '.notdef') codes.set(before.value, previous.value);
    }
    before = previous;
    previous = token;
  }
  return codes;
}

function readSecret(data: Uint8Array, font: Type1Font): number {
  const lexer = new Lexer(data);
  let lenIV = 4;
  const rawSubrs: Uint8Array[] = [];
  const rawGlyphs = new Map<string, Uint8Array>();
  const hinting = new Set(['BlueValues', 'OtherBlues', 'FamilyBlues', 'FamilyOtherBlues', 'BlueScale', 'BlueShift', 'BlueFuzz', 'StdHW', 'StdVW', 'StemSnapH', 'StemSnapV', 'ForceBold', 'LanguageGroup', 'ExpansionFactor']);
  for (let token = lexer.next(); token; token = lexer.next()) {
    if (token.kind !== 'name') continue;
    if (token.value === 'lenIV') {
      const v = value(lexer);
      if (typeof v === 'number') lenIV = v;
    } else if (hinting.has(token.value)) {
      const v = value(lexer);
      if (typeof v === 'number' || Array.isArray(v)) font.privateDict.set(token.value, v);
    } else if (token.value === 'Subrs') {
      const count = lexer.next();
      if (count?.kind !== 'number') throw new Error('bad Subrs');
      // dup <index> <length> RD <bytes> NP, count times
      for (let n = 0; n < count.value; n++) {
        let t = lexer.next();
        while (t && !(t.kind === 'word' && t.value === 'dup')) t = lexer.next();
        const index = lexer.next();
        const length = lexer.next();
        const rd = lexer.next();
        if (index?.kind !== 'number' || length?.kind !== 'number' || rd?.kind !== 'word' || !RD.has(rd.value)) throw new Error('bad subroutine');
        rawSubrs[index.value] = lexer.binary(length.value);
      }
    } else if (token.value === 'CharStrings') {
      const count = lexer.next();
      if (count?.kind !== 'number') throw new Error('bad CharStrings');
      while (rawGlyphs.size < count.value) {
        let t = lexer.next();
        while (t && t.kind !== 'name') {
          if (t.kind === 'word' && t.value === 'end') break;
          t = lexer.next();
        }
        if (!t || t.kind !== 'name') break;
        const length = lexer.next();
        const rd = lexer.next();
        if (length?.kind !== 'number' || rd?.kind !== 'word' || !RD.has(rd.value)) throw new Error('bad charstring');
        rawGlyphs.set(t.value, lexer.binary(length.value));
      }
      if (rawGlyphs.size === 0) throw new Error('no charstrings');
      break; // what follows is the end of the program (and, in binary mode, its decrypted zero padding)
    }
  }
  const plain = (bytes: Uint8Array | undefined) => (bytes ? (lenIV < 0 ? bytes : decrypt(bytes, CHARSTRING_KEY, lenIV)) : new Uint8Array());
  font.subrs = Array.from(rawSubrs, plain);
  for (const [name, bytes] of rawGlyphs) font.charStrings.set(name, plain(bytes));
  return lenIV;
}

export function readType1(program: Uint8Array): Type1Font {
  const { clear, secret } = splitProgram(program);
  const font: Type1Font = {
    fontName: '',
    info: {},
    fontMatrix: [0.001, 0, 0, 0.001, 0, 0],
    fontBBox: [0, 0, 0, 0],
    paintType: 0,
    encoding: 'standard',
    privateDict: new Map(),
    subrs: [],
    charStrings: new Map(),
  };
  readClear(clear, font);
  readSecret(secret, font);
  if (!font.fontName) throw new Error('no FontName');
  if (!font.charStrings.has('.notdef')) throw new Error('no .notdef');
  if (font.fontMatrix.length !== 6 || font.fontBBox.length !== 4) throw new Error('bad matrix or bounding box');
  return font;
}
