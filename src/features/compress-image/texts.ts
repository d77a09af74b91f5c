import { formatSize, percentSaved } from '../../lib/formatSize';
import type { EngineResult, FileToolTexts } from '../../machines/fileTool.machine';
import { inputProblem } from '../../machines/imageEngine.actor';
import type { BatchTexts } from '../../machines/imageBatch.machine';

export const texts: FileToolTexts = {
  noFile: { title: 'No image selected', description: 'Please select an image file first.', variant: 'destructive' },
  success: (r: EngineResult) => ({
    title: 'Image Compression Complete',
    description: `Reduced from ${formatSize(r.originalSize)} to ${formatSize(r.size)} (${percentSaved(r.originalSize, r.size)}% reduction)`,
    variant: 'success',
  }),
  failure: (error: unknown) => ({
    title: 'Compression Failed',
    description: inputProblem(error) ?? 'There was a problem compressing your image.',
    variant: 'destructive',
  }),
  notSmaller: {
    title: 'Compression Complete',
    description: 'File size could not be reduced further without significant quality loss.',
    variant: 'destructive',
  },
};

export const batchTexts: BatchTexts = {
  noFiles: texts.noFile,
  summary: (done, failed) =>
    failed === 0
      ? { title: 'Image Compression Complete', description: `${done} image(s) compressed.`, variant: 'success' }
      : { title: 'Compression Failed', description: `${done} image(s) compressed, ${failed} could not be compressed.`, variant: 'destructive' },
};

/** The upload area's wrong-type toast. */
export const invalidTypeText = 'Please select an image with the correct format.';

export const FORMAT_TABS = [
  { value: 'same', label: 'Same' },
  { value: 'jpeg', label: 'JPG' },
  { value: 'png', label: 'PNG' },
  { value: 'webp', label: 'WebP' },
  { value: 'avif', label: 'AVIF' },
] as const;
