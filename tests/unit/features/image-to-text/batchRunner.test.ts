/**
 * /image-to-text's runner for several images, with the OCR and image engines replaced by fakes:
 * one session for the whole batch (sized to it), each image decoded then read, a bad image failed
 * on its own card with the image engine's words, the summary toast counting both, no language
 * failing every card, and Cancel aborting the session's loading.
 */
import { createActor, waitFor } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OcrLanguage, OcrPage } from '../../../../src/wasm/ocr';

const calls = vi.hoisted(() => ({ sessions: [] as { images?: number; signal?: AbortSignal }[], closed: 0, read: [] as string[], hang: false }));

vi.mock('../../../../src/wasm/image', () => ({
  convertImageFile: async (file: File) => {
    if (file.name.startsWith('bad')) throw new Error('This file is not an image format we can read.');
    return { blob: new Blob([file.name]), width: 100, height: 50 };
  },
}));

vi.mock('../../../../src/wasm/ocr', async (original) => ({
  ...(await original<typeof import('../../../../src/wasm/ocr')>()),
  createOcrSession: async (options: { images?: number; signal?: AbortSignal }) => {
    calls.sessions.push(options);
    if (calls.hang) await new Promise((_, reject) => options.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    return { parallel: 2, close: () => (calls.closed += 1), recognize: async () => ({}) };
  },
  readImageUpright: async (_session: unknown, image: Blob) => {
    const name = await image.text();
    calls.read.push(name);
    const words = name.startsWith('blank') ? [] : [{ text: name, confidence: 90, box: { x0: 0, y0: 0, x1: 10, y1: 10 } }];
    const page = { width: 100, height: 50, angle: 0, text: words.length ? `text of ${name}\n` : '', confidence: words.length ? 90 : 0, lines: words.length ? [{ words }] : [] } as unknown as OcrPage;
    return { page, turns: 0 };
  },
}));

const { createImageBatchMachine } = await import('../../../../src/machines/imageBatch.machine');
const { imageToTextBatchRunner, recognisedPage } = await import('../../../../src/features/image-to-text/engine');
const { batchTexts } = await import('../../../../src/features/image-to-text/texts');

const image = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });

function batch(languages: OcrLanguage[]) {
  const machine = createImageBatchMachine<{ languages: OcrLanguage[] }>({ id: 'test', defaultOptions: { languages }, texts: batchTexts, rules: { accept: ['image/*'], maxMB: 50, invalidTypeText: 'not an image' } }).provide({
    actors: { batchRunner: imageToTextBatchRunner(batchTexts.itemFailed) },
  });
  const toasts: { title: string; description?: string }[] = [];
  const actor = createActor(machine);
  actor.on('toast', (event) => toasts.push(event.toast));
  actor.start();
  return { actor, toasts };
}

describe('imageToTextBatchRunner', () => {
  beforeEach(() => {
    Object.assign(calls, { sessions: [], closed: 0, read: [], hang: false });
  });

  it('reads every image in one session, names the one that is not an image, and sums up', async () => {
    const { actor, toasts } = batch(['eng']);
    actor.send({ type: 'ADD_FILES', files: [image('a.png'), image('bad.png'), image('blank.png'), image('c.png')] });
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.items.every((i) => i.status === 'done' || i.status === 'failed'));
    expect(calls.sessions).toHaveLength(1);
    expect(calls.sessions[0].images).toBe(4);
    await vi.waitFor(() => expect(calls.closed).toBe(1));
    expect(calls.read.sort()).toEqual(['a.png', 'blank.png', 'c.png']);
    const items = actor.getSnapshot().context.items;
    expect(items.map((i) => i.status)).toEqual(['done', 'failed', 'done', 'done']);
    expect(items[1].error).toBe('This file is not an image format we can read.');
    expect(items[0].result?.fileName).toBe('a.txt');
    expect(items[0].result?.facts).toEqual({ words: 1, confidence: 90 });
    expect(items[2].result?.facts?.words).toBe(0);
    expect(recognisedPage(items[3].result!)?.page.text).toBe('text of c.png\n');
    expect(toasts.at(-1)).toMatchObject({ title: 'Some Images Were Not Read', description: '1 image could not be read; each card says why.' });
  });

  it('says every image was read when none failed', async () => {
    const { actor, toasts } = batch(['eng', 'deu']);
    actor.send({ type: 'ADD_FILES', files: [image('a.png'), image('b.png')] });
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.items.every((i) => i.status === 'done'));
    expect(toasts.at(-1)).toMatchObject({ title: 'Text Extracted', description: 'Text read from 2 images.' });
  });

  it('with no language chosen, every card says so and no engine loads', async () => {
    const { actor, toasts } = batch([]);
    actor.send({ type: 'ADD_FILES', files: [image('a.png'), image('b.png')] });
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.items.every((i) => i.status === 'failed'));
    expect(calls.sessions).toHaveLength(0);
    expect(actor.getSnapshot().context.items[0].error).toBe('Choose at least one language of the text.');
    expect(toasts.at(-1)).toMatchObject({ title: 'No Image Was Read' });
  });

  it('Cancel aborts the loading session and puts the images back in the queue', async () => {
    calls.hang = true;
    const { actor } = batch(['eng']);
    actor.send({ type: 'ADD_FILES', files: [image('a.png'), image('b.png')] });
    actor.send({ type: 'START' });
    await vi.waitFor(() => expect(calls.sessions).toHaveLength(1));
    actor.send({ type: 'CANCEL' });
    expect(calls.sessions[0].signal?.aborted).toBe(true);
    expect(actor.getSnapshot().context.items.map((i) => i.status)).toEqual(['queued', 'queued']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(actor.getSnapshot().context.items.map((i) => i.status)).toEqual(['queued', 'queued']);
    expect(calls.read).toEqual([]);
  });
});
