/**
 * The OCR run: asks the page renderer how much text each page has, renders the pages to read
 * (those without text, or all with "redo") one at a time per OCR worker at 300 dpi (less for a
 * page over the pixel budget), recognises each and lets its image go, and finally lays the words
 * over the untouched pages as hidden text. What page it is on, with its image, goes to
 * progress.ts for the page to show.
 */
import type { OcrPdfOptions, OcrPdfResult } from '../../machines/ocrPdf.machine';
import type { ProcessInput } from '../../machines/pdfTool.machine';
import { baseName } from '../../lib/fileNames';
import { createOcrSession, placedWords, readImageUpright, wordCount, type OcrPage, type OcrSession, type QuarterTurns } from '../../wasm/ocr';
import { addPdfTextLayer } from '../../wasm/pdf';
import { openPdfPages } from '../../wasm/pdfRender';
import { publish } from './progress';

/** Resolution pages are read at: what Tesseract is trained for. */
const DPI = 300;
/** The most pixels one page image may have (an A3 page at 300 dpi is 17.4 MP): larger pages are read at less. */
const PIXEL_BUDGET = 18_000_000;
/** A page with at least this many characters of text already is left alone (unless "redo"). */
const HAS_TEXT_CHARS = 20;
/** A read page with fewer words than this is named in the result ("little or no text"). */
const FEW_WORDS = 5;

/** Runs `work` on each item with at most `parallel` at once, in order of the list. */
async function eachLimited<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
}

export async function processOcrPdf(input: ProcessInput<OcrPdfOptions>, signal: AbortSignal): Promise<OcrPdfResult> {
  const { file, password, options, onProgress } = input;
  const document = await openPdfPages(file, password, signal);
  let session: OcrSession | undefined;
  try {
    const facts: Awaited<ReturnType<typeof document.pageFacts>>[] = [];
    for (let page = 1; page <= document.pages; page += 1) facts.push(await document.pageFacts(page, signal));
    const pages = facts.map((_, i) => i + 1);
    const todo = options.redo ? pages : pages.filter((page) => facts[page - 1].textChars < HAS_TEXT_CHARS);
    const kept = pages.filter((page) => !todo.includes(page));
    const read = new Map<number, OcrPage>();
    const turned = new Map<number, QuarterTurns>();
    const reduced: number[] = [];
    let done = 0;
    if (todo.length > 0) {
      publish({ page: todo[0], image: null, done: 0, todo: todo.length, loading: true });
      session = await createOcrSession({ languages: options.languages, images: todo.length, signal, onLoading: (fraction) => onProgress(0.1 * fraction) });
      const ocr = session;
      await eachLimited(todo, ocr.parallel, async (page) => {
        const { width, height } = facts[page - 1];
        const budget = Math.sqrt(PIXEL_BUDGET / (width * height));
        if (budget < DPI / 72) reduced.push(page);
        const scale = Math.min(DPI / 72, budget);
        const image = await document.renderPage(page, { scale, type: 'image/png', signal });
        publish({ page, image: image.blob, done, todo: todo.length, loading: false });
        // Read upright: a page scanned sideways or upside down is found and read turned; its words come back on the page as shown.
        const upright = await readImageUpright(ocr, image.blob, { width: image.width, height: image.height, dpi: scale * 72 }, signal);
        read.set(page, upright.page);
        if (upright.turns) turned.set(page, upright.turns);
        done += 1;
        onProgress(0.1 + (0.85 * done) / todo.length);
        publish({ page, image: image.blob, done, todo: todo.length, loading: false });
      });
      session.close();
    }
    // A page turned clockwise to read it carries text running that many quarter turns counter-clockwise.
    const layer = [...read].map(([page, ocr]) => ({ page: page - 1, words: placedWords(ocr), turns: turned.get(page) ?? 0 }));
    const blob = read.size > 0 ? await addPdfTextLayer(file, layer, { password, signal, replace: options.redo }) : file;
    onProgress(1);
    const results = [...read.values()];
    const words = results.reduce((sum, page) => sum + wordCount(page), 0);
    return {
      blob,
      fileName: `${baseName(file.name)}_searchable.pdf`,
      text: pages.map((page) => read.get(page)?.text ?? '').join('\n\f'),
      textName: `${baseName(file.name)}.txt`,
      pages: pages.length,
      recognised: todo,
      kept,
      sparse: todo.filter((page) => wordCount(read.get(page)!) < FEW_WORDS),
      reduced: reduced.sort((a, b) => a - b),
      turned: [...turned.keys()].sort((a, b) => a - b),
      words,
      confidence: words ? results.reduce((sum, page) => sum + page.confidence * wordCount(page), 0) / words : 0,
    };
  } finally {
    session?.close();
    document.close();
    publish(null);
  }
}
