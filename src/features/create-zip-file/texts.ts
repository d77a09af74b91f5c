/** Every toast of /create-zip-file, exactly as the spec's error catalogue words them (createZipFile.toast.* in its catalog). */
import { t } from '../../i18n/messages';
import { formatSize } from '../../lib/formatSize';
import type { ZipTexts } from '../../machines/createZip.machine';
import { zipLimitText } from '../../ui/zip/zipLimitText';

/** Getters and functions: the words are read in the page's language when the machine shows a toast. */
export const texts: ZipTexts = {
  get noFiles() {
    return { title: t('createZipFile.toast.noFiles.title'), description: t('createZipFile.toast.noFiles.text'), variant: 'destructive' as const };
  },
  get noPassword() {
    return { title: t('createZipFile.toast.noPassword.title'), description: t('createZipFile.toast.noPassword.text'), variant: 'destructive' as const };
  },
  get invalidName() {
    return { title: t('createZipFile.toast.invalidName.title'), description: t('createZipFile.toast.invalidName.text'), variant: 'destructive' as const };
  },
  failure: (limit) => ({
    title: t('createZipFile.toast.failure.title'),
    description: limit ? zipLimitText(limit) : t('createZipFile.toast.failure.text'),
    variant: 'destructive',
  }),
  get noArchive() {
    return { title: t('createZipFile.toast.noArchive.title'), description: t('createZipFile.toast.noArchive.text'), variant: 'destructive' as const };
  },
  created: (count, _level, name) => ({
    title: t('createZipFile.toast.created.title'),
    description: t('createZipFile.toast.created.text', { count, name }),
    variant: 'success',
  }),
  downloadStarted: (name, size) => ({
    title: t('createZipFile.toast.download.title'),
    description: t('createZipFile.toast.download.text', { name, size: formatSize(size) }),
  }),
};
