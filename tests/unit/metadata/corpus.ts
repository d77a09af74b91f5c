import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const CORPUS = resolve(import.meta.dirname, '../../../../shared/corpus');

/** A corpus file's bytes (a fresh copy each time, so tests cannot disturb each other). */
export const corpus = (name: string) => new Uint8Array(readFileSync(resolve(CORPUS, name)));
