/**
 * "Make a searchable PDF" from the images read: a page per image, each the image's size, the image
 * as it is (a JPEG's own bytes, its EXIF turn done by the page; other formats decoded upright,
 * without loss), built by the images-to-PDF wing, then the invisible text layer laid over every
 * page by the OCR wing, word by word on the words of its picture. Loaded on the first click.
 */
import { placedWords } from '../../wasm/ocr';
import { addPdfTextLayer, buildPdfFromImages } from '../../wasm/pdf';
import { baseName } from '../../lib/fileNames';
import type { Recognised } from './engine';

/** The PDF of `images` in their order; named after the image when there is one, else `images_searchable.pdf`. */
export async function makeSearchablePdf(images: readonly { file: File; recognised: Recognised }[], signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  const { blob } = await buildPdfFromImages(
    images.map((image) => image.file),
    { pageSize: 'fit', orientation: 'auto', margin: 'none' },
    { signal },
  );
  const layers = images.map(({ recognised }, page) => ({ page, words: placedWords(recognised.page), turns: recognised.turns }));
  const searchable = await addPdfTextLayer(blob, layers, { signal });
  return { blob: searchable, fileName: `${images.length === 1 ? baseName(images[0].file.name) : 'images'}_searchable.pdf` };
}
