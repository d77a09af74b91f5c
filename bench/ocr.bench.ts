/**
 * `npm run bench:ocr`: our OCR engine (tesseract.js as the site sets it up: automatic layout,
 * deskew, best_int models; run here in Node, one worker) beside native Tesseract (Debian's
 * `tesseract`, one thread, --psm 3, given the same best_int models through --tessdata-dir), on the
 * same images in the same run: every image of ../shared/realworld/ocr/ (scans, 200 dpi scans,
 * phone photos, tables), word and character error rates against the ground truth and seconds per
 * page. Then the searchable-PDF check: each page of the folder's scanned PDFs and of the corpus's
 * scanned-3pages.pdf is recognised, the text layer laid over it (src/wasm/pdf/ocr/textLayer.ts),
 * and pdftotext's words are matched in order against the ground truth. Writes reports/bench-ocr.json.
 * OCR_BENCH_ONLY=<substring> limits the images. Needs `tesseract` (apt-get install tesseract-ocr).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { it } from 'vitest';
import { placedWords } from '../src/wasm/ocr/page';
import { addTextLayer } from '../src/wasm/pdf/ocr/textLayer';
import { corpusBytes, hasCorpus, hasRealworld, readManifest, realworldPath } from '../tests/helpers/corpus';
import { charErrorRate, findableWords, imageSize, nodeOcr, pagesAsPng, pdftotext, wordErrorRate, wordsFoundInOrder } from '../tests/helpers/ocr';

const require = createRequire(import.meta.url);
const FOLDER = 'ocr';
const only = process.env.OCR_BENCH_ONLY ?? '';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Our best_int models, unzipped, for native Tesseract. */
function tessdata(languages: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessdata-'));
  for (const code of languages) {
    const gz = join(dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), '4.0.0_best_int', `${code}.traineddata.gz`);
    writeFileSync(join(dir, `${code}.traineddata`), gunzipSync(readFileSync(gz)));
  }
  return dir;
}

function nativeOcr(path: string, languages: string, dir: string): { text: string; seconds: number } {
  const start = performance.now();
  const text = execFileSync('tesseract', [path, '-', '--psm', '3', '--tessdata-dir', dir, '-l', languages], {
    encoding: 'utf8',
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 << 20,
  });
  return { text, seconds: (performance.now() - start) / 1000 };
}

interface Row {
  file: string;
  kind: string;
  language: string;
  ours: { wer: number; cer: number; seconds: number };
  native: { wer: number; cer: number; seconds: number };
}

it('OCR benchmark', async () => {
  if (!hasRealworld(FOLDER)) throw new Error('needs ../shared/realworld/ocr');
  execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
  const manifest = readManifest(realworldPath(FOLDER, 'MANIFEST.tsv'));
  const images = manifest.filter((row) => row.kind.startsWith('image') && row.file.includes(only));
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
      const start = performance.now();
      const page = await ocr.recognize(bytes, width, height);
      ours = { wer: wordErrorRate(truth, page.text), cer: charErrorRate(truth, page.text), seconds: (performance.now() - start) / 1000 };
    } finally {
      await ocr.terminate();
    }
    const native = nativeOcr(path, row.language, data);
    const result = { file: row.file, kind: row.kind, language: row.language, ours, native: { wer: wordErrorRate(truth, native.text), cer: charErrorRate(truth, native.text), seconds: native.seconds } };
    rows.push(result);
    console.log(
      `${row.file.padEnd(28)} ours wer ${ours.wer.toFixed(4)} cer ${ours.cer.toFixed(4)} ${ours.seconds.toFixed(1)} s | native wer ${result.native.wer.toFixed(4)} cer ${result.native.cer.toFixed(4)} ${native.seconds.toFixed(1)} s`,
    );
  }

  // Searchable PDFs: every page's words found in order by pdftotext in our output.
  const pdfs = [
    ...manifest.filter((row) => row.kind === 'pdf-scanned' && row.file.includes(only)).map((row) => ({
      name: row.file,
      bytes: new Uint8Array(readFileSync(realworldPath(FOLDER, row.file))),
      languages: row.language.split('+'),
      truth: readFileSync(realworldPath(FOLDER, row.ground_truth.split(' ')[0]), 'utf8').split('\f'),
    })),
    ...(hasCorpus && 'scanned-3pages.pdf'.includes(only)
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

  const summary = {
    images: rows.length,
    medianWer: { ours: median(rows.map((r) => r.ours.wer)), native: median(rows.map((r) => r.native.wer)) },
    medianCer: { ours: median(rows.map((r) => r.ours.cer)), native: median(rows.map((r) => r.native.cer)) },
    medianSecondsPerPage: { ours: median(rows.map((r) => r.ours.seconds)), native: median(rows.map((r) => r.native.seconds)) },
    tables: rows.filter((r) => r.file.startsWith('mortality')).map((r) => ({ file: r.file, ours: r.ours.wer, native: r.native.wer })),
  };
  console.log(JSON.stringify(summary, null, 2));
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-ocr.json', JSON.stringify({ summary, rows, searchable }, null, 2));
});
