/**
 * 'Processed on your device · 0 bytes sent': the tally from lib/bytesSent.ts, live. It starts at 0
 * in the prerendered page and updates on every new network request the page makes.
 */
import { useEffect, useState } from 'react';
import { currentTally, SENT_EVENT, type SentTally } from '../lib/bytesSent';
import { t } from '../i18n/messages';
import { formatBytes } from '../lib/formatSize';

export function SentIndicator() {
  const [tally, setTally] = useState<SentTally>({ requests: 0, bytes: 0 });
  useEffect(() => {
    const update = () => setTally(currentTally());
    update();
    const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(update) : null;
    observer?.observe({ type: 'resource' });
    addEventListener(SENT_EVENT, update);
    return () => {
      observer?.disconnect();
      removeEventListener(SENT_EVENT, update);
    };
  }, []);
  const clean = tally.requests === 0;
  return (
    <p
      data-testid="sent-indicator"
      title={t('sent.title')}
      className={`mt-4 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm ${clean ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${clean ? 'bg-emerald-500' : 'bg-amber-500'}`} />
      {clean ? t('sent.none') : t('sent.some', { bytes: formatBytes(tally.bytes), requests: tally.requests })}
    </p>
  );
}
