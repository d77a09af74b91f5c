/**
 * The remover's work: read a file's metadata for the inspector, clean files (lossless for
 * JPEG/PNG/WebP, refusing damaged ones; an AVIF keeps its image data, its EXIF and XMP items cut
 * out of the container, or is re-encoded as AVIF when they cannot be; a HEIC becomes a JPEG and a
 * TIFF a PNG through the image engine, since we do not write them; the canvas path otherwise or when asked, which keeps the
 * first frame of an animation and says so), re-read every output to show what remains, and pack
 * downloads ('clean_' + name, several in a ZIP). The machine's actors (./actors) load this module
 * on first use.
 */
import { baseName } from '../../lib/fileNames';
import { sniffFileType } from '../../lib/fileType';
import { animationFrames, convertImageFile, exifSourceOf, extensionsFor, type ConvertTarget } from '../../wasm/image';
import { notAnImageProblem } from '../../lib/imageProblems';
import { detectFormat, MIME_OF, readMetadata, stripHeifMetadata, stripMetadata, metadataSummary, unreadableSummary, type FileFacts, type MetadataView } from '../../wasm/metadata';
import type { CleanOutput, CleanResult, PackInput, RemoverFile, RemoverOptions } from '../../machines/removeImageMetadata.machine';
import { createZip } from '../../wasm/zip';
import { canvasClean, UndecodableImage } from './canvasClean';

export const CLEAN_PREFIX = 'clean_';

/** 'clean_' + name; the extension changes only when the canvas had to write another type. */
export function cleanName(name: string, inputType: string, outputType: string): string {
  const sameType = inputType === outputType || (inputType === 'image/jpg' && outputType === 'image/jpeg');
  return CLEAN_PREFIX + (sameType ? name : `${baseName(name)}.${extensionsFor(outputType)[0]}`);
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** The inspector's view, each format's EXIF read where its descriptor says (a HEIC's or AVIF's 'Exif' item). */
export async function describeMetadata(facts: FileFacts, bytes: Uint8Array): Promise<MetadataView> {
  const { raw } = await readMetadata(bytes, { exifIn: exifSourceOf(bytes) });
  return metadataSummary(facts, raw);
}

export const readSummary = async (file: File) => describeMetadata(file, await bytesOf(file));

export async function cleanFile({ id, file }: RemoverFile, options: RemoverOptions): Promise<CleanResult> {
  const bytes = await bytesOf(file);
  // An empty file or a PDF named like an image: what it is, as the inspector said.
  const notAnImage = notAnImageProblem(bytes);
  if (notAnImage) throw new UndecodableImage(notAnImage);
  const kind = sniffFileType(bytes)?.id;
  if (kind === 'avif' && !options.stripProfile) return cleanAvif(id, file, bytes);
  if (kind === 'heic') return cleanConverted(id, file, options, 'HEIC', 'image/jpeg');
  if (kind === 'tiff') return cleanConverted(id, file, options, 'TIFF', 'image/png');
  const stripped = options.stripProfile ? null : stripMetadata(bytes);
  const output = stripped?.bytes ?? (await redrawn(file));
  const blob = new Blob([output as Uint8Array<ArrayBuffer>], { type: stripped ? MIME_OF[stripped.format] : detectedType(output) });
  const fileName = cleanName(file.name, file.type, blob.type);
  const facts = { name: fileName, size: blob.size, type: blob.type, lastModified: Date.now() };
  const remaining = await describeMetadata(facts, output).catch(() => unreadableSummary(facts));
  // A redrawn animation keeps its first frame only: say so (lossless cleaning keeps every frame).
  const frames = stripped ? 1 : await animationFrames(bytes);
  const firstFrameOf = frames > 1 ? { frames, gif: kind === 'gif' } : undefined;
  const note = kind === 'avif' ? { note: 'avifRedrawn' as const } : {};
  return { id, blob, fileName, lossless: stripped !== null, remaining, ...note, ...(firstFrameOf && { firstFrameOf }) };
}

/**
 * An AVIF stays AVIF: its EXIF and XMP items are cut out of the container and the image data is
 * copied untouched (the colour profile stays, as for the other lossless formats). A container we
 * cannot rewrite safely is re-encoded as AVIF by the image engine instead, and the result says so.
 */
async function cleanAvif(id: string, file: File, bytes: Uint8Array): Promise<CleanResult> {
  let output: Uint8Array;
  let note: CleanResult['note'];
  try {
    output = stripHeifMetadata(bytes);
  } catch {
    output = await bytesOf((await convertImageFile(file, 'image/avif', {})).blob);
    note = 'avifReencoded';
  }
  const blob = new Blob([output as Uint8Array<ArrayBuffer>], { type: 'image/avif' });
  const fileName = cleanName(file.name, 'image/avif', blob.type);
  const facts = { name: fileName, size: blob.size, type: blob.type, lastModified: Date.now() };
  const remaining = await describeMetadata(facts, output).catch(() => unreadableSummary(facts));
  return { id, blob, fileName, lossless: note === undefined, remaining, ...(note && { note }) };
}

/**
 * A HEIC (or TIFF), which we read but do not write: decoded upright by the image engine and written
 * as JPEG at quality 90 (a TIFF as PNG, losslessly), which carries no EXIF, GPS or XMP; its colour
 * profile stays unless the user strips profiles too.
 */
async function cleanConverted(id: string, file: File, options: RemoverOptions, from: 'HEIC' | 'TIFF', target: ConvertTarget): Promise<CleanResult> {
  const { blob: written } = await convertImageFile(file, target, {});
  const converted = await bytesOf(written);
  const output = stripMetadata(converted, { keepProfile: !options.stripProfile })?.bytes ?? converted;
  const blob = new Blob([output as Uint8Array<ArrayBuffer>], { type: target });
  const fileName = cleanName(file.name, from === 'HEIC' ? 'image/heic' : 'image/tiff', blob.type);
  const facts = { name: fileName, size: blob.size, type: blob.type, lastModified: Date.now() };
  const remaining = await describeMetadata(facts, output).catch(() => unreadableSummary(facts));
  return { id, blob, fileName, lossless: false, convertedFrom: from, remaining };
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
  let problem: string | undefined;
  for (const [i, entry] of files.entries()) {
    if (signal.aborted) throw signal.reason;
    try {
      results.push(await cleanFile(entry, options));
    } catch (error) {
      console.warn(`Could not clean ${entry.file.name}:`, error);
      failedIds.push(entry.id);
      problem ??= fileProblem(entry.file.name, error);
    }
    onProgress((i + 1) / files.length);
  }
  return { results, failedIds, problem };
}

/** What is wrong with a file that could not be read (the image engine's or the canvas path's words), with its name. */
function fileProblem(name: string, error: unknown): string | undefined {
  const aboutTheFile = error instanceof Error && (error.name === 'ImageInputError' || error instanceof UndecodableImage);
  return aboutTheFile ? `${name}: ${error.message}` : undefined;
}

/** One file downloads as itself; several go into one ZIP (the ZIP engine makes same names unique). */
export async function pack({ results, zipName }: PackInput, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  if (results.length === 0 || results.some((r) => !r)) throw new Error('File not processed yet');
  if (results.length === 1) return { blob: results[0].blob, fileName: results[0].fileName };
  const entries = results.map((r) => ({ name: r.fileName, blob: r.blob }));
  return { blob: await createZip(entries, { level: 6, signal }), fileName: zipName };
}
