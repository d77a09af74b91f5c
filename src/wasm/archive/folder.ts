/**
 * Extracted entries written into a folder the user picked (a FileSystemDirectoryHandle), used in
 * the archive worker itself: the handle is posted to the worker, so the bytes go from the decoder
 * to the file without crossing to the page. Each file's bytes are gathered into writes of up to
 * WRITE_BYTES (one write is one trip to the browser process, whatever its size); a file's next
 * batch is decoded while its last one is written. A file that fits in one batch (most files) is
 * opened, written and closed in the background once it is complete and checked, while the next
 * files are decoded, up to IN_FLIGHT files at once, so the many round trips a file costs (handle,
 * swap file, write, close) overlap instead of adding up. Folders are created once each. Every name
 * is the engine's safe path (no '..', no root, no drive, device names renamed): nothing lands
 * outside `root`. An entry aborted (failed its check) is discarded: if it was already opened, its
 * swap file is dropped and the empty file removed, so it is never left looking finished.
 */
import type { ArchiveSink, EntryWriter } from './types';

/** The most bytes one write to a file carries. */
export const WRITE_BYTES = 4 * 1024 * 1024;
/** The smallest batch allocated for a file whose size is unknown or already passed. */
const MIN_BATCH = 64 * 1024;
/** Files being opened, written or closed in the background at once. */
const IN_FLIGHT = 8;
/** The most bytes those files hold at once (a few large files wait for room, not eight). */
const IN_FLIGHT_BYTES = 32 * 1024 * 1024;

/**
 * Lets the worker's event loop run: the decoder never waits for a reply while it has room, so
 * without this the browser's answers (a file opened, a write done) would wait until it did, and the
 * background files would not move while the next ones are decoded.
 */
const yieldToEvents = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

const NOTHING: EntryWriter = { write: () => undefined, close: () => undefined, abort: () => undefined };

const splitPath = (path: string) => {
  const cut = path.lastIndexOf('/');
  return { folder: cut < 0 ? '' : path.slice(0, cut), name: path.slice(cut + 1) };
};

export interface FolderSink {
  sink: ArchiveSink;
  /** Waits for every file still being written or closed; throws the first that failed. */
  settled(): Promise<void>;
  /** Files written and closed so far. */
  readonly files: number;
}

export function folderSink(root: FileSystemDirectoryHandle): FolderSink {
  const background = new Set<Promise<void>>();
  /** The last background task of each path, so a name that comes twice is written in archive order. */
  const lastOfPath = new Map<string, Promise<void>>();
  let failure: unknown = null;
  let files = 0;
  const folders = new Map<string, Promise<FileSystemDirectoryHandle>>([['', Promise.resolve(root)]]);
  const folderOf = (path: string): Promise<FileSystemDirectoryHandle> => {
    let folder = folders.get(path);
    if (!folder) {
      const { folder: parent, name } = splitPath(path);
      folder = folderOf(parent).then((handle) => handle.getDirectoryHandle(name, { create: true }));
      folders.set(path, folder);
    }
    return folder;
  };
  const check = () => {
    if (failure) throw failure;
  };
  let heldBytes = 0;
  /** Runs `work`, holding `bytes`, in the background (after the path's earlier work); waits while IN_FLIGHT tasks or IN_FLIGHT_BYTES are under way. */
  const track = async (path: string, work: () => Promise<void>, bytes: number) => {
    heldBytes += bytes;
    const before = lastOfPath.get(path) ?? Promise.resolve();
    const task: Promise<void> = before
      .then(work)
      .catch((error: unknown) => void (failure ??= error))
      .finally(() => {
        heldBytes -= bytes;
        background.delete(task);
        if (lastOfPath.get(path) === task) lastOfPath.delete(path);
      });
    background.add(task);
    lastOfPath.set(path, task);
    const full = () => background.size >= IN_FLIGHT || heldBytes >= IN_FLIGHT_BYTES;
    if (!full()) await yieldToEvents();
    while (full()) await Promise.race(background);
    check();
  };

  const sink: ArchiveSink = async (entry) => {
    check();
    const path = entry.safePath as string; // the engine never opens a refused entry
    if (entry.kind === 'directory') {
      await folderOf(path);
      return NOTHING;
    }
    const { folder, name } = splitPath(path);
    let stream: Promise<FileSystemWritableFileStream> | null = null;
    const create = async () => (await (await folderOf(folder)).getFileHandle(name, { create: true })).createWritable();
    /** Opens the file while it is still being decoded (a big file), after the earlier file of its name. */
    const open = () => (stream ??= (lastOfPath.get(path) ?? Promise.resolve()).then(create));
    /** The write under way (the batch before the one being filled). */
    let writing: Promise<void> = Promise.resolve();
    let batch: Uint8Array<ArrayBuffer> | null = null;
    let filled = 0;
    let gathered = 0;
    const newBatch = () => new Uint8Array(Math.min(WRITE_BYTES, Math.max(MIN_BATCH, (entry.size ?? 0) - gathered)));
    const take = () => {
      const data = (batch as Uint8Array<ArrayBuffer>).subarray(0, filled);
      batch = null;
      filled = 0;
      return data;
    };
    /** Starts writing the full batch, after waiting for the write before it (two batches at most per file). */
    const flush = async () => {
      const data = take();
      const previous = writing;
      const opened = open();
      writing = previous.then(async () => (await opened).write(data));
      writing.catch(() => undefined); // seen by the next flush, close or abort
      await yieldToEvents();
      await previous;
    };
    return {
      async write(chunk) {
        check();
        for (let at = 0; at < chunk.length; ) {
          batch ??= newBatch();
          const count = Math.min(batch.length - filled, chunk.length - at);
          batch.set(chunk.subarray(at, at + count), filled); // copied: the reader may reuse its buffer
          filled += count;
          gathered += count;
          at += count;
          if (filled === batch.length) await flush();
        }
      },
      async close() {
        const data = batch ? take() : null;
        const opened = stream;
        const previous = writing;
        await track(path, async () => {
          const writable = await (opened ?? create());
          await previous;
          if (data) await writable.write(data);
          await writable.close();
          files++;
        }, data?.length ?? 0);
      },
      async abort() {
        batch = null;
        if (!stream) return; // nothing of it was written
        const opened = stream;
        await writing.catch(() => undefined);
        await (await opened.catch(() => null))?.abort().catch(() => undefined);
        await (await folderOf(folder)).removeEntry(name).catch(() => undefined);
      },
    } satisfies EntryWriter;
  };
  const settled = async () => {
    while (background.size > 0) await Promise.all(background);
    check();
  };
  return {
    sink,
    settled,
    get files() {
      return files;
    },
  };
}
