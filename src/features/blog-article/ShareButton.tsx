import { t } from '../../i18n/messages';
import { showToast } from '../../lib/toast';
import { texts } from './texts';

/**
 * The spec's Share: the device's share sheet with title, excerpt and address; without one, the
 * address goes to the clipboard and a toast says 'Link copied to clipboard!'.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch (err) {
        // Closing the share sheet is a choice, not an error.
        if ((err as DOMException).name !== 'AbortError') await copy(url);
      }
      return;
    }
    await copy(url);
  };
  return (
    <button type="button" className="btn-secondary" onClick={share}>
      <span aria-hidden="true">↗</span> {t('blogArticle.share')}
    </button>
  );
}

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    showToast(texts.linkCopied);
  } catch {
    showToast(texts.copyFailed(url));
  }
}
