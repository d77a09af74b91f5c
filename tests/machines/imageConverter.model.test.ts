import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createImageConverterMachine, type ConvertedImage } from '../../src/machines/imageConverter.machine';
import { texts } from '../../src/features/image-converter/texts';

const imageConverterMachine = createImageConverterMachine(texts);

const file = new File([new Uint8Array(4)], 'photo.jpg', { type: 'image/jpeg' });
const converted: ConvertedImage = { blob: new Blob([]), fileName: 'photo.png', mime: 'image/png', width: 1, height: 1, fellBack: false };

const withConverter = (impl: () => Promise<ConvertedImage>) => imageConverterMachine.provide({ actors: { converter: fromPromise(impl) } });

const serializeState = (s: { value: unknown; context: { file: File | null; format: string } }) =>
  JSON.stringify([s.value, s.context.file !== null, s.context.format]);

describe('imageConverter machine', () => {
  it('reaches every state by the shortest paths', () => {
    const paths = getShortestPaths(imageConverterMachine, {
      events: [{ type: 'FILE_SELECTED', file }, { type: 'FILE_REMOVED' }, { type: 'SET_FORMAT', format: 'image/png' }, { type: 'CONVERT' }],
      serializeState: serializeState as never,
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"noFile"', '"selected"', '"converting"']));
  });

  it('Convert needs both a file and a format (guard canConvert)', () => {
    const actor = createActor(withConverter(async () => converted)).start();
    actor.send({ type: 'CONVERT' });
    expect(actor.getSnapshot().value).toBe('noFile');
    actor.send({ type: 'FILE_SELECTED', file });
    expect(actor.getSnapshot().can({ type: 'CONVERT' })).toBe(false);
    actor.send({ type: 'CONVERT' });
    expect(actor.getSnapshot().value).toBe('selected');
    actor.send({ type: 'SET_FORMAT', format: 'image/png' });
    expect(actor.getSnapshot().can({ type: 'CONVERT' })).toBe(true);
  });

  it('success toasts, with the PNG fallback note only when the fallback ran', async () => {
    for (const fellBack of [false, true]) {
      const actor = createActor(withConverter(async () => ({ ...converted, fellBack }))).start();
      const toasts: string[] = [];
      actor.on('toast', (e) => toasts.push(`${e.toast.title}: ${e.toast.description}`));
      actor.send({ type: 'FILE_SELECTED', file });
      actor.send({ type: 'SET_FORMAT', format: 'image/bmp' });
      actor.send({ type: 'CONVERT' });
      expect(actor.getSnapshot().value).toBe('converting');
      await waitFor(actor, (s) => s.matches('converted'));
      expect(toasts).toEqual([`Conversion Complete: Your image has been converted successfully${fellBack ? ' (converted to PNG format)' : ''}`]);
    }
  });

  it("a file problem gives 'Image Load Error' with its reason, anything else 'Conversion Failed'", async () => {
    const reason = 'The HEIC/HEIF image could not be decoded: its picture data is damaged or incomplete.';
    for (const [error, title] of [
      [Object.assign(new Error(reason), { name: 'ImageInputError' }), `Image Load Error: Failed to load the image. ${reason} Please try a different file.`],
      [new Error('encoder crashed'), 'Conversion Failed: Failed to convert the image. Please try again.'],
    ] as const) {
      const actor = createActor(withConverter(async () => Promise.reject(error))).start();
      const titles: string[] = [];
      actor.on('toast', (e) => titles.push(`${e.toast.title}: ${e.toast.description}`));
      actor.send({ type: 'FILE_SELECTED', file });
      actor.send({ type: 'SET_FORMAT', format: 'image/png' });
      actor.send({ type: 'CONVERT' });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(titles).toEqual([title]);
      actor.send({ type: 'CONVERT' });
      expect(actor.getSnapshot().value).toBe('converting');
    }
  });
});
