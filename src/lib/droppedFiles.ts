/**
 * Files from a drop or a picker, with the path each should have inside an archive. Dropped
 * folders are walked (see folderWalk.ts) so their relative paths survive; a folder chosen
 * with <input webkitdirectory> brings `webkitRelativePath`.
 */
import type { PathedFile } from './folderWalk';

export type { PathedFile };

/**
 * Must be called synchronously inside the drop handler: the DataTransfer is emptied once the
 * event returns, so the entries are taken first and walked afterwards.
 */
export function filesFromDrop(dataTransfer: DataTransfer): Promise<PathedFile[]> {
  const entries = Array.from(dataTransfer.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  const plain = Array.from(dataTransfer.files);
  if (entries.length === 0 || entries.some((entry) => entry === null)) {
    return Promise.resolve(plain.map((file) => ({ file, path: file.name })));
  }
  return import('./folderWalk').then(({ walkEntries }) => walkEntries(entries as FileSystemEntry[]));
}

/** Files from an <input type=file> (with or without webkitdirectory). */
export const filesFromInput = (files: FileList | null): PathedFile[] =>
  Array.from(files ?? []).map((file) => ({ file, path: file.webkitRelativePath || file.name }));
