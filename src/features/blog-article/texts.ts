/** The toasts of a blog article's Share button. */
import type { ToastMessage } from '../../lib/toast';

export const texts = {
  linkCopied: { title: 'Link copied to clipboard!', variant: 'success' },
  /** The address is shown instead, so the reader can still copy it by hand. */
  copyFailed: (url: string): ToastMessage => ({ title: 'Could not copy the link', description: url, variant: 'destructive' }),
} satisfies Record<string, ToastMessage | ((url: string) => ToastMessage)>;
