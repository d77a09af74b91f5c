/**
 * Independent checks of PDFs the engine writes: qpdf's structural check, pdf.js (another reader
 * than pdf-lib) for pages and text, and poppler renders for a pixel comparison (PSNR).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export { corpusBytes } from './corpus';

function withTempFiles<T>(files: Record<string, Uint8Array>, run: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdfcheck-'));
  try {
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
    return run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** qpdf --check: exit 0 means no syntax or stream errors (2 = errors, 3 = warnings). */
export function qpdfCheck(bytes: Uint8Array): { status: number | null; output: string } {
  return withTempFiles({ 'a.pdf': bytes }, (dir) => {
    const run = spawnSync('qpdf', ['--check', join(dir, 'a.pdf')], { encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  });
}

/** Page count and the text of each page, as pdf.js reads them. */
export async function pdfjsText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}

function readPgm(bytes: Buffer): { width: number; height: number; pixels: Uint8Array } {
  const header = bytes.subarray(0, 64).toString('latin1').split(/\s+/);
  const [width, height, max] = [Number(header[1]), Number(header[2]), header[3]];
  const offset = bytes.indexOf(`${max}\n`, 2, 'latin1') + max.length + 1;
  return { width, height, pixels: new Uint8Array(bytes.subarray(offset)) };
}

/** Gray renders of every page with pdftoppm at `dpi` (opened with `password` when given). */
export function renderGray(bytes: Uint8Array, dpi: number, password?: string): { width: number; height: number; pixels: Uint8Array }[] {
  return withTempFiles({ 'a.pdf': bytes }, (dir) => {
    const unlock = password === undefined ? [] : ['-upw', password];
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', ...unlock, join(dir, 'a.pdf'), join(dir, 'page')], { stdio: 'pipe' });
    const pages: { width: number; height: number; pixels: Uint8Array }[] = [];
    for (let n = 1; ; n++) {
      const candidates = [`page-${n}.pgm`, `page-${String(n).padStart(2, '0')}.pgm`, `page-${String(n).padStart(3, '0')}.pgm`];
      const found = candidates.map((c) => join(dir, c)).find((p) => spawnSync('test', ['-f', p]).status === 0);
      if (!found) break;
      pages.push(readPgm(readFileSync(found)));
    }
    return pages;
  });
}

/** Lowest per-page PSNR (dB) between renders of two PDFs with the same page sizes. */
export function minPagePsnr(a: Uint8Array, b: Uint8Array, dpi = 36, passwordOfA?: string): number {
  const left = renderGray(a, dpi, passwordOfA);
  const right = renderGray(b, dpi);
  if (left.length !== right.length || left.length === 0) throw new Error('page counts differ');
  let worst = Infinity;
  left.forEach((page, i) => {
    const other = right[i];
    if (page.width !== other.width || page.height !== other.height) throw new Error(`page ${i + 1} size differs`);
    let sum = 0;
    for (let p = 0; p < page.pixels.length; p++) sum += (page.pixels[p] - other.pixels[p]) ** 2;
    const mse = sum / page.pixels.length;
    worst = Math.min(worst, mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse));
  });
  return worst;
}

/** Page count as pdf.js reads it (another reader than pdf-lib). */
export async function pdfjsPageCount(bytes: Uint8Array): Promise<number> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages = doc.numPages;
  await doc.destroy();
  return pages;
}

/** Each page's rotation in degrees, as pdf.js reads it. */
export async function pdfjsRotations(bytes: Uint8Array): Promise<number[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const rotations: number[] = [];
  for (let n = 1; n <= doc.numPages; n++) rotations.push((await doc.getPage(n)).rotate);
  await doc.destroy();
  return rotations;
}
