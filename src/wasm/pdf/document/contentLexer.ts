/**
 * A small PDF content-stream reader: it yields each operator with the numbers and names before it.
 * It only needs enough of the syntax to follow the graphics state (q, Q, cm) and see which
 * XObjects are painted (Do); strings, arrays and dictionaries are stepped over, and inline image
 * data (BI ... ID <binary> EI) is skipped so its bytes are never mistaken for operators.
 */
export type Operand = number | { name: string };

export interface ContentOperation {
  operator: string;
  operands: Operand[];
  /** Where the operation (its first operand, or the operator) starts and where it ends, in bytes. */
  start: number;
  end: number;
}

/** PDF's white-space and delimiter characters (ISO 32000-1 7.2.2). */
const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
/** Each byte's class, for the readers' inner loops: 1 white-space, 2 delimiter, 0 regular. */
export const BYTE_CLASS = new Uint8Array(256);
for (const byte of WHITESPACE) BYTE_CLASS[byte] = 1;
for (const byte of DELIMITERS) BYTE_CLASS[byte] = 2;
export const isRegular = (byte: number) => BYTE_CLASS[byte] === 0;

const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;

/**
 * Whether bytes `start` to `end` (a word of at most 64 bytes) are a number as the readers accept
 * it: an optional sign, then digits with an optional point and more digits, or a point and digits
 * (the pattern /^[+-]?(\d+\.?\d*|\.\d+)$/, checked on the bytes).
 */
export function isNumberWord(bytes: Uint8Array, start: number, end: number): boolean {
  if (end - start > 64) return false;
  let i = start;
  if (bytes[i] === 0x2b || bytes[i] === 0x2d) i += 1;
  const whole = i;
  while (i < end && isDigit(bytes[i])) i += 1;
  const before = i - whole;
  if (i < end && bytes[i] === 0x2e) {
    i += 1;
    const point = i;
    while (i < end && isDigit(bytes[i])) i += 1;
    return i === end && (before > 0 || i > point);
  }
  return i === end && before > 0;
}

/** Exact powers of ten: a mantissa under 2^53 divided by one of them rounds as `Number()` does. */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * The value of a number word (one `isNumberWord` accepts), read from its bytes: the same value as
 * `Number()` of its text, without making the text. Up to 15 digits (every real content stream's
 * numbers) it is one exact division, so correctly rounded; longer ones go through `Number()`.
 */
export function numberAt(bytes: Uint8Array, start: number, end: number): number {
  let i = start;
  const negative = bytes[i] === 0x2d;
  if (negative || bytes[i] === 0x2b) i += 1;
  let mantissa = 0;
  let digits = 0;
  let decimals = -1;
  for (; i < end; i++) {
    const byte = bytes[i];
    if (byte === 0x2e) decimals = 0;
    else {
      mantissa = mantissa * 10 + (byte - 0x30);
      digits += 1;
      if (decimals >= 0) decimals += 1;
    }
  }
  if (digits > 15) return Number(String.fromCharCode.apply(null, bytes.subarray(start, end) as unknown as number[]));
  const value = decimals > 0 ? mantissa / POWERS_OF_TEN[decimals] : mantissa;
  return negative ? -value : value;
}

const windows1252 = new TextDecoder('latin1');
/**
 * The stream as text, one character per byte, for slicing out words: the decoder maps bytes 0x80 to
 * 0x9F as Windows-1252 does, so only words of ASCII bytes are sliced from it (see `wordAt`).
 */
export const textOf = (bytes: Uint8Array) => windows1252.decode(bytes);

/** Bytes `start` to `end` as a string (each byte one character): sliced from `text` when all are ASCII. */
export function wordAt(bytes: Uint8Array, text: string, start: number, end: number): string {
  for (let i = start; i < end; i++) if (bytes[i] > 0x7f) return String.fromCharCode(...bytes.subarray(start, end));
  return text.slice(start, end);
}

