/**
 * The video compressor: the shared fileTool lifecycle with the spec's video texts and defaults.
 * The engine (Mediabunny in a worker, or the MediaRecorder fallback) is provided by the page.
 */
import { createFileToolMachine, errorText, type EngineResult } from './fileTool.machine';
import { formatSize, percentSaved } from '../lib/formatSize';
import type { SizePreset, VideoEncodeSettings } from '../wasm/video';

export interface VideoOptions extends VideoEncodeSettings {
  preset: SizePreset;
  /** A file picked with the save-file picker: the output streams straight into it. */
  saveHandle: FileSystemFileHandle | null;
}

export const VIDEO_QUALITY = { min: 30, max: 100, step: 5, default: 70 } as const;

export const VIDEO_DEFAULTS: VideoOptions = {
  quality: VIDEO_QUALITY.default,
  resolution: 'original',
  format: 'mp4',
  trimStart: null,
  trimEnd: null,
  removeAudio: false,
  preset: 'none',
  saveHandle: null,
};

const SETUP_FAILURE = 'There was an error setting up video compression. Please try again.';
const COMPRESS_FAILURE = 'There was an error compressing your video. Please try again with a different file.';

/** Errors of the machinery (no worker, no canvas, no recorder) rather than of the file. */
export function isSetupError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'setup' || /^(Canvas not supported|MediaRecorder not supported)$/.test(errorText(error));
}

export const videoTexts = {
  noFile: { title: 'No video selected', description: 'Please select a video file first.', variant: 'destructive' as const },
  noResult: { title: 'No compressed video', description: 'Please compress a video first.', variant: 'destructive' as const },
  success: (r: EngineResult) => ({
    title: 'Video Compression Complete',
    description: `Reduced from ${formatSize(r.originalSize)} to ${formatSize(r.size)} (${percentSaved(r.originalSize, r.size)}% reduction)`,
    variant: 'success' as const,
  }),
  failure: (error: unknown) => ({
    title: 'Compression Failed',
    description: isSetupError(error) ? SETUP_FAILURE : COMPRESS_FAILURE,
    variant: 'destructive' as const,
  }),
};

export const compressVideoMachine = createFileToolMachine<VideoOptions>({
  id: 'compressVideo',
  defaultOptions: VIDEO_DEFAULTS,
  texts: videoTexts,
});
