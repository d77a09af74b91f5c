/**
 * Entry names inside a ZIP: forward slashes, no absolute or parent segments (an archive must
 * never write outside the folder it is unzipped into), and no two entries with the same name,
 * since unzipping the second would silently overwrite the first.
 */

/** A safe relative path: backslashes become '/', empty, '.' and '..' segments are dropped. */
export function zipPath(raw: string): string {
  const parts = raw
    .replace(/\\/g, '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.' && part !== '..');
  return parts.length > 0 ? parts.join('/') : 'file';
}

/** 'dir/photo.jpg' -> ['dir/photo', '.jpg']; dot-files and extension-less names have no extension. */
function splitExtension(path: string): [string, string] {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, ''];
}

/**
 * Makes every path unique, in order: the first keeps its name, later ones become 'name (2).ext',
 * 'name (3).ext'... Compared case-insensitively because Windows and macOS file systems are.
 */
export function uniqueNames(paths: readonly string[]): string[] {
  const used = new Set<string>();
  return paths.map((raw) => {
    const path = zipPath(raw);
    let candidate = path;
    const [stem, extension] = splitExtension(path);
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
