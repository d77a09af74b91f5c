import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { filesFromDrop, filesFromInput } from '../../../../src/lib/droppedFiles';
import { BlobSink, StreamSink } from '../../../../src/wasm/zip/sink';
import { writeZip, type ZipSourceEntry } from '../../../../src/wasm/zip/writer';

const entries = (): ZipSourceEntry[] => [
  { name: 'a/one.txt', blob: new Blob(['one '.repeat(10_000)]), lastModified: Date.UTC(2022, 0, 1) },
  { name: 'two.bin', blob: new Blob([new Uint8Array(300_000).map((_, i) => (i * 7919) % 256)]), lastModified: Date.UTC(2022, 0, 1) },
];

describe('StreamSink (save-file picker path)', () => {
  it('streams the same archive a BlobSink builds, with back-pressure between slices', async () => {
    const written: Uint8Array<ArrayBuffer>[] = [];
    let closed = false;
    const stream = new WritableStream<Uint8Array>(
      {
        write: async (chunk) => {
          await new Promise((r) => setTimeout(r, 1));
          written.push(chunk.slice());
        },
        close: () => void (closed = true),
      },
      { highWaterMark: 2 },
    );
    const streamed = await writeZip(entries(), new StreamSink(stream), { sliceBytes: 64 * 1024 });
    expect(streamed.archive).toBeNull();
    expect(closed).toBe(true);
    const bytes = new Uint8Array(await new Blob(written).arrayBuffer());
    expect(bytes.length).toBe(streamed.size);
    const inMemory = await writeZip(entries(), new BlobSink(), { sliceBytes: 64 * 1024 });
    expect(Buffer.compare(bytes, new Uint8Array(await (inMemory.archive as Blob).arrayBuffer()))).toBe(0);
    expect(Object.keys(unzipSync(bytes))).toEqual(['a/one.txt', 'two.bin']);
  });

  it('aborts the stream when the job is cancelled, so no half file is committed', async () => {
    let aborted = false;
    const stream = new WritableStream<Uint8Array>({ abort: () => void (aborted = true) });
    const controller = new AbortController();
    controller.abort(new Error('Cancelled'));
    await expect(writeZip(entries(), new StreamSink(stream), { signal: controller.signal })).rejects.toThrow('Cancelled');
    expect(aborted).toBe(true);
  });
});

/** Minimal stand-ins for the browser's FileSystemEntry tree (readEntries hands out small batches). */
function fileEntry(fullPath: string, content: string) {
  const name = fullPath.slice(fullPath.lastIndexOf('/') + 1);
  return { isFile: true, isDirectory: false, name, fullPath, file: (ok: (f: File) => void) => ok(new File([content], name)) };
}
function dirEntry(fullPath: string, children: object[]) {
  const name = fullPath.slice(fullPath.lastIndexOf('/') + 1);
  return {
    isFile: false,
    isDirectory: true,
    name,
    fullPath,
    createReader: () => {
      let at = 0;
      return { readEntries: (ok: (batch: object[]) => void) => ok(children.slice(at, (at += 2))) };
    },
  };
}
const transfer = (entries: (object | null)[], files: File[] = []) =>
  ({ items: entries.map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry })), files }) as unknown as DataTransfer;

describe('dropped folders', () => {
  it('walks folders depth-first, reads every batch and keeps relative paths', async () => {
    const tree = dirEntry('/Project', [
      fileEntry('/Project/z.txt', 'z'),
      dirEntry('/Project/src', [fileEntry('/Project/src/main.ts', 'm'), fileEntry('/Project/src/util.ts', 'u'), fileEntry('/Project/src/app.ts', 'a')]),
      fileEntry('/Project/README.md', 'r'),
    ]);
    const got = await filesFromDrop(transfer([tree, fileEntry('/loose.txt', 'l')]));
    expect(got.map((f) => f.path)).toEqual(['Project/README.md', 'Project/src/app.ts', 'Project/src/main.ts', 'Project/src/util.ts', 'Project/z.txt', 'loose.txt']);
    expect(await got[1].file.text()).toBe('a');
  });

  it('falls back to the plain file list when entries are unavailable', async () => {
    const file = new File(['x'], 'x.txt');
    expect(await filesFromDrop(transfer([null], [file]))).toEqual([{ file, path: 'x.txt' }]);
  });

  it('uses webkitRelativePath from a folder picker', () => {
    const file = new File(['x'], 'x.txt');
    Object.defineProperty(file, 'webkitRelativePath', { value: 'Folder/sub/x.txt' });
    const list = Object.assign([file], { item: () => file }) as unknown as FileList;
    expect(filesFromInput(list)).toEqual([{ file, path: 'Folder/sub/x.txt' }]);
  });
});
