import { t } from '../../i18n/messages';
import { formatSize, percentSaved } from '../../lib/formatSize';
import type { EngineResult, FileToolTexts } from '../../machines/fileTool.machine';
import { inputProblem } from '../../machines/imageEngine.actor';
import type { BatchTexts } from '../../machines/imageBatch.machine';
import type { OutputChoice, OutputFormat } from '../../wasm/image';

/** The page's toasts: getters and functions, so their words are read when they show. */
export const texts: FileToolTexts = {
  get noFile() {
    return { title: t('compressImage.toast.noFile.title'), description: t('compressImage.toast.noFile.text'), variant: 'destructive' as const };
  },
  success: (r: EngineResult) => ({
    title: t('compressImage.toast.done.title'),
    description: t('compressImage.toast.done.text', { from: formatSize(r.originalSize), to: formatSize(r.size), percent: percentSaved(r.originalSize, r.size) }),
    variant: 'success',
  }),
  failure: (error: unknown) => ({
    title: t('compressImage.toast.failed.title'),
    description: inputProblem(error) ?? t('compressImage.toast.failed.text'),
    variant: 'destructive',
  }),
  get notSmaller() {
    return { title: t('compressImage.toast.notSmaller.title'), description: t('compressImage.toast.notSmaller.text'), variant: 'destructive' as const };
  },
};

export const batchTexts: BatchTexts = {
  get noFiles() {
    return texts.noFile;
  },
  summary: (done, failed) =>
    failed === 0
      ? { title: t('compressImage.toast.done.title'), description: t('compressImage.batch.done', { done }), variant: 'success' }
      : { title: t('compressImage.toast.failed.title'), description: t('compressImage.batch.someFailed', { done, failed }), variant: 'destructive' },
  itemFailed: (error) => inputProblem(error) ?? t('compressImage.toast.failed.text'),
};

/** The upload area's wrong-type toast. */
export const invalidTypeText = () => t('compressImage.upload.invalidType');

/** The output tabs' words: one for each format the compressors write (the compiler asks for each new one). */
const OUTPUT_LABELS: Record<OutputFormat, string> = { jpeg: 'JPG', png: 'PNG', webp: 'WebP', avif: 'AVIF', jxl: 'JPEG XL' };

/** The output choices; 'Same' is a word, read through `formatTabs()` at render. */
export const FORMATS: readonly OutputChoice[] = ['same', ...(Object.keys(OUTPUT_LABELS) as OutputFormat[])];

/** The output tabs with their words, in the page's language. */
export const formatTabs = (): { value: OutputChoice; label: string }[] => FORMATS.map((value) => ({ value, label: value === 'same' ? t('compressImage.format.same') : OUTPUT_LABELS[value] }));
