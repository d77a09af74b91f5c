/**
 * `npm run bench:pdf`: our compressor at each level next to Ghostscript's pdfwrite (/ebook) and
 * Hyper Compress (BentoPDF's PDFium-based engine, `hyper-compress-wasm`: AGPL, a devDependency of
 * this benchmark only, never shipped) on every real PDF of ../shared/realworld (pdf-train, pdfjs,
 * samples) and the corpus that opens (password-protected ones with their password), in one run,
 * methods interleaved per file, all in Node (the render check of the browser worker is not part of
 * this run; its cost is measured separately, see `BENCH_PDF_RENDER_CHECK`).
 *
 * Per file and method: bytes, ratio, time, the lowest page PSNR of poppler gray renders against the
 * input at 36 and at 72 dpi (render checks catch pages that lost content, which a structural check
 * would not), poppler syntax errors the output has beyond the input's, and qpdf --check's verdict
 * ('FAIL' only where the input passed; 'fail (as input)' otherwise). Then per method over the files
 * every method processed: median ratio, median ms, files that grew, files with a page under 30 dB
 * at 72 dpi, new syntax errors, qpdf failures; and the ten files furthest behind Hyper medium with
 * where their bytes are (images, fonts, page content, other: ours against Hyper's output).
 *
 * Subsets while iterating:
 * - BENCH_PDF_SET: comma list of `train`, `pdfjs`, `samples`, `corpus` (folders), `every:N` (every
 *   Nth file of what is left, a fixed spread over kinds; `every:N+K` starts at the Kth instead of the first), or `kind:K` (pdf-train files whose name
 *   starts with K, e.g. `kind:image`). Default: everything.
 * - BENCH_PDF_FILES=a.pdf,b.pdf: files whose name ends so.
 * - BENCH_PDF_METHODS: comma list of methods ('ours medium,hyper medium'); default all.
 * - BENCH_OUT writes the report to a file.
 * - BENCH_PDF_SAVE=dir keeps every output as dir/<method>/<file> (for bench/pdf-bytes.bench.ts: where the bytes are).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { it } from 'vitest';
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFStream, type PDFContext } from '@cantoo/pdf-lib';
import { streamBytes } from '../src/wasm/pdf/document/contentBytes';
import { compressPdf, type PdfCompressionLevel } from '../src/wasm/pdf/compress/compress';
import { openPdf } from '../src/wasm/pdf/document/open';
import { corpusPath, factsOf, readManifest, realworldPath } from '../tests/helpers/corpus';
import { initNodeCodecs } from '../tests/helpers/nodeCodecs';
import { qpdfCheck, renderGray } from '../tests/helpers/pdfChecks';

const ALL_METHODS = ['ours low', 'hyper lossless', 'ours medium', 'hyper medium', 'gs /ebook', 'ours high', 'ours maximum'];
const PAGE_FLOOR_DB = 30;

interface Source {
  name: string;
  path: string;
  password?: string;
}

interface Row {
  method: string;
  bytes: number | null;
  ms: number;
  psnr36: number;
  psnr72: number;
  newSyntaxErrors: number;
  qpdf: 'ok' | 'FAIL' | 'fail (as input)';
  where?: Breakdown;
}

/** Every PDF the tools should process, with the password it needs. */
function sources(): Source[] {
  const pdfjs = readManifest(realworldPath('pdfjs', 'MANIFEST.tsv'))
    .filter((row) => row.expected !== 'refuse: corrupt')
    .map((row) => ({ name: `pdfjs/${row.file}`, path: realworldPath('pdfjs', row.file), password: factsOf(row.facts).get('password')?.split(' ')[0] }))
    .filter((s) => s.name !== 'pdfjs/auth-event-ef-open.pdf'); // its password opens only the attachment
  const keyed = (folder: string, pathOf: (file: string) => string) =>
    readManifest(pathOf('MANIFEST.tsv'))
      .filter((row) => row.file.endsWith('.pdf') && row.kind !== 'bad-truncated-pdf')
      .map((row) => ({ name: `${folder}/${row.file}`, path: pathOf(row.file), password: /user_password='([^']+)'/.exec(row.facts_for_tests)?.[1] }));
  const train = readManifest(realworldPath('pdf-train', 'MANIFEST.tsv'))
    .filter((row) => row.file.endsWith('.pdf') && !row.expected.startsWith('refuse'))
    .map((row) => ({ name: `train/${row.file}`, path: realworldPath('pdf-train', row.file) }));
  let all: Source[] = [...train, ...pdfjs, ...keyed('samples', (f) => realworldPath('samples', f)), ...keyed('corpus', corpusPath)];
  const terms = process.env.BENCH_PDF_SET?.split(',').map((t) => t.trim()) ?? [];
  const folders = terms.filter((t) => ['train', 'pdfjs', 'samples', 'corpus'].includes(t));
  if (folders.length) all = all.filter((s) => folders.some((folder) => s.name.startsWith(`${folder}/`)));
  const kinds = terms.filter((t) => t.startsWith('kind:')).map((t) => `train/${t.slice(5)}`);
  if (kinds.length) all = all.filter((s) => kinds.some((kind) => s.name.startsWith(kind)));
  // `every:6` takes files 0, 6, 12 ...; `every:6+3` files 3, 9, 15 ... (another spread of the same size).
  const [every, offset] = (terms.find((t) => t.startsWith('every:'))?.slice(6) ?? '1').split('+').map(Number);
  if (every > 1) all = all.filter((_, i) => i % every === (offset || 0) % every);
  const only = process.env.BENCH_PDF_FILES?.split(',');
  return only ? all.filter((s) => only.some((name) => s.name.endsWith(name))) : all;
}

function ghostscript(input: Uint8Array, password?: string): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'benchgs-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), input);
    const unlock = password ? [`-sPDFPassword=${password}`] : [];
    execFileSync('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', ...unlock, '-sDEVICE=pdfwrite', '-dPDFSETTINGS=/ebook', `-sOutputFile=${join(dir, 'out.pdf')}`, join(dir, 'in.pdf')], {
      stdio: 'pipe',
      timeout: 120_000,
    });
    return new Uint8Array(readFileSync(join(dir, 'out.pdf')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function hyper(input: Uint8Array, preset: 'lossless' | 'medium', password?: string): Promise<Uint8Array> {
  const { compress } = await import('hyper-compress-wasm');
  return (await compress(input.slice(), { preset, password: password ?? null })).data;
}

type Renders = ReturnType<typeof renderGray>;

/** Lowest page PSNR of `out` against the input's renders; NaN when pages or sizes differ or poppler fails. */
function minPsnr(reference: Renders | null, out: Uint8Array, dpi: number): number {
  if (!reference) return NaN;
  let pages: Renders;
  try {
    pages = renderGray(out, dpi);
  } catch {
    return NaN;
  }
  if (pages.length !== reference.length || pages.length === 0) return NaN;
  let worst = Infinity;
  for (const [i, page] of reference.entries()) {
    const other = pages[i];
    if (page.width !== other.width || page.height !== other.height) return NaN;
    let sum = 0;
    for (let p = 0; p < page.pixels.length; p++) sum += (page.pixels[p] - other.pixels[p]) ** 2;
    const mse = sum / page.pixels.length;
    worst = Math.min(worst, mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse));
  }
  return worst;
}

/** Poppler's syntax errors for a file (pdftotext reads every page's content and resources). */
function syntaxErrors(bytes: Uint8Array, password?: string): number {
  const dir = mkdtempSync(join(tmpdir(), 'benchsyntax-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), bytes);
    const unlock = password === undefined ? [] : ['-upw', password];
    const run = spawnSync('pdftoppm', ['-r', '9', '-gray', ...unlock, join(dir, 'a.pdf'), join(dir, 'p')], { encoding: 'utf8', timeout: 300_000 });
    return (run.stderr.match(/Syntax Error/g) ?? []).length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Breakdown {
  images: number;
  fonts: number;
  content: number;
  other: number;
}

/** Where a PDF's bytes are: image streams, font programs, page content, everything else (stored sizes). */
async function breakdown(bytes: Uint8Array, password?: string): Promise<Breakdown | undefined> {
  try {
    const { doc } = await openPdf(bytes, password);
    const fontFiles = new Set<string>();
    const contents = new Set<string>();
    for (const [, object] of doc.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
      for (const key of ['FontFile', 'FontFile2', 'FontFile3']) {
        const ref = object.get(PDFName.of(key));
        if (ref) fontFiles.add(ref.toString());
      }
    }
    for (const page of doc.getPages()) {
      const c = page.node.get(PDFName.of('Contents'));
      if (c) contents.add(c.toString());
      const array = page.node.lookup(PDFName.of('Contents'));
      if (array && 'asArray' in array && typeof array.asArray === 'function') for (const ref of array.asArray()) contents.add(ref.toString());
    }
    const sum: Breakdown = { images: 0, fonts: 0, content: 0, other: 0 };
    for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFStream)) continue;
      const size = object instanceof PDFRawStream ? object.contents.length : 0;
      const key = ref.toString();
      if (object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) sum.images += size;
      else if (fontFiles.has(key)) sum.fonts += size;
      else if (contents.has(key)) sum.content += size;
    }
    sum.other = Math.max(0, bytes.length - sum.images - sum.fonts - sum.content);
    return sum;
  } catch {
    return undefined;
  }
}

/** One embedded font program: what kind, and what about its use may keep it whole. */
interface FontProgram {
  name: string;
  kind: string;
  bytes: number;
  why: string[];
}

/** Font kinds by descriptor key and /Subtype: simple or CID-keyed, Type 1, CFF, TrueType, OpenType. */
function fontKind(key: string, subtype: string | undefined, cid: boolean): string {
  if (key === 'FontFile') return 'Type 1';
  if (key === 'FontFile2') return cid ? 'CID TrueType' : 'simple TrueType';
  if (subtype === 'OpenType') return cid ? 'CID OpenType' : 'simple OpenType';
  return cid || subtype === 'CIDFontType0C' ? 'CID CFF' : 'simple CFF';
}

/** Decoded program sizes keyed by font name and kind, with what may keep each whole (form font, symbolic, Differences). */
function fontPrograms(context: PDFContext): Map<string, FontProgram> {
  const formFonts = new Set<PDFDict>();
  const acro = context.lookup(context.trailerInfo.Root);
  const dr = acro instanceof PDFDict ? (acro.lookup(PDFName.of('AcroForm')) as PDFDict | undefined)?.lookup?.(PDFName.of('DR')) : undefined;
  const drFonts = dr instanceof PDFDict ? dr.lookup(PDFName.of('Font')) : undefined;
  if (drFonts instanceof PDFDict) for (const value of drFonts.values()) {
    const font = context.lookup(value);
    if (font instanceof PDFDict) formFonts.add(font);
  }
  const out = new Map<string, FontProgram>();
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || !object.has(PDFName.of('BaseFont'))) continue;
    const subtype = object.lookup(PDFName.of('Subtype'))?.toString().slice(1);
    const cid = subtype === 'Type0';
    const descendants = object.lookup(PDFName.of('DescendantFonts'));
    const holder = cid && descendants instanceof PDFArray ? descendants.lookup(0) : object;
    if (!(holder instanceof PDFDict)) continue;
    const descriptor = holder.lookup(PDFName.of('FontDescriptor'));
    if (!(descriptor instanceof PDFDict)) continue;
    for (const key of ['FontFile', 'FontFile2', 'FontFile3']) {
      const program = descriptor.lookup(PDFName.of(key));
      if (!(program instanceof PDFStream)) continue;
      const name = descriptor.lookup(PDFName.of('FontName'))?.toString() ?? '?';
      let bytes = 0;
      try {
        bytes = streamBytes(program).length;
      } catch {
        bytes = -1;
      }
      const why: string[] = [];
      if (formFonts.has(object)) why.push('form font');
      const flags = descriptor.lookup(PDFName.of('Flags'));
      if (flags instanceof PDFNumber && flags.asNumber() & 4) why.push('symbolic');
      if (subtype === 'Type3') why.push('Type 3');
      const encoding = object.lookup(PDFName.of('Encoding'));
      if (encoding instanceof PDFDict && encoding.has(PDFName.of('Differences'))) why.push('Differences');
      if (/^\/[A-Z]{6}\+/.test(name)) why.push('already a subset');
      const kind = fontKind(key, program.dict.lookup(PDFName.of('Subtype'))?.toString().slice(1), cid);
      out.set(`${name} ${kind}`, { name, kind, bytes, why });
    }
  }
  return out;
}

