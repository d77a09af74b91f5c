/**
 * Walks dropped folders (FileSystemDirectoryEntry) so their files keep their relative paths.
 * Loaded only when a drop holds entries: every upload area ships droppedFiles, few need this.
 */
/** A file with the path it should have inside an archive. */
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

export async function walkEntries(entries: FileSystemEntry[]): Promise<PathedFile[]> {
  const out: PathedFile[] = [];
  for (const entry of entries) await walk(entry, out);
  return out;
}
