/** Pure helpers of the video page: m:ss durations and the size expected before encoding. */
import { ASSUMED_FPS, bitrateForTarget, expectedBytes, resolutionForBitrate, SIZE_PRESETS, smallerResolution, targetDimensions, trimWindow, videoBitrateFor, RECORDER_AUDIO_BPS, recorderDimensions, recorderVideoBitrate } from '../../wasm/video';
import type { VideoOptions } from '../../machines/compressVideo.machine';

/** The spec's preview duration: m:ss (minutes are not wrapped into hours). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export interface PreviewFacts {
  duration: number;
  width: number;
  height: number;
}

/** Audio is usually copied; before probing the file we assume a typical 128 kbps track. */
const ASSUMED_AUDIO_BPS = 128_000;

export interface SizeEstimate {
  bytes: number;
  width: number;
  height: number;
  videoBitrate: number;
  /** For a preset: whether it can be met, and the longest clip that could. */
  fits: boolean | null;
  maxSeconds: number | null;
}

export function estimateOutput(fileSize: number, facts: PreviewFacts, options: VideoOptions, webCodecs: boolean): SizeEstimate {
  const { seconds } = trimWindow(facts.duration, options.trimStart, options.trimEnd);
  const audio = options.removeAudio ? 0 : webCodecs ? ASSUMED_AUDIO_BPS : RECORDER_AUDIO_BPS;
  if (!webCodecs) {
    const size = recorderDimensions(facts.width, facts.height, options.resolution);
    const videoBitrate = recorderVideoBitrate(options.quality);
    return { ...size, videoBitrate, bytes: expectedBytes(videoBitrate, audio, seconds), fits: null, maxSeconds: null };
  }
  if (options.preset !== 'none') {
    const plan = bitrateForTarget(SIZE_PRESETS[options.preset].bytes, seconds, audio);
    const size = targetDimensions(facts.width, facts.height, smallerResolution(options.resolution, resolutionForBitrate(facts.width, facts.height, ASSUMED_FPS, plan.videoBitrate)));
    return { ...size, videoBitrate: plan.videoBitrate, bytes: expectedBytes(plan.videoBitrate, audio, seconds), fits: plan.fits, maxSeconds: plan.maxSeconds };
  }
  const size = targetDimensions(facts.width, facts.height, options.resolution);
  // The whole file's rate stands in for the video stream's until the engine measures it.
  const sourceRate = facts.duration > 0 ? Math.max(0, (fileSize * 8) / facts.duration - ASSUMED_AUDIO_BPS) : undefined;
  const source = { width: facts.width, height: facts.height, fps: ASSUMED_FPS, videoBitrate: sourceRate || undefined };
  const videoBitrate = videoBitrateFor(options.quality, size, source);
  return { ...size, videoBitrate, bytes: expectedBytes(videoBitrate, audio, seconds), fits: null, maxSeconds: null };
}
