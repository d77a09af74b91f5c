/**
 * The watermark actors: the stamping tools' opener (thumbnails, signature, page sizes), and
 * `watermarker`, which sends the watermark (its text, or the image's bytes) to the stamping worker.
 */
import { fromPromise } from 'xstate';
import { t } from '../../i18n/messages';
import { baseName } from '../../lib/fileNames';
import { hexColor } from '../../lib/pageMarks';
import type { PagesResult, ProcessInput } from '../../machines/pdfTool.machine';
import { watermarkedPages, watermarkImageType, type WatermarkOptions } from '../../machines/watermarkPdf.machine';
import { addWatermarkToPdf, type WatermarkMark } from '../../wasm/pdf';

export { pdfStampOpener as watermarkOpener } from '../../machines/pdfStamp.actor';

/** An image that is not what its name says: the page shows the message. */
class WatermarkImageError extends Error {
  override name = 'WatermarkImageError';
}

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

async function markOf(options: WatermarkOptions): Promise<WatermarkMark> {
  if (options.kind === 'text') {
    const { text, font, size, angle, layout } = options;
    return { kind: 'text', text: text.trim(), font, size, color: hexColor(options.color), angle, layout };
  }
  const image = options.image as File;
  const bytes = new Uint8Array(await image.arrayBuffer());
  const type = startsWith(bytes, PNG) ? 'png' : startsWith(bytes, JPEG) ? 'jpeg' : null;
  if (!type || type !== watermarkImageType(image)) throw new WatermarkImageError(t('watermarkPdf.engine.badImage', { name: image.name }));
  return { kind: 'image', bytes, type, width: options.imageWidth / 100 };
}

export const watermarker = fromPromise<PagesResult, ProcessInput<WatermarkOptions>>(async ({ input, signal }) => {
  const { file, password, pages, options, onProgress } = input;
  const spec = {
    pages: watermarkedPages(options, pages),
    mark: await markOf(options),
    position: options.position,
    margin: 36,
    opacity: options.opacity / 100,
    behind: options.behind,
  };
  const blob = await addWatermarkToPdf(file, spec, { password, signal, onProgress });
  return { blob, fileName: `${baseName(file.name) || 'document'}_watermarked.pdf`, files: 1 };
});
