/** The job convert.worker.ts takes, what it answers, and why it fails (shared by the worker entry, its client and the page). */
import type { VideoFormat, VideoResolution } from './plan';

/** Where the output is written: a file the user picked, the origin-private file system, or memory. */
export type VideoDestination =
  | { kind: 'handle'; handle: FileSystemFileHandle }
  | { kind: 'opfs' }
  | { kind: 'memory' };

/** The user's encode settings, shared by the page's options and the worker's job. */
export interface VideoEncodeSettings {
  /** 30..100, step 5 (spec). */
  quality: number;
  resolution: VideoResolution;
  format: VideoFormat;
  /** Seconds; null = from the start / to the end. */
  trimStart: number | null;
  trimEnd: number | null;
  removeAudio: boolean;
}

export interface VideoJob extends VideoEncodeSettings {
  file: File;
  /** A target-size preset in bytes; the bitrate is then derived from the duration. */
  targetBytes: number | null;
  destination: VideoDestination;
}

export type AudioOutcome = 'kept' | 'opus' | 'removed' | 'none' | 'dropped';

export interface VideoJobResult {
  blob: Blob;
  format: VideoFormat;
  codec: string;
  width: number;
  height: number;
  videoBitrate: number;
  audio: AudioOutcome;
  /** Seconds of output (after trimming). */
  seconds: number;
  sourceSeconds: number;
  /** Wall-clock seconds the conversion took. */
  encodeSeconds: number;
  /** For a size preset: whether a fitting bitrate existed. */
  targetFits: boolean | null;
  destination: VideoDestination['kind'];
}

/** Why a conversion failed; 'no-encoder' makes the page fall back to the spec's MediaRecorder path. */
export type VideoErrorCode = 'empty' | 'unreadable' | 'incomplete' | 'no-video' | 'undecodable' | 'no-encoder' | 'cancelled' | 'setup' | 'failed';

/** An error with the code the worker reported, so the page can decide between a toast and the fallback. */
export class VideoJobError extends Error {
  constructor(
    readonly code: VideoErrorCode,
    message: string,
  ) {
    super(message);
    this.name = code === 'cancelled' ? 'AbortError' : 'VideoJobError';
  }
}

export const ERROR_MESSAGES: Record<Exclude<VideoErrorCode, 'failed'>, string> = {
  empty: 'This file is empty (0 bytes).',
  unreadable: 'This file is not a video container your browser can read.',
  incomplete: 'This video file is incomplete (it was cut off before its end), so it cannot be compressed.',
  'no-video': 'This file has no video track.',
  undecodable: "This video's codec cannot be decoded by your browser.",
  'no-encoder': 'Your browser cannot encode H.264 or VP9 video.',
  cancelled: 'Compression was cancelled.',
  setup: 'The video engine could not start.',
};
