/** Every toast of /remove-image-metadata, worded as the spec's error catalogue (section 5 and 8), read when it shows. */
import { t } from '../../i18n/messages';
import type { ToastMessage } from '../../lib/toast';
import type { CleanResult, RemoverTexts } from '../../machines/removeImageMetadata.machine';

const destructive = (title: string, description: string): ToastMessage => ({ title, description, variant: 'destructive' });
/** A destructive toast of two catalog ids: `removeImageMetadata.toast.<key>.title` and `.text`. */
const fixed = (key: string) => destructive(t(`removeImageMetadata.toast.${key}.title`), t(`removeImageMetadata.toast.${key}.text`));

export const texts: RemoverTexts = {
  get invalidPick() {
    return fixed('invalidPick');
  },
  get invalidDrop() {
    return fixed('invalidDrop');
  },
  get noImages() {
    return fixed('noImages');
  },
  get noneSelected() {
    return fixed('noneSelected');
  },
  get cannotDownload() {
    return fixed('cannotDownload');
  },
  get downloadFailed() {
    return fixed('downloadFailed');
  },
  get selectedNotProcessed() {
    return fixed('selectedNotProcessed');
  },
  get processingFailed() {
    return fixed('processingFailed');
  },
  fileProblem: (problem) => destructive(t('removeImageMetadata.toast.processingFailed.title'), problem),
  get unreadable() {
    return { title: t('removeImageMetadata.toast.unreadable.title'), description: t('removeImageMetadata.toast.unreadable.text'), variant: 'default' as const };
  },
  // The spec's title, then which file and what is wrong with it.
  damaged: (problem) => destructive(t('removeImageMetadata.toast.unreadable.title'), problem),
  removed: (count) => ({
    title: t('removeImageMetadata.toast.removed.title'),
    description: t('removeImageMetadata.toast.removed.text', { count }),
    variant: 'success',
  }),
};

/**
 * Beside a result in another format or re-encoded: a HEIC became a JPEG, a TIFF a PNG (we read
 * them but do not write them); an AVIF whose metadata could not be cut out of its container was
 * re-encoded; an AVIF cleaned with its colour profile was redrawn as PNG (the browser cannot write AVIF).
 */
export const convertedNote = (kind: 'HEIC' | 'TIFF' | NonNullable<CleanResult['note']>) => t(`removeImageMetadata.note.${kind}`);

/** Beside the result of an animation redrawn into a still: never drop frames silently. */
export const firstFrameNote = ({ frames, gif }: { frames: number; gif: boolean }) => t(gif ? 'removeImageMetadata.note.firstFrameGif' : 'removeImageMetadata.note.firstFrame', { frames });
