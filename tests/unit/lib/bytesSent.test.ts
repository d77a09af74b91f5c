import { describe, expect, it } from 'vitest';
import { bodySize, tallyResources } from '../../../src/lib/bytesSent';

describe("the tally behind '0 bytes sent'", () => {
  const origin = 'https://filesmith.app';

  it('same-origin, data: and blob: requests are not "sent"; other origins count with their bytes', () => {
    const entries = [
      { name: 'https://filesmith.app/assets/index.js', transferSize: 50_000 },
      { name: '/assets/codec.wasm', transferSize: 300_000 },
      { name: 'data:image/png;base64,AAAA' },
      { name: 'blob:https://filesmith.app/1234' },
      { name: 'https://ads.example.com/pixel.gif', transferSize: 0, encodedBodySize: 43 },
      { name: 'https://filesmith.app.evil.example/upload', transferSize: 1200 },
    ];
    expect(tallyResources(entries, origin)).toEqual({ requests: 2, bytes: 1243 });
    expect(tallyResources(entries.slice(0, 4), origin)).toEqual({ requests: 0, bytes: 0 });
  });

  it('measures every kind of request body', () => {
    expect(bodySize(null)).toBe(0);
    expect(bodySize(undefined)).toBe(0);
    expect(bodySize('héllo')).toBe(6);
    expect(bodySize(new Blob([new Uint8Array(10)]))).toBe(10);
    expect(bodySize(new ArrayBuffer(7))).toBe(7);
    expect(bodySize(new Uint16Array(4))).toBe(8);
    expect(bodySize(new URLSearchParams({ a: 'b' }))).toBe(3);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(100)]));
    form.append('note', 'abc');
    expect(bodySize(form)).toBe(103);
    expect(bodySize(new ReadableStream())).toBe(1);
  });
});
