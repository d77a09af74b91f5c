import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { inspectOptions } from '../lib/inspect';
import type { PdfToolMachine, PdfToolOutput } from '../machines/pdfTool.machine';
import { useToastEvents } from './useToastEvents';

/**
 * Runs a PDF tool's machine (pdfTool.machine.ts) for its page: shows its toasts, and gives the page
 * what it sends (a file, its removal, the password, the yes to rewriting a signed file, options,
 * the action, Cancel). `state` is the machine's state: idle, opening, locked, refused, consent,
 * ready, processing or done.
 */
export function usePdfTool<Options, Result extends PdfToolOutput>(machine: PdfToolMachine<Options, Result>) {
  const [snapshot, send, actor] = useMachine(machine, inspectOptions());
  useToastEvents(actor);
  const actions = useMemo(
    () => ({
      file: (file: File) => send({ type: 'FILE_SELECTED', file }),
      remove: () => send({ type: 'FILE_REMOVED' }),
      password: (password: string) => send({ type: 'PASSWORD_ENTERED', password }),
      /** The yes to a signed file's warning, which also asks for the work (its button says 'Compress anyway'). */
      consentAndProcess: () => {
        send({ type: 'CONSENT' });
        send({ type: 'PROCESS' });
      },
      setOptions: (options: Partial<Options>) => send({ type: 'OPTIONS_CHANGED', options }),
      process: () => send({ type: 'PROCESS' }),
      cancel: () => send({ type: 'CANCEL' }),
    }),
    [send],
  );
  return { snapshot, state: String(snapshot.value), send: actions, actor };
}
