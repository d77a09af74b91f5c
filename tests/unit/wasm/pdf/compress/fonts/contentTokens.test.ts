import { describe, expect, it } from 'vitest';
import { readTextOperations } from '../../../../../../src/wasm/pdf/compress/fonts/contentTokens';

const ops = (text: string) => [...readTextOperations(new TextEncoder().encode(text))];
const latin1 = (bytes: unknown) => String.fromCharCode(...(bytes as Uint8Array));

describe('the text operand reader', () => {
  it('reads literal strings with escapes, octal codes, nesting and line continuations', () => {
    const [show] = ops('(a\\(b\\) (c) \\101\\0500\\n\\\\\\\nd) Tj');
    expect(show.operator).toBe('Tj');
    expect(latin1(show.operands[0])).toBe('a(b) (c) A(0\n\\d');
  });

  it('reads hex strings, ignoring whitespace and padding an odd last digit', () => {
    const [show] = ops('<00 2A 01\n3> Tj');
    expect([...(show.operands[0] as Uint8Array)]).toEqual([0x00, 0x2a, 0x01, 0x30]);
  });

  it('keeps TJ arrays with their strings and numbers, and the font of Tf', () => {
    const [font, show] = ops('/F#31 12 Tf [(A) -120 <0042>] TJ');
    expect(font).toEqual({ operator: 'Tf', operands: [{ name: 'F1' }, 12] });
    const items = show.operands[0] as unknown[];
    expect(items.map((item) => (item instanceof Uint8Array ? latin1(item) : item))).toEqual(['A', -120, '\0B']);
  });

  it("reads ' and \" with their spacing operands, and steps over dictionaries and inline images", () => {
    const result = ops('/Span <</ActualText (x)>> BDC 1 2 (q) " BI /W 1 /H 1 ID \x00Tj) EI (r) \' EMC');
    expect(result.map((op) => op.operator)).toEqual(['BDC', '"', 'BI', 'EI', "'", 'EMC']);
    expect(latin1(result[1].operands[2])).toBe('q');
    expect(latin1(result[4].operands[0])).toBe('r');
  });

  it('gives up (throws) on an operator inside an array or an unclosed array, rather than miss text', () => {
    expect(() => ops('[(a) Tj')).toThrow();
    expect(() => ops('[(a) 1] TJ [(b)')).toThrow();
  });
});
