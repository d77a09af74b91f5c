import { getShortestPaths } from '@xstate/graph';
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  createImagesToPdfMachine,
  DEFAULT_LAYOUT,
  isImageFile,
  pdfNameFor,
  type CheckRequest,
  type ConvertInput,
  type ImagesToPdfEvent,
  type ImagesToPdfResult,
} from '../../src/machines/imagesToPdf.machine';
import { texts } from '../../src/features/images-to-pdf/texts';
import { READ_FORMATS } from '../../src/wasm/image/formats';
import type { ToastMessage } from '../../src/lib/toast';
import { expectChangesDropResult, replay } from './walk';

const LIMITS = { maxImages: 3, maxBytes: 10 };
const machineWith = (converter: (input: ConvertInput) => Promise<ImagesToPdfResult>, checks: CheckRequest[] = []) =>
  createImagesToPdfMachine(texts, LIMITS).provide({
    actors: {
      checker: fromCallback<CheckRequest>(({ receive }) => {
        receive((e) => checks.push(e));
        return () => {};
      }),
      converter: fromPromise<ImagesToPdfResult, ConvertInput>(({ input }) => converter(input)),
    },
  });
const machine = machineWith(() => new Promise<ImagesToPdfResult>(() => {}));
type Snap = SnapshotFrom<typeof machine>;

const image = (name: string, bytes = 1, type = 'image/jpeg') => new File(['x'.repeat(bytes)], name, { type });
const PDF = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
const RESULT: ImagesToPdfResult = { blob: new Blob(['%PDF']), fileName: 'a.pdf', pages: 2 };
const DONE = { type: 'xstate.done.actor.converter', output: RESULT } as unknown as ImagesToPdfEvent;
const FAILED = { type: 'xstate.error.actor.converter', error: new Error('boom') } as unknown as ImagesToPdfEvent;

/** At most three images are ever offered, so the state space stays finite. */
const eventsFor = (s: Snap): ImagesToPdfEvent[] => {
  const events: ImagesToPdfEvent[] = [
    { type: 'CONVERT' }, { type: 'CANCEL' }, { type: 'PROBLEM_FILES_REMOVED' }, { type: 'FILES_CLEARED' }, DONE, FAILED,
    { type: 'LAYOUT_CHANGED', layout: { pageSize: 'a4' } },
  ];
  if (s.context.nextId <= 2) {
    events.push({ type: 'FILES_ADDED', files: [image('a.jpg')] }, { type: 'FILES_ADDED', files: [PDF, image('b.heic', 1, '')] }, { type: 'FILES_ADDED', files: [PDF] });
  }
  for (const { id } of s.context.items.slice(0, 2)) {
    events.push({ type: 'FILE_REMOVED', id }, { type: 'FILE_MOVED', id, to: 0 });
    events.push({ type: 'FILE_CHECKED', id, problem: 'The file is empty (0 bytes), so there is no image to read.' });
    events.push({ type: 'FILE_CHECKED', id, problem: null, width: 4, height: 3 });
  }
  return events;
};

/** Files do not serialise to JSON: events are told apart by the files' names. */
const serializeEvent = (e: ImagesToPdfEvent) => JSON.stringify({ ...e, files: 'files' in e ? e.files.map((f) => f.name) : undefined });

const serializeState = (s: Snap) =>
  JSON.stringify({
    value: s.value,
    items: s.context.items.map((i) => [i.id, i.status]),
    layout: s.context.layout.pageSize,
    result: s.context.result !== null,
  });

describe('images to PDF machine (model)', () => {
  const paths = getShortestPaths(machine, { events: eventsFor, serializeState, serializeEvent });

  it('reaches editing, converting and done', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['editing', 'converting', 'done']));
    expect(paths.length).toBeGreaterThan(30);
  });

  it('converts only a non-empty list without unusable images, and says why otherwise', () => {
    let refused = 0;
    for (const path of paths.filter((p) => p.state.matches('editing'))) {
      const actor = createActor(machine).start();
      path.steps.slice(1).forEach((step) => actor.send(step.event));
      const items = actor.getSnapshot().context.items;
      const titles: string[] = [];
      actor.on('toast', (e) => titles.push(e.toast.title));
      actor.send({ type: 'CONVERT' });
      if (actor.getSnapshot().matches('converting')) {
        expect(items.length).toBeGreaterThan(0);
        expect(items.some((i) => i.status === 'problem')).toBe(false);
        expect(titles).toEqual([]);
      } else {
        refused++;
        expect(titles).toEqual([items.length === 0 ? 'No images selected' : 'Some images cannot be used']);
      }
      actor.stop();
    }
    expect(refused).toBeGreaterThan(1);
  });

  it('keeps only images (a HEIC without a type counts by its name), with a toast naming the others', () => {
    for (const path of paths) {
      replay(machine, path, {
        onStep: (snapshot, emitted, event) => {
          expect(snapshot.context.items.every((i) => i.file !== PDF)).toBe(true);
          if (event.type === 'FILES_ADDED' && event.files.includes(PDF) && !snapshot.matches('converting')) {
            expect(emitted.map((e) => (e.toast as ToastMessage).description)).toContain('Please select image files only. Not added: "doc.pdf".');
          }
        },
      });
    }
  });

  it('any change to the list or the layout after a conversion drops the PDF', () => {
    expectChangesDropResult(machine, paths, { doneState: 'done', result: RESULT, changes: ['FILE_REMOVED', 'FILE_MOVED', 'FILES_CLEARED', 'LAYOUT_CHANGED'], eventsFor });
  });
});

