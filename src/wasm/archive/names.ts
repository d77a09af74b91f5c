/**
 * Zip-slip safety: where an entry may be written inside the folder the user chose. A name that
 * climbs out ('..'), starts at a root ('/x', '\\server\x') or names a drive ('C:') is refused,
 * never rewritten into somewhere else; a backslash counts as a separator, as Windows reads it.
 * Names Windows reserves (CON, NUL, COM1 ...) and characters no file system takes are renamed,
 * and the entry says so. An entry under a symbolic link of the same archive is refused too, so
 * nothing is ever written through a link.
 */
import type { ArchiveEntry, UnsafeReason } from './types';

const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;
// eslint-disable-next-line no-control-regex
const RESERVED_CHARACTERS = /[<>:"|?*\u0000-\u001f]/g;

export interface SafeName {
  safePath: string | null;
  unsafe?: UnsafeReason;
  renamed?: boolean;
}

function reasonOf(path: string, parts: string[]): UnsafeReason | undefined {
  if (/^[\\/]/.test(path)) return 'absolute';
  if (/^[a-z]:/i.test(path)) return 'drive';
  if (parts.includes('..')) return 'parent';
  return undefined;
}

export function safeNameOf(path: string): SafeName {
  const parts = path.split(/[\\/]/);
  const unsafe = reasonOf(path, parts);
  if (unsafe) return { safePath: null, unsafe };
  let renamed = false;
  const kept = parts
    .filter((part) => part !== '' && part !== '.')
    .map((part) => {
      let name = part.replace(RESERVED_CHARACTERS, '_');
      if (DEVICE.test(name)) name = `_${name}`;
      if (name !== part) renamed = true;
      return name;
    });
  if (kept.length === 0) return { safePath: null, unsafe: 'absolute' };
  return renamed ? { safePath: kept.join('/'), renamed } : { safePath: kept.join('/') };
}

/** Refuses links themselves and every entry whose path passes through a link of the same archive. */
export function refuseThroughLinks(entries: ArchiveEntry[]): void {
  const links = entries.filter((e) => e.kind === 'symlink' && e.safePath).map((e) => `${e.safePath}/`);
  for (const entry of entries) {
    if (entry.kind === 'symlink') {
      entry.unsafe = 'link';
      continue;
    }
    if (entry.safePath && links.some((link) => `${entry.safePath}/`.startsWith(link))) {
      entry.safePath = null;
      entry.unsafe = 'throughLink';
    }
  }
}
