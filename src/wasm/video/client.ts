/**
 * Main-thread side of the video worker: one worker per conversion (a video job owns a core for
 * minutes; nothing else should queue behind it). Abort asks the worker to cancel, so the partial
 * output is discarded, and terminates it if it does not answer in time.
 */
import { ERROR_MESSAGES, VideoJobError, type VideoJob, type VideoJobResult, type VideoReply } from './protocol';

const CANCEL_GRACE_MS = 2_000;
let nextId = 1;

export function runVideoJob(job: VideoJob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<VideoJobResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new VideoJobError('cancelled', 'Compression was cancelled.'));
    const id = nextId++;
    const worker = new Worker(new URL('./convert.worker.ts', import.meta.url), { type: 'module', name: 'video' });
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(graceTimer);
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
    };
    const onAbort = () => {
      worker.postMessage({ type: 'cancel', id });
      graceTimer = setTimeout(() => {
        finish();
        reject(new VideoJobError('cancelled', 'Compression was cancelled.'));
      }, CANCEL_GRACE_MS);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', ({ data }: MessageEvent<VideoReply>) => {
      if (data.id !== id) return;
      if (data.type === 'progress') return onProgress(data.value);
      finish();
      if (data.type === 'done') resolve(data.result);
      else reject(new VideoJobError(data.code, data.message));
    });
    worker.addEventListener('error', (event) => {
      finish();
      reject(new VideoJobError('setup', event.message || ERROR_MESSAGES.setup));
    });
    worker.postMessage({ type: 'convert', id, job });
  });
}
