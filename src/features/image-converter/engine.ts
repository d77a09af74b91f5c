import { fromPromise } from 'xstate';
import { t } from '../../i18n/messages';
import { withExtension } from '../../lib/fileNames';
import type { ConvertedImage, ConverterInput } from '../../machines/imageConverter.machine';
import { type ConvertTarget, convertImageFile } from '../../wasm/image';

/**
 * The menu's words, in its order: one for each format the converter writes (the compiler asks for
 * each new one). A name with words in it is a catalog id (`imageConverter.format.*`).
 */
const FORMAT_LABELS: Record<ConvertTarget, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/bmp': 'BMP',
  'image/gif': 'GIF',
  'image/tiff': 'TIFF',
  'image/x-icon': 'imageConverter.format.ico',
  'image/svg+xml': 'imageConverter.format.svg',
  'image/jxl': 'JPEG XL',
};

/** The menu's options in the page's language (read at render). */
export const formatOptions = () => Object.entries(FORMAT_LABELS).map(([value, label]) => ({ value: value as ConvertTarget, label: label.startsWith('imageConverter.') ? t(label) : label }));

/** The converter: the original name with the new extension (of the format really written). */
export const converterEngine = fromPromise<ConvertedImage, ConverterInput>(async ({ input, signal }) => {
  const outcome = await convertImageFile(input.file, input.format as ConvertTarget, { signal });
  return { ...outcome, fileName: withExtension(input.file.name, outcome.extensions[0]) };
});
