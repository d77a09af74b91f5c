/**
 * Main-thread side of Organize PDF: one worker, created on the first request and shut down when
 * idle; aborting terminates it. Errors about a file come back as named PDF problems.
 */
import type { OrganizeInspection, OrganizeJob } from './jobs';
import type { OrganizedPage } from './organize';
import { rethrowNamed } from '../document/problems';
import { createWorkerPool, type RunOptions, type WorkerPool } from '../../worker';

let pool: WorkerPool<OrganizeJob> | undefined;

const getPool = () =>
  (pool ??= createWorkerPool<OrganizeJob>(
    () => new Worker(new URL('./organize.worker.ts', import.meta.url), { type: 'module', name: 'pdf-organize' }),
    { size: 1 },
  ));

export async function inspectOrganizeSource(file: Blob, password?: string): Promise<OrganizeInspection> {
  const buffer = await file.arrayBuffer();
  return getPool().run<OrganizeInspection>({ kind: 'inspect', buffer, password }, [buffer]).catch(rethrowNamed);
}

/** The main file first, then every inserted file, each with its password; `edits` name them by position. */
export async function organizePdfFiles(
  files: { file: Blob; password?: string }[],
  edits: OrganizedPage[],
  options: RunOptions,
): Promise<{ blob: Blob; pages: number }> {
  const entries = await Promise.all(files.map(async ({ file, password }) => ({ buffer: await file.arrayBuffer(), password })));
  const reply = await getPool()
    .run<{ pages: number; buffer: ArrayBuffer }>({ kind: 'organize', files: entries, edits }, entries.map((e) => e.buffer), options)
    .catch(rethrowNamed);
  return { blob: new Blob([reply.buffer], { type: 'application/pdf' }), pages: reply.pages };
}
