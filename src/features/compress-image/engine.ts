/**
 * /compress-image: settings from the page's options, the single-file engine, the batch runner
 * (every file through the worker pool, per-file progress) and 'Download all' as a ZIP.
 */
import { fromCallback } from 'xstate';
import type { BatchEvent, RunnerInput } from '../../machines/compressImage.machine';
import { type CompressSettings, type OutputChoice, compressImageFile } from '../../wasm/image';
import { imageEngineActor, inputProblem, toEngineResult } from '../../machines/imageEngine.actor';
import { isAbortError } from '../../wasm/worker';

export type SizeUnit = 'KB' | 'MB';

export interface ImageOptions {
  quality: number;
  format: OutputChoice;
  keepMetadata: boolean;
  /** 'Max size' as typed; blank means no target. */
  maxSize: string;
  maxUnit: SizeUnit;
}

export const IMAGE_QUALITY = { min: 30, max: 100, step: 1, default: 80 } as const;

export const defaultImageOptions: ImageOptions = { quality: IMAGE_QUALITY.default, format: 'same', keepMetadata: false, maxSize: '', maxUnit: 'KB' };

/** Bytes of the 'Max size' field, or undefined when it is blank or not a positive number. */
export function maxBytes(options: Pick<ImageOptions, 'maxSize' | 'maxUnit'>): number | undefined {
  const value = Number(options.maxSize.trim().replace(',', '.'));
  if (!options.maxSize.trim() || !Number.isFinite(value) || value <= 0) return undefined;
  return Math.floor(value * (options.maxUnit === 'MB' ? 1024 * 1024 : 1024));
}

export const toSettings = (o: ImageOptions): CompressSettings => ({
  format: o.format,
  quality: o.quality,
  scaleBelow70: true,
  keepMetadata: o.keepMetadata,
  maxBytes: maxBytes(o),
});

export const imageEngine = imageEngineActor<ImageOptions>(toSettings);

export const batchRunner = fromCallback<BatchEvent<ImageOptions>, RunnerInput<ImageOptions>>(({ input, sendBack }) => {
  const controller = new AbortController();
  const settings = toSettings(input.options);
  for (const item of input.items) {
    sendBack({ type: 'ITEM_STARTED', id: item.id });
    compressImageFile(item.file, settings, {
      signal: controller.signal,
      onProgress: (value) => sendBack({ type: 'ITEM_PROGRESS', id: item.id, value }),
    }).then(
      (outcome) => sendBack({ type: 'ITEM_DONE', id: item.id, result: toEngineResult(item.file, outcome) }),
      (error: unknown) => {
        if (!isAbortError(error)) sendBack({ type: 'ITEM_FAILED', id: item.id, error: inputProblem(error) ?? 'There was a problem compressing your image.' });
      },
    );
  }
  return () => controller.abort();
});

/**
 * 'Download all': the compressed images in one ZIP, made by the ZIP engine in its worker (same
 * names become 'name (2).ext'; already-compressed images are stored, not deflated again).
 */
export async function zipResults(results: { fileName: string; blob: Blob }[]): Promise<Blob> {
  const { createZip } = await import('../../wasm/zip'); // only when 'Download all' is pressed
  return createZip(results.map(({ fileName, blob }) => ({ name: fileName, blob })));
}
