/**
 * Entries streamed from the archive worker to the page's sink through a MessagePort, one message
 * per step (open an entry, a chunk, close, abort), each answered before the next is sent: the
 * worker never gets ahead of the sink (a file being written to disk), so at most one chunk is in
 * flight and memory stays flat whatever the archive's size. Small chunks (a reader's 64 KB) are
 * gathered into batches of up to BATCH_BYTES before they cross: each step is a round trip to the
 * page and, in a picked folder, a write through the browser process, which at 64 KB a step held
 * extraction to a fifth of native unzip's speed. Batches are transferred, not copied.
 */
import type { ArchiveEntry, ArchiveSink, EntryWriter } from './types';

type Step =
  | { type: 'open'; entry: ArchiveEntry }
  | { type: 'chunk'; data: Uint8Array }
  | { type: 'close' }
  | { type: 'abort'; problem: string };

interface Answer {
  seq: number;
  error?: string;
}

/** Bytes gathered before a chunk crosses to the page (bigger chunks cross as they are). */
export const BATCH_BYTES = 1024 * 1024;

/** Worker side: a sink whose every call waits for the page's answer. */
export function portSink(port: MessagePort): ArchiveSink {
  let seq = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  port.onmessage = (event: MessageEvent<Answer>) => waiting.get(event.data.seq)?.(event.data);
  const send = (step: Step, transfer: Transferable[] = []) =>
    new Promise<void>((resolve, reject) => {
      const id = ++seq;
      waiting.set(id, (answer) => {
        waiting.delete(id);
        if (answer.error) reject(new Error(answer.error));
        else resolve();
      });
      port.postMessage({ seq: id, step }, transfer);
    });
  return async (entry) => {
    await send({ type: 'open', entry });
    let batch: Uint8Array<ArrayBuffer> | null = null;
    let filled = 0;
    const flush = async () => {
      if (!batch || filled === 0) return;
      const data = batch.subarray(0, filled);
      batch = null;
      filled = 0;
      await send({ type: 'chunk', data }, [data.buffer]);
    };
    return {
      async write(chunk) {
        if (filled + chunk.length > BATCH_BYTES) await flush();
        if (chunk.length >= BATCH_BYTES) {
          const data = chunk.slice(); // an own buffer, so it can be transferred
          return send({ type: 'chunk', data }, [data.buffer]);
        }
        batch ??= new Uint8Array(BATCH_BYTES);
        batch.set(chunk, filled); // copied: the reader may reuse its buffer
        filled += chunk.length;
        if (filled === BATCH_BYTES) await flush();
      },
      async close() {
        await flush();
        await send({ type: 'close' });
      },
      abort(problem) {
        batch = null;
        filled = 0;
        return send({ type: 'abort', problem });
      },
    };
  };
}

/**
 * Page side: plays the worker's steps on `sink`, in order, answering each once it is done. Returns
 * a function that aborts the entry still open (the job was cancelled, or its worker died), so a
 * half-written file is never left looking finished.
 */
export function servePort(port: MessagePort, sink: ArchiveSink): (problem: string) => Promise<void> {
  let writer: EntryWriter | undefined;
  let queue = Promise.resolve();
  const play = async (step: Step) => {
    if (step.type === 'open') writer = await sink(step.entry);
    else if (step.type === 'chunk') await writer?.write(step.data);
    else {
      const settled = writer;
      writer = undefined;
      if (step.type === 'close') await settled?.close();
      else await settled?.abort(step.problem);
    }
  };
  port.onmessage = (event: MessageEvent<{ seq: number; step: Step }>) => {
    const { seq, step } = event.data;
    queue = queue.then(() =>
      play(step).then(
        () => port.postMessage({ seq }),
        (error: unknown) => port.postMessage({ seq, error: error instanceof Error ? error.message : String(error) }),
      ),
    );
  };
  return async (problem) => {
    await queue;
    const open = writer;
    writer = undefined;
    await open?.abort(problem);
  };
}
