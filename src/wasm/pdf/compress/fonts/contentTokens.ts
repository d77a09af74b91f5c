/**
 * A content-stream reader that keeps what the image lexer (../contentLexer.ts) steps over: strings
 * (as latin1 text, one character per byte) and the items of arrays, which the text-showing operators (Tj, TJ, ', ") need.
 * Dictionaries (marked-content properties) become null; inline image data is skipped whole. Numbers
 * are not parsed (every one reads 0): which glyphs a page shows never depends on them.
 */
import { BYTE_CLASS, hexValue, isNumberWord, isRegular, readName, skipInlineImage, textOf, wordAt } from '../../document/contentLexer';

export type TextOperand = number | { name: string } | string | TextOperand[] | null;

export interface TextOperation {
  operator: string;
  operands: TextOperand[];
}

const ESCAPES: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };

/** Where the last string read (`literalString`, `hexString`) ended: the index after it. */
let after = 0;

/** Bytes as latin1 text; `text` is the whole stream's (see `textOf`), used when all are ASCII. */
function latin1(bytes: Uint8Array, text: string, start: number, end: number): string {
  for (let i = start; i < end; i++) if (bytes[i] > 0x7f) return latin1Of(bytes.subarray(start, end));
  return text.slice(start, end);
}

/**
 * Bytes as a latin1 string, in chunks: passing a long string's bytes as arguments would overflow
 * the stack. `apply` takes the typed array as it is; spreading it (`...bytes`) walks an iterator.
 */
function latin1Of(bytes: Uint8Array | number[]): string {
  if (bytes.length <= 8192) return String.fromCharCode.apply(null, bytes as unknown as number[]);
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode.apply(null, bytes.slice(i, i + 8192) as unknown as number[]);
  return text;
}

/** A literal string from just after '(' (escapes and nesting as ISO 32000-1 7.3.4.2); `after` is set. */
function literalString(bytes: Uint8Array, text: string, start: number): string {
  // Most strings have no escape: their text is sliced as it is.
  let depth = 1;
  for (let j = start; j < bytes.length; j++) {
    const byte = bytes[j];
    if (byte === 0x5c) break;
    if (byte === 0x28) depth += 1;
    else if (byte === 0x29 && --depth === 0) {
      after = j + 1;
      return latin1(bytes, text, start, j);
    }
  }
  const out: number[] = [];
  depth = 1;
  let i = start;
  while (i < bytes.length) {
    const byte = bytes[i];
    if (byte === 0x5c) {
      const next = bytes[i + 1];
      i += 2;
      if (next === undefined) break;
      if (next >= 0x30 && next <= 0x37) {
        let value = next - 0x30;
        for (let n = 0; n < 2 && bytes[i] >= 0x30 && bytes[i] <= 0x37; n++) value = value * 8 + bytes[i++] - 0x30;
        out.push(value & 0xff);
      } else if (next === 0x0d) {
        if (bytes[i] === 0x0a) i += 1; // a backslash before an end of line continues the string
      } else if (next !== 0x0a) out.push(ESCAPES[next] ?? next);
      continue;
    }
    if (byte === 0x28) depth += 1;
    else if (byte === 0x29 && --depth === 0) {
      after = i + 1;
      return latin1Of(out);
    }
    out.push(byte);
    i += 1;
  }
  after = i;
  return latin1Of(out);
}

/** A hex string from just after '<'; `after` is set. */
function hexString(bytes: Uint8Array, start: number): string {
  const digits: number[] = [];
  let i = start;
  for (; i < bytes.length && bytes[i] !== 0x3e; i++) {
    const value = hexValue(bytes[i]);
    if (value >= 0) digits.push(value);
  }
  if (digits.length % 2) digits.push(0); // an odd last digit is followed by an implied 0
  const out = new Array<number>(digits.length / 2);
  for (let n = 0; n < out.length; n++) out[n] = digits[2 * n] * 16 + digits[2 * n + 1];
  after = i + 1;
  return latin1Of(out);
}

/** Yields every operator with its operands; throws on an unclosed array or dictionary. */
export function* readTextOperations(bytes: Uint8Array): Generator<TextOperation> {
  // The operand stack; '[' and '<<' open nested lists, ']' and '>>' close them.
  const stack: TextOperand[][] = [];
  let operands: TextOperand[] = [];
  let top = operands;
  const text = textOf(bytes);
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i];
    if (BYTE_CLASS[byte] === 1) i += 1;
    else if (byte === 0x25) while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i += 1;
    else if (byte === 0x2f) {
      const [name, next] = readName(bytes, text, i + 1);
      top.push({ name });
      i = next;
    } else if (byte === 0x28) {
      top.push(literalString(bytes, text, i + 1));
      i = after;
    } else if (byte === 0x3c && bytes[i + 1] !== 0x3c) {
      top.push(hexString(bytes, i + 1));
      i = after;
    } else if (byte === 0x5b || (byte === 0x3c && bytes[i + 1] === 0x3c)) {
      stack.push(top);
      top = [];
      i += byte === 0x5b ? 1 : 2;
    } else if (byte === 0x5d || (byte === 0x3e && bytes[i + 1] === 0x3e)) {
      const closing = byte === 0x5d;
      i += closing ? 1 : 2;
      if (stack.length > 0) {
        const items = top;
        top = stack.pop()!;
        top.push(closing ? items : null);
      }
    } else if (!isRegular(byte)) i += 1; // stray ')' '>' '{' '}'
    else {
      let end = i;
      while (end < bytes.length && BYTE_CLASS[bytes[end]] === 0) end += 1;
      // Numbers (positions, sizes, a TJ's spacing) do not say which glyphs are shown.
      if (isNumberWord(bytes, i, end)) {
        top.push(0);
        i = end;
        continue;
      }
      const word = end - i > 64 ? '' : wordAt(bytes, text, i, end);
      i = end;
      if (word === 'true' || word === 'false' || word === 'null' || word === '') top.push(null);
      // An operator inside an array or dictionary: the stream is not what it seems, and guessing
      // which text it shows could cost glyphs, so the caller gives up (fonts stay whole).
      else if (stack.length > 0) throw new Error(`unbalanced content stream near '${word}'`);
      else {
        if (word === 'ID') i = skipInlineImage(bytes, i);
        yield { operator: word === 'ID' ? 'EI' : word, operands };
        operands = [];
        top = operands;
      }
    }
  }
  if (stack.length > 0) throw new Error('unclosed array or dictionary in a content stream');
}
