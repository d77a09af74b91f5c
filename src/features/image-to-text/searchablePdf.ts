/**
 * "Make a searchable PDF" from the image read: one page the image's size, the image as it is (a
 * JPEG's own bytes, its EXIF turn done by the page; other formats decoded upright, without loss),
 * built by the images-to-PDF wing, then the invisible text layer laid over it by the OCR wing, word
 * by word on the words of the picture. Loaded on the first click.
 */
import type { OcrPage, QuarterTurns } from '../../wasm/ocr';
import { placedWords } from '../../wasm/ocr';
import { addPdfTextLayer, buildPdfFromImages } from '../../wasm/pdf';
import { baseName } from '../../lib/fileNames';

export async function makeSearchablePdf(file: File, page: OcrPage, turns: QuarterTurns, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  const { blob } = await buildPdfFromImages([file], { pageSize: 'fit', orientation: 'auto', margin: 'none' }, { signal });
  const searchable = await addPdfTextLayer(blob, [{ page: 0, words: placedWords(page), turns }], { signal });
  return { blob: searchable, fileName: `${baseName(file.name)}_searchable.pdf` };
}