/** Programs our output keeps whole (within 2 % of the input's decoded size) or still Type 1, with the hints why. */
async function fontsLeft(input: Uint8Array, output: Uint8Array, password?: string): Promise<FontProgram[]> {
  try {
    const before = fontPrograms((await openPdf(input, password)).doc.context);
    const after = fontPrograms((await openPdf(output)).doc.context);
    const left: FontProgram[] = [];
    for (const program of after.values()) {
      const old = [...before.values()].find((p) => p.name === program.name);
      if (program.kind === 'Type 1') left.push({ ...program, why: ['left Type 1', ...program.why] });
      else if (old && old.kind === program.kind && program.bytes >= old.bytes * 0.98) left.push({ ...program, why: ['left whole', ...program.why] });
    }
    return left;
  } catch {
    return [];
  }
}

/**
 * Small real files whose runs load every lazy part of each method (font subsetter and glyph-name
 * tables, Type 1 conversion, MozJPEG, Hyper's wasm) before anything is timed, so no file's time
 * carries a one-off start-up.
 */
const WARM_UP = ['tex-pdftex-inputenc.pdf', 'office-fop-asn1-5-0-21.pdf', 'odd-pdf12-pj-slides.pdf'];

/**
 * Runs one method for the clock. No forced garbage collection before it: tried (node --expose-gc,
 * `gc()` before each call), it made ours 2 to 15 times slower on small files (a full collection
 * shrinks the young generation and ages compiled code, which the next allocation-heavy JavaScript
 * run pays for), while Hyper, working inside its own wasm memory, did not move.
 */
