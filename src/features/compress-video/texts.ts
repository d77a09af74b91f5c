/** Every toast of /compress-video, worded as the spec's error catalogue (read when it shows). */
import { t } from '../../i18n/messages';
import { formatSize, percentSaved } from '../../lib/formatSize';
import type { ToastMessage } from '../../lib/toast';
import { isSetupError } from '../../machines/compressVideo.machine';
import type { EngineResult, FileToolTexts } from '../../machines/fileTool.machine';

export const texts: FileToolTexts & { noResult: ToastMessage } = {
  get noFile() {
    return { title: t('compressVideo.toast.noFile.title'), description: t('compressVideo.toast.noFile.text'), variant: 'destructive' as const };
  },
  get noResult() {
    return { title: t('compressVideo.toast.noResult.title'), description: t('compressVideo.toast.noResult.text'), variant: 'destructive' as const };
  },
  success: (r: EngineResult) => ({
    title: t('compressVideo.toast.done.title'),
    description: t('compressVideo.toast.done.text', { from: formatSize(r.originalSize), to: formatSize(r.size), percent: percentSaved(r.originalSize, r.size) }),
    variant: 'success',
  }),
  failure: (error: unknown) => ({
    title: t('compressVideo.toast.failed.title'),
    description: isSetupError(error) ? t('compressVideo.toast.failed.setup') : t('compressVideo.toast.failed.text'),
    variant: 'destructive',
  }),
};
