/**
 * Pure planning for the WebCodecs video engine: output size, bitrate, expected file size and the
 * target-size presets. No DOM, no Mediabunny: the worker, the page and the tests share it.
 */

const VIDEO_RESOLUTIONS = ['original', '1080p', '720p', '480p', '360p'] as const;
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];

export type VideoFormat = 'mp4' | 'webm';

/** Codec order per container: the first one the browser can encode wins. */
export const VIDEO_CODECS: Record<VideoFormat, 'avc' | 'vp9'> = { mp4: 'avc', webm: 'vp9' };

/** Opus when the source audio cannot be copied into the container (e.g. AAC into WebM). */
export const OPUS_BITRATE = 96_000;
export const OPUS_SAMPLE_RATE = 48_000;

/** Below this a video stream is mostly artefacts; presets refuse to promise a fit under it. */
export const MIN_VIDEO_BITRATE = 80_000;

/** Used for estimates when the frame rate is not known yet (the page's preview has no fps). */
export const ASSUMED_FPS = 30;

/** A container costs a little over its streams (indexes, headers). */
const CONTAINER_OVERHEAD = 1.01;

/** Round down to an even number (4:2:0 encoders need even sizes), at least 2. */
export const even = (n: number) => Math.max(2, 2 * Math.floor(n / 2));

function targetLines(resolution: VideoResolution): number | null {
  return resolution === 'original' ? null : Number.parseInt(resolution, 10);
}

/**
 * Output size for a resolution target. '720p' means the short side is 720 (so portrait phone clips
 * become 720×1280, not 405×720); aspect ratio is kept, nothing is upscaled, both sides are even.
 */
export function targetDimensions(width: number, height: number, resolution: VideoResolution) {
  const lines = targetLines(resolution);
  const shortSide = Math.min(width, height);
  if (lines === null || shortSide <= lines) return { width: even(width), height: even(height) };
  const scale = lines / shortSide;
  // The short side lands exactly on the target; the long side is rounded to the nearest even number.
  const scaled = (side: number) => (side === shortSide ? even(lines) : even(Math.round((side * scale) / 2) * 2));
  return { width: scaled(width), height: scaled(height) };
}

/**
 * Bits per pixel per frame for a quality of 30..100: 0.03 (small, soft) to 0.15 (near transparent
 * for H.264/VP9). 70, the default, lands near 0.1 — about 2.7 Mbps for 720p30.
 */
export function bitsPerPixel(quality: number): number {
  const q = Math.min(100, Math.max(30, quality));
  return 0.03 + ((q - 30) / 70) * 0.12;
}

export interface SourceFacts {
  width: number;
  height: number;
  fps: number;
  /** Average bitrate of the source's video stream, when known. */
  videoBitrate?: number;
}

/**
 * The explicit video bitrate: quality × target pixels × frame rate, capped so that we never spend
 * more bits per pixel than the source did (re-encoding at a higher rate only makes a file bigger).
 */
export function videoBitrateFor(quality: number, target: { width: number; height: number }, source: SourceFacts): number {
  const fps = Math.min(60, source.fps > 0 ? source.fps : ASSUMED_FPS);
  const wanted = bitsPerPixel(quality) * target.width * target.height * fps;
  if (!source.videoBitrate) return Math.round(Math.max(MIN_VIDEO_BITRATE, wanted));
  const pixelRatio = (target.width * target.height) / (source.width * source.height);
  const cap = source.videoBitrate * Math.min(1, pixelRatio) * 0.85;
  return Math.round(Math.max(MIN_VIDEO_BITRATE, Math.min(wanted, cap)));
}

/** Expected bytes for streams of the given bitrates over `seconds`. */
export function expectedBytes(videoBitrate: number, audioBitrate: number, seconds: number): number {
  return Math.round(((videoBitrate + audioBitrate) * seconds * CONTAINER_OVERHEAD) / 8);
}

export type SizePreset = 'none' | 'email' | 'chat';
export const SIZE_PRESETS: Record<Exclude<SizePreset, 'none'>, { label: string; bytes: number }> = {
  email: { label: 'Fit under 25 MB for email', bytes: 25 * 1024 * 1024 },
  chat: { label: 'Fit under 10 MB for chat', bytes: 10 * 1024 * 1024 },
};

/** Headroom for rate-control overshoot and container overhead, so the file really lands under the target. */
const TARGET_HEADROOM = 0.9;

export interface TargetPlan {
  /** The video bitrate that fits; MIN_VIDEO_BITRATE when nothing fits. */
  videoBitrate: number;
  fits: boolean;
  /** The longest duration that can fit at the minimum bitrate, for the "trim to N" advice. */
  maxSeconds: number;
}

/** The video bitrate that makes `seconds` of video plus audio fit in `bytes`. */
export function bitrateForTarget(bytes: number, seconds: number, audioBitrate: number): TargetPlan {
  const budget = (bytes * 8 * TARGET_HEADROOM) / CONTAINER_OVERHEAD;
  const maxSeconds = budget / (MIN_VIDEO_BITRATE + audioBitrate);
  if (!(seconds > 0)) return { videoBitrate: MIN_VIDEO_BITRATE, fits: false, maxSeconds };
  const videoBitrate = Math.floor(budget / seconds - audioBitrate);
  if (videoBitrate < MIN_VIDEO_BITRATE) return { videoBitrate: MIN_VIDEO_BITRATE, fits: false, maxSeconds };
  return { videoBitrate, fits: true, maxSeconds };
}

/** Roughly 0.05 bits per pixel still looks acceptable; pick the largest size a preset's bitrate can feed. */
const PRESET_MIN_BPP = 0.05;

export function resolutionForBitrate(width: number, height: number, fps: number, bitrate: number): VideoResolution {
  const rate = fps > 0 ? Math.min(60, fps) : ASSUMED_FPS;
  for (const resolution of ['original', '1080p', '720p', '480p'] as const) {
    const size = targetDimensions(width, height, resolution);
    if (bitrate / (size.width * size.height * rate) >= PRESET_MIN_BPP) return resolution;
  }
  return '360p';
}

/** The smaller of two resolution choices (a preset never raises the size the user picked). */
export const smallerResolution = (a: VideoResolution, b: VideoResolution) =>
  VIDEO_RESOLUTIONS.indexOf(a) >= VIDEO_RESOLUTIONS.indexOf(b) ? a : b;

/** The trim window in seconds, clamped to the clip; null ends mean "to the start/end". */
export function trimWindow(duration: number, start: number | null, end: number | null) {
  const from = Math.min(Math.max(0, start ?? 0), duration);
  const to = Math.min(Math.max(from, end ?? duration), duration);
  return { start: from, end: to, seconds: to - from };
}
