/** Corpus files (../shared/corpus), read by name, as fresh ArrayBuffers. */
import { readFileSync } from 'node:fs';

export const CORPUS_DIR = new URL('../../../../shared/corpus/', import.meta.url);

export function corpusBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, CORPUS_DIR)));
}

export function corpusBuffer(name: string): ArrayBuffer {
  const bytes = corpusBytes(name);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
