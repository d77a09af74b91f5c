/** The toasts of a blog article's Share button, in the page's language when shown. */
import { t } from '../../i18n/messages';
import type { ToastMessage } from '../../lib/toast';

export const texts = {
  get linkCopied(): ToastMessage {
    return { title: t('blogArticle.linkCopied'), variant: 'success' };
  },
  /** The address is shown instead, so the reader can still copy it by hand. */
  copyFailed: (url: string): ToastMessage => ({ title: t('blogArticle.copyFailed'), description: url, variant: 'destructive' }),
};
