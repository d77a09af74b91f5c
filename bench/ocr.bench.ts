/**
 * `npm run bench:ocr`: our OCR engine (tesseract.js as the site sets it up: automatic layout,
 * deskew by the angle src/wasm/ocr/skew.ts finds on a small copy (ffmpeg's here, its CPU counted),
 * best_int models, a PNG decoded outside the WebAssembly and handed over as raw pixels:
 * here by ffmpeg, its CPU counted; run here in Node, one worker) beside native Tesseract (Debian's
 * `tesseract`, one thread, --psm 3, given the same best_int models through --tessdata-dir), on the
 * same images in the same run: every image of ../shared/realworld/ocr/ (scans, 200 dpi scans,
 * phone photos, tables), word and character error rates against the ground truth and seconds per
 * page. Then the searchable-PDF check: each page of the folder's scanned PDFs and of the corpus's
 * scanned-3pages.pdf is recognised, the text layer laid over it (src/wasm/pdf/ocr/textLayer.ts),
 * and pdftotext's words are matched in order against the ground truth. Writes reports/bench-ocr.json.
 * Seconds are wall time and CPU time (ours: this process's, every thread; native: the child's), since
 * on a shared, loaded machine wall time mostly measures the others' load. Last, a 10-page scan
 * through one session of one worker per core (as the site runs it) against ten single pages each in
 * a session of its own. OCR_BENCH_ONLY=<substring>[,...] limits the images and PDFs;
 * OCR_BENCH_PARALLEL_PAGES=<n> the parallel check (0: none). Needs `tesseract` (apt-get install tesseract-ocr).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { it } from 'vitest';
import { placedWords } from '../src/wasm/ocr/page';
import { addTextLayer } from '../src/wasm/pdf/ocr/textLayer';
import { languageFile } from '../scripts/ocrLanguageData';
import { corpusBytes, hasCorpus, hasRealworld, readManifest, realworldPath } from '../tests/helpers/corpus';
import { charErrorRate, decodingCpuSeconds, findableWords, imageSize, nodeOcr, pagesAsPng, pdftotext, wordErrorRate, wordsFoundInOrder } from '../tests/helpers/ocr';

const FOLDER = 'ocr';
/** OCR_BENCH_ONLY=<substring>[,<substring>...]: only the files whose name has one of them. */
const only = (process.env.OCR_BENCH_ONLY ?? '').split(',');
const picked = (name: string) => only.some((part) => name.includes(part));
/** Pages of the parallel check (0 leaves it out). */
const PARALLEL_PAGES = Number(process.env.OCR_BENCH_PARALLEL_PAGES ?? 10);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Ours / native per page, wall and CPU: the medians of the ratios. */
const ratios = (rows: Row[]) => ({
  pages: rows.map((r) => r.file),
  wall: median(rows.map((r) => r.ours.seconds / r.native.seconds)),
  cpu: median(rows.map((r) => r.ours.cpu / r.native.cpu)),
});

/** Our best_int models, unzipped, for native Tesseract. */
function tessdata(languages: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessdata-'));
  for (const code of languages) {
    const gz = languageFile(code);
    writeFileSync(join(dir, `${code}.traineddata`), gunzipSync(readFileSync(gz)));
  }
  return dir;
}

/** Native Tesseract on one image: its text, wall seconds and CPU seconds (user + system, from the shell's `times`). */
function nativeOcr(path: string, languages: string, dir: string): { text: string; seconds: number; cpu: number } {
  const start = performance.now();
  const out = execFileSync('bash', ['-c', 'tesseract "$0" - --psm 3 --tessdata-dir "$1" -l "$2" 2>/dev/null; echo "@@TIMES@@"; times', path, dir, languages], {
    encoding: 'utf8',
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 << 20,
  });
  const seconds = (performance.now() - start) / 1000;
  const [text, times] = out.split('@@TIMES@@\n');
  // `times`' second line: the children's user and system time, "0m3.160s 0m0.138s".
  const cpu = (times.trim().split('\n')[1] ?? '')
    .split(' ')
    .map((part) => /(\d+)m([\d.]+)s/.exec(part))
    .reduce((sum, m) => sum + (m ? Number(m[1]) * 60 + Number(m[2]) : 0), 0);
  return { text, seconds, cpu };
}

