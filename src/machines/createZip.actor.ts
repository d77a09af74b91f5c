/**
 * The ZIP creators' real engine for the `createZip` machine: fflate in a worker. A very large
 * archive, where the browser has a save-file picker, streams straight to the file the user picks.
 */
import { fromPromise } from 'xstate';
import { pickSaveTarget, STREAM_TO_DISK_BYTES } from '../lib/saveFilePicker';
import { runZipJob } from '../wasm/zip';
import type { ZipEngineInput, ZipEngineOutput } from './createZip.types';

const ZIP_FILE = { description: 'ZIP archive', accept: { 'application/zip': ['.zip'] } };

/** Where to save a very large archive; undefined = build it in memory (small, no picker, or dismissed). */
async function pickTarget(fileName: string, totalBytes: number): Promise<FileSystemFileHandle | undefined> {
  if (totalBytes < STREAM_TO_DISK_BYTES) return undefined;
  return (await pickSaveTarget(fileName, ZIP_FILE)) ?? undefined;
}

export const zipEngineActor = fromPromise<ZipEngineOutput, ZipEngineInput>(async ({ input, signal }) => {
  const total = input.entries.reduce((sum, e) => sum + e.blob.size, 0);
  const target = await pickTarget(input.fileName, total);
  const result = await runZipJob(input.entries, { level: input.level, password: input.password, signal, onProgress: input.onProgress, target });
  return { blob: result.archive, size: result.size, savedAs: target?.name };
});
