/**
 * Independent readers' view of a PDF's protection: qpdf's report of its encryption and
 * permissions, poppler's text (pdftotext, with or without a password) and whether pdf.js opens it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function withFile<T>(bytes: Uint8Array, run: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdfsecurity-'));
  try {
    const path = join(dir, 'a.pdf');
    writeFileSync(path, bytes);
    return run(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `qpdf --show-encryption` (with `password` when given): its report as 'key' -> 'value' lines, and its exit status. */
export function qpdfEncryption(bytes: Uint8Array, password?: string): { status: number | null; report: Map<string, string>; output: string } {
  return withFile(bytes, (path) => {
    const args = ['--show-encryption', ...(password === undefined ? [] : [`--password=${password}`]), path];
    const run = spawnSync('qpdf', args, { encoding: 'utf8' });
    const output = `${run.stdout}${run.stderr}`;
    const report = new Map<string, string>();
    for (const line of run.stdout.split('\n')) {
      const at = line.search(/ = |: /);
      if (at > 0) report.set(line.slice(0, at).trim(), line.slice(at + (line[at + 1] === '=' ? 3 : 2)).trim());
    }
    return { status: run.status, report, output };
  });
}

/** `qpdf --check` with a password: 0 when the file is sound. */
export function qpdfCheckWith(bytes: Uint8Array, password: string): number | null {
  return withFile(bytes, (path) => spawnSync('qpdf', ['--check', `--password=${password}`, path], { encoding: 'utf8' }).status);
}

/** poppler's text of the whole file (`pdftotext -upw` when a password is given); null when poppler cannot open it. */
export function popplerText(bytes: Uint8Array, password?: string): string | null {
  return withFile(bytes, (path) => {
    const run = spawnSync('pdftotext', [...(password === undefined ? [] : ['-upw', password]), path, '-'], { encoding: 'utf8' });
    return run.status === 0 ? run.stdout : null;
  });
}

/** Whether pdf.js opens the file: its page count, or the name of the exception it throws ('PasswordException'). */
export async function pdfjsOpen(bytes: Uint8Array, password?: string): Promise<{ pages: number } | { error: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: bytes.slice(), password, isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  try {
    const doc = await task.promise;
    const pages = doc.numPages;
    await doc.destroy();
    return { pages };
  } catch (error) {
    await task.destroy();
    return { error: error instanceof Error ? error.name : String(error) };
  }
}

type PdfjsDocument = Awaited<ReturnType<typeof import('pdfjs-dist/legacy/build/pdf.mjs').getDocument>['promise']>;

/** Runs `read` on the file as pdf.js opens it with `password`. */
export async function withPdfjs<T>(bytes: Uint8Array, password: string | undefined, read: (doc: PdfjsDocument) => Promise<T>): Promise<T> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), password, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    return await read(doc);
  } finally {
    await doc.destroy();
  }
}

/** Each page's text as pdf.js reads it, opened with `password`. */
export const pdfjsTextWith = (bytes: Uint8Array, password?: string) =>
  withPdfjs(bytes, password, async (doc) => {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages;
  });
