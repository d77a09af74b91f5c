/**
 * `npx vitest run --config bench/pdf-bytes.vitest.config.ts`: where the bytes of two methods'
 * outputs are, by kind, over every file both wrote. Reads what `BENCH_PDF_SAVE=dir npm run bench:pdf`
 * kept (dir/<method>/<file>): BENCH_PDF_SAVE=dir, BENCH_PDF_A (default 'ours-medium'),
 * BENCH_PDF_B (default 'hyper-medium'), BENCH_OUT writes the report to a file.
 *
 * Kinds: font programs by type (Type 1, simple/CID CFF, simple/CID TrueType, OpenType), page content
 * streams, form XObjects, images by filter, ToUnicode CMaps, metadata, ICC profiles, other streams,
 * and structure (everything else: object dictionaries, cross-reference tables or streams, object
 * streams' own overhead). Stored sizes, as in the file. Per kind: bytes A − B summed over all files
 * and over the middle half of files by A ÷ B, and on how many files A is larger or smaller by more
 * than 1 % of the larger output.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { it } from 'vitest';
import { PDFArray, PDFDict, PDFName, PDFRawStream, PDFStream, PDFRef } from '@cantoo/pdf-lib';
import { openPdf } from '../src/wasm/pdf/document/open';

type Kinds = Map<string, number>;

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

const nameOf = (value: unknown) => (value instanceof PDFName ? value.asString().slice(1) : undefined);

/** Stored bytes of one PDF by kind. */
async function kindsOf(bytes: Uint8Array): Promise<Kinds | undefined> {
  let doc;
  try {
    ({ doc } = await openPdf(bytes));
  } catch {
    return undefined;
  }
  const { context } = doc;
  const kindOf = new Map<string, string>();
  // Font programs, by the font that uses them.
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || !object.has(PDFName.of('BaseFont'))) continue;
    const subtype = nameOf(object.lookup(PDFName.of('Subtype')));
    const cid = subtype === 'Type0';
    const descendants = object.lookup(PDFName.of('DescendantFonts'));
    const holder = cid && descendants instanceof PDFArray ? descendants.lookup(0) : object;
    if (!(holder instanceof PDFDict)) continue;
    const toUnicode = object.get(PDFName.of('ToUnicode'));
    if (toUnicode instanceof PDFRef) kindOf.set(toUnicode.toString(), 'ToUnicode');
    const descriptor = holder.lookup(PDFName.of('FontDescriptor'));
    if (!(descriptor instanceof PDFDict)) continue;
    for (const key of ['FontFile', 'FontFile2', 'FontFile3']) {
      const ref = descriptor.get(PDFName.of(key));
      if (!(ref instanceof PDFRef)) continue;
      const program = context.lookup(ref);
      const sub = program instanceof PDFStream ? nameOf(program.dict.lookup(PDFName.of('Subtype'))) : undefined;
      const kind =
        key === 'FontFile' ? 'font Type 1' : key === 'FontFile2' ? (cid ? 'font CID TrueType' : 'font simple TrueType') : sub === 'OpenType' ? 'font OpenType' : cid || sub === 'CIDFontType0C' ? 'font CID CFF' : 'font simple CFF';
      kindOf.set(ref.toString(), kind);
    }
  }
  for (const page of doc.getPages()) {
    const c = page.node.get(PDFName.of('Contents'));
    if (c instanceof PDFRef) kindOf.set(c.toString(), 'page content');
    const array = page.node.lookup(PDFName.of('Contents'));
    if (array instanceof PDFArray) for (const ref of array.asArray()) if (ref instanceof PDFRef) kindOf.set(ref.toString(), 'page content');
  }
  const kinds: Kinds = new Map();
  const add = (kind: string, n: number) => kinds.set(kind, (kinds.get(kind) ?? 0) + n);
  let streams = 0;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFStream)) continue;
    const size = object instanceof PDFRawStream ? object.contents.length : 0;
    streams += size;
    const known = kindOf.get(ref.toString());
    if (known) {
      add(known, size);
      continue;
    }
    const dict = object.dict;
    const subtype = nameOf(dict.lookup(PDFName.of('Subtype')));
    const type = nameOf(dict.lookup(PDFName.of('Type')));
    if (subtype === 'Image') {
      const filter = dict.lookup(PDFName.of('Filter'));
      const last = filter instanceof PDFArray ? nameOf(filter.lookup(filter.size() - 1)) : nameOf(filter);
      const mask = dict.has(PDFName.of('ImageMask')) ? ' mask' : '';
      add(`image ${(last ?? 'raw').replace('Decode', '')}${mask}`, size);
    } else if (subtype === 'Form') add('form XObject', size);
    else if (type === 'Metadata') add('metadata', size);
    else if (dict.has(PDFName.of('N')) && dict.has(PDFName.of('Alternate'))) add('ICC profile', size);
    else add('other streams', size);
  }
  add('structure', Math.max(0, bytes.length - streams));
  return kinds;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

