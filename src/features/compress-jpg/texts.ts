import { formatSize, percentSaved } from '../../lib/formatSize';
import type { EngineResult, FileToolTexts } from '../../machines/fileTool.machine';
import type { BatchTexts } from '../../machines/imageBatch.machine';
import { inputProblem } from '../../machines/imageEngine.actor';

export const texts: FileToolTexts = {
  noFile: { title: 'No JPG image selected', description: 'Please select a JPG image file first.', variant: 'destructive' },
  success: (r: EngineResult) => ({
    title: 'JPG Compression Complete',
    description: `Reduced from ${formatSize(r.originalSize)} to ${formatSize(r.size)} (${percentSaved(r.originalSize, r.size)}% reduction)`,
    variant: 'success',
  }),
  failure: (error: unknown) => ({
    title: 'Compression failed',
    description: inputProblem(error) ?? 'There was a problem compressing your JPG image. Please try again.',
    variant: 'destructive',
  }),
  notSmaller: {
    title: 'Compression Complete',
    description: 'File size could not be reduced further without significant quality loss.',
    variant: 'destructive',
  },
};

/** The upload area's wrong-type toast. */
export const invalidTypeText = 'Please select a JPG/JPEG image.';

/** Several JPG images at once (the batch view of the same zone). */
export const batchTexts: BatchTexts = {
  noFiles: texts.noFile,
  summary: (done, failed) =>
    failed === 0
      ? { title: 'JPG Compression Complete', description: `${done} image(s) compressed.`, variant: 'success' }
      : { title: 'Compression failed', description: `${done} image(s) compressed, ${failed} could not be compressed.`, variant: 'destructive' },
};
