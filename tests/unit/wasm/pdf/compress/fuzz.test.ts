/**
 * Damaged copies of real PDFs through the compressor: each mutant (truncated, bytes flipped inside
 * a stream, a wrong /Length, an object reference pointed elsewhere, a damaged cross-reference
 * offset) must either come out processed and no larger than its input, or be refused with a named
 * problem the page can show. Never an unnamed internal error, never a hang. The mutants are drawn
 * from a fixed seed over the small PDFs of realworld/pdf-train, so a failure reproduces;
 * FUZZ_SEED and FUZZ_MUTANTS change the draw (FUZZ_REPORT=1 prints every outcome).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { compressPdf } from '../../../../../src/wasm/pdf/compress/compress';
import { pdfProblemOf } from '../../../../../src/wasm/pdf/document/problems';
import { hasRealworld, realworldDescribe, realworldPath } from '../../../../helpers/corpus';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';

const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const MUTANTS = Number(process.env.FUZZ_MUTANTS ?? 240);
/** Small files keep the run short; the kinds of damage are the same at any size. */
const MAX_INPUT_BYTES = 120_000;

beforeAll(() => initNodeCodecs());

/** mulberry32: a small seeded generator, so every run draws the same mutants. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = ReturnType<typeof random>;
const pick = <T,>(rng: Rng, items: T[]): T => items[Math.floor(rng() * items.length)];
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** Every match of `pattern` in the file's bytes (read as Latin-1): [start, end) of group 1. */
function spans(bytes: Uint8Array, pattern: RegExp): [number, number][] {
  const text = latin1(bytes);
  return [...text.matchAll(pattern)].map((m) => {
    const start = (m.index ?? 0) + m[0].indexOf(m[1]);
    return [start, start + m[1].length];
  });
}

function replaceSpan(bytes: Uint8Array, [start, end]: [number, number], text: string): Uint8Array {
  const insert = Buffer.from(text, 'latin1');
  const out = new Uint8Array(bytes.length - (end - start) + insert.length);
  out.set(bytes.subarray(0, start));
  out.set(insert, start);
  out.set(bytes.subarray(end), start + insert.length);
  return out;
}

const otherNumber = (rng: Rng, value: string) => {
  const n = Number(value);
  return String(pick(rng, [0, 1, Math.max(0, n - 1), n + 1, n + 1 + Math.floor(rng() * 5000), Math.floor(n / 2), 99999999]));
};

type Mutation = (bytes: Uint8Array, rng: Rng) => Uint8Array | null;

const MUTATIONS: Record<string, Mutation> = {
  truncated: (bytes, rng) => bytes.slice(0, 16 + Math.floor(rng() * (bytes.length - 17))),
  streamBytesFlipped: (bytes, rng) => {
    const streams = spans(bytes, /stream\r?\n([\s\S]{8,}?)endstream/g);
    if (streams.length === 0) return null;
    const [start, end] = pick(rng, streams);
    const out = bytes.slice();
    for (let i = 0, n = 1 + Math.floor(rng() * 8); i < n; i++) out[start + Math.floor(rng() * (end - start))] ^= 1 + Math.floor(rng() * 255);
    return out;
  },
  wrongLength: (bytes, rng) => {
    const lengths = spans(bytes, /\/Length (\d+)/g);
    if (lengths.length === 0) return null;
    const span = pick(rng, lengths);
    return replaceSpan(bytes, span, otherNumber(rng, latin1(bytes.subarray(...span))));
  },
  referenceElsewhere: (bytes, rng) => {
    const refs = spans(bytes, /[\s[/](\d+) 0 R\b/g);
    if (refs.length === 0) return null;
    const span = pick(rng, refs);
    return replaceSpan(bytes, span, otherNumber(rng, latin1(bytes.subarray(...span))));
  },
  xrefOffsetDamaged: (bytes, rng) => {
    const offsets = [...spans(bytes, /startxref\s+(\d+)/g), ...spans(bytes, /\n(\d{10}) \d{5} n/g)];
    if (offsets.length === 0) return null;
    const span = pick(rng, offsets);
    const value = otherNumber(rng, latin1(bytes.subarray(...span)));
    return replaceSpan(bytes, span, span[1] - span[0] === 10 ? value.padStart(10, '0').slice(-10) : value);
  },
};

function inputs(): string[] {
  const dir = realworldPath('pdf-train', '');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.pdf') && !name.startsWith('encrypted-') && statSync(realworldPath('pdf-train', name)).size <= MAX_INPUT_BYTES)
    .sort();
}

realworldDescribe('pdf-train')('damaged copies of real PDFs', () => {
  it(`${MUTANTS} mutants: each processed and no larger, or refused with a named problem`, async () => {
    const files = hasRealworld('pdf-train') ? inputs() : [];
    expect(files.length).toBeGreaterThan(20);
    const rng = random(SEED);
    const unnamed: string[] = [];
    const grew: string[] = [];
    const tally = { processed: 0, named: 0 };
    let slowest = { ms: 0, label: '' };
    for (let i = 0; i < MUTANTS; i++) {
      const file = pick(rng, files);
      const kind = pick(rng, Object.keys(MUTATIONS));
      const source = new Uint8Array(readFileSync(realworldPath('pdf-train', file)));
      const mutant = MUTATIONS[kind](source, rng);
      if (!mutant) continue;
      const label = `#${i} ${kind} of ${file}`;
      const start = performance.now();
      try {
        const report = await compressPdf(mutant.slice(), 'medium');
        tally.processed++;
        if (report.bytes.length > mutant.length) grew.push(`${label}: ${mutant.length} -> ${report.bytes.length}`);
        if (process.env.FUZZ_REPORT) console.log(`${label}: processed ${report.bytes.length}/${mutant.length}`);
      } catch (error) {
        if (pdfProblemOf(error)) tally.named++;
        else unnamed.push(`${label}: ${error instanceof Error ? (process.env.FUZZ_STACK ? error.stack : `${error.name}: ${error.message}`) : String(error)}`);
        if (process.env.FUZZ_REPORT) console.log(`${label}: ${pdfProblemOf(error) ?? `UNNAMED ${String(error)}`}`);
      }
      const ms = performance.now() - start;
      if (ms > slowest.ms) slowest = { ms, label };
    }
    console.log(`fuzz seed ${SEED}: ${tally.processed} processed, ${tally.named} named, ${unnamed.length} unnamed, ${grew.length} grew; slowest ${Math.round(slowest.ms)} ms (${slowest.label})`);
    expect(unnamed).toEqual([]);
    expect(grew).toEqual([]);
    expect(tally.processed + tally.named).toBeGreaterThan(MUTANTS / 2);
  }, 900_000);
});
