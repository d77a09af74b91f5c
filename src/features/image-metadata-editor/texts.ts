/** Every toast of /image-metadata-editor, worded as the spec's error catalogue (section 5 and 8), read when it shows. */
import { t } from '../../i18n/messages';
import type { ToastMessage } from '../../lib/toast';
import type { EditorTexts } from '../../machines/imageMetadataEditor.machine';

const destructive = (title: string, description: string): ToastMessage => ({ title, description, variant: 'destructive' });

export const texts: EditorTexts = {
  get invalidFile() {
    return destructive(t('imageMetadataEditor.toast.invalidFile.title'), t('imageMetadataEditor.toast.invalidFile.text'));
  },
  get unreadable() {
    return { title: t('imageMetadataEditor.toast.unreadable.title'), description: t('imageMetadataEditor.toast.unreadable.text'), variant: 'default' as const };
  },
  // The spec's title, then what is wrong with this file (a damaged PNG, a JPEG with no image data ...).
  damaged: (problem) => ({ title: t('imageMetadataEditor.toast.unreadable.title'), description: problem, variant: 'destructive' }),
  get updated() {
    return { title: t('imageMetadataEditor.toast.updated.title'), description: t('imageMetadataEditor.toast.updated.text'), variant: 'success' as const };
  },
  invalidValue: (problem) => destructive(t('imageMetadataEditor.toast.invalidValue.title'), problem),
  get downloadStarted() {
    return { title: t('imageMetadataEditor.toast.downloadStarted.title'), description: t('imageMetadataEditor.toast.downloadStarted.text'), variant: 'success' as const };
  },
  downloadFailed: (error) =>
    destructive(t('imageMetadataEditor.toast.downloadFailed.title'), error instanceof Error ? error.message : t('imageMetadataEditor.toast.downloadFailed.text')),
};
