import { useEffect } from 'react';
import { inspectOptions } from '../lib/inspect';
import { useActorRef, useSelector } from '@xstate/react';
import { downloadCountdownMachine, type DownloadPayload } from '../machines/downloadCountdown.machine';
import { t } from '../i18n/messages';
import { saveBlob } from '../lib/download';

/** The compressors' download button: 5 s countdown ('Wait Ns...'), disabled meanwhile, saves at 0. */
export function DownloadButton({
  payload,
  label,
  onStarted,
  className = 'btn-primary',
}: {
  payload: DownloadPayload;
  label: string;
  onStarted?: (payload: DownloadPayload) => void;
  className?: string;
}) {
  const actor = useActorRef(downloadCountdownMachine, { input: {}, ...inspectOptions() });
  const counting = useSelector(actor, (s) => s.matches('counting'));
  const remaining = useSelector(actor, (s) => s.context.remaining);
  useEffect(() => {
    const sub = actor.on('download', ({ payload: p }) => {
      saveBlob(p.blob, p.fileName);
      onStarted?.(p);
    });
    return () => sub.unsubscribe();
  }, [actor, onStarted]);
  return (
    <button type="button" className={className} disabled={counting} onClick={() => actor.send({ type: 'CLICK', payload })}>
      {counting ? t('download.wait', { seconds: remaining }) : label}
    </button>
  );
}
