import { fromPromise } from 'xstate';
import { withExtension } from '../../lib/fileNames';
import type { ConvertedImage, ConverterInput } from '../../machines/imageConverter.machine';
import { type ConvertTarget, extensionFor, convertImageFile } from '../../wasm/image';

export const FORMAT_OPTIONS: { value: ConvertTarget; label: string }[] = [
  { value: 'image/png', label: 'PNG' },
  { value: 'image/jpeg', label: 'JPEG' },
  { value: 'image/webp', label: 'WebP' },
  { value: 'image/avif', label: 'AVIF' },
  { value: 'image/bmp', label: 'BMP' },
  { value: 'image/gif', label: 'GIF' },
  { value: 'image/tiff', label: 'TIFF' },
  { value: 'image/x-icon', label: 'ICO (icon)' },
  { value: 'image/svg+xml', label: 'SVG (raster wrapped in SVG)' },
];

/** The converter: the original name with the new extension (of the format really written). */
export const converterEngine = fromPromise<ConvertedImage, ConverterInput>(async ({ input, signal }) => {
  const outcome = await convertImageFile(input.file, input.format as ConvertTarget, { signal });
  return { ...outcome, fileName: withExtension(input.file.name, extensionFor(outcome.mime)) };
});
