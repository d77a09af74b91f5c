/**
 * How a many-files view (a batch machine's actor) follows the page: the page hands over every file
 * given so far; the new ones are added once no batch is running; once emptied (every card removed,
 * or every file refused) the page is told, to show its one-file view again.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { createImageBatchMachine } from '../machines/imageBatch.machine';

export function useBatchFiles<Options extends object>(actor: ActorRefFrom<ReturnType<typeof createImageBatchMachine<Options>>>, files: readonly File[], onEmpty: () => void): void {
  const running = useSelector(actor, (s) => s.matches('running'));
  const count = useSelector(actor, (s) => s.context.items.length);
  const taken = useRef(0);
  useEffect(() => {
    if (running || files.length <= taken.current) return;
    actor.send({ type: 'ADD_FILES', files: files.slice(taken.current) });
    taken.current = files.length;
  }, [actor, files, running]);
  useEffect(() => {
    if (taken.current > 0 && taken.current === files.length && actor.getSnapshot().context.items.length === 0) onEmpty();
  }, [actor, count, files.length, onEmpty]);
}