describe('images to PDF machine (actors, limits, toasts)', () => {
  const start = (converter: (input: ConvertInput) => Promise<ImagesToPdfResult>) => {
    const checks: CheckRequest[] = [];
    const actor = createActor(machineWith(converter, checks)).start();
    const toasts: ToastMessage[] = [];
    actor.on('toast', (e) => toasts.push(e.toast));
    return { actor, toasts, checks };
  };

  it('asks the checker about each added image, records sizes, and a problem gets its own toast', () => {
    const { actor, toasts, checks } = start(async () => RESULT);
    actor.send({ type: 'FILES_ADDED', files: [image('a.jpg'), image('b.png', 1, 'image/png')] });
    expect(checks[0].sources.map((s) => [s.id, s.file.name])).toEqual([['i1', 'a.jpg'], ['i2', 'b.png']]);
    actor.send({ type: 'FILE_CHECKED', id: 'i1', problem: null, width: 40, height: 30 });
    actor.send({ type: 'FILE_CHECKED', id: 'i2', problem: 'This file is not an image format we can read.' });
    expect(actor.getSnapshot().context.items.map((i) => [i.status, i.width])).toEqual([['ready', 40], ['problem', null]]);
    expect(toasts).toEqual([{ title: 'Cannot use this image', description: '"b.png": This file is not an image format we can read.', variant: 'destructive' }]);
    actor.send({ type: 'PROBLEM_FILES_REMOVED' });
    expect(actor.getSnapshot().context.items.map((i) => i.file.name)).toEqual(['a.jpg']);
  });

  it('stops at the image count and the total size, saying how many were left out', () => {
    const { actor, toasts } = start(async () => RESULT);
    actor.send({ type: 'FILES_ADDED', files: [image('a.jpg', 4), image('b.jpg', 4), image('c.jpg', 4)] });
    expect(actor.getSnapshot().context.items.map((i) => i.file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(toasts.at(-1)?.title).toBe('Images too large');
    expect(toasts.at(-1)?.description).toContain('1 file was not added');
    actor.send({ type: 'FILES_ADDED', files: [image('d.jpg'), image('e.jpg'), image('f.jpg')] });
    expect(actor.getSnapshot().context.items).toHaveLength(3);
    expect(toasts.at(-1)).toMatchObject({ title: 'Too many images', description: 'One PDF takes at most 3 images; 2 files were not added.' });
  });

  it('converts the files in list order with the layout, named after the first image', async () => {
    let input: ConvertInput | undefined;
    const { actor, toasts } = start(async (i) => {
      i.onProgress(0.5);
      input = i;
      return RESULT;
    });
    actor.send({ type: 'FILES_ADDED', files: [image('IMG_1.HEIC', 1, 'image/heic'), image('b.jpg')] });
    actor.send({ type: 'FILE_MOVED', id: 'i2', to: 0 });
    actor.send({ type: 'LAYOUT_CHANGED', layout: { pageSize: 'letter', margin: 'large' } });
    actor.send({ type: 'CONVERT' });
    await new Promise((r) => setTimeout(r, 0));
    expect(input?.files.map((f) => f.name)).toEqual(['b.jpg', 'IMG_1.HEIC']);
    expect(input?.layout).toEqual({ ...DEFAULT_LAYOUT, pageSize: 'letter', margin: 'large' });
    expect(input?.fileName).toBe('b.pdf');
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(toasts.at(-1)).toEqual({ title: 'PDF created', description: 'Your 2-page PDF is ready to download.', variant: 'success' });
  });

  it('a build error about one file marks that file, names it, and the page can go on without it', async () => {
    const error = Object.assign(new Error('"b.jpg": The image could not be decoded.'), { name: 'ImageInputError', code: 'image:1' });
    const { actor, toasts } = start(() => Promise.reject(error));
    actor.send({ type: 'FILES_ADDED', files: [image('a.jpg'), image('b.jpg')] });
    actor.send({ type: 'CONVERT' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.items.map((i) => [i.file.name, i.status, i.problem])).toEqual([
      ['a.jpg', 'checking', null],
      ['b.jpg', 'problem', 'The image could not be decoded.'],
    ]);
    expect(toasts.at(-1)).toEqual({ title: 'Cannot use this image', description: '"b.jpg": The image could not be decoded.', variant: 'destructive' });
    const other = start(() => Promise.reject(new Error('worker crashed')));
    other.actor.send({ type: 'FILES_ADDED', files: [image('a.jpg')] });
    other.actor.send({ type: 'CONVERT' });
    await new Promise((r) => setTimeout(r, 0));
    expect(other.toasts.at(-1)?.title).toBe('Conversion failed');
  });

  it('names the PDF after the first image, or images.pdf', () => {
    expect(pdfNameFor([{ file: image('IMG_0412.HEIC') }, { file: image('x.jpg') }])).toBe('IMG_0412.pdf');
    expect(pdfNameFor([{ file: image('  .png') }])).toBe('images.pdf');
    expect(pdfNameFor([])).toBe('images.pdf');
  });
});

describe('files the browser left untyped', () => {
  it('join when their extension is one of a format the image engine reads, in any case', () => {
    const untyped = (name: string) => new File([new Uint8Array(4)], name, { type: '' });
    for (const extension of READ_FORMATS.flatMap((f) => f.extensions)) {
      expect(isImageFile(untyped(`photo.${extension}`)), extension).toBe(true);
      expect(isImageFile(untyped(`PHOTO.${extension.toUpperCase()}`)), extension).toBe(true);
    }
    for (const name of ['drawing.svg', 'notes.txt', 'photo.jpg.zip', 'heic']) expect(isImageFile(untyped(name)), name).toBe(false);
    expect(isImageFile(new File([], 'anything', { type: 'image/x-new' }))).toBe(true);
  });
});
