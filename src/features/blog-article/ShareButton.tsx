import { showToast } from '../../lib/toast';

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
      <span aria-hidden="true">↗</span> Share
    </button>
  );
}

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    showToast({ title: 'Link copied to clipboard!', variant: 'success' });
  } catch {
    showToast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }
}
