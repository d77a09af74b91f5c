import { describe, expect, it } from 'vitest';
import { readContentOperations } from '../../../../../src/wasm/pdf/document/contentLexer';
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
