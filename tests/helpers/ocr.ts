/**
 * OCR checks for tests and the benchmark: tesseract.js in Node with the language data from
 * node_modules (the same models the site serves), our reading of its result (src/wasm/ocr/page.ts),
 * word and character error rates (Levenshtein over words / characters, divided by the ground
 * truth's length), and how many ground-truth words a text finds in order (longest common
 * subsequence).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { languageFile } from '../../scripts/ocrLanguageData';
import { skewCopySize, skewOfRgba } from '../../src/wasm/ocr/skew';
import { netpbm, readPage, recognizeOptions, RECOGNIZE_OUTPUT, TESSERACT_PARAMETERS, type OcrPage, type TesseractPage } from '../../src/wasm/ocr/page';


/** A folder with the gzipped best_int models of `languages` (tesseract.js takes one folder for all). */
function languageFolder(languages: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'ocr-lang-'));
  for (const code of languages) {
    symlinkSync(languageFile(code), join(dir, `${code}.traineddata.gz`));
  }
  return dir;
}

let decodingCpu = 0;
/** CPU seconds spent so far decoding images in child processes (ffmpeg, standing in for the browser's decoder). */
export const decodingCpuSeconds = () => decodingCpu;

/** ffmpeg's raw RGBA pixels of `image` (scaled to width × height when given), its CPU added to decodingCpu. */
function ffmpegRgba(image: Uint8Array, scale?: { width: number; height: number }): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'pixels-'));
  try {
    writeFileSync(join(dir, 'in'), image);
    const filter = scale ? `-vf scale=${scale.width}:${scale.height}` : '';
    const out = execFileSync('bash', ['-c', `ffmpeg -loglevel error -i "$0/in" ${filter} -pix_fmt rgba -f rawvideo - && echo "@@TIMES@@" && times`, dir], { maxBuffer: 1 << 30 });
    const mark = out.lastIndexOf('@@TIMES@@\n');
    // `times`' second line: the children's user and system time, "0m0.160s 0m0.038s".
    decodingCpu += (out.subarray(mark + 10).toString().trim().split('\n')[1] ?? '')
      .split(' ')
      .map((part) => /(\d+)m([\d.]+)s/.exec(part))
      .reduce((sum, m) => sum + (m ? Number(m[1]) * 60 + Number(m[2]) : 0), 0);
    return out.subarray(0, mark);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An image as the site hands it to Tesseract (src/wasm/ocr/client.ts): a PNG decoded (here by ffmpeg) as PGM or PPM (page.ts's netpbm), others as they are. */
function rawPixels(image: Uint8Array, width: number, height: number): Buffer {
  if (image[0] !== 0x89) return Buffer.from(image);
  return Buffer.from(netpbm(ffmpegRgba(image), width, height));
}

/** The image's skew as the site finds it (client.ts): on a small copy (here ffmpeg's), skew.ts. */
function skewOf(image: Uint8Array, width: number, height: number): number | null {
  const size = skewCopySize(width, height);
  return skewOfRgba(ffmpegRgba(image, size), size.width, size.height);
}

export interface NodeOcr {
  recognize(image: Uint8Array, width: number, height: number, dpi?: number): Promise<OcrPage>;
  terminate(): Promise<void>;
}

/** One tesseract.js worker in Node, set up as the site sets up its workers. */
export async function nodeOcr(languages: readonly string[]): Promise<NodeOcr> {
  const langPath = languageFolder(languages);
  const worker: Worker = await createWorker(languages.join('+'), OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true });
  await worker.setParameters(TESSERACT_PARAMETERS as unknown as Parameters<Worker['setParameters']>[0]);
  return {
    async recognize(image, width, height, dpi = 300) {
      const options = recognizeOptions(dpi, skewOf(image, width, height));
      const result = await worker.recognize(rawPixels(image, width, height), options as Parameters<Worker['recognize']>[1], RECOGNIZE_OUTPUT);
      return readPage(result.data as TesseractPage, width, height);
    },
    async terminate() {
      await worker.terminate();
      rmSync(langPath, { recursive: true, force: true });
    },
  };
}

/** Width and height of a PNG or JPEG (from its header). */
export function imageSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0x89) return { width: view.getUint32(16), height: view.getUint32(20) };
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1];
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + length;
  }
  throw new Error('Not a PNG or JPEG');
}

