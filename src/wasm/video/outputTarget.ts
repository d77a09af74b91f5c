/**
 * Where a conversion writes: straight to a file the user picked (big outputs never sit in memory),
 * else a file in the origin-private file system, else an in-memory buffer. Every destination can be
 * discarded, so a cancelled or failed conversion leaves no partial file behind.
 */
import type { VideoDestination } from './jobs';

const OPFS_FOLDER = 'filesmith-video';

interface StreamChunk {
  type: 'write';
  data: Uint8Array;
  position: number;
}

export interface DiskSink {
  /** Positioned writes (Mediabunny's StreamTarget chunk shape). */
  writable: WritableStream<StreamChunk>;
  /** The finished file, once the writable was closed. */
  result: () => Promise<File>;
  /** Throws the partial output away. */
  discard: () => Promise<void>;
}

/**
 * Wraps a file's writable so that closing after `discard()` aborts instead of committing: Mediabunny
 * closes its stream on cancel, and a committed half-written video is worse than none.
 */
function discardable(handle: FileSystemFileHandle, file: FileSystemWritableFileStream, onDiscard: () => Promise<void>): DiskSink {
  let discarded = false;
  const writable = new WritableStream<StreamChunk>({
    write: (chunk) => file.write({ type: 'write', position: chunk.position, data: chunk.data as Uint8Array<ArrayBuffer> }),
    close: () => (discarded ? file.abort() : file.close()),
    abort: (reason) => file.abort(reason),
  });
  return {
    writable,
    result: () => handle.getFile(),
    discard: async () => {
      discarded = true;
      await file.abort().catch(() => undefined);
      await onDiscard().catch(() => undefined);
    },
  };
}

/** Removes earlier outputs of this tool from the private file system (they are replaced by the new one). */
async function clearFolder(folder: FileSystemDirectoryHandle) {
  const names = (folder as unknown as { keys(): AsyncIterable<string> }).keys();
  for await (const name of names) await folder.removeEntry(name).catch(() => undefined);
}

async function opfsSink(extension: string): Promise<DiskSink> {
  const root = await navigator.storage.getDirectory();
  const folder = await root.getDirectoryHandle(OPFS_FOLDER, { create: true });
  await clearFolder(folder);
  const name = `${Date.now()}-${Math.random().toString(36).slice(2)}.${extension}`;
  const handle = await folder.getFileHandle(name, { create: true });
  const file = await handle.createWritable();
  return discardable(handle, file, () => folder.removeEntry(name));
}

/** A disk sink for the destination, or null for memory (or when the disk cannot be opened here). */
export async function openDiskSink(destination: VideoDestination, extension: string): Promise<DiskSink | null> {
  if (destination.kind === 'handle') {
    const file = await destination.handle.createWritable();
    return discardable(destination.handle, file, async () => undefined);
  }
  if (destination.kind === 'opfs' && typeof navigator.storage?.getDirectory === 'function') {
    try {
      return await opfsSink(extension);
    } catch {
      return null;
    }
  }
  return null;
}