/** Index just after a literal string starting at `start` (the byte after '('); strings nest. */
function skipLiteralString(bytes: Uint8Array, start: number): number {
  let depth = 1;
  let i = start;
  while (i < bytes.length && depth > 0) {
    const byte = bytes[i];
    if (byte === 0x5c) i += 1; // backslash escapes the next byte
    else if (byte === 0x28) depth += 1;
    else if (byte === 0x29) depth -= 1;
    i += 1;
  }
  return i;
}

/** Index just after inline image data: the first 'EI' between whitespace after the ID keyword. */
export function skipInlineImage(bytes: Uint8Array, start: number): number {
  for (let i = start + 1; i < bytes.length - 1; i++) {
    if (bytes[i] === 0x45 && bytes[i + 1] === 0x49 && BYTE_CLASS[bytes[i - 1]] === 1) {
      const after = bytes[i + 2];
      if (after === undefined || BYTE_CLASS[after] === 1) return i + 2;
    }
  }
  return bytes.length;
}

/** A hex digit's value, or -1 for any other byte. */
export const hexValue = (byte: number) => (byte >= 0x30 && byte <= 0x39 ? byte - 0x30 : (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66 ? (byte | 0x20) - 0x57 : -1);

/**
 * A name from just after its '/', and the index after it. '#xx' (two hex digits) stands for one
 * byte (ISO 32000-1 7.3.5); a '#' not followed by two hex digits is kept as it is written.
 */
export function readName(bytes: Uint8Array, text: string, start: number): [string, number] {
  let end = start;
  let plain = true;
  while (end < bytes.length && BYTE_CLASS[bytes[end]] === 0) {
    if (bytes[end] === 0x23 || bytes[end] > 0x7f) plain = false;
    end += 1;
  }
  if (plain) return [text.slice(start, end), end];
  let i = start;
  let name = '';
  while (i < end) {
    const high = bytes[i] === 0x23 && i + 2 < end ? hexValue(bytes[i + 1]) : -1;
    const low = high >= 0 ? hexValue(bytes[i + 2]) : -1;
    if (low >= 0) {
      name += String.fromCharCode(high * 16 + low);
      i += 3;
    } else name += String.fromCharCode(bytes[i++]);
  }
  return [name, end];
}

/** Yields every operator of a content stream in order. */
export function* readContentOperations(bytes: Uint8Array): Generator<ContentOperation> {
  const text = textOf(bytes);
  let operands: Operand[] = [];
  let i = 0;
  let start = -1;
  while (i < bytes.length) {
    const byte = bytes[i];
    const kind = BYTE_CLASS[byte];
    if (kind === 1) {
      i += 1;
      continue;
    }
    if (start < 0 && byte !== 0x25) start = i;
    if (byte === 0x25) {
      while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i += 1;
    } else if (byte === 0x2f) {
      const [name, next] = readName(bytes, text, i + 1);
      operands.push({ name });
      i = next;
    } else if (byte === 0x28) {
      operands.push(NaN); // strings only matter as placeholders in the operand count
      i = skipLiteralString(bytes, i + 1);
    } else if (byte === 0x3c && bytes[i + 1] !== 0x3c) {
      while (i < bytes.length && bytes[i] !== 0x3e) i += 1;
      operands.push(NaN);
      i += 1;
    } else if (kind === 2) {
      i += byte === 0x3c || byte === 0x3e ? 2 : 1; // '<<' '>>' '[' ']' '{' '}' group operands only
    } else {
      let end = i;
      while (end < bytes.length && BYTE_CLASS[bytes[end]] === 0) end += 1;
      if (isNumberWord(bytes, i, end)) {
        operands.push(numberAt(bytes, i, end));
        i = end;
        continue;
      }
      // Real operators are short; a long run is garbage and only ends the operands.
      const word = end - i > 64 ? '' : wordAt(bytes, text, i, end);
      i = end;
      if (word === 'true' || word === 'false' || word === 'null') {
        operands.push(NaN);
      } else if (word === 'ID') {
        i = skipInlineImage(bytes, i);
        yield { operator: 'EI', operands: [], start, end: i };
        operands = [];
        start = -1;
      } else {
        yield { operator: word, operands, start, end: i };
        operands = [];
        start = -1;
      }
    }
  }
}