it('PDF bytes by kind: one method against another', async () => {
  const dir = process.env.BENCH_PDF_SAVE ?? '/tmp/pdf-bench';
  const [a, b] = [process.env.BENCH_PDF_A ?? 'ours-medium', process.env.BENCH_PDF_B ?? 'hyper-medium'];
  const files = filesUnder(join(dir, a)).map((path) => relative(join(dir, a), path)).filter((name) => existsSync(join(dir, b, name)));
  const rows: { name: string; input: number; gap: number; A: Kinds; B: Kinds }[] = [];
  for (const name of files) {
    const [bytesA, bytesB] = [readFileSync(join(dir, a, name)), readFileSync(join(dir, b, name))];
    const [A, B] = [await kindsOf(new Uint8Array(bytesA)), await kindsOf(new Uint8Array(bytesB))];
    if (!A || !B) continue;
    rows.push({ name, input: Math.max(bytesA.length, bytesB.length), gap: bytesA.length / bytesB.length, A, B });
  }
  const sorted = [...rows].sort((x, y) => x.gap - y.gap);
  const middle = new Set(sorted.slice(Math.floor(rows.length / 4), Math.ceil((rows.length * 3) / 4)).map((r) => r.name));
  const kinds = [...new Set(rows.flatMap((r) => [...r.A.keys(), ...r.B.keys()]))];
  const table = [
    `| kind | ${a} total | ${b} total | ${a} − ${b}, all files | middle half by ratio | share of ${a}'s bytes in the middle half | files ${a} larger (>1 %) | files ${a} smaller (>1 %) |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  const middleTotal = rows.filter((r) => middle.has(r.name)).reduce((sum, r) => sum + [...r.A.values()].reduce((x, y) => x + y, 0), 0);
  const stats = kinds.map((kind) => {
    let [sumA, sumB, diff, diffMiddle, middleA, larger, smaller] = [0, 0, 0, 0, 0, 0, 0];
    for (const r of rows) {
      const [x, y] = [r.A.get(kind) ?? 0, r.B.get(kind) ?? 0];
      sumA += x;
      sumB += y;
      diff += x - y;
      if (middle.has(r.name)) {
        diffMiddle += x - y;
        middleA += x;
      }
      if (x - y > r.input * 0.01) larger++;
      if (y - x > r.input * 0.01) smaller++;
    }
    return { kind, sumA, sumB, diff, diffMiddle, middleA, larger, smaller };
  });
  for (const s of stats.sort((x, y) => y.diff - x.diff))
    table.push(`| ${s.kind} | ${kb(s.sumA)} | ${kb(s.sumB)} | ${kb(s.diff)} | ${kb(s.diffMiddle)} | ${((100 * s.middleA) / middleTotal).toFixed(1)} % | ${s.larger} | ${s.smaller} |`);
  const perFile = [`| file | ${a} ÷ ${b} | largest differences by kind (A − B) | where ${a}'s bytes are |`, '|---|---|---|---|'];
  for (const r of sorted.reverse()) {
    const diffs = kinds
      .map((k) => [k, (r.A.get(k) ?? 0) - (r.B.get(k) ?? 0)] as const)
      .filter(([, d]) => Math.abs(d) > 512)
      .sort((x, y) => Math.abs(y[1]) - Math.abs(x[1]))
      .slice(0, 4)
      .map(([k, d]) => `${k} ${kb(d)}`);
    const total = [...r.A.values()].reduce((x, y) => x + y, 0);
    const shares = [...r.A]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 3)
      .map(([k, n]) => `${k} ${Math.round((100 * n) / total)} %`);
    perFile.push(`| ${r.name}${middle.has(r.name) ? ' (middle)' : ''} | ${r.gap.toFixed(3)} | ${diffs.join(', ')} | ${kb(total)}: ${shares.join(', ')} |`);
  }
  const report = `${rows.length} files; median ${a} ÷ ${b} per file ${median(rows.map((r) => r.gap)).toFixed(3)}.\n\n${table.join('\n')}\n\n${perFile.join('\n')}\n`;
  console.log(`\n${report}`);
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, report);
});
