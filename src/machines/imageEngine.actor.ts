/**
 * Adapts the image engine to the shared fileTool machine: an `engine` actor for the compressors
 * and the download name rules (spec section 7): 'compressed_' + name, with the extension changed
 * only when the format really changed; the original keeps its own name.
 */
import { fromPromise } from 'xstate';
import { prefixedName } from '../lib/fileNames';
import type { EngineInput, EngineResult } from './fileTool.machine';
import { type CompressSettings, type ImageOutcome, compressImageFile } from '../wasm/image';

/** Whether the name already ends in one of the format's extensions ('.jpeg' for a JPEG is kept). */
const sameExtension = (name: string, extensions: readonly string[]) => {
  const own = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  return extensions.includes(own);
};

/** 'compressed_' + name, with the extension of the format written (`extensions`, the one to write first) when it changed. */
function compressedName(originalName: string, extensions: readonly string[]): string {
  return prefixedName(originalName, 'compressed_', sameExtension(originalName, extensions) ? undefined : extensions[0]);
}

export function toEngineResult(file: File, outcome: ImageOutcome): EngineResult {
  return {
    blob: outcome.blob,
    fileName: outcome.notSmaller ? file.name : compressedName(file.name, outcome.extensions),
    originalSize: file.size,
    size: outcome.blob.size,
    notSmaller: outcome.notSmaller,
    facts: {
      width: outcome.width,
      height: outcome.height,
      sourceWidth: outcome.sourceWidth,
      sourceHeight: outcome.sourceHeight,
      mime: outcome.mime,
      engine: outcome.engine,
      ...(outcome.jpegSetting
        ? { jpegQuantTable: outcome.jpegSetting.quantTable, jpegQuality: outcome.jpegSetting.quality, jpegChromaQuality: outcome.jpegSetting.chromaQuality }
        : {}),
      ...(outcome.targetMet !== undefined ? { targetMet: outcome.targetMet } : {}),
      ...(outcome.animationFrames ? { animationFrames: outcome.animationFrames } : {}),
      ...(outcome.formatReason ? { formatReason: outcome.formatReason } : {}),
    },
  };
}

/** A fileTool `engine` actor; `toSettings` maps the page's options to the engine's settings. */
export function imageEngineActor<Options>(toSettings: (options: Options) => CompressSettings, pngPage = false) {
  return fromPromise<EngineResult, EngineInput<Options>>(async ({ input, signal }) => {
    const outcome = await compressImageFile(input.file, toSettings(input.options), { signal, onProgress: input.onProgress, pngPage });
    return toEngineResult(input.file, outcome);
  });
}

/** The message of a problem with the file itself (shown to the user as is), else null. */
export const inputProblem = (error: unknown): string | null =>
  error instanceof Error && error.name === 'ImageInputError' ? error.message : null;