/** Words apart by white space; each Chinese, Japanese or Korean character is a word of its own (those scripts put no spaces between words, and Tesseract puts one between every character). */
const words = (text: string) =>
  text
    .replace(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/g, ' $& ')
    .split(/\s+/)
    .filter(Boolean);

function editDistance<T>(a: readonly T[], b: readonly T[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

/** Word error rate of `text` against `truth`. */
export const wordErrorRate = (truth: string, text: string) => editDistance(words(truth), words(text)) / Math.max(1, words(truth).length);

/** Character error rate (whitespace runs as one space). */
export const charErrorRate = (truth: string, text: string) => {
  const [a, b] = [[...words(truth).join(' ')], [...words(text).join(' ')]];
  return editDistance(a, b) / Math.max(1, a.length);
};

/**
 * Words for finding: letters only, lower case, at least `min` letters (symbols and numbers of
 * formulas left out). A word hyphenated at the end of a line counts as one word, as pdftotext
 * writes it when it reads a page (it joins the halves and drops the hyphen; `-layout` keeps them).
 */
export const findableWords = (text: string, min = 3) =>
  text
    .replace(/(\p{L})[-\u2010\u00ad][ \t]*\r?\n\s*(\p{L})/gu, '$1$2')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= min);

/** The share of `truth`'s words that `text` has in the same order (longest common subsequence). */
export function wordsFoundInOrder(truth: string[], text: string[]): number {
  let previous = new Array<number>(text.length + 1).fill(0);
  for (let i = 1; i <= truth.length; i += 1) {
    const current = [0];
    for (let j = 1; j <= text.length; j += 1) current[j] = truth[i - 1] === text[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    previous = current;
  }
  return previous[text.length] / Math.max(1, truth.length);
}

/** pdftotext's text of a PDF (pages apart by form feeds). */
export function pdftotext(bytes: Uint8Array, args: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdftotext-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), bytes);
    return execFileSync('pdftotext', [...args, join(dir, 'a.pdf'), '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each page of a PDF as a PNG at `dpi` (poppler's pdftoppm). */
export function pagesAsPng(bytes: Uint8Array, dpi: number): Uint8Array[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdftoppm-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), bytes);
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', join(dir, 'a.pdf'), join(dir, 'p')]);
    const files = readdirSync(dir).filter((file) => /^p-\d+\.png$/.test(file)).sort();
    return files.map((file) => new Uint8Array(readFileSync(join(dir, file))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An image (PNG or JPEG) turned `turns` quarter turns clockwise, its longer side at most `maxSide`, as PNG or JPEG (ffmpeg). */
export function turnImage(image: Uint8Array, turns: number, options: { maxSide?: number; jpeg?: boolean } = {}): { image: Uint8Array; width: number; height: number } {
  const dir = mkdtempSync(join(tmpdir(), 'turn-'));
  try {
    const { width, height } = imageSize(image);
    const scale = Math.min(1, (options.maxSide ?? Infinity) / Math.max(width, height));
    const filters = [
      ...(scale < 1 ? [`scale=${Math.round(width * scale)}:${Math.round(height * scale)}`] : []),
      ...[[], ['transpose=clock'], ['hflip', 'vflip'], ['transpose=cclock']][((turns % 4) + 4) % 4],
    ];
    const out = join(dir, options.jpeg ? 'out.jpg' : 'out.png');
    writeFileSync(join(dir, 'in'), image);
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', join(dir, 'in'), ...(filters.length ? ['-vf', filters.join(',')] : []), ...(options.jpeg ? ['-q:v', '3'] : []), out]);
    const turned = new Uint8Array(readFileSync(out));
    return { image: turned, ...imageSize(turned) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The share of `truth`'s words that `text` has, in any order (each word of `text` counted once). */
export function wordsFound(truth: string[], text: string[]): number {
  const left = new Map<string, number>();
  for (const word of text) left.set(word, (left.get(word) ?? 0) + 1);
  let found = 0;
  for (const word of truth) {
    const count = left.get(word) ?? 0;
    if (count > 0) {
      found += 1;
      left.set(word, count - 1);
    }
  }
  return found / Math.max(1, truth.length);
}
