/** Every toast of /create-zip, exactly as the spec's error catalogue words them (createZip.toast.* in its catalog). */
import { t } from '../../i18n/messages';
import { formatSize } from '../../lib/formatSize';
import type { ZipTexts } from '../../machines/createZip.machine';
import { zipLimitText } from '../../ui/zip/zipLimitText';

/** Getters and functions: the words are read in the page's language when the machine shows a toast. */
export const texts: ZipTexts = {
  get noFiles() {
    return { title: t('createZip.toast.noFiles.title'), description: t('createZip.toast.noFiles.text'), variant: 'destructive' as const };
  },
  get noPassword() {
    return { title: t('createZip.toast.noPassword.title'), description: t('createZip.toast.noPassword.text'), variant: 'destructive' as const };
  },
  get invalidName() {
    return { title: t('createZip.toast.invalidName.title'), description: t('createZip.toast.invalidName.text'), variant: 'destructive' as const };
  },
  failure: (limit) => ({
    title: t('createZip.toast.failure.title'),
    description: limit ? zipLimitText(limit) : t('createZip.toast.failure.text'),
    variant: 'destructive',
  }),
  get noArchive() {
    return { title: t('createZip.toast.noArchive.title'), description: t('createZip.toast.noArchive.text'), variant: 'destructive' as const };
  },
  created: (count, level) => ({
    title: t('createZip.toast.created.title'),
    description: t('createZip.toast.created.text', { count, level }),
    variant: 'success',
  }),
  downloadStarted: (name, size) => ({
    title: t('createZip.toast.download.title'),
    description: t('createZip.toast.download.text', { name, size: formatSize(size) }),
  }),
};
