/**
 * The spec's fallback engine: play the video, draw each frame on a canvas, record the canvas (plus
 * the element's audio) with MediaRecorder. Bound to real time; used only without WebCodecs.
 */
import { trimWindow, type VideoResolution } from '../plan';
import {
  RECORDER_AUDIO_BPS,
  RECORDER_FPS,
  RECORDER_MIME,
  recorderDimensions,
  recorderTick,
  recorderVideoBitrate,
  safetyStopMs,
  SIMULATED_TICK_MS,
} from './plan';
import { ERROR_MESSAGES, VideoJobError } from '../jobs';
import { finalizeRecording } from './remux';

export interface RecorderJob {
  file: File;
  quality: number;
  resolution: VideoResolution;
  trimStart: number | null;
  trimEnd: number | null;
  removeAudio: boolean;
}

export interface RecorderResult {
  blob: Blob;
  width: number;
  height: number;
  seconds: number;
  encodeSeconds: number;
}

const once = (target: EventTarget, ok: string, bad = 'error') =>
  new Promise<void>((resolve, reject) => {
    target.addEventListener(ok, () => resolve(), { once: true });
    target.addEventListener(bad, () => reject(new Error(bad)), { once: true });
  });

async function loadVideo(file: File, url: string) {
  if (file.size === 0) throw new VideoJobError('empty', ERROR_MESSAGES.empty);
  const video = document.createElement('video');
  video.preload = 'auto';
  video.playsInline = true;
  video.src = url;
  try {
    await once(video, 'loadedmetadata');
  } catch {
    throw new VideoJobError('unreadable', ERROR_MESSAGES.unreadable);
  }
  if (!video.videoWidth || !video.videoHeight) throw new VideoJobError('no-video', ERROR_MESSAGES['no-video']);
  return video;
}

/** Routes the element's sound into the recording only (nothing is played out loud). */
function audioTracks(video: HTMLVideoElement) {
  const context = new AudioContext();
  const destination = context.createMediaStreamDestination();
  context.createMediaElementSource(video).connect(destination);
  void context.resume();
  return { tracks: destination.stream.getAudioTracks(), close: () => void context.close() };
}

const EMPTY_RECORDING = 'The browser recorded no video (this device could not keep up at this size). Try a lower resolution.';

const mimeType = () => (MediaRecorder.isTypeSupported(RECORDER_MIME) ? RECORDER_MIME : 'video/webm');

export async function recordVideo(job: RecorderJob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<RecorderResult> {
  if (typeof MediaRecorder === 'undefined') throw new Error('MediaRecorder not supported');
  const started = performance.now();
  const url = URL.createObjectURL(job.file);
  const cleanups: (() => void)[] = [() => URL.revokeObjectURL(url)];
  try {
    const video = await loadVideo(job.file, url);
    cleanups.push(() => video.pause());
    const trim = trimWindow(video.duration, job.trimStart, job.trimEnd);
    const size = recorderDimensions(video.videoWidth, video.videoHeight, job.resolution);
    const canvas = Object.assign(document.createElement('canvas'), size);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas not supported');
    const stream = canvas.captureStream(RECORDER_FPS);
    video.muted = job.removeAudio;
    if (!job.removeAudio) {
      const audio = audioTracks(video);
      audio.tracks.forEach((t) => stream.addTrack(t));
      cleanups.push(audio.close);
    }
    cleanups.push(() => stream.getTracks().forEach((t) => t.stop()));
    const recorder = new MediaRecorder(stream, {
      mimeType: mimeType(),
      videoBitsPerSecond: recorderVideoBitrate(job.quality),
      audioBitsPerSecond: RECORDER_AUDIO_BPS,
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
    video.currentTime = trim.start;
    await once(video, 'seeked');
    await record({ video, context, recorder, size, trim, onProgress, signal });
    const recording = new Blob(chunks, { type: 'video/webm' });
    // Seen on slow machines at 1080p: the recorder's encoder falls behind and hands back nothing.
    if (recording.size === 0) throw new VideoJobError('failed', EMPTY_RECORDING);
    const { blob, seconds } = await finalizeRecording(recording, trim.seconds);
    return { blob, ...size, seconds: seconds ?? trim.seconds, encodeSeconds: (performance.now() - started) / 1000 };
  } finally {
    cleanups.reverse().forEach((c) => c());
  }
}

interface Recording {
  video: HTMLVideoElement;
  context: CanvasRenderingContext2D;
  recorder: MediaRecorder;
  size: { width: number; height: number };
  trim: { start: number; end: number; seconds: number };
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Plays the window once while drawing and recording; resolves when the recorder has stopped. */
function record({ video, context, recorder, size, trim, onProgress, signal }: Recording): Promise<void> {
  return new Promise((resolve, reject) => {
    let shown = 0;
    let frame = 0;
    let done = false;
    const draw = () => {
      context.drawImage(video, 0, 0, size.width, size.height);
      if (video.currentTime >= trim.end) stop();
      else if (!done) frame = requestAnimationFrame(draw);
    };
    const ticker = setInterval(() => {
      shown = recorderTick(shown, video.currentTime - trim.start, trim.seconds);
      onProgress(shown / 100);
    }, SIMULATED_TICK_MS);
    const safety = setTimeout(() => stop(), safetyStopMs(trim.seconds));
    const stop = (error?: Error) => {
      if (done) return;
      done = true;
      cancelAnimationFrame(frame);
      clearInterval(ticker);
      clearTimeout(safety);
      video.pause();
      signal?.removeEventListener('abort', onAbort);
      recorder.onstop = () => (error ? reject(error) : resolve());
      if (recorder.state !== 'inactive') recorder.stop();
      else if (error) reject(error);
      else resolve();
    };
    const onAbort = () => stop(new VideoJobError('cancelled', ERROR_MESSAGES.cancelled));
    signal?.addEventListener('abort', onAbort, { once: true });
    video.onended = () => stop();
    // Record only while the video really plays: starting before playback begins, or recording
    // through a stall (a busy machine), would add still time and make the output longer than the clip.
    video.onplaying = () => {
      if (done) return;
      if (recorder.state === 'inactive') recorder.start(1000);
      else if (recorder.state === 'paused') recorder.resume();
    };
    video.onwaiting = () => {
      if (recorder.state === 'recording') recorder.pause();
    };
    draw();
    video.play().catch(async () => {
      // Autoplay with sound can be refused; a muted take is better than none.
      video.muted = true;
      await video.play().catch(() => stop(new Error('The video could not be played for recording.')));
    });
  });
}
