/**
 * `npm run bench:ocr-memory`: does OCR of a long scan keep memory bounded? Builds a 300-page
 * scanned PDF from the corpus's scanned-3pages.pdf (its three A4 scans repeated; the pages share
 * the images, so the file stays small), then reads it as /ocr-pdf does, page by page: each page
 * rendered at 300 dpi (poppler's pdftoppm, in its own process, as pdf.js renders in its own worker
 * on the site), recognised by one of the OCR workers (tesseract.js in Node, set up as the site sets
 * it up, as many workers as the site would start here), only its placed words kept, its image let
 * go; finally the hidden text layer is laid over all pages (src/wasm/pdf/ocr/textLayer.ts).
 * Reports this process's resident memory (the workers' WebAssembly memory included), sampled every
 * 100 ms: its peak, and where it stood every 25 pages, so a leak shows as a climb. Writes
 * reports/bench-ocr-memory.json. OCR_MEMORY_PAGES=<n> reads only the first n pages (300 by default).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { it } from 'vitest';
import { placedWords, type PlacedWord } from '../src/wasm/ocr/page';
import { addTextLayer } from '../src/wasm/pdf/ocr/textLayer';
import { corpusBytes, hasCorpus } from '../tests/helpers/corpus';
import { imageSize, nodeOcr, pdftotext } from '../tests/helpers/ocr';

const PAGES = 300;
const read = Math.min(PAGES, Number(process.env.OCR_MEMORY_PAGES ?? PAGES));
/** As the site: one worker per core, at most four (src/wasm/ocr/client.ts). */
const WORKERS = Math.max(1, Math.min(4, availableParallelism()));
const MB = 1024 * 1024;

/** A `count`-page PDF of the source's pages over and over; the repeats share the source pages' resources and content. */
async function longScan(source: Uint8Array, count: number): Promise<Uint8Array> {
  const [from, doc] = [await PDFDocument.load(source), await PDFDocument.create()];
  const originals = await doc.copyPages(from, from.getPageIndices());
  originals.forEach((page) => doc.addPage(page));
  for (let i = originals.length; i < count; i += 1) {
    const original = originals[i % originals.length];
    const page = doc.addPage([original.getWidth(), original.getHeight()]);
    for (const key of ['Resources', 'Contents']) page.node.set(PDFName.of(key), original.node.get(PDFName.of(key))!);
  }
  return doc.save();
}

/** One page as a 300 dpi PNG (pdftoppm, grey as the scan is). */
function renderPage(dir: string, page: number): Uint8Array {
  const out = join(dir, `p${page}`);
  execFileSync('pdftoppm', ['-r', '300', '-png', '-singlefile', '-f', String(page), '-l', String(page), join(dir, 'in.pdf'), out]);
  const png = new Uint8Array(readFileSync(`${out}.png`));
  rmSync(`${out}.png`);
  return png;
}

it('OCR memory on a 300-page scan', async () => {
  if (!hasCorpus) throw new Error('needs ../shared/corpus (scanned-3pages.pdf)');
  const dir = mkdtempSync(join(tmpdir(), 'ocr-memory-'));
  let peak = 0;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
  const sampler = setInterval(sample, 100);
  try {
    const input = await longScan(corpusBytes('scanned-3pages.pdf'), PAGES);
    writeFileSync(join(dir, 'in.pdf'), input);
    const start = performance.now();
    const baseline = process.memoryUsage().rss;
    const workers = await Promise.all(Array.from({ length: WORKERS }, () => nodeOcr(['deu'])));
    const afterLoad = process.memoryUsage().rss;
    const pages: { page: number; words: PlacedWord[] }[] = [];
    const steps: { pages: number; rssMB: number; peakMB: number; seconds: number }[] = [];
    let next = 1;
    try {
      await Promise.all(
        workers.map(async (ocr) => {
          while (next <= read) {
            const page = next++;
            const png = renderPage(dir, page);
            const { width, height } = imageSize(png);
            pages.push({ page: page - 1, words: placedWords(await ocr.recognize(png, width, height)) });
            sample();
            if (pages.length % 25 === 0 || pages.length === read) {
              const step = { pages: pages.length, rssMB: process.memoryUsage().rss / MB, peakMB: peak / MB, seconds: (performance.now() - start) / 1000 };
              steps.push(step);
              console.log(`${String(step.pages).padStart(3)} pages: rss ${step.rssMB.toFixed(0)} MB, peak so far ${step.peakMB.toFixed(0)} MB, ${step.seconds.toFixed(0)} s`);
            }
          }
        }),
      );
    } finally {
      await Promise.all(workers.map((ocr) => ocr.terminate()));
    }
    const peakReading = peak;
    const output = await addTextLayer(input, pages);
    sample();
    const layerPeak = peak;
    const words = pages.reduce((sum, page) => sum + page.words.length, 0);
    const text = pdftotext(output, ['-f', '1', '-l', String(read)]);
    const result = {
      pages: PAGES,
      read,
      workers: WORKERS,
      dpi: 300,
      words,
      wordsInOutput: text.split(/\s+/).filter(Boolean).length,
      secondsPerPage: (performance.now() - start) / 1000 / read,
      rssMB: { baseline: baseline / MB, afterLoadingWorkers: afterLoad / MB, peakWhileReading: peakReading / MB, peakWithTextLayer: layerPeak / MB },
      inputBytes: input.length,
      outputBytes: output.length,
      steps,
    };
    console.log(JSON.stringify(result, null, 2));
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/bench-ocr-memory.json', JSON.stringify(result, null, 2));
  } finally {
    clearInterval(sampler);
    rmSync(dir, { recursive: true, force: true });
  }
});
