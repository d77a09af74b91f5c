/**
 * The compressor's engine: Mediabunny (WebCodecs) in a worker; the spec's canvas + MediaRecorder
 * path when this browser has no WebCodecs or no encoder for H.264/VP9. The result says which ran.
 * Both are imported when a video is compressed, so neither is part of the page's first load.
 */
import { t } from '../../i18n/messages';
import { fromPromise } from 'xstate';
import type { EngineInput, EngineResult } from '../../machines/fileTool.machine';
import type { VideoOptions } from '../../machines/compressVideo.machine';
import { prefixedName } from '../../lib/fileNames';
import { recordVideo, runVideoJob, SIZE_PRESETS, VideoJobError, type VideoDestination } from '../../wasm/video';

export const ENGINE_NAMES = { webcodecs: 'WebCodecs (Mediabunny)', recorder: 'Canvas + MediaRecorder (fallback)' } as const;

/** An engine's name as the page shows it, in its language ('fallback' is a word). */
export const engineLabel = (name: string) =>
  name === ENGINE_NAMES.webcodecs ? t('compressVideo.engine.webcodecs') : name === ENGINE_NAMES.recorder ? t('compressVideo.engine.recorder') : name;

/** Checked on the page's own global, so a browser (or a test) without WebCodecs takes the fallback. */
export const hasWebCodecs = () => typeof globalThis.VideoEncoder === 'function' && typeof globalThis.VideoDecoder === 'function';

const destinationFor = (options: VideoOptions): VideoDestination =>
  options.saveHandle ? { kind: 'handle', handle: options.saveHandle } : { kind: 'opfs' };

async function viaWebCodecs({ file, options, onProgress }: EngineInput<VideoOptions>, signal: AbortSignal): Promise<EngineResult> {
  const targetBytes = options.preset === 'none' ? null : SIZE_PRESETS[options.preset].bytes;
  const r = await runVideoJob({ ...options, file, targetBytes, destination: destinationFor(options) }, onProgress, signal);
  return {
    blob: r.blob,
    fileName: prefixedName(file.name, undefined, r.format),
    originalSize: file.size,
    size: r.blob.size,
    facts: {
      engine: ENGINE_NAMES.webcodecs,
      container: r.format === 'mp4' ? 'MP4' : 'WebM',
      codec: r.codec,
      width: r.width,
      height: r.height,
      videoBitrate: r.videoBitrate,
      audio: r.audio,
      seconds: r.seconds,
      encodeSeconds: r.encodeSeconds,
      ...(r.targetFits === null ? {} : { targetFits: r.targetFits, targetBytes: targetBytes ?? 0 }),
      savedTo: r.destination,
    },
  };
}

async function viaRecorder({ file, options, onProgress }: EngineInput<VideoOptions>, signal: AbortSignal): Promise<EngineResult> {
  const r = await recordVideo({ ...options, file }, onProgress, signal);
  if (options.saveHandle) {
    const writable = await options.saveHandle.createWritable();
    await r.blob.stream().pipeTo(writable);
  }
  return {
    blob: r.blob,
    fileName: prefixedName(file.name, undefined, 'webm'),
    originalSize: file.size,
    size: r.blob.size,
    facts: {
      engine: ENGINE_NAMES.recorder,
      container: 'WebM',
      codec: 'VP9',
      width: r.width,
      height: r.height,
      audio: options.removeAudio ? 'removed' : 'opus',
      seconds: r.seconds,
      encodeSeconds: r.encodeSeconds,
      savedTo: options.saveHandle ? 'handle' : 'memory',
    },
  };
}

export const videoEngine = fromPromise<EngineResult, EngineInput<VideoOptions>>(async ({ input, signal }) => {
  if (hasWebCodecs()) {
    try {
      return await viaWebCodecs(input, signal);
    } catch (error) {
      if (!(error instanceof VideoJobError && error.code === 'no-encoder')) throw error;
    }
  }
  return viaRecorder(input, signal);
});
