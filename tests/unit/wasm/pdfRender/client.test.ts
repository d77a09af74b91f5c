/**
 * The page renderer's client (pdfRender/client.ts) against a stand-in worker that speaks the pool's
 * protocol: one worker per opened document, named problems from the worker, a worker that lost its
 * document (replaced after a crash on a huge page) given the file again once, and close() ending it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pdfProblemError, pdfProblemOf } from '../../../../src/wasm/pdf';
import { openPdfPages } from '../../../../src/wasm/pdfRender/client';
import { NO_DOCUMENT, type PdfRenderJob } from '../../../../src/wasm/pdfRender/jobs';
import type { JobReply, JobRequest } from '../../../../src/wasm/worker/protocol';

class FakeRenderWorker {
  static all: FakeRenderWorker[] = [];
  /** What the next 'open' answers: the document's facts, or an error. */
  static openAnswer: { pages: number; width: number; height: number } | Error = { pages: 3, width: 595, height: 842 };
  onmessage: ((event: MessageEvent<JobReply<unknown>>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  jobs: PdfRenderJob[] = [];
  holdsDocument = false;
  terminated = false;
  constructor() {
    FakeRenderWorker.all.push(this);
  }
  postMessage(request: JobRequest<PdfRenderJob>) {
    if (request.type !== 'job') return;
    const { id, job } = request;
    this.jobs.push(job);
    const reply = (data: JobReply<unknown>) => queueMicrotask(() => this.onmessage?.({ data } as MessageEvent<JobReply<unknown>>));
    const fail = (error: Error) => reply({ id, type: 'error', message: error.message, name: error.name });
    if (job.kind === 'open') {
      const answer = FakeRenderWorker.openAnswer;
      if (answer instanceof Error) return fail(answer);
      this.holdsDocument = true;
      return reply({ id, type: 'done', result: answer });
    }
    if (!this.holdsDocument) return fail(Object.assign(new Error('No document is open'), { name: NO_DOCUMENT }));
    reply({ id, type: 'done', result: { blob: new Blob([`page ${job.page}`]), width: 100, height: 141 } });
  }
  terminate() {
    this.terminated = true;
  }
}

beforeEach(() => {
  FakeRenderWorker.all = [];
  FakeRenderWorker.openAnswer = { pages: 3, width: 595, height: 842 };
  vi.stubGlobal('Worker', FakeRenderWorker);
});
afterEach(() => vi.unstubAllGlobals());

const file = () => new Blob(['%PDF-1.7 stand-in']);

describe('the page renderer client', () => {
  it('opens each document in a worker of its own and draws its pages there', async () => {
    const first = await openPdfPages(file());
    const second = await openPdfPages(file(), 'secret');
    expect(FakeRenderWorker.all).toHaveLength(2);
    expect(first).toMatchObject({ pages: 3, width: 595, height: 842 });
    expect(FakeRenderWorker.all[1].jobs[0]).toMatchObject({ kind: 'open', password: 'secret' });
    const page = await first.renderPage(2, { fit: 200 });
    expect(await page.blob.text()).toBe('page 2');
    expect(FakeRenderWorker.all[0].jobs[1]).toEqual({ kind: 'render', page: 2, type: 'image/jpeg', fit: 200 });
    first.close();
    second.close();
  });

  it('passes on a named problem from opening and ends the worker', async () => {
    FakeRenderWorker.openAnswer = pdfProblemError('needsPassword');
    const problem = await openPdfPages(file()).then(() => null, pdfProblemOf);
    expect(problem).toBe('needsPassword');
    expect(FakeRenderWorker.all[0].terminated).toBe(true);
  });

  it('gives the file again, once, to a worker that no longer holds the document', async () => {
    const doc = await openPdfPages(file());
    FakeRenderWorker.all[0].holdsDocument = false; // as a fresh worker after a crash
    const page = await doc.renderPage(1);
    expect(await page.blob.text()).toBe('page 1');
    expect(FakeRenderWorker.all[0].jobs.map((job) => job.kind)).toEqual(['open', 'render', 'open', 'render']);
    doc.close();
  });

  it('ends the worker on close, after which pages are refused', async () => {
    const doc = await openPdfPages(file());
    doc.close();
    expect(FakeRenderWorker.all[0].terminated).toBe(true);
    await expect(doc.renderPage(1)).rejects.toThrow();
  });
});
