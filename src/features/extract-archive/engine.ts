/**
 * /extract-archive's work: the archive engine (listing and extraction in its worker) wired to the
 * machine's actors, and the three places extracted files go:
 * - a folder the user picks (File System Access API): folders kept, each file streamed to disk as
 *   it comes out, by the archive worker itself (the engine's folder.ts), so neither the archive's
 *   contents nor a file is ever whole in memory and the bytes never cross to the page;
 * - one download per file;
 * - one ZIP of the chosen files (re-packed by the ZIP engine's worker).
 * Every name written is the engine's safe path (no '..', no root, no drive, device names renamed),
 * so nothing lands outside the chosen folder. An entry that fails its check is discarded, never
 * left looking finished.
 */
import { fromPromise } from 'xstate';
import { saveBlob } from '../../lib/download';
import type { ExtractorInput, ExtractOutcome, ListerInput } from '../../machines/extractArchive.machine';
import { extractArchive, extractToFolder, listArchive, type ArchiveEntry, type ArchiveListing, type ArchiveSink, type EntryWriter } from '../../wasm/archive';
import { createZip } from '../../wasm/zip';
import { mimeOf } from './preview';

type DirectoryPicker = (options?: { mode?: 'read' | 'readwrite'; id?: string }) => Promise<FileSystemDirectoryHandle>;
const directoryPicker = () => (globalThis as { showDirectoryPicker?: DirectoryPicker }).showDirectoryPicker;

/** True where the browser can write into a folder the user picks (Chromium on desktop). */
export const hasFolderPicker = () => typeof directoryPicker() === 'function';

/** The picked folder, or null when the user closed the picker. */
async function pickFolder(): Promise<FileSystemDirectoryHandle | null> {
  try {
    return (await directoryPicker()?.({ mode: 'readwrite', id: 'extract-archive' })) ?? null;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
}

const NOTHING: EntryWriter = { write: () => undefined, close: () => undefined, abort: () => undefined };

const splitPath = (path: string) => {
  const cut = path.lastIndexOf('/');
  return { folder: cut < 0 ? '' : path.slice(0, cut), name: path.slice(cut + 1) };
};

/** The archive's name without its archive extensions: 'photos.tar.gz' -> 'photos', 'x.part1.rar' -> 'x'. */
function archiveBaseName(parts: readonly File[]): string {
  const name = parts[0]?.name ?? 'archive';
  const base = name
    .replace(/\.(part\d+\.rar|z\d\d|\d{3})$/i, '')
    .replace(/\.(zip|7z|rar|tar|tgz|tbz2?|txz|tzst|gz|bz2|xz|zst|iso|cab)$/i, '')
    .replace(/\.tar$/i, '');
  return base || 'archive';
}

interface Counter {
  files: number;
}

/** Keeps each entry's bytes until it is complete and checked, then hands it to `done`. */
function memorySink(done: (entry: ArchiveEntry, blob: Blob) => void): ArchiveSink {
  return (entry) => {
    if (entry.kind === 'directory') return NOTHING;
    let chunks: Uint8Array<ArrayBuffer>[] = [];
    return {
      write: (chunk) => void chunks.push(chunk as Uint8Array<ArrayBuffer>),
      close: () => done(entry, new Blob(chunks, { type: mimeOf(entry.path) })),
      abort: () => {
        chunks = [];
      },
    };
  };
}

const passwordOf = (input: { password: string }) => (input.password === '' ? undefined : input.password);

export const lister = fromPromise<ArchiveListing, ListerInput>(({ input, signal }) => listArchive(input.parts, { password: passwordOf(input), signal }));

export const extractor = fromPromise<ExtractOutcome, ExtractorInput>(async ({ input, signal }) => {
  const counter: Counter = { files: 0 };
  const options = { indexes: input.indexes, password: passwordOf(input), signal };
  if (input.mode === 'folder') {
    // First, while the click's user activation holds.
    const root = await pickFolder();
    if (!root) return null;
    // The archive worker writes into the folder itself: the files' bytes never come to the page.
    const report = await extractToFolder(input.parts, root, { ...options, onProgress: input.onProgress });
    return { ...report, savedTo: root.name };
  }
  if (input.mode === 'files') {
    const sink = memorySink((entry, blob) => {
      counter.files++;
      saveBlob(blob, splitPath(entry.safePath as string).name);
    });
    const report = await extractArchive(input.parts, sink, { ...options, onProgress: input.onProgress });
    return { ...report, files: counter.files };
  }
  // One ZIP: the checked files, re-packed with their folders by the ZIP engine.
  const files: { name: string; blob: Blob; lastModified: number }[] = [];
  const sink = memorySink((entry, blob) => files.push({ name: entry.safePath as string, blob, lastModified: entry.date ?? Date.now() }));
  const report = await extractArchive(input.parts, sink, { ...options, onProgress: (f) => input.onProgress(f * 0.7) });
  if (files.length > 0) {
    const zip = await createZip(files, { level: 6, signal, onProgress: (f) => input.onProgress(0.7 + f * 0.3) });
    saveBlob(zip, `${archiveBaseName(input.parts)}-extracted.zip`);
  }
  return { ...report, files: files.length };
});

/** The largest file the page previews (it is read whole into memory). */
export const PREVIEW_MAX_BYTES = 200 * 1024 ** 2;

/** One entry's bytes, checked, for the preview; null when it could not be read (damaged). */
export async function readEntry(parts: readonly File[], entry: ArchiveEntry, password: string, signal: AbortSignal): Promise<Blob | null> {
  let blob: Blob | null = null;
  await extractArchive(
    parts,
    memorySink((_, whole) => {
      blob = whole;
    }),
    { indexes: [entry.index], password: password === '' ? undefined : password, signal },
  );
  return blob;
}
