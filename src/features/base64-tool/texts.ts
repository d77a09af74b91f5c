/** Every toast of /base64-tool, worded as the spec's error catalogue (read when it shows). */
import { t } from '../../i18n/messages';
import type { ToastMessage } from '../../lib/toast';
import type { Base64Texts } from '../../machines/base64Tool.machine';

/** A toast of two catalog ids: `base64Tool.toast.<key>.title` and `.text`. */
const toast = (key: string, variant: ToastMessage['variant']): ToastMessage => ({ title: t(`base64Tool.toast.${key}.title`), description: t(`base64Tool.toast.${key}.text`), variant });

export const texts: Base64Texts = {
  get encodingError() {
    return toast('encodingError', 'destructive');
  },
  get fileEncodingError() {
    return toast('fileEncodingError', 'destructive');
  },
  get decodingError() {
    return toast('decodingError', 'destructive');
  },
  get copied() {
    return toast('copied', 'success');
  },
  get copyFailed() {
    return toast('copyFailed', 'destructive');
  },
};
