/**
 * The archive's listing as a tree of folders and files for the page: folders implied by the paths
 * (CAB and many ZIPs store none) are made, each folder knows its total size, newest date and the
 * files under it that can be extracted (so ticking a folder ticks them all). Refused entries
 * (names that would leave the folder, links) sit at the top under their stored names.
 */
import type { ArchiveEntry } from '../../wasm/archive';

export interface TreeFolder {
  name: string;
  /** '/'-separated, '' for the top. */
  path: string;
  folders: TreeFolder[];
  files: ArchiveEntry[];
  size: number;
  date: number | null;
  /** Indexes of every extractable file under this folder. */
  extractable: number[];
}

const folder = (name: string, path: string): TreeFolder => ({ name, path, folders: [], files: [], size: 0, date: null, extractable: [] });

export const isExtractable = (entry: ArchiveEntry) => entry.kind === 'file' && entry.safePath !== null && !entry.unsafe;

export function buildTree(entries: readonly ArchiveEntry[]): TreeFolder {
  const root = folder('', '');
  const byPath = new Map<string, TreeFolder>([['', root]]);
  const folderAt = (path: string): TreeFolder => {
    const known = byPath.get(path);
    if (known) return known;
    const cut = path.lastIndexOf('/');
    const parent = folderAt(cut < 0 ? '' : path.slice(0, cut));
    const made = folder(path.slice(cut + 1), path);
    parent.folders.push(made);
    byPath.set(path, made);
    return made;
  };
  for (const entry of entries) {
    if (entry.kind === 'directory' && entry.safePath) {
      const made = folderAt(entry.safePath);
      if (entry.date !== null && (made.date === null || entry.date > made.date)) made.date = entry.date;
      continue;
    }
    const safe = entry.safePath && !entry.unsafe;
    const cut = safe ? (entry.safePath as string).lastIndexOf('/') : -1;
    const parentPath = safe && cut > 0 ? (entry.safePath as string).slice(0, cut) : '';
    folderAt(parentPath).files.push(entry);
    // Sizes, dates and what can be extracted add up to every folder above.
    for (let path: string | null = parentPath; path !== null; path = path === '' ? null : path.slice(0, Math.max(0, path.lastIndexOf('/')))) {
      const above = byPath.get(path) as TreeFolder;
      above.size += entry.size ?? 0;
      if (entry.date !== null && (above.date === null || entry.date > above.date)) above.date = entry.date;
      if (isExtractable(entry)) above.extractable.push(entry.index);
    }
  }
  const sort = (node: TreeFolder) => {
    node.folders.sort((a, b) => a.name.localeCompare(b.name));
    node.folders.forEach(sort);
  };
  sort(root);
  return root;
}

/** The shown name of a file: its last path part, or its whole stored name when it is refused. */
export const fileLabel = (entry: ArchiveEntry) => (entry.safePath && !entry.unsafe ? entry.safePath.slice(entry.safePath.lastIndexOf('/') + 1) : entry.path);
