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

/** PDF's white-space and delimiter characters (ISO 32000-1 7.2.2), shared with the text reader. */
export const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
export const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);

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
    if (bytes[i] === 0x45 && bytes[i + 1] === 0x49 && WHITESPACE.has(bytes[i - 1])) {
      const after = bytes[i + 2];
      if (after === undefined || WHITESPACE.has(after)) return i + 2;
    }
  }
  return bytes.length;
}

function readName(bytes: Uint8Array, start: number): [string, number] {
  let i = start;
  let name = '';
  while (i < bytes.length && isRegular(bytes[i])) {
    if (bytes[i] === 0x23 && i + 2 < bytes.length) {
      // '#xx' escapes a byte in a name
      name += String.fromCharCode(parseInt(String.fromCharCode(bytes[i + 1], bytes[i + 2]), 16));
      i += 3;
    } else {
      name += String.fromCharCode(bytes[i]);
      i += 1;
    }
  }
  return [name, i];
}

/** Yields every operator of a content stream in order. */
export function* readContentOperations(bytes: Uint8Array): Generator<ContentOperation> {
  let operands: Operand[] = [];
  let i = 0;
  let start = -1;
  while (i < bytes.length) {
    const byte = bytes[i];
    if (start < 0 && !WHITESPACE.has(byte) && byte !== 0x25) start = i;
    if (WHITESPACE.has(byte)) {
      i += 1;
    } else if (byte === 0x25) {
      while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i += 1;
    } else if (byte === 0x2f) {
      const [name, next] = readName(bytes, i + 1);
      operands.push({ name });
      i = next;
    } else if (byte === 0x28) {
      operands.push(NaN); // strings only matter as placeholders in the operand count
      i = skipLiteralString(bytes, i + 1);
    } else if (byte === 0x3c && bytes[i + 1] !== 0x3c) {
      while (i < bytes.length && bytes[i] !== 0x3e) i += 1;
      operands.push(NaN);
      i += 1;
    } else if (!isRegular(byte)) {
      i += byte === 0x3c || byte === 0x3e ? 2 : 1; // '<<' '>>' '[' ']' '{' '}' group operands only
    } else {
      let end = i;
      while (end < bytes.length && isRegular(bytes[end])) end += 1;
      // Real operators and numbers are short; a long run is garbage and only ends the operands.
      const word = end - i > 64 ? '' : String.fromCharCode(...bytes.subarray(i, end));
      i = end;
      const value = Number(word);
      if (word !== '' && !Number.isNaN(value) && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
        operands.push(value);
      } else if (word === 'true' || word === 'false' || word === 'null') {
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
