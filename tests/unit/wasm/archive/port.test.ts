import { describe, expect, it, vi } from 'vitest';
import { BATCH_BYTES, portSink, servePort, WINDOW_BYTES } from '../../../../src/wasm/archive/port';
import type { ArchiveEntry, EntryWriter } from '../../../../src/wasm/archive';

const entry = { index: 0, path: 'a.txt', safePath: 'a.txt', kind: 'file', size: 3, compressedSize: 3, date: null, encrypted: false } satisfies ArchiveEntry;

describe('entries through a MessagePort', () => {
  it('plays open, chunks, close and abort on the page side, each entry in order', async () => {
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
    const { sink, drain } = portSink(channel.port2);
    const writer = await sink(entry);
    const source = new Uint8Array([9, 1, 2, 3, 9]);
    await writer.write(source.subarray(1, 4));
    await writer.close();
    await (await sink({ ...entry, path: 'b.txt' })).abort('entryDamaged');
    await drain();
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
    const { sink, drain } = portSink(channel.port2);
    const writer = await sink(entry);
    await writer.write(new Uint8Array([1]));
    await drain();
    await abortOpen('aborted');
    await abortOpen('aborted');
    expect(steps).toEqual(['abort aborted']);
    channel.port1.close();
  });

  it('turns a failing page-side write into a failed drain and next call in the worker, and discards that file', async () => {
    const channel = new MessageChannel();
    const steps: string[] = [];
    servePort(channel.port1, () => ({
      write: () => Promise.reject(new Error('disk full')),
      close: () => void steps.push('close'),
      abort: (problem) => void steps.push(`abort ${problem}`),
    }));
    const { sink, drain } = portSink(channel.port2);
    const writer = await sink(entry);
    await writer.write(new Uint8Array([1])); // gathered, not sent yet
    await writer.close();
    await expect(drain()).rejects.toThrow('disk full');
    await expect(sink(entry)).rejects.toThrow('disk full');
    expect(steps).toEqual(['abort aborted']);
    channel.port1.close();
  });

  it('runs ahead of a slow page: the next entry opens and writes before the last one is written, within the window', async () => {
    const channel = new MessageChannel();
    const steps: string[] = [];
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    servePort(channel.port1, (e) => ({
      write: async () => {
        if (e.path === 'a.txt') await gate;
        steps.push(`write ${e.path}`);
      },
      close: () => void steps.push(`close ${e.path}`),
      abort: () => undefined,
    }));
    const { sink, drain } = portSink(channel.port2);
    for (const path of ['a.txt', 'b.txt']) {
      const writer = await sink({ ...entry, path });
      await writer.write(new Uint8Array(BATCH_BYTES));
      await writer.close();
    }
    await vi.waitFor(() => expect(steps).toEqual(['write b.txt', 'close b.txt']), { timeout: 10_000 });
    release();
    await drain();
    expect(steps).toEqual(['write b.txt', 'close b.txt', 'write a.txt', 'close a.txt']);
    channel.port1.close();
  });

  it('holds the worker back while WINDOW_BYTES are unwritten', async () => {
    const channel = new MessageChannel();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written = 0;
    servePort(channel.port1, () => ({ write: async (c) => void (await gate, (written += c.length)), close: () => undefined, abort: () => undefined }));
    const { sink, drain } = portSink(channel.port2);
    const writer = await sink(entry);
    let sent = 0;
    const sending = (async () => {
      for (let i = 0; i < WINDOW_BYTES / BATCH_BYTES + 4; i++) {
        await writer.write(new Uint8Array(BATCH_BYTES));
        sent += BATCH_BYTES;
      }
    })();
    // The write that takes the unwritten bytes past the window waits: WINDOW_BYTES of writes go through, the next is held.
    await vi.waitFor(() => expect(sent).toBe(WINDOW_BYTES), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toBe(WINDOW_BYTES);
    expect(written).toBe(0);
    release();
    await sending;
    await writer.close();
    await drain();
    expect(written).toBe(WINDOW_BYTES + 4 * BATCH_BYTES);
    channel.port1.close();
  });

  it('gathers small chunks into batches of BATCH_BYTES, in order, and sends a big chunk as it is', async () => {
    const channel = new MessageChannel();
    const received: Uint8Array[] = [];
    servePort(channel.port1, () => ({ write: (chunk) => void received.push(chunk.slice()), close: () => undefined, abort: () => undefined }));
    const { sink, drain } = portSink(channel.port2);
    const writer = await sink(entry);
    const small = 64 * 1024;
    const chunks = Array.from({ length: 20 }, (_, i) => new Uint8Array(small).fill(i));
    const reused = new Uint8Array(small);
    for (const chunk of chunks) {
      reused.set(chunk); // the reader reuses its buffer: what was sent must not change
      await writer.write(reused);
    }
    await writer.write(new Uint8Array(2 * BATCH_BYTES).fill(99));
    await writer.close();
    await drain();
    expect(received.map((c) => c.length)).toEqual([BATCH_BYTES, 4 * small, 2 * BATCH_BYTES]);
    const joined = Uint8Array.from(received.flatMap((c) => [...c]));
    expect(joined.subarray(0, 20 * small)).toEqual(Uint8Array.from(chunks.flatMap((c) => [...c])));
    expect(joined.subarray(20 * small).every((b) => b === 99)).toBe(true);
    channel.port1.close();
  });
});
