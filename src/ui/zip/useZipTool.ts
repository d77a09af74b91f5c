/**
 * Runs the `createZip` machine with its real engine for a page, and wires it to the browser
 * (toasts, downloads). Both ZIP pages use it; they differ in view, copy and toast texts.
 */
import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { inspectOptions } from '../../lib/inspect';
import { saveBlob } from '../../lib/download';
import { whenIdle } from '../../lib/idle';
import { zipEngineActor } from '../../machines/createZip.actor';
import { createZipMachine, type ZipTexts, type ZipVariant } from '../../machines/createZip.machine';
import { prepareZipWorker } from '../../wasm/zip';
import { useToastEvents } from '../useToastEvents';

const zipTool = (texts: ZipTexts) => createZipMachine(texts).provide({ actors: { engine: zipEngineActor } });

export function useZipTool(variant: ZipVariant, texts: ZipTexts) {
  // A page's texts never change: its machine is made once, at the first render.
  const [machine] = useState(() => zipTool(texts));
  const actorRef = useActorRef(machine, { input: { variant }, ...inspectOptions() });
  useToastEvents(actorRef);
  useEffect(() => {
    const sub = actorRef.on('download', ({ blob, fileName }) => saveBlob(blob, fileName));
    return () => sub.unsubscribe();
  }, [actorRef]);
  // Progress arrives every 100 ms while the archive is built: it re-renders only the progress bar
  // (ZipProgress), not the whole page with its file list, which took the main thread's share of
  // the two cores the ZIP worker and its helper need.
  const snapshot = useSelector(actorRef, (s) => s, sameButProgress);
  const fileCount = snapshot.context.items.length;
  // The worker and its DEFLATE helpers start once the page is idle, and at the latest when files
  // are chosen (each change of the list also keeps them from closing as unused): starting threads
  // takes up to a second on a 2-core machine, which Create would otherwise wait for.
  useEffect(() => whenIdle(prepareZipWorker), []);
  useEffect(() => {
    if (fileCount > 0) prepareZipWorker();
  }, [fileCount]);
  return { snapshot, send: actorRef.send, actorRef };
}

type ZipSnapshot = SnapshotFrom<ReturnType<typeof zipTool>>;

/** Equal snapshots for the page: the same state and context, whatever the progress. */
function sameButProgress(a: ZipSnapshot, b: ZipSnapshot): boolean {
  if (a === b) return true;
  if (a.value !== b.value || a.status !== b.status) return false;
  const keys = Object.keys(a.context) as (keyof ZipSnapshot['context'])[];
  return keys.every((key) => key === 'progress' || a.context[key] === b.context[key]);
}

/** The job's progress (0..1), for the one component that shows it. */
export function useZipProgress(tool: ZipTool): number {
  return useSelector(tool.actorRef, (s) => s.context.progress);
}

export type ZipTool = ReturnType<typeof useZipTool>;
