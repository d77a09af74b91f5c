import { t } from '../../i18n/messages';
import { formatSize, percentSaved } from '../../lib/formatSize';
import type { EngineResult, FileToolTexts } from '../../machines/fileTool.machine';
import type { BatchTexts } from '../../machines/imageBatch.machine';
import { inputProblem } from '../../machines/imageEngine.actor';

/** The page's toasts: getters and functions, so their words are read when they show. */
export const texts: FileToolTexts = {
  get noFile() {
    return { title: t('compressPng.toast.noFile.title'), description: t('compressPng.toast.noFile.text'), variant: 'destructive' as const };
  },
  success: (r: EngineResult) => ({
    title: t('compressPng.toast.done.title'),
    description: t('compressPng.toast.done.text', { from: formatSize(r.originalSize), to: formatSize(r.size), percent: percentSaved(r.originalSize, r.size) }),
    variant: 'success',
  }),
  failure: (error: unknown) => ({
    title: t('compressPng.toast.failed.title'),
    description: inputProblem(error) ?? t('compressPng.toast.failed.text'),
    variant: 'destructive',
  }),
  get notSmaller() {
    return { title: t('compressPng.toast.notSmaller.title'), description: t('compressPng.toast.notSmaller.text'), variant: 'destructive' as const };
  },
};

/** The upload area's wrong-type toast. */
export const invalidTypeText = () => t('compressPng.upload.invalidType');

/** Several PNG images at once (the batch view of the same zone). */
export const batchTexts: BatchTexts = {
  get noFiles() {
    return texts.noFile;
  },
  summary: (done, failed) =>
    failed === 0
      ? { title: t('compressPng.toast.done.title'), description: t('compressPng.batch.done', { done }), variant: 'success' }
      : { title: t('compressPng.toast.failed.title'), description: t('compressPng.batch.someFailed', { done, failed }), variant: 'destructive' },
  itemFailed: (error) => inputProblem(error) ?? t('compressPng.batch.itemFailed'),
};
