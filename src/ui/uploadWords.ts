/** The upload checks' toasts in the page's language (upload.* in the common catalog; English is the machine's). */
import { t } from '../i18n/messages';
import type { UploadWords } from '../machines/upload.machine';

export const uploadWords: UploadWords = {
  invalidType: (formats) => ({ title: t('upload.invalidType.title'), description: t('upload.invalidType.text', { formats }) }),
  tooLarge: (maxMB, sizeMB) => ({ title: t('upload.tooLarge.title'), description: t('upload.tooLarge.text', { max: maxMB, size: sizeMB }) }),
};
