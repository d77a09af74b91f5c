import { createHash } from 'node:crypto';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { extractOpened } from '../../../../src/wasm/archive/extract';
import { openArchive } from '../../../../src/wasm/archive/open';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Text that deflates well, and noise that does not (stored by the writer's choice, level 0). */
function members() {
  let seed = 7;
  const noise = new Uint8Array(3 * 1024 * 1024).map(() => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed & 0xff));
  const text = new TextEncoder().encode(Array.from({ length: 200_000 }, (_, i) => `line ${i} of the log\n`).join(''));
  return { 'a/text.log': text, 'b/noise.bin': noise, 'c/small.txt': new TextEncoder().encode('hello') };
}

async function extractAll(zip: Uint8Array) {
  const opened = await openArchive([new File([zip as Uint8Array<ArrayBuffer>], 'test.zip')]);
  const out = new Map<string, string>();
  const report = await extractOpened(opened, (entry) => {
    const chunks: Uint8Array[] = [];
    return {
      write: (chunk) => void chunks.push(chunk.slice()),
      close: () => void out.set(entry.path, sha256(Buffer.concat(chunks))),
      abort: () => undefined,
    };
  });
  return { out, report };
}

describe('plain ZIP entries read straight from the file', () => {
  it('extracts deflated and stored entries byte for byte', async () => {
    const files = members();
    const zip = zipSync({ 'a/text.log': [files['a/text.log'], { level: 6 }], 'b/noise.bin': [files['b/noise.bin'], { level: 0 }], 'c/small.txt': files['c/small.txt'] });
    const { out, report } = await extractAll(zip);
    expect(report.failed).toEqual([]);
    for (const [path, bytes] of Object.entries(files)) expect(out.get(path)).toBe(sha256(bytes));
  });

  it('aborts a deflated entry whose bytes were changed as damaged, and extracts the others', async () => {
    const files = members();
    const zip = zipSync({ 'a/text.log': [files['a/text.log'], { level: 6 }], 'c/small.txt': files['c/small.txt'] });
    const damaged = zip.slice();
    damaged[30 + 'a/text.log'.length + 2000] ^= 0x20; // inside the first entry's DEFLATE data
    const { out, report } = await extractAll(damaged);
    expect(report.failed.map((f) => [f.path, f.problem])).toEqual([['a/text.log', 'entryDamaged']]);
    expect(out.has('a/text.log')).toBe(false);
    expect(out.get('c/small.txt')).toBe(sha256(files['c/small.txt']));
  });

  it('aborts a stored entry whose CRC does not match', async () => {
    const files = members();
    const zip = zipSync({ 'b/noise.bin': [files['b/noise.bin'], { level: 0 }], 'c/small.txt': files['c/small.txt'] });
    const damaged = zip.slice();
    damaged[30 + 'b/noise.bin'.length + 1_000_000] ^= 0x01;
    const { out, report } = await extractAll(damaged);
    expect(report.failed.map((f) => [f.path, f.problem])).toEqual([['b/noise.bin', 'entryDamaged']]);
    expect(out.get('c/small.txt')).toBe(sha256(files['c/small.txt']));
  });
});
