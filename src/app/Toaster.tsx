import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { whenIdle } from '../lib/idle';
import { getServerToasts, getToasts, subscribeToasts } from '../lib/toast';

const loadToastList = () => import('./ToastList');
const ToastList = lazy(loadToastList);

/**
 * Renders the toast store. Radix Toast (about 15 KB gzip) is kept off the first load: no page
 * shows a toast before the visitor acts, so its chunk is fetched once the page is idle, and at
 * the latest when the first toast arrives. Its live region announces each toast as it opens.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const load = () => void loadToastList().then(() => !cancelled && setReady(true));
    const cancel = whenIdle(load);
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);
  if (!ready && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
