/**
 * The editor's work: read the editable values from the image, and write them back into a copy.
 * The machine's actors (./actors) load this module on first use.
 */
import { checkStructure, readEditable, type EditableMetadata, detectFormat, MIME_OF, readMetadata, writeEdits } from '../../wasm/metadata';
import { exifSourceOf } from '../../wasm/image';
import type { EditorValues, WriteInput } from '../../machines/imageMetadataEditor.machine';

export const EDITED_PREFIX = 'edited_';

/** 'edited_' + the (possibly edited) name, which keeps the file's real extension. */
export function editedName(values: Pick<EditorValues, 'fileName'>, original: string): string {
  const extension = /\.[^./\\]+$/.exec(original)?.[0] ?? '';
  const name = values.fileName.trim().replace(/[\\/]/g, '_') || original;
  return EDITED_PREFIX + (extension && !name.toLowerCase().endsWith(extension.toLowerCase()) ? name + extension : name);
}

/** The editable values, each format's EXIF read where its descriptor says (a HEIC's or AVIF's 'Exif' item). */
export async function readFile(file: File): Promise<EditableMetadata> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return readEditable(await readMetadata(bytes, { exifIn: exifSourceOf(bytes) }));
}

export async function writeFile({ file, values }: WriteInput): Promise<{ blob: Blob; fileName: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A damaged file is refused with what is wrong, rather than written back still broken.
  const sourceFormat = detectFormat(bytes);
  if (sourceFormat) checkStructure(bytes, sourceFormat);
  const output = writeEdits(bytes, values);
  const format = detectFormat(output);
  const blob = new Blob([output as Uint8Array<ArrayBuffer>], { type: format ? MIME_OF[format] : file.type });
  return { blob, fileName: editedName(values, file.name) };
}
