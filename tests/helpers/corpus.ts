/**
 * The one place tests and benchmarks find the shared test files (`../shared/corpus` beside the
 * repository, or the folder named by CORPUS_DIR). They are not ours to redistribute, so a bare
 * clone has none: tests that need them are declared with `corpusTest` / `corpusDescribe` (vitest)
 * or skip themselves through `needsCorpus()` (Playwright), and `scripts/test-summary.mjs` prints
 * how many did not run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

export const CORPUS_DIR = resolve(ROOT, process.env.CORPUS_DIR ?? '../shared/corpus');

/** True when the corpus is there (its manifest is the marker). */
export const hasCorpus = existsSync(resolve(CORPUS_DIR, 'MANIFEST.tsv'));

/** Why a corpus test did not run, as the skip reason in reports. */
export const NO_CORPUS = `needs the test corpus (${CORPUS_DIR} not found; set CORPUS_DIR=<path to shared/corpus>)`;

export const corpusPath = (name: string) => resolve(CORPUS_DIR, name);

/** A corpus file's bytes (a fresh copy each time, so tests cannot disturb each other). */
export const corpusBytes = (name: string) => new Uint8Array(readFileSync(corpusPath(name)));

export function corpusBuffer(name: string): ArrayBuffer {
  const bytes = corpusBytes(name);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** vitest: a test or suite that reads the corpus; skipped (and counted as not run) without it. */
export const corpusIt = it.skipIf(!hasCorpus);
export const corpusDescribe = describe.skipIf(!hasCorpus);

/**
 * The real-world files (`../shared/realworld` beside the repository, or REALWORLD_DIR): one folder
 * per kind (heic, pngsuite, ...), each with a MANIFEST.tsv saying what a correct tool does with
 * every file. Like the corpus, they are not ours to redistribute; tests that need them skip without.
 */
const REALWORLD_DIR = resolve(ROOT, process.env.REALWORLD_DIR ?? '../shared/realworld');

export const hasRealworld = (folder: string) => existsSync(resolve(REALWORLD_DIR, folder, 'MANIFEST.tsv'));

export const NO_REALWORLD = (folder: string) =>
  `needs the real-world test files (${resolve(REALWORLD_DIR, folder)} not found; set REALWORLD_DIR=<path to shared/realworld>)`;

export const realworldPath = (folder: string, name: string) => resolve(REALWORLD_DIR, folder, name);

export const realworldBytes = (folder: string, name: string) => new Uint8Array(readFileSync(realworldPath(folder, name)));

export interface RealworldEntry {
  file: string;
  /** 'process', 'either', or 'refuse: <why>'. */
  expected: string;
  /** The manifest's facts column as key -> value (`dims=1280x854; gps=no` -> { dims: '1280x854', gps: 'no' }). */
  facts: Record<string, string>;
}

/** A folder's manifest rows ([] when the folder is absent, so suites can still be declared). */
export function realworldManifest(folder: string): RealworldEntry[] {
  if (!hasRealworld(folder)) return [];
  return readManifest(realworldPath(folder, 'MANIFEST.tsv')).map((row) => {
    const facts = Object.fromEntries(
      row.facts
        .split(/;\s*|\s+(?=\w+=)/)
        .map((fact) => fact.split('='))
        .filter((pair) => pair.length >= 2)
        .map(([key, ...value]) => [key.trim(), value.join('=').trim()]),
    );
    return { file: row.file, expected: row.expected, facts };
  });
}

/** vitest: a suite over a real-world folder; skipped (and counted as not run) without it. */
export const realworldDescribe = (folder: string) => describe.skipIf(!hasRealworld(folder));

/** A tab-separated manifest as one record per row, keyed by the header's column names. */
export function readManifest(path: string): Record<string, string>[] {
  if (!existsSync(path)) return [];
  const [header, ...rows] = readFileSync(path, 'utf8').trimEnd().split('\n');
  const columns = header.split('\t');
  return rows.map((row) => Object.fromEntries(row.split('\t').map((value, i) => [columns[i], value])));
}

/** 'key=value; key=value' facts as a map (values keep everything up to the next '; ', spaces and all). */
export function factsOf(text: string): Map<string, string> {
  return new Map(text.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}
