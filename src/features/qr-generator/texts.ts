/** Every toast of /qr-generator, read when it shows. */
import { t } from '../../i18n/messages';
import type { QrTexts } from '../../machines/qrGenerator.machine';

export const texts: QrTexts = {
  get tooMuchData() {
    return { title: t('qrGenerator.toast.tooMuchData.title'), description: t('qrGenerator.toast.tooMuchData.text'), variant: 'destructive' as const };
  },
  get failed() {
    return { title: t('qrGenerator.toast.failed.title'), description: t('qrGenerator.toast.failed.text'), variant: 'destructive' as const };
  },
};
