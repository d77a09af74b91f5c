import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import { showToast, type ToastEmitted } from '../lib/toast';

/** Shows the toasts a machine emits. */
export function useToastEvents(actorRef: AnyActorRef): void {
  useEffect(() => {
    const sub = actorRef.on('toast', (event: ToastEmitted) => showToast(event.toast));
    return () => sub.unsubscribe();
  }, [actorRef]);
}
