import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { whenIdle } from '../lib/idle';
import { getServerToasts, getToasts, subscribeToasts } from '../lib/toast';

const loadToastList = () => import('./ToastList');
const ToastList = lazy(loadToastList);

/**
 * Renders the toast store. Radix Toast (about 15 KB gzip) is kept off the first load: no page
 * shows a toast before the visitor acts, so its chunk is fetched once the page has loaded (its
 * load event: a page's first load is what its HTML names, as scripts/first-load-js.mjs counts)
 * and is idle, and at the latest when the first toast arrives. Its live region announces each
 * toast as it opens.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let cancelIdle = () => {};
    const load = () => void loadToastList().then(() => !cancelled && setReady(true));
    const whenLoaded = () => {
      cancelIdle = whenIdle(load);
    };
    if (document.readyState === 'complete') whenLoaded();
    else addEventListener('load', whenLoaded, { once: true });
    return () => {
      cancelled = true;
      removeEventListener('load', whenLoaded);
      cancelIdle();
    };
  }, []);
  if (!ready && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
