/**
 * Files from a drop or a picker, with the path each should have inside an archive. Dropped
 * folders are walked (FileSystemDirectoryEntry) so their relative paths survive; a folder chosen
 * with <input webkitdirectory> brings `webkitRelativePath`.
 */
export interface PathedFile {
  file: File;
  /** 'folder/sub/name.ext' for files that came inside a folder, else the file name. */
  path: string;
}

const fileOf = (entry: FileSystemFileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** readEntries returns at most ~100 entries per call: keep reading until it returns none. */
async function childrenOf(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) break;
    all.push(...batch);
  }
  return all.sort((a, b) => a.name.localeCompare(b.name));
}

async function walk(entry: FileSystemEntry, out: PathedFile[]): Promise<void> {
  if (entry.isFile) {
    out.push({ file: await fileOf(entry as FileSystemFileEntry), path: entry.fullPath.replace(/^\/+/, '') });
  } else if (entry.isDirectory) {
    for (const child of await childrenOf(entry as FileSystemDirectoryEntry)) await walk(child, out);
  }
}

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
  return (async () => {
    const out: PathedFile[] = [];
    for (const entry of entries as FileSystemEntry[]) await walk(entry, out);
    return out;
  })();
}

/** Files from an <input type=file> (with or without webkitdirectory). */
export const filesFromInput = (files: FileList | null): PathedFile[] =>
  Array.from(files ?? []).map((file) => ({ file, path: file.webkitRelativePath || file.name }));
