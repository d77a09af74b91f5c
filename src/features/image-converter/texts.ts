/** Every toast of /image-converter, worded as the spec's error catalogue (read when it shows). */
import { t } from '../../i18n/messages';
import type { ConverterTexts } from '../../machines/imageConverter.machine';

export const texts: ConverterTexts = {
  converted: (result) => ({
    title: t('imageConverter.toast.done.title'),
    description: result.fellBack ? t('imageConverter.toast.done.fellBack') : t('imageConverter.toast.done.text'),
    variant: 'success',
  }),
  // The spec's text, plus what is wrong with this file (a damaged HEIC, a PDF renamed .jpg ...).
  loadError: (problem) => ({ title: t('imageConverter.toast.loadError.title'), description: t('imageConverter.toast.loadError.text', { problem }), variant: 'destructive' }),
  get failed() {
    return { title: t('imageConverter.toast.failed.title'), description: t('imageConverter.toast.failed.text'), variant: 'destructive' as const };
  },
};

/** The upload area's wrong-type toast. */
export const invalidTypeTitle = () => t('imageConverter.upload.invalidType.title');
export const invalidTypeText = () => t('imageConverter.upload.invalidType.text');

/** Under the result of an animated GIF/WebP/APNG: frames are never dropped silently. */
export const firstFrameNote = (frames: number) => t('imageConverter.result.firstFrame', { frames });
