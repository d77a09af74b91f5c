/** Worker entry for video conversion: one job per worker; a cancel stops Mediabunny cleanly. */
import { serveJobs, throttleProgress } from '../worker';
import { convertVideo, type RunningConversion } from './convert';
import { VideoJobError, type VideoJob, type VideoJobResult } from './jobs';

serveJobs<VideoJob, VideoJobResult>(async (job, { progress, signal }) => {
  // Mediabunny reports per packet: every 100 ms is plenty.
  const onProgress = throttleProgress(progress);
  const register = (run: RunningConversion) => {
    if (signal.aborted) run.cancel();
    else signal.addEventListener('abort', () => run.cancel(), { once: true });
  };
  try {
    return { result: await convertVideo(job, onProgress, register) };
  } catch (error) {
    // The error's code travels with it, so the page can choose between a toast and the fallback.
    if (error instanceof VideoJobError) throw error;
    throw new VideoJobError(signal.aborted ? 'cancelled' : 'failed', error instanceof Error ? error.message : String(error));
  }
});
