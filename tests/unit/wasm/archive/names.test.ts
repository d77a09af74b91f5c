import { describe, expect, it } from 'vitest';
import { refuseThroughLinks, safeNameOf } from '../../../../src/wasm/archive/names';
import type { ArchiveEntry } from '../../../../src/wasm/archive';

describe('safeNameOf', () => {
  it.each([
    ['../../evil.txt', 'parent'],
    ['docs/../../../escape.txt', 'parent'],
    ['..\\evil.txt', 'parent'],
    ['/abs/path.txt', 'absolute'],
    ['\\\\server\\share\\x.txt', 'absolute'],
    ['C:\\win.txt', 'drive'],
    ['c:relative.txt', 'drive'],
  ])('refuses %s (%s)', (path, reason) => {
    expect(safeNameOf(path)).toEqual({ safePath: null, unsafe: reason });
  });

  it('keeps ordinary names, dropping empty and "." parts', () => {
    expect(safeNameOf('project-files/./notes//todo #1 (urgent).txt')).toEqual({ safePath: 'project-files/notes/todo #1 (urgent).txt' });
    expect(safeNameOf('naïve café/résumé.txt')).toEqual({ safePath: 'naïve café/résumé.txt' });
  });

  it('renames device names and reserved characters, and says so', () => {
    expect(safeNameOf('logs/CON.txt')).toEqual({ safePath: 'logs/_CON.txt', renamed: true });
    expect(safeNameOf('a<b>:c?.txt')).toEqual({ safePath: 'a_b__c_.txt', renamed: true });
  });
});

describe('refuseThroughLinks', () => {
  const entry = (index: number, path: string, kind: ArchiveEntry['kind']): ArchiveEntry => ({
    index,
    path,
    ...safeNameOf(path),
    kind,
    size: 0,
    compressedSize: null,
    date: null,
    encrypted: false,
  });

  it('refuses a link and every entry under it', () => {
    const entries = [entry(0, 'ok.txt', 'file'), entry(1, 'escape', 'symlink'), entry(2, 'escape/planted.txt', 'file'), entry(3, 'escaped.txt', 'file')];
    refuseThroughLinks(entries);
    expect(entries.map((e) => e.unsafe)).toEqual([undefined, 'link', 'throughLink', undefined]);
    expect(entries[2].safePath).toBeNull();
  });
});
