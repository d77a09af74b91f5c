/** Worker entry for video conversion: one job at a time; 'cancel' stops Mediabunny cleanly. */
import { throttleProgress } from '../worker';
import { convertVideo, type RunningConversion } from './convert';
import { VideoJobError, type VideoReply, type VideoRequest } from './protocol';

interface WorkerScope {
  postMessage(message: VideoReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<VideoRequest>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const running = new Map<number, RunningConversion>();
const cancelled = new Set<number>();

scope.addEventListener('message', ({ data }) => {
  if (data.type === 'cancel') {
    cancelled.add(data.id);
    running.get(data.id)?.cancel();
    return;
  }
  const { id, job } = data;
  // Mediabunny reports per packet: every 100 ms is plenty.
  const onProgress = throttleProgress((value) => scope.postMessage({ type: 'progress', id, value }));
  const register = (run: RunningConversion) => {
    running.set(id, run);
    if (cancelled.has(id)) run.cancel();
  };
  convertVideo(job, onProgress, register).then(
    (result) => scope.postMessage({ type: 'done', id, result }),
    (error: unknown) => {
      const code = error instanceof VideoJobError ? error.code : cancelled.has(id) ? 'cancelled' : 'failed';
      const message = error instanceof Error ? error.message : String(error);
      scope.postMessage({ type: 'error', id, code, message });
    },
  ).finally(() => {
    running.delete(id);
    cancelled.delete(id);
  });
});
