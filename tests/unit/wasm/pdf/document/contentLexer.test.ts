import { describe, expect, it } from 'vitest';
import { numberAt, readContentOperations } from '../../../../../src/wasm/pdf/document/contentLexer';
import { readTextOperations } from '../../../../../src/wasm/pdf/compress/fonts/contentTokens';

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const names = (text: string) => [...readContentOperations(bytes(text))].flatMap((op) => op.operands.flatMap((o) => (typeof o === 'number' ? [] : [o.name])));

describe('content stream names', () => {
  it("decodes '#xx' escapes (either case) and keeps bytes above 0x7F", () => {
    expect(names('/Im#31 Do /A#2fb#2F Do /\xe9t\xe9 Do')).toEqual(['Im1', 'A/b/', '\xe9t\xe9']);
  });

  it("keeps a '#' not followed by two hex digits as written, never a NUL or a lost byte", () => {
    expect(names('/Im#zz Do /B#4 Do /C# Do /D#4g Do')).toEqual(['Im#zz', 'B#4', 'C#', 'D#4g']);
  });

  it('reads names the same way in both content readers', () => {
    const text = '/F#31 12 Tf /X#zz 3 Tf /Y#4 1 Tf';
    const fonts = [...readTextOperations(bytes(text))].map((op) => (op.operands[0] as { name: string }).name);
    expect(fonts).toEqual(names(text));
  });

  it('ends a name at a delimiter even inside an escape', () => {
    expect(names('/A#4(x) Tj /B#4/C Do')).toEqual(['A#4', 'B#4', 'C']);
  });
});

describe('content stream numbers', () => {
  it('reads every number word to the value Number() gives its text', () => {
    const words = ['0', '-0', '+7', '12', '-.5', '.25', '5.', '-3.', '0.1', '0.3', '1.005', '612.0000', '-1234.56789', '0.000001', '123456789012345', '1234567890.12345', '0.1234567890123456789', '99999999999999999999', '-0.00'];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let n = 0; n < 2000; n++) {
      const digits = String(Math.floor(random() * 10 ** Math.ceil(random() * 12)));
      const point = Math.floor(random() * (digits.length + 1));
      words.push(`${random() < 0.3 ? '-' : ''}${digits.slice(0, point)}.${digits.slice(point)}`);
    }
    for (const word of words) {
      const value = numberAt(bytes(word), 0, word.length);
      expect(Object.is(value, Number(word)), word).toBe(true);
    }
  });

  it('gives the operands of cm as numbers', () => {
    const [cm] = readContentOperations(bytes('0.24 0 0 -0.24 -12.5 792 cm'));
    expect(cm.operands).toEqual([0.24, 0, 0, -0.24, -12.5, 792]);
  });
});
