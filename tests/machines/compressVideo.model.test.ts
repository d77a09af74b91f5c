import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import type { EngineInput, EngineResult } from '../../src/machines/fileTool.machine';
import { createCompressVideoMachine, isSetupError, VIDEO_DEFAULTS, VIDEO_QUALITY, type VideoOptions } from '../../src/machines/compressVideo.machine';
import { texts } from '../../src/features/compress-video/texts';
import { VideoJobError } from '../../src/wasm/video/jobs';
import { replay, stateKey } from './walk';

const file = new File([new Uint8Array(2_000_000)], 'clip.mp4', { type: 'video/mp4' });
const result: EngineResult = { blob: new Blob([new Uint8Array(500_000)]), fileName: 'compressed_clip.mp4', originalSize: 2_000_000, size: 500_000 };
const badFile = new VideoJobError('unreadable', 'This file is not a video container your browser can read.');
const setup = new VideoJobError('setup', 'The video engine could not start.');

const machine = createCompressVideoMachine(texts).provide({
  actors: { engine: fromPromise<EngineResult, EngineInput<VideoOptions>>(() => new Promise(() => {})) },
});
type Snap = SnapshotFrom<typeof machine>;

const events = [
  { type: 'FILE_SELECTED', file },
  { type: 'FILE_REMOVED' },
  { type: 'SET_OPTIONS', options: { resolution: '360p' } },
  { type: 'COMPRESS' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.engine', output: result },
  { type: 'xstate.error.actor.engine', error: badFile },
  { type: 'xstate.error.actor.engine', error: setup },
] as never[];

const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.context.file !== null, s.context.result !== null, s.context.options.resolution, s.context.error]);

describe('compressVideo machine', () => {
  it('starts with the spec defaults (quality 70, original, step 5 within 30..100)', () => {
    const snap = createActor(machine, { input: {} }).start().getSnapshot();
    expect(snap.context.options).toEqual(VIDEO_DEFAULTS);
    expect(VIDEO_QUALITY).toEqual({ min: 30, max: 100, step: 5, default: 70 });
  });

  it('reaches every state, and each step keeps the invariants', () => {
    const paths = getShortestPaths(machine, { events, serializeState, input: {} } as never);
    expect(new Set(paths.map((p) => stateKey(p.state)))).toEqual(new Set(['"noFile"', '"selected"', '"processing"', '"done"', '"failed"']));
    for (const path of paths) {
      replay(machine, path, {
        input: {},
        onStep: (snap, emitted, event) => {
          if (event.type === 'COMPRESS' && snap.matches('noFile')) {
            expect(emitted).toEqual([{ type: 'toast', toast: { title: 'No video selected', description: 'Please select a video file first.', variant: 'destructive' } }]);
          }
          if (snap.matches('selected')) expect(snap.context.result).toBeNull();
          if (snap.matches('done')) expect(snap.context.result).toBe(result);
        },
      });
    }
  });

  it('toasts the spec texts for each outcome on every simple path', () => {
    const simple = getSimplePaths(machine, { events, serializeState, input: {} } as never);
    let checked = 0;
    for (const path of simple) {
      replay(machine, path, {
        input: {},
        onStep: (snap, emitted, event) => {
          const type: string = event.type;
          if (type === 'xstate.done.actor.engine') {
            checked++;
            expect(emitted).toEqual([
              { type: 'toast', toast: { title: 'Video Compression Complete', description: 'Reduced from 1.91 MB to 488.28 KB (75% reduction)', variant: 'success' } },
            ]);
          }
          if (type === 'xstate.error.actor.engine') {
            checked++;
            const error = (event as unknown as { error: VideoJobError }).error;
            const description =
              error.code === 'setup'
                ? 'There was an error setting up video compression. Please try again.'
                : 'There was an error compressing your video. Please try again with a different file.';
            expect(emitted).toEqual([{ type: 'toast', toast: { title: 'Compression Failed', description, variant: 'destructive' } }]);
            expect(snap.context.error).toBe(error.message);
            expect(snap.context.progress).toBe(0);
          }
        },
      });
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('knows the setup failures from the file failures', () => {
    expect(isSetupError(setup)).toBe(true);
    expect(isSetupError(new Error('Canvas not supported'))).toBe(true);
    expect(isSetupError(new Error('MediaRecorder not supported'))).toBe(true);
    expect(isSetupError(badFile)).toBe(false);
    expect(isSetupError(new Error('decode error'))).toBe(false);
    expect(texts.noResult).toEqual({ title: 'No compressed video', description: 'Please compress a video first.', variant: 'destructive' });
  });

  it('hands the options to the engine and Cancel aborts it', async () => {
    let seen: EngineInput<VideoOptions> | undefined;
    let aborted = false;
    const live = createCompressVideoMachine(texts).provide({
      actors: {
        engine: fromPromise<EngineResult, EngineInput<VideoOptions>>(({ input, signal }) => {
          seen = input;
          return new Promise((_, reject) => signal.addEventListener('abort', () => ((aborted = true), reject(new Error('aborted')))));
        }),
      },
    });
    const actor = createActor(live, { input: {} }).start();
    actor.send({ type: 'FILE_SELECTED', file });
    actor.send({ type: 'SET_OPTIONS', options: { resolution: '720p', removeAudio: true, trimStart: 1 } });
    actor.send({ type: 'COMPRESS' });
    await Promise.resolve();
    expect(seen?.options).toMatchObject({ resolution: '720p', removeAudio: true, trimStart: 1, quality: 70 });
    actor.send({ type: 'CANCEL' });
    expect(aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('selected');
  });
});