async function timed<T>(run: () => Promise<T> | T): Promise<{ result: T | null; ms: number }> {
  const start = performance.now();
  let result: T | null = null;
  try {
    result = await run();
  } catch {
    result = null;
  }
  return { result, ms: performance.now() - start };
}

const median = (values: number[]) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const psnrText = (psnr: number) => (Number.isNaN(psnr) ? 'n/a' : psnr === Infinity ? 'identical' : psnr.toFixed(1));
const kb = (n: number) => `${Math.round(n / 1024).toLocaleString('en')} KB`;

it('PDF compression: ours vs Ghostscript /ebook vs Hyper Compress', async () => {
  await initNodeCodecs();
  const wanted = process.env.BENCH_PDF_METHODS?.split(',').map((m) => m.trim());
  const methods = ALL_METHODS.filter((m) => !wanted || wanted.includes(m));
  const rows = new Map<string, Map<string, Row>>(methods.map((m) => [m, new Map()]));
  const lines = ['| file | method | bytes | ÷ input | ms | min page PSNR dB 36 dpi | 72 dpi | new syntax errors | qpdf |', '|---|---|---|---|---|---|---|---|---|'];
  const list = sources();
  for (const file of WARM_UP) {
    const input = new Uint8Array(readFileSync(realworldPath('pdf-train', file)));
    for (const method of methods) {
      if (method.startsWith('ours')) await timed(() => compressPdf(input.slice(), method.slice(5) as PdfCompressionLevel));
      else if (method.startsWith('hyper')) await timed(() => hyper(input, method === 'hyper medium' ? 'medium' : 'lossless'));
    }
  }
  // Fonts are subset alike at every level: the first of ours that runs stands for all.
  const fontMethod = methods.find((m) => m.startsWith('ours'));
  const fonts: (FontProgram & { file: string })[] = [];
  console.error(`${list.length} files, methods: ${methods.join(', ')}`);
  for (const source of list) {
    const input = new Uint8Array(readFileSync(source.path));
    const ours = (level: PdfCompressionLevel) => async () => (await compressPdf(input.slice(), level, undefined, source.password)).bytes;
    const run: Record<string, () => Promise<Uint8Array> | Uint8Array> = {
      'ours low': ours('low'),
      'hyper lossless': () => hyper(input, 'lossless', source.password),
      'ours medium': ours('medium'),
      'hyper medium': () => hyper(input, 'medium', source.password),
      'gs /ebook': () => ghostscript(input, source.password),
      'ours high': ours('high'),
      'ours maximum': ours('maximum'),
    };
    const renders = (dpi: number) => {
      try {
        return renderGray(input, dpi, source.password);
      } catch {
        return null;
      }
    };
    const reference = { 36: renders(36), 72: renders(72) };
    const inputErrors = syntaxErrors(input, source.password);
    const inputPasses = qpdfCheck(input).status !== 2;
    lines.push(`| ${source.name} | input | ${input.length.toLocaleString('en')} | 1.000 | | | | | ${inputPasses ? 'ok' : 'fail'} |`);
    // Interleaved, so machine load touches every method alike.
    for (const method of methods) {
      const { result: out, ms } = await timed(run[method]);
      let row: Row;
      if (!out) row = { method, bytes: null, ms, psnr36: NaN, psnr72: NaN, newSyntaxErrors: 0, qpdf: 'ok' };
      else {
        const save = process.env.BENCH_PDF_SAVE;
        if (save) {
          const path = join(save, method.replace(/[^a-z0-9]+/gi, '-'), source.name);
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, out);
        }
        const passes = qpdfCheck(out).status !== 2;
        row = {
          method,
          bytes: out.length,
          ms,
          psnr36: minPsnr(reference[36], out, 36),
          psnr72: minPsnr(reference[72], out, 72),
          newSyntaxErrors: Math.max(0, syntaxErrors(out) - inputErrors),
          qpdf: passes ? 'ok' : inputPasses ? 'FAIL' : 'fail (as input)',
        };
        if (method === 'ours medium' || method === 'hyper medium') row.where = await breakdown(out);
        if (method === fontMethod) for (const program of await fontsLeft(input, out, source.password)) fonts.push({ file: source.name, ...program });
      }
      rows.get(method)?.set(source.name, row);
      const ratio = row.bytes === null ? 'failed' : (row.bytes / input.length).toFixed(3);
      lines.push(
        `| ${source.name} | ${method} | ${row.bytes?.toLocaleString('en') ?? '-'} | ${ratio} | ${Math.round(row.ms).toLocaleString('en')} | ${psnrText(row.psnr36)} | ${psnrText(row.psnr72)} | ${row.newSyntaxErrors} | ${row.qpdf} |`,
      );
    }
    console.error(lines.slice(-methods.length - 1).join('\n'));
  }
  const sizes = new Map(list.map((s) => [s.name, readFileSync(s.path).length]));
  const first = rows.get(methods[0]) ?? new Map<string, Row>();
  const common = [...first.keys()].filter((name) => methods.every((m) => rows.get(m)?.get(name)?.bytes != null));
  const ratio = (m: string, name: string) => (rows.get(m)?.get(name)?.bytes as number) / (sizes.get(name) as number);
  const summary = [
    `| method | median ÷ input | median ms | files that grew | files with a page under ${PAGE_FLOOR_DB} dB at 72 dpi | new poppler syntax errors (files) | qpdf FAIL where the input passed |`,
    '|---|---|---|---|---|---|---|',
  ];
  const names = (list: string[]) => (list.length ? ` (${list.join(', ')})` : '');
  for (const method of methods) {
    const of = (name: string) => rows.get(method)?.get(name) as Row;
    const grew = common.filter((name) => ratio(method, name) > 1);
    const low = common.filter((name) => of(name).psnr72 < PAGE_FLOOR_DB);
    const syntax = common.filter((name) => of(name).newSyntaxErrors > 0);
    const fails = common.filter((name) => of(name).qpdf === 'FAIL');
    summary.push(
      `| ${method} | ${median(common.map((name) => ratio(method, name))).toFixed(3)} | ${Math.round(median(common.map((name) => of(name).ms)))} | ${grew.length}${names(grew)} | ${low.length}${names(low)} | ${syntax.length}${names(syntax)} | ${fails.length}${names(fails)} |`,
    );
  }
  let behind = '';
  if (rows.has('ours medium') && rows.has('hyper medium')) {
    const gap = (name: string) => ratio('ours medium', name) / ratio('hyper medium', name);
    const worst = [...common].sort((a, b) => gap(b) - gap(a)).slice(0, 10);
    const table = ['| file | ours medium ÷ input | hyper medium ÷ input | ours ÷ hyper | where the difference is (ours − hyper) |', '|---|---|---|---|---|'];
    for (const name of worst) {
      const [a, b] = [rows.get('ours medium')?.get(name)?.where, rows.get('hyper medium')?.get(name)?.where];
      const why = a && b ? (['images', 'fonts', 'content', 'other'] as const).map((k) => `${k} ${kb(a[k] - b[k])}`).join(', ') : 'n/a';
      table.push(`| ${name} | ${ratio('ours medium', name).toFixed(3)} | ${ratio('hyper medium', name).toFixed(3)} | ${gap(name).toFixed(2)} | ${why} |`);
    }
    const smaller = common.filter((name) => gap(name) < 0.999).length;
    const equal = common.filter((name) => Math.abs(gap(name) - 1) <= 0.001).length;
    behind = `\nOurs medium against Hyper medium: median ratio ${(median(common.map((n) => ratio('ours medium', n))) / median(common.map((n) => ratio('hyper medium', n)))).toFixed(3)}×; smaller on ${smaller}, equal on ${equal}, larger on ${common.length - smaller - equal}.\n\nThe ten files furthest behind Hyper medium:\n\n${table.join('\n')}\n`;
  }
  const byReason = new Map<string, { programs: number; files: Set<string>; bytes: number }>();
  for (const font of fonts) {
    const reason = `${font.why[0]}: ${font.kind}${font.why.length > 1 ? ` (${font.why.slice(1).join(', ')})` : ''}`;
    const entry = byReason.get(reason) ?? { programs: 0, files: new Set<string>(), bytes: 0 };
    entry.programs += 1;
    entry.files.add(font.file);
    entry.bytes += Math.max(0, font.bytes);
    byReason.set(reason, entry);
  }
  const fontTable = ['| font programs left whole or Type 1 by ours, with what their use has | programs | files | decoded bytes |', '|---|---|---|---|'];
  for (const [reason, entry] of [...byReason].sort((a, b) => b[1].bytes - a[1].bytes)) fontTable.push(`| ${reason} | ${entry.programs} | ${entry.files.size} | ${kb(entry.bytes)} |`);
  const report = `${common.length} files every method processed (of ${list.length}).\n\n${summary.join('\n')}\n${behind}\n${fontTable.join('\n')}\n\n${lines.join('\n')}\n`;
  console.log(`\n${report}`);
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, report);
});
