import { describe, expect, it } from 'vitest';
import { portSink, servePort } from '../../../../src/wasm/archive/port';
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

  it('turns a failing page-side write into a failed write in the worker', async () => {
    const channel = new MessageChannel();
    servePort(channel.port1, () => ({
      write: () => Promise.reject(new Error('disk full')),
      close: () => undefined,
      abort: () => undefined,
    }));
    const writer = await portSink(channel.port2)(entry);
    await expect(writer.write(new Uint8Array([1]))).rejects.toThrow('disk full');
    channel.port1.close();
  });
});
