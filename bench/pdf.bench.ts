/**
 * `npm run bench:pdf`: our compressor at each level next to Debian Ghostscript's pdfwrite
 * (/screen, /ebook, /printer) on the same corpus PDFs in the same run: bytes, ratio, time, and the
 * lowest page PSNR of pdftoppm gray renders against the original (render checks catch pages that
 * lost content, which a structural check would not). One run per cell, methods interleaved.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'vitest';
import { compressPdf, type PdfCompressionLevel } from '../src/wasm/pdf/compress';
import { initNodeCodecs } from '../tests/helpers/nodeCodecs';
import { corpusBytes, minPagePsnr, qpdfCheck } from '../tests/helpers/pdfChecks';

const FILES = (process.env.BENCH_PDF_FILES ?? 'photos-3pages.pdf,scanned-3pages.pdf,text-117pages-geotopo.pdf,text-4pages-pdflatex.pdf,text-2pages-libreoffice.pdf,form-libreoffice.pdf,annotations-fpdf2.pdf').split(',');
const LEVELS: PdfCompressionLevel[] = ['low', 'medium', 'high', 'maximum'];
const GS_SETTINGS = ['screen', 'ebook', 'printer'];
const RENDER_DPI = Number(process.env.BENCH_PDF_DPI ?? 72);

interface Row {
  file: string;
  method: string;
  bytes: number;
  ratio: number;
  ms: number;
  psnr: number;
  valid: boolean;
}

function ghostscript(input: Uint8Array, setting: string): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'benchgs-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), input);
    execFileSync('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=pdfwrite', `-dPDFSETTINGS=/${setting}`, `-sOutputFile=${join(dir, 'out.pdf')}`, join(dir, 'in.pdf')]);
    return new Uint8Array(readFileSync(join(dir, 'out.pdf')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function measure(file: string, method: string, input: Uint8Array, run: () => Promise<Uint8Array> | Uint8Array) {
  return async (): Promise<Row> => {
    const start = performance.now();
    const out = await run();
    const ms = performance.now() - start;
    let psnr = NaN;
    try {
      psnr = minPagePsnr(input, out, RENDER_DPI);
    } catch {
      psnr = NaN; // page count or size changed: shown as n/a
    }
    return { file, method, bytes: out.length, ratio: out.length / input.length, ms, psnr, valid: qpdfCheck(out).status === 0 };
  };
}

const fmt = (row: Row) =>
  `| ${row.file} | ${row.method} | ${row.bytes.toLocaleString('en')} | ${row.ratio.toFixed(3)} | ${Math.round(row.ms).toLocaleString('en')} | ${
    Number.isNaN(row.psnr) ? 'n/a' : row.psnr === Infinity ? 'identical' : row.psnr.toFixed(1)
  } | ${row.valid ? 'ok' : 'FAIL'} |`;

it('PDF compression: ours vs Ghostscript', async () => {
  await initNodeCodecs();
  const lines = ['| file | method | bytes | ÷ input | ms | min page PSNR dB | qpdf |', '|---|---|---|---|---|---|---|'];
  for (const file of FILES) {
    const input = corpusBytes(file);
    lines.push(`| ${file} | input | ${input.length.toLocaleString('en')} | 1.000 | | | |`);
    const jobs = [
      ...LEVELS.map((level) => measure(file, `ours ${level}`, input, async () => (await compressPdf(input, level)).bytes)),
      ...GS_SETTINGS.map((setting) => measure(file, `gs /${setting}`, input, () => ghostscript(input, setting))),
    ];
    // Interleave ours and Ghostscript so machine load affects both alike.
    const order = [0, 4, 1, 5, 2, 6, 3];
    const rows: Row[] = [];
    for (const i of order) rows[i] = await jobs[i]();
    for (const row of rows) lines.push(fmt(row));
    console.error(lines.slice(-rows.length - 1).join('\n')); // progress; the table goes to stdout once
  }
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, `${table}\n`);
});
