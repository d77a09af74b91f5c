import { describe, expect, it } from 'vitest';
import { buildTree, fileLabel } from '../../../../src/features/extract-archive/tree';
import { mimeOf, previewKindOf } from '../../../../src/features/extract-archive/preview';
import type { ArchiveEntry } from '../../../../src/wasm/archive';

const entry = (index: number, path: string, extra: Partial<ArchiveEntry> = {}): ArchiveEntry => ({
  index,
  path,
  safePath: path,
  kind: 'file',
  size: 100,
  compressedSize: 50,
  date: 1_000,
  encrypted: false,
  ...extra,
});

describe('buildTree', () => {
  const root = buildTree([
    entry(0, 'b/x.txt', { date: 5_000 }),
    entry(1, 'a/deep/y.pdf', { size: 300 }),
    entry(2, 'top.txt', { size: 7 }),
    entry(3, '../evil.txt', { safePath: null, unsafe: 'parent' }),
    entry(4, 'a/link', { kind: 'symlink', size: 0, unsafe: 'link' }),
    entry(5, 'a/', { safePath: 'a', kind: 'directory', size: 0, date: 9_000 }),
  ]);

  it('makes the folders the paths imply, sorted, with totals and newest dates', () => {
    expect(root.folders.map((f) => f.name)).toEqual(['a', 'b']);
    const [a, b] = root.folders;
    expect(a.folders.map((f) => f.path)).toEqual(['a/deep']);
    expect(a.size).toBe(300);
    expect(a.date).toBe(9_000);
    expect(b.date).toBe(5_000);
    expect(root.size).toBe(100 + 300 + 7 + 100);
  });

  it('a folder selects only the extractable files under it; refused entries sit at the top', () => {
    expect(root.extractable.sort()).toEqual([0, 1, 2]);
    expect(root.folders[0].extractable).toEqual([1]);
    expect(root.files.map((e) => e.index)).toEqual([2, 3, 4]);
    expect(root.files.map(fileLabel)).toEqual(['top.txt', '../evil.txt', 'a/link']);
  });
});

describe('preview kinds', () => {
  it('by extension, any case; unknown files are not previewed', () => {
    expect(previewKindOf('photos/A.JPG')).toBe('image');
    expect(previewKindOf('docs/report.pdf')).toBe('pdf');
    expect(previewKindOf('notes/todo #1 (urgent).txt')).toBe('text');
    expect(previewKindOf('clip.webm')).toBe('video');
    expect(previewKindOf('song.mp3')).toBe('audio');
    expect(previewKindOf('setup.exe')).toBeNull();
    expect(mimeOf('icon.svg')).toBe('image/svg+xml');
    expect(mimeOf('blob.bin')).toBe('application/octet-stream');
  });
});
