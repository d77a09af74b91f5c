/**
 * The video compressor: the shared fileTool lifecycle with the spec's video defaults; its toast
 * texts come from the page.
 * The engine (Mediabunny in a worker, or the MediaRecorder fallback) is provided by the page.
 */
import { createFileToolMachine, errorText, type FileToolTexts } from './fileTool.machine';
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

/** Errors of the machinery (no worker, no canvas, no recorder) rather than of the file. */
export function isSetupError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'setup' || /^(Canvas not supported|MediaRecorder not supported)$/.test(errorText(error));
}

/** The compressor with the page's toast texts. */
export const createCompressVideoMachine = (texts: FileToolTexts) =>
  createFileToolMachine<VideoOptions>({ id: 'compressVideo', defaultOptions: VIDEO_DEFAULTS, texts });
