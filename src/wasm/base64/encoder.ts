/**
 * File to Base64 for files of any size: reads 3 MB slices (a multiple of 3 bytes, so the pieces'
 * encodings join without padding in between) and reports progress. It normally runs in a worker
 * (index.ts); where it runs on the main thread it yields between slices so the page stays
 * responsive. The full text is kept as a Blob made of the pieces, never as one string in a
 * textarea; the page shows a preview of its start.
 */
import { bytesToBase64 } from './codec';

export const CHUNK_BYTES = 3 * 1024 * 1024;
export const PREVIEW_CHARS = 10_000;

export interface EncodedFile {
  /** The whole Base64 text (text/plain). */
  blob: Blob;
  /** The first PREVIEW_CHARS characters. */
  preview: string;
  /** Characters in the whole text. */
  length: number;
}

export interface EncodeOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  chunkBytes?: number;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function encodeFile(file: Blob, { onProgress, signal, chunkBytes = CHUNK_BYTES }: EncodeOptions = {}): Promise<EncodedFile> {
  if (chunkBytes % 3 !== 0) throw new Error('chunkBytes must be a multiple of 3');
  const parts: Blob[] = [];
  let preview = '';
  let length = 0;
  for (let offset = 0; offset < file.size; offset += chunkBytes) {
    signal?.throwIfAborted();
    const bytes = new Uint8Array(await file.slice(offset, offset + chunkBytes).arrayBuffer());
    const piece = bytesToBase64(bytes);
    if (preview.length < PREVIEW_CHARS) preview += piece.slice(0, PREVIEW_CHARS - preview.length);
    length += piece.length;
    // A Blob per piece lets the string be collected; the browser may keep Blob data off the JS heap.
    parts.push(new Blob([piece]));
    onProgress?.(Math.min(1, (offset + bytes.length) / file.size));
    await nextTask();
  }
  signal?.throwIfAborted();
  onProgress?.(1);
  return { blob: new Blob(parts, { type: 'text/plain' }), preview, length };
}
