/**
 * The spec's canvas + MediaRecorder method, as pure constants and functions (section 9 'Video' and
 * section 4 'Video progress'). Used only when WebCodecs is missing or cannot encode anything.
 */
import type { VideoResolution } from '../plan';

export const RECORDER_MIME = 'video/webm;codecs=vp9,opus';
export const RECORDER_FPS = 30;
export const RECORDER_AUDIO_BPS = 128_000;
/** Video bitrate is 1,000,000 × the quality fraction. */
const RECORDER_VIDEO_BPS_AT_FULL_QUALITY = 1_000_000;
/** A safety stop fires at duration + 5 s. */
const SAFETY_MARGIN_MS = 5_000;

export const RECORDER_SCALE: Record<VideoResolution, number> = {
  original: 1,
  '1080p': 1,
  '720p': 0.7,
  '480p': 0.5,
  '360p': 0.3,
};

/** Simulated ramp: every 200 ms a random step, up to 85; then real progress 85 → 100 while recording. */
export const SIMULATED_TICK_MS = 200;
const SIMULATED_CEILING = 85;
const MAX_SIMULATED_STEP = 10;

export const recorderVideoBitrate = (quality: number) => Math.round(RECORDER_VIDEO_BPS_AT_FULL_QUALITY * (quality / 100));

const forceEven = (n: number) => Math.max(2, Math.round(n) - (Math.round(n) % 2));

/** The spec scales the source by a factor (not to a height) and forces both sides even. */
export function recorderDimensions(width: number, height: number, resolution: VideoResolution) {
  const scale = RECORDER_SCALE[resolution];
  return { width: forceEven(width * scale), height: forceEven(height * scale) };
}

export const safetyStopMs = (durationSeconds: number) => durationSeconds * 1000 + SAFETY_MARGIN_MS;

/** One tick of the simulated ramp (percent); `random` is injectable for tests. */
export function simulatedStep(current: number, random: () => number = Math.random): number {
  return Math.min(SIMULATED_CEILING, current + random() * MAX_SIMULATED_STEP);
}

/** Real progress while recording, mapped onto 85..100 and never below what was already shown. */
export function recordingProgress(current: number, elapsedSeconds: number, durationSeconds: number): number {
  const fraction = durationSeconds > 0 ? Math.min(1, Math.max(0, elapsedSeconds / durationSeconds)) : 0;
  return Math.max(current, SIMULATED_CEILING + fraction * (100 - SIMULATED_CEILING));
}

/** One 200 ms tick of the displayed progress: the ramp until it reaches 85, then the real position. */
export function recorderTick(current: number, elapsedSeconds: number, durationSeconds: number, random: () => number = Math.random) {
  return current < SIMULATED_CEILING
    ? simulatedStep(current, random)
    : recordingProgress(current, elapsedSeconds, durationSeconds);
}
