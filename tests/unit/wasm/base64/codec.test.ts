import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, decodeText, encodeText, InvalidBase64Error, normalizeBase64 } from '../../../../src/wasm/base64/codec';

const SAMPLES = ['Hello, world!', 'Café crème, naïve façade', '😀👍🏽 family: 👨‍👩‍👧', '日本語のテキスト', 'Ελληνικά / العربية / עברית', 'a', 'ab', 'abc', 'line1\nline2\r\n\ttab', ' '];

describe('Base64 text codec (UTF-8 safe)', () => {
  it.each(SAMPLES)('%j encodes like Node and decodes back', (text) => {
    const encoded = encodeText(text);
    expect(encoded).toBe(Buffer.from(text, 'utf8').toString('base64'));
    expect(decodeText(encoded)).toBe(text);
  });

  it('matches known vectors (RFC 4648)', () => {
    const vectors: [string, string][] = [['f', 'Zg=='], ['fo', 'Zm8='], ['foo', 'Zm9v'], ['foob', 'Zm9vYg=='], ['fooba', 'Zm9vYmE='], ['foobar', 'Zm9vYmFy']];
    for (const [plain, b64] of vectors) {
      expect(encodeText(plain)).toBe(b64);
      expect(decodeText(b64)).toBe(plain);
    }
  });

  it('decoding forgives whitespace, line breaks, missing padding and the URL-safe alphabet', () => {
    const text = 'Data?>>~~ with ü and 😀';
    const standard = Buffer.from(text).toString('base64');
    const urlSafe = Buffer.from(text).toString('base64url');
    expect(standard).toMatch(/[+/]/);
    expect(decodeText(urlSafe)).toBe(text);
    expect(decodeText(`  ${standard.slice(0, 10)}\n${standard.slice(10, 20)}\r\n\t${standard.slice(20)}  `)).toBe(text);
    expect(decodeText(standard.replace(/=+$/, ''))).toBe(text);
  });

  it('accepts a data: URL and reports its type', () => {
    expect(normalizeBase64('data:text/plain;charset=utf-8;base64,SGk=')).toEqual({ base64: 'SGk=', mime: 'text/plain' });
    expect(normalizeBase64('data:image/png;base64,iVBORw0KGgo')).toEqual({ base64: 'iVBORw0KGgo=', mime: 'image/png' });
    expect(decodeText('data:;base64,SGk=')).toBe('Hi');
  });

  it.each([
    ['characters outside the alphabet', 'SGVsbG8@'],
    ['a lone extra character', 'SGVsbG8hA'],
    ['padding in the middle', 'SGk=SGk='],
    ['only padding', '===='],
    ['not UTF-8 (binary data)', Buffer.from([0xff, 0xfe, 0x00, 0x80]).toString('base64')],
    ['plain words', 'this is not base64!'],
  ])('rejects %s', (_name, input) => {
    expect(() => decodeText(input)).toThrow(InvalidBase64Error);
  });

  it('bytesToBase64 handles large inputs in pieces and equals Node output', () => {
    const bytes = new Uint8Array(300_001).map((_, i) => (i * 7919) & 0xff);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect([...base64ToBytes(bytesToBase64(bytes)).subarray(0, 5)]).toEqual([...bytes.subarray(0, 5)]);
  });

  it('uses the native toBase64 when the runtime has it', () => {
    const bytes = new Uint8Array([1, 2, 3]) as Uint8Array & { toBase64?: () => string };
    bytes.toBase64 = () => 'native';
    expect(bytesToBase64(bytes)).toBe('native');
  });
});
