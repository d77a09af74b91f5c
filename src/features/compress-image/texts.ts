import { formatSize, percentSaved } from '../../lib/formatSize';
import type { EngineResult, FileToolTexts } from '../../machines/fileTool.machine';
import { inputProblem } from '../../machines/imageEngine.actor';
import type { BatchTexts } from '../../machines/imageBatch.machine';
import type { OutputChoice, OutputFormat } from '../../wasm/image';

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

/** The output tabs' words: one for each format the compressors write (the compiler asks for each new one). */
const OUTPUT_LABELS: Record<OutputFormat, string> = { jpeg: 'JPG', png: 'PNG', webp: 'WebP', avif: 'AVIF', jxl: 'JPEG XL' };

export const FORMAT_TABS: readonly { value: OutputChoice; label: string }[] = [
  { value: 'same', label: 'Same' },
  ...Object.entries(OUTPUT_LABELS).map(([value, label]) => ({ value: value as OutputFormat, label })),
];
