/**
 * Every toast of /images-to-pdf (the spec's wording where it has one: 'Invalid file type', 'No
 * images selected'), read in the page's language when shown (getters and functions).
 */
import { t } from '../../i18n/messages';
import type { ImagesToPdfTexts } from '../../machines/imagesToPdf.machine';

const quoted = (names: string[]) => names.map((name) => t('imagesToPdf.toast.name', { name })).join(', ');

export const texts: ImagesToPdfTexts = {
  invalidType: (names) => ({
    title: t('imagesToPdf.toast.invalidType.title'),
    description: t('imagesToPdf.toast.invalidType.text', { names: quoted(names) }),
    variant: 'destructive',
  }),
  unreadable: (name, reason) => ({ title: t('imagesToPdf.toast.unreadable.title'), description: t('imagesToPdf.toast.unreadable.text', { name, reason }), variant: 'destructive' }),
  tooMany: (max, left) => ({
    title: t('imagesToPdf.toast.tooMany.title'),
    description: t('imagesToPdf.toast.tooMany.text', { max, left }),
    variant: 'destructive',
  }),
  tooLarge: (maxMB, left) => ({
    title: t('imagesToPdf.toast.tooLarge.title'),
    description: t('imagesToPdf.toast.tooLarge.text', { maxMB, left }),
    variant: 'destructive',
  }),
  get noImages() {
    return { title: t('imagesToPdf.toast.noImages.title'), description: t('imagesToPdf.toast.noImages.text'), variant: 'destructive' as const };
  },
  hasProblems: (names) => ({
    title: t('imagesToPdf.toast.hasProblems.title'),
    description: t('imagesToPdf.toast.hasProblems.text', { names: quoted(names) }),
    variant: 'destructive',
  }),
  success: (pages) => ({ title: t('imagesToPdf.toast.success.title'), description: t('imagesToPdf.toast.success.text', { pages }), variant: 'success' }),
  failure: (reason) => ({
    title: t('imagesToPdf.toast.failure.title'),
    description: reason ?? t('imagesToPdf.toast.failure.text'),
    variant: 'destructive',
  }),
};