/** CPU seconds this process spent (every thread: the tesseract.js worker's WebAssembly included) while `work` ran, and its ffmpeg children decoding the image (the browser's decoder on the site). */
async function cpuSeconds<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number; cpu: number }> {
  const [start, cpu, decoding] = [performance.now(), process.cpuUsage(), decodingCpuSeconds()];
  const value = await work();
  const used = process.cpuUsage(cpu);
  return { value, seconds: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6 + decodingCpuSeconds() - decoding };
}

interface Row {
  file: string;
  kind: string;
  language: string;
  ours: { wer: number; cer: number; seconds: number; cpu: number };
  native: { wer: number; cer: number; seconds: number; cpu: number };
}

it('OCR benchmark', async () => {
  if (!hasRealworld(FOLDER)) throw new Error('needs ../shared/realworld/ocr');
  execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
  const manifest = readManifest(realworldPath(FOLDER, 'MANIFEST.tsv'));
  const images = manifest.filter((row) => row.kind.startsWith('image') && picked(row.file));
  const languages = [...new Set(manifest.flatMap((row) => row.language.split('+')))];
  const data = tessdata(languages);
  const rows: Row[] = [];
  for (const row of images) {
    const path = realworldPath(FOLDER, row.file);
    const truth = readFileSync(realworldPath(FOLDER, row.ground_truth), 'utf8');
    const bytes = new Uint8Array(readFileSync(path));
    const { width, height } = imageSize(bytes);
    const ocr = await nodeOcr(row.language.split('+'));
    let ours;
    try {
      const { value: page, seconds, cpu } = await cpuSeconds(() => ocr.recognize(bytes, width, height));
      ours = { wer: wordErrorRate(truth, page.text), cer: charErrorRate(truth, page.text), seconds, cpu };
    } finally {
      await ocr.terminate();
    }
    const native = nativeOcr(path, row.language, data);
    const result = {
      file: row.file,
      kind: row.kind,
      language: row.language,
      ours,
      native: { wer: wordErrorRate(truth, native.text), cer: charErrorRate(truth, native.text), seconds: native.seconds, cpu: native.cpu },
    };
    rows.push(result);
    console.log(
      `${row.file.padEnd(28)} ours wer ${ours.wer.toFixed(4)} cer ${ours.cer.toFixed(4)} ${ours.seconds.toFixed(1)} s (cpu ${ours.cpu.toFixed(1)}) | native wer ${result.native.wer.toFixed(4)} cer ${result.native.cer.toFixed(4)} ${native.seconds.toFixed(1)} s (cpu ${native.cpu.toFixed(1)})`,
    );
  }

  // Searchable PDFs: every page's words found in order by pdftotext in our output.
  const pdfs = [
    ...manifest.filter((row) => row.kind === 'pdf-scanned' && picked(row.file)).map((row) => ({
      name: row.file,
      bytes: new Uint8Array(readFileSync(realworldPath(FOLDER, row.file))),
      languages: row.language.split('+'),
      truth: readFileSync(realworldPath(FOLDER, row.ground_truth.split(' ')[0]), 'utf8').split('\f'),
    })),
    ...(hasCorpus && picked('scanned-3pages.pdf')
      ? [{ name: 'scanned-3pages.pdf', bytes: corpusBytes('scanned-3pages.pdf'), languages: ['deu'], truth: pdftotext(corpusBytes('text-117pages-geotopo.pdf'), ['-f', '13', '-l', '15']).split('\f') }]
      : []),
  ];
  const searchable = [];
  for (const pdf of pdfs) {
    const ocr = await nodeOcr(pdf.languages);
    const pages = [];
    const start = performance.now();
    try {
      for (const [page, png] of pagesAsPng(pdf.bytes, 300).entries()) {
        const { width, height } = imageSize(png);
        pages.push({ page, words: placedWords(await ocr.recognize(png, width, height)) });
      }
    } finally {
      await ocr.terminate();
    }
    const output = await addTextLayer(pdf.bytes, pages);
    const found = pdftotext(output).split('\f');
    const shares = pages.map((_, i) => wordsFoundInOrder(findableWords(pdf.truth[i] ?? ''), findableWords(found[i] ?? '')));
    const seconds = (performance.now() - start) / 1000 / pages.length;
    searchable.push({ file: pdf.name, pages: pages.length, foundInOrder: shares, addedBytesPerPage: (output.length - pdf.bytes.length) / pages.length, secondsPerPage: seconds });
    console.log(`${pdf.name.padEnd(36)} words found in order per page: ${shares.map((s) => s.toFixed(3)).join(', ')}; +${((output.length - pdf.bytes.length) / pages.length / 1024).toFixed(1)} KB/page; ${seconds.toFixed(1)} s/page`);
  }

  // A 10-page scan through one session (one worker per core, as the site) against ten single pages (each its own session).
  let parallel = null;
  if (PARALLEL_PAGES > 0 && hasRealworld(FOLDER)) {
    const scan = pagesAsPng(new Uint8Array(readFileSync(realworldPath(FOLDER, 'scanned-eng-4p.pdf'))), 300);
    const pngs = Array.from({ length: PARALLEL_PAGES }, (_, i) => scan[i % scan.length]);
    const cores = Math.max(1, Math.min(4, availableParallelism()));
    let start = performance.now();
    for (const png of pngs) {
      const { width, height } = imageSize(png);
      const ocr = await nodeOcr(['eng']);
      try {
        await ocr.recognize(png, width, height);
      } finally {
        await ocr.terminate();
      }
    }
    const singles = (performance.now() - start) / 1000;
    start = performance.now();
    const workers = await Promise.all(Array.from({ length: Math.min(cores, pngs.length) }, () => nodeOcr(['eng'])));
    let next = 0;
    try {
      await Promise.all(
        workers.map(async (ocr) => {
          while (next < pngs.length) {
            const png = pngs[next++];
            const { width, height } = imageSize(png);
            await ocr.recognize(png, width, height);
          }
        }),
      );
    } finally {
      await Promise.all(workers.map((ocr) => ocr.terminate()));
    }
    const together = (performance.now() - start) / 1000;
    parallel = { pages: pngs.length, workers: workers.length, singlePagesSeconds: singles, oneScanSeconds: together, ratio: together / singles };
    console.log(`${pngs.length} single pages ${singles.toFixed(0)} s; one ${pngs.length}-page scan on ${workers.length} workers ${together.toFixed(0)} s: ${(together / singles).toFixed(2)}x`);
  }

  const summary = {
    images: rows.length,
    medianWer: { ours: median(rows.map((r) => r.ours.wer)), native: median(rows.map((r) => r.native.wer)) },
    medianCer: { ours: median(rows.map((r) => r.ours.cer)), native: median(rows.map((r) => r.native.cer)) },
    medianSecondsPerPage: { ours: median(rows.map((r) => r.ours.seconds)), native: median(rows.map((r) => r.native.seconds)) },
    medianCpuSecondsPerPage: { ours: median(rows.map((r) => r.ours.cpu)), native: median(rows.map((r) => r.native.cpu)) },
    /** The A4 pages at 300 dpi (the -scan.jpg of the English, Spanish, German, French and Chinese pages but the table crop): ours / native, wall and CPU, medians of the per-page ratios. */
    a4At300: ratios(rows.filter((r) => r.kind === 'image-scan' && !r.file.includes('scan200') && !r.file.startsWith('mortality'))),
    parallel,
    tables: rows.filter((r) => r.file.startsWith('mortality')).map((r) => ({ file: r.file, ours: r.ours.wer, native: r.native.wer })),
  };
  console.log(JSON.stringify(summary, null, 2));
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-ocr.json', JSON.stringify({ summary, rows, searchable }, null, 2));
});
