/**
 * Old code in the same run as the new: `BENCH_BASE=<git rev>` (default `HEAD~1`, `none` to skip)
 * unpacks that revision once under /tmp (`git archive`; reused while the revision is the same),
 * links this tree's node_modules into it, and imports a module from it, so a benchmark can time
 * the revision's code and ours interleaved in one process, on the same codecs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The base revision's tree (its full commit and folder), or null when BENCH_BASE is 'none' or unknown. */
export function baseTree(): { rev: string; commit: string; dir: string } | null {
  const rev = process.env.BENCH_BASE ?? 'HEAD~1';
  if (rev === 'none') return null;
  let commit: string;
  try {
    commit = git('rev-parse', '--verify', `${rev}^{commit}`);
  } catch {
    console.log(`BENCH_BASE=${rev}: no such revision here (a shallow clone?), old code not timed`);
    return null;
  }
  const dir = join('/tmp', `filesmith-bench-base-${commit.slice(0, 12)}`);
  if (!existsSync(join(dir, 'package.json'))) {
    const partial = `${dir}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C ${partial}`], { cwd: ROOT, stdio: 'inherit' });
    renameSync(partial, dir);
  }
  const modules = join(dir, 'node_modules');
  if (!existsSync(modules)) {
    // A link left by another checkout (since removed) dangles: make it point at this tree's.
    rmSync(modules, { force: true });
    symlinkSync(join(ROOT, 'node_modules'), modules, 'dir');
  }
  return { rev, commit, dir };
}

/** Imports `path` (relative to the repository root) from the base revision's tree. */
export async function importFromBase<T>(dir: string, path: string): Promise<T> {
  return (await import(join(dir, path))) as T;
}
