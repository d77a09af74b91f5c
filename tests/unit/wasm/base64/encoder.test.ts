import { corpusBytes, corpusIt } from '../../../helpers/corpus';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, encodeFile, PREVIEW_CHARS } from '../../../../src/wasm/base64/encoder';
import { runBase64Job } from '../../../../src/features/base64-tool/engine';

const pseudoRandom = (n: number) => {
  const out = new Uint8Array(n);
  let x = 2463534242;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
};

describe('encodeFile: chunked File to Base64', () => {
  it('chunks are a multiple of 3 bytes', () => {
    expect(CHUNK_BYTES % 3).toBe(0);
  });

  it.each([0, 1, 2, 3, 4, 29, 30, 31, 32, 100])('%i bytes in 30-byte chunks equal one-shot Base64', async (n) => {
    const bytes = pseudoRandom(n);
    const progress: number[] = [];
    const out = await encodeFile(new Blob([bytes]), { chunkBytes: 30, onProgress: (p) => progress.push(p) });
    const expected = Buffer.from(bytes).toString('base64');
    expect(await out.blob.text()).toBe(expected);
    expect(out.length).toBe(expected.length);
    expect(out.preview).toBe(expected);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('a multi-chunk file: full text in the Blob, only a preview as a string', async () => {
    const bytes = pseudoRandom(40_000);
    const progress: number[] = [];
    const out = await encodeFile(new Blob([bytes]), { chunkBytes: 3000, onProgress: (p) => progress.push(p) });
    const expected = Buffer.from(bytes).toString('base64');
    expect(out.length).toBe(expected.length);
    expect(out.preview).toBe(expected.slice(0, PREVIEW_CHARS));
    expect(await out.blob.text()).toBe(expected);
    expect(out.blob.type).toBe('text/plain');
    expect(progress.length).toBeGreaterThanOrEqual(14);
    expect(out.preview.length).toBe(PREVIEW_CHARS);
  });

  it('refuses a chunk size that is not a multiple of 3', async () => {
    await expect(encodeFile(new Blob([pseudoRandom(10)]), { chunkBytes: 4 })).rejects.toThrow(/multiple of 3/);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const run = encodeFile(new Blob([pseudoRandom(300)]), {
      chunkBytes: 30,
      signal: controller.signal,
      onProgress: (p) => p > 0.3 && controller.abort(),
    });
    await expect(run).rejects.toThrow();
  });
});

describe('runBase64Job: a corpus file round trip', () => {
  corpusIt('File to Base64 then Base64 to File gives the same bytes and type', async () => {
    const bytes = corpusBytes('png-exif-gps.png');
    const file = new File([bytes], 'png-exif-gps.png', { type: 'image/png' });
    const encoded = await runBase64Job({ tab: 'encodeFile', text: '', file, onProgress: () => undefined });
    if (encoded.kind !== 'encodedFile') throw new Error('expected an encoded file');
    expect(encoded.fileName).toBe('png-exif-gps.png.base64');
    const text = await encoded.blob.text();
    expect(text).toBe(Buffer.from(bytes).toString('base64'));
    const decoded = await runBase64Job({ tab: 'decodeFile', text, file: null, onProgress: () => undefined });
    if (decoded.kind !== 'decodedFile') throw new Error('expected a decoded file');
    expect(decoded).toMatchObject({ mime: 'image/png', extension: 'png', fileName: 'decoded.png' });
    expect(Buffer.from(await decoded.blob.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('names an unnamed file file.base64', async () => {
    const out = await runBase64Job({ tab: 'encodeFile', text: '', file: new File(['x'], ''), onProgress: () => undefined });
    expect(out.kind === 'encodedFile' && out.fileName).toBe('file.base64');
  });

  it('text jobs', async () => {
    expect(await runBase64Job({ tab: 'encodeText', text: 'héllo 😀', file: null, onProgress: () => undefined })).toEqual({ kind: 'text', text: 'aMOpbGxvIPCfmIA=' });
    expect(await runBase64Job({ tab: 'decodeText', text: 'aMOpbGxvIPCfmIA', file: null, onProgress: () => undefined })).toEqual({ kind: 'text', text: 'héllo 😀' });
    await expect(runBase64Job({ tab: 'decodeText', text: '!!!', file: null, onProgress: () => undefined })).rejects.toThrow();
  });
});
