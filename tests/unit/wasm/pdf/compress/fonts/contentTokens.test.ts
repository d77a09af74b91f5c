import { describe, expect, it } from 'vitest';
import { readTextOperations } from '../../../../../../src/wasm/pdf/compress/fonts/contentTokens';

const ops = (text: string) => [...readTextOperations(new TextEncoder().encode(text))];

describe('the text operand reader', () => {
  it('reads literal strings with escapes, octal codes, nesting and line continuations', () => {
    const [show] = ops('(a\\(b\\) (c) \\101\\0500\\n\\\\\\\nd) Tj');
    expect(show.operator).toBe('Tj');
    expect(show.operands[0]).toBe('a(b) (c) A(0\n\\d');
  });

  it('reads hex strings, ignoring whitespace and padding an odd last digit', () => {
    const [show] = ops('<00 2A 01\n3> Tj');
    expect(show.operands[0]).toBe('\x00\x2a\x01\x30');
  });

  it('gives strings as latin1 text, one character per byte, bytes above 0x7F included', () => {
    const [plain, escaped] = [...readTextOperations(Uint8Array.from([0x28, 0x41, 0x80, 0xe9, 0x29, 0x54, 0x6a, 0x20, 0x28, 0x5c, 0x32, 0x30, 0x31, 0x93, 0x29, 0x54, 0x6a]))];
    expect(plain.operands[0]).toBe('A\x80\xe9');
    expect(escaped.operands[0]).toBe('\x81\x93');
  });

  it('keeps TJ arrays with their strings, and the font of Tf; numbers all read 0', () => {
    const [font, show] = ops('/F#31 12 Tf [(A) -120 <0042>] TJ');
    expect(font).toEqual({ operator: 'Tf', operands: [{ name: 'F1' }, 0] });
    expect(show.operands[0]).toEqual(['A', 0, '\0B']);
  });

  it("reads ' and \" with their spacing operands, and steps over dictionaries and inline images", () => {
    const result = ops('/Span <</ActualText (x)>> BDC 1 2 (q) " BI /W 1 /H 1 ID \x00Tj) EI (r) \' EMC');
    expect(result.map((op) => op.operator)).toEqual(['BDC', '"', 'BI', 'EI', "'", 'EMC']);
    expect(result[1].operands[2]).toBe('q');
    expect(result[4].operands[0]).toBe('r');
  });

  it('gives up (throws) on an operator inside an array or an unclosed array, rather than miss text', () => {
    expect(() => ops('[(a) Tj')).toThrow();
    expect(() => ops('[(a) 1] TJ [(b)')).toThrow();
  });
});
