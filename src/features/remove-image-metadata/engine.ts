/**
 * The remover's work: read a file's metadata for the inspector, clean files (lossless for
 * JPEG/PNG/WebP, the canvas path otherwise or when asked), re-read every output to show what
 * remains, and pack downloads ('clean_' + name, several in a ZIP). The machine's actors
 * (./actors) load this module on first use.
 */
import { baseName } from '../../lib/fileNames';
import { detectFormat, MIME_OF, readMetadata, stripMetadata, metadataSummary, unreadableSummary, type FileFacts, type MetadataView } from '../../wasm/metadata';
import type { CleanOutput, CleanResult, PackInput, RemoverFile, RemoverOptions } from '../../machines/removeImageMetadata.machine';
import { createZip } from '../../wasm/zip';
import { canvasClean } from './canvasClean';

export const CLEAN_PREFIX = 'clean_';

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** 'clean_' + name; the extension changes only when the canvas had to write another type. */
export function cleanName(name: string, inputType: string, outputType: string): string {
  const sameType = inputType === outputType || (inputType === 'image/jpg' && outputType === 'image/jpeg');
  return CLEAN_PREFIX + (sameType ? name : `${baseName(name)}.${EXTENSION[outputType] ?? 'png'}`);
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

export async function describeMetadata(facts: FileFacts, bytes: Uint8Array): Promise<MetadataView> {
  const { raw } = await readMetadata(bytes);
  return metadataSummary(facts, raw);
}

export const readSummary = async (file: File) => describeMetadata(file, await bytesOf(file));

export async function cleanFile({ id, file }: RemoverFile, options: RemoverOptions): Promise<CleanResult> {
  const bytes = await bytesOf(file);
  const stripped = options.stripProfile ? null : stripMetadata(bytes);
  const output = stripped?.bytes ?? (await redrawn(file));
  const blob = new Blob([output as Uint8Array<ArrayBuffer>], { type: stripped ? MIME_OF[stripped.format] : detectedType(output) });
  const fileName = cleanName(file.name, file.type, blob.type);
  const facts = { name: fileName, size: blob.size, type: blob.type, lastModified: Date.now() };
  const remaining = await describeMetadata(facts, output).catch(() => unreadableSummary(facts));
  return { id, blob, fileName, lossless: stripped !== null, remaining };
}

const detectedType = (bytes: Uint8Array) => {
  const format = detectFormat(bytes);
  return format ? MIME_OF[format] : 'image/png';
};

/** The canvas path; the browser's encoder tags its output with an sRGB profile, which goes too. */
async function redrawn(file: File): Promise<Uint8Array> {
  const output = await bytesOf(await canvasClean(file));
  return stripMetadata(output, { keepProfile: false })?.bytes ?? output;
}

export interface CleanInput {
  files: RemoverFile[];
  options: RemoverOptions;
  onProgress: (f: number) => void;
}

/** Cleans the files one by one; a file that fails is reported by id and the rest go on. */
export async function cleanFiles({ files, options, onProgress }: CleanInput, signal: AbortSignal): Promise<CleanOutput> {
  const results: CleanResult[] = [];
  const failedIds: string[] = [];
  for (const [i, entry] of files.entries()) {
    if (signal.aborted) throw signal.reason;
    try {
      results.push(await cleanFile(entry, options));
    } catch (error) {
      console.warn(`Could not clean ${entry.file.name}:`, error);
      failedIds.push(entry.id);
    }
    onProgress((i + 1) / files.length);
  }
  return { results, failedIds };
}

/** One file downloads as itself; several go into one ZIP (the ZIP engine makes same names unique). */
export async function pack({ results, zipName }: PackInput, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  if (results.length === 0 || results.some((r) => !r)) throw new Error('File not processed yet');
  if (results.length === 1) return { blob: results[0].blob, fileName: results[0].fileName };
  const entries = results.map((r) => ({ name: r.fileName, blob: r.blob }));
  return { blob: await createZip(entries, { level: 6, signal }), fileName: zipName };
}
