import { describe, expect, it } from 'vitest';
import { BATCH_BYTES, portSink, servePort } from '../../../../src/wasm/archive/port';
import type { ArchiveEntry, EntryWriter } from '../../../../src/wasm/archive';

const entry = { index: 0, path: 'a.txt', safePath: 'a.txt', kind: 'file', size: 3, compressedSize: 3, date: null, encrypted: false } satisfies ArchiveEntry;

describe('entries through a MessagePort', () => {
  it('plays open, chunks, close and abort on the page side, in order, one answered before the next', async () => {
    const channel = new MessageChannel();
    const steps: string[] = [];
    servePort(channel.port1, (e) => {
      steps.push(`open ${e.path}`);
      return {
        write: async (chunk) => void steps.push(`chunk ${[...chunk].join(',')}`),
        close: () => void steps.push('close'),
        abort: (problem) => void steps.push(`abort ${problem}`),
      } satisfies EntryWriter;
    });
    const sink = portSink(channel.port2);
    const writer = await sink(entry);
    const source = new Uint8Array([9, 1, 2, 3, 9]);
    await writer.write(source.subarray(1, 4));
    await writer.close();
    await (await sink({ ...entry, path: 'b.txt' })).abort('entryDamaged');
    expect(steps).toEqual(['open a.txt', 'chunk 1,2,3', 'close', 'open b.txt', 'abort entryDamaged']);
    expect(source.length).toBe(5); // the worker's buffer is copied before it is transferred
    channel.port1.close();
  });

  it('aborts the entry still open when the job ends early', async () => {
    const channel = new MessageChannel();
    const steps: string[] = [];
    const abortOpen = servePort(channel.port1, () => ({
      write: () => undefined,
      close: () => void steps.push('close'),
      abort: (problem) => void steps.push(`abort ${problem}`),
    }));
    const writer = await portSink(channel.port2)(entry);
    await writer.write(new Uint8Array([1]));
    await abortOpen('aborted');
    await abortOpen('aborted');
    expect(steps).toEqual(['abort aborted']);
    channel.port1.close();
  });

  it('turns a failing page-side write into a failed write (or close) in the worker', async () => {
    const channel = new MessageChannel();
    servePort(channel.port1, () => ({
      write: () => Promise.reject(new Error('disk full')),
      close: () => undefined,
      abort: () => undefined,
    }));
    const writer = await portSink(channel.port2)(entry);
    await writer.write(new Uint8Array([1])); // gathered, not sent yet
    await expect(writer.close()).rejects.toThrow('disk full');
    await expect(writer.write(new Uint8Array(BATCH_BYTES))).rejects.toThrow('disk full');
    channel.port1.close();
  });

  it('gathers small chunks into batches of BATCH_BYTES, in order, and sends a big chunk as it is', async () => {
    const channel = new MessageChannel();
    const received: Uint8Array[] = [];
    servePort(channel.port1, () => ({ write: (chunk) => void received.push(chunk.slice()), close: () => undefined, abort: () => undefined }));
    const writer = await portSink(channel.port2)(entry);
    const small = 64 * 1024;
    const chunks = Array.from({ length: 20 }, (_, i) => new Uint8Array(small).fill(i));
    const reused = new Uint8Array(small);
    for (const chunk of chunks) {
      reused.set(chunk); // the reader reuses its buffer: what was sent must not change
      await writer.write(reused);
    }
    await writer.write(new Uint8Array(2 * BATCH_BYTES).fill(99));
    await writer.close();
    expect(received.map((c) => c.length)).toEqual([BATCH_BYTES, 4 * small, 2 * BATCH_BYTES]);
    const joined = Uint8Array.from(received.flatMap((c) => [...c]));
    expect(joined.subarray(0, 20 * small)).toEqual(Uint8Array.from(chunks.flatMap((c) => [...c])));
    expect(joined.subarray(20 * small).every((b) => b === 99)).toBe(true);
    channel.port1.close();
  });
});
