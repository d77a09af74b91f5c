/**
 * `npm run bench:pdf`: our compressor at each level next to Ghostscript's pdfwrite (/ebook) and
 * Hyper Compress (BentoPDF's PDFium-based engine, `hyper-compress-wasm`: AGPL, a devDependency of
 * this benchmark only, never shipped) on every real PDF of ../shared/realworld and the corpus that
 * opens (password-protected ones with their password), in one run, methods interleaved per file.
 * Per file: bytes, ratio, time, the lowest page PSNR of poppler gray renders against the input
 * (36 dpi; render checks catch pages that lost content, which a structural check would not), and
 * qpdf's verdict. Then the median ratio per method over the files every method processed, and the
 * files each method made larger. BENCH_PDF_FILES=a.pdf,b.pdf limits the run; BENCH_OUT writes the
 * report to a file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'vitest';
import { compressPdf, type PdfCompressionLevel } from '../src/wasm/pdf/compress/compress';
import { corpusPath, factsOf, readManifest, realworldPath } from '../tests/helpers/corpus';
import { initNodeCodecs } from '../tests/helpers/nodeCodecs';
import { minPagePsnr, qpdfCheck } from '../tests/helpers/pdfChecks';

const RENDER_DPI = Number(process.env.BENCH_PDF_DPI ?? 36);
const LEVELS: PdfCompressionLevel[] = ['low', 'medium', 'high', 'maximum'];

interface Source {
  name: string;
  path: string;
  password?: string;
}

interface Row {
  method: string;
  bytes: number | null;
  ms: number;
  psnr: number;
  valid: boolean;
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
  const all = [...pdfjs, ...keyed('samples', (f) => realworldPath('samples', f)), ...keyed('corpus', corpusPath)];
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

async function measure(method: string, source: Source, input: Uint8Array, run: () => Promise<Uint8Array> | Uint8Array): Promise<Row> {
  const start = performance.now();
  let out: Uint8Array;
  try {
    out = await run();
  } catch {
    return { method, bytes: null, ms: performance.now() - start, psnr: NaN, valid: false };
  }
  const ms = performance.now() - start;
  let psnr = NaN;
  try {
    psnr = minPagePsnr(input, out, RENDER_DPI, source.password);
  } catch {
    psnr = NaN; // page count or size changed, or poppler cannot read one side: shown as n/a
  }
  return { method, bytes: out.length, ms, psnr, valid: qpdfCheck(out).status !== 2 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const psnrText = (psnr: number) => (Number.isNaN(psnr) ? 'n/a' : psnr === Infinity ? 'identical' : psnr.toFixed(1));

it('PDF compression: ours vs Ghostscript /ebook vs Hyper Compress', async () => {
  await initNodeCodecs();
  const methods = [...LEVELS.map((level) => `ours ${level}`), 'gs /ebook', 'hyper lossless', 'hyper medium'];
  const ratios = new Map<string, Map<string, number>>(methods.map((m) => [m, new Map()]));
  const lines = ['| file | method | bytes | ÷ input | ms | min page PSNR dB | qpdf |', '|---|---|---|---|---|---|---|'];
  for (const source of sources()) {
    const input = new Uint8Array(readFileSync(source.path));
    const ours = (level: PdfCompressionLevel) => async () => (await compressPdf(input.slice(), level, undefined, source.password)).bytes;
    // Interleaved, so machine load touches every method alike.
    const runs: [string, () => Promise<Uint8Array> | Uint8Array][] = [
      ['ours low', ours('low')],
      ['hyper lossless', () => hyper(input, 'lossless', source.password)],
      ['ours medium', ours('medium')],
      ['hyper medium', () => hyper(input, 'medium', source.password)],
      ['gs /ebook', () => ghostscript(input, source.password)],
      ['ours high', ours('high')],
      ['ours maximum', ours('maximum')],
    ];
    lines.push(`| ${source.name} | input | ${input.length.toLocaleString('en')} | 1.000 | | | |`);
    for (const [method, run] of runs) {
      const row = await measure(method, source, input, run);
      if (row.bytes !== null) ratios.get(method)?.set(source.name, row.bytes / input.length);
      const ratio = row.bytes === null ? 'failed' : (row.bytes / input.length).toFixed(3);
      lines.push(`| ${source.name} | ${method} | ${row.bytes?.toLocaleString('en') ?? '-'} | ${ratio} | ${Math.round(row.ms).toLocaleString('en')} | ${psnrText(row.psnr)} | ${row.valid ? 'ok' : 'FAIL'} |`);
    }
    console.error(lines.slice(-runs.length - 1).join('\n'));
  }
  const common = [...(ratios.get('ours medium')?.keys() ?? [])].filter((name) => methods.every((m) => ratios.get(m)?.has(name)));
  const summary = ['| method | median ÷ input | files that grew |', '|---|---|---|'];
  for (const method of methods) {
    const values = common.map((name) => ratios.get(method)?.get(name) as number);
    const grew = common.filter((name) => (ratios.get(method)?.get(name) as number) > 1);
    summary.push(`| ${method} | ${median(values).toFixed(3)} | ${grew.length}${grew.length ? ` (${grew.join(', ')})` : ''} |`);
  }
  const report = `${common.length} files every method processed.\n\n${summary.join('\n')}\n\n${lines.join('\n')}\n`;
  console.log(`\n${report}`);
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, report);
});
