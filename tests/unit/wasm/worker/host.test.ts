import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveJobs } from '../../../../src/wasm/worker/host';
import type { JobReply, JobRequest } from '../../../../src/wasm/worker/protocol';

/** The worker scope serveJobs talks to: its message listener, and the replies it posted. */
let listener: ((event: MessageEvent<JobRequest<string>>) => void) | undefined;
let replies: JobReply<string>[];

beforeEach(() => {
  replies = [];
  vi.stubGlobal('addEventListener', (_type: string, handler: typeof listener) => (listener = handler));
  vi.stubGlobal('postMessage', (message: JobReply<string>) => replies.push(message));
});
afterEach(() => vi.unstubAllGlobals());

const send = (data: JobRequest<string>) => listener?.({ data } as MessageEvent<JobRequest<string>>);
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

class CodedError extends Error {
  override name = 'CodedError';
  readonly code = 'too-big';
}

describe('serveJobs', () => {
  it('answers a job with its progress and result, and an error with its name and string code', async () => {
    serveJobs<string, string>(async (job, { progress }) => {
      progress(0.5);
      if (job === 'bad') throw new CodedError('no room');
      return { result: job.toUpperCase() };
    });
    send({ type: 'job', id: 1, job: 'ok' });
    send({ type: 'job', id: 2, job: 'bad' });
    await settled();
    expect(replies).toEqual([
      { id: 1, type: 'progress', value: 0.5 },
      { id: 2, type: 'progress', value: 0.5 },
      { id: 1, type: 'done', result: 'OK' },
      { id: 2, type: 'error', message: 'no room', name: 'CodedError', code: 'too-big' },
    ]);
  });

  it("fires the job's AbortSignal on a cancel for its id only", async () => {
    const aborted: string[] = [];
    serveJobs<string, string>(
      (job, { signal }) =>
        new Promise((resolve) => {
          signal.addEventListener('abort', () => (aborted.push(job), resolve({ result: `${job} stopped` })));
          setTimeout(() => resolve({ result: `${job} done` }), 20);
        }),
    );
    send({ type: 'job', id: 1, job: 'a' });
    send({ type: 'job', id: 2, job: 'b' });
    send({ type: 'cancel', id: 2 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(aborted).toEqual(['b']);
    expect(replies).toEqual([
      { id: 2, type: 'done', result: 'b stopped' },
      { id: 1, type: 'done', result: 'a done' },
    ]);
  });

  it('runs the warm handler on a warm message and answers nothing', async () => {
    const warm = vi.fn();
    serveJobs<string, string>(async (job) => ({ result: job }), { warm });
    send({ type: 'warm' });
    await settled();
    expect(warm).toHaveBeenCalledTimes(1);
    expect(replies).toEqual([]);
  });
});
