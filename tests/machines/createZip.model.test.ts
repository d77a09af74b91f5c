import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createZipMachine, zipFileName, type ZipEngineInput, type ZipEngineOutput, type ZipVariant } from '../../src/machines/createZip.machine';
import { texts as creatorTexts } from '../../src/features/create-zip/texts';
import { texts as fileTexts } from '../../src/features/create-zip-file/texts';
import { ZipLimitError } from '../../src/wasm/zip/limits';
import { replay, stateKey, type Emitted } from './walk';

const fileA = new File(['hello'], 'a.txt', { type: 'text/plain', lastModified: 1_600_000_000_000 });
const fileB = new File([new Uint8Array(2048)], 'b.bin');
const archive: ZipEngineOutput = { blob: new Blob([new Uint8Array(300)], { type: 'application/zip' }), size: 300 };

/** Each page brings its own texts. */
const textsOf = { creator: creatorTexts, file: fileTexts };

/** The engine never settles on its own: the walk delivers its done/error events. */
const walkMachine = (variant: ZipVariant) =>
  createZipMachine(textsOf[variant]).provide({
    actors: { engine: fromPromise<ZipEngineOutput, ZipEngineInput>(() => new Promise(() => {})) },
  });
type Snap = SnapshotFrom<ReturnType<typeof walkMachine>>;

const events = [
  { type: 'FILES_ADDED', files: [{ file: fileA }, { file: fileB, path: 'docs/b.bin' }] },
  { type: 'FILE_REMOVED', id: 1 },
  { type: 'FILE_REMOVED', id: 2 },
  { type: 'LEVEL_CHANGED', level: 9 },
  { type: 'NAME_CHANGED', name: '   ' },
  { type: 'NAME_CHANGED', name: 'Photos' },
  { type: 'PROTECT_CHANGED', protect: true },
  { type: 'PASSWORD_CHANGED', password: 'secret' },
  { type: 'CREATE' },
  { type: 'CANCEL' },
  { type: 'DOWNLOAD' },
  { type: 'xstate.done.actor.engine', output: archive },
  { type: 'xstate.error.actor.engine', error: new Error('boom') },
] as never[];

/** Bounded: at most one FILES_ADDED batch is offered (the list only matters as empty / not empty). */
const eventsFor = (s: Snap) => events.filter((e: { type: string }) => e.type !== 'FILES_ADDED' || s.context.nextId === 1);
const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.context.items.map((i) => i.id), s.context.level, s.context.zipName, s.context.protect, s.context.password, s.context.archive !== null]);

const toasts = (emitted: Emitted[]) => emitted.filter((e) => e.type === 'toast').map((e) => (e.toast as { title: string }).title);

for (const variant of ['creator', 'file'] as const) {
  describe(`createZip machine (${variant})`, () => {
    const input = { variant };
    const machine = walkMachine(variant);
    const paths = getShortestPaths(machine, { input, events: eventsFor, serializeState });

    it('reaches every state', () => {
      expect(new Set(paths.map((p) => stateKey(p.state)))).toEqual(new Set(['"idle"', '"compressing"', '"compressed"']));
    });

    it('keeps the spec rules on every shortest path', () => {
      for (const path of paths) {
        replay(machine, path, {
          input,
          onStep: (snap, emitted, event) => {
            const { items, archive: made, zipName } = snap.context;
            if (snap.matches('idle') || snap.matches('compressing')) expect(made).toBeNull();
            if (snap.matches('compressed')) expect(made).not.toBeNull();
            if (event.type === 'CREATE' && snap.matches('compressing')) {
              expect(items.length).toBeGreaterThan(0);
              // Never an archive marked protected without a password.
              if (snap.context.protect) expect(snap.context.password).not.toBe('');
              if (variant === 'file') expect(zipName.trim()).not.toBe('');
            }
            if (event.type === 'CREATE' && items.length === 0) expect(toasts(emitted)).toEqual(['No files selected']);
            if (event.type === 'DOWNLOAD' && !snap.matches('compressed')) expect(toasts(emitted)).toEqual(['No ZIP File Available']);
            if (event.type === 'FILE_REMOVED') expect(snap.matches('compressed')).toBe(false);
            if (event.type === 'PROTECT_CHANGED') expect(snap.matches('compressed')).toBe(false);
            if (event.type === 'CREATE' && items.length > 0 && snap.context.protect && snap.context.password === '' && (variant === 'creator' || zipName.trim() !== '')) {
              expect(toasts(emitted)).toEqual(['Password needed']);
            }
            if (event.type === 'DOWNLOAD' && snap.matches('compressed')) {
              const blank = variant === 'file' && zipName.trim() === '';
              expect(toasts(emitted)).toEqual([blank ? 'Invalid ZIP name' : 'Download Started']);
              expect(emitted.some((e) => e.type === 'download')).toBe(!blank);
            }
          },
        });
      }
    });

    it('walks the simple paths: no dead ends, a created archive on every path that finishes', () => {
      const simple = getSimplePaths(machine, {
        input,
        events: (s: Snap) => eventsFor(s).filter((e: { type: string }) => !['NAME_CHANGED', 'LEVEL_CHANGED'].includes(e.type)),
        serializeState: (s: Snap) => JSON.stringify([s.value, s.context.items.map((i) => i.id)]),
      });
      expect(simple.length).toBeGreaterThan(3);
      for (const path of simple) {
        const { final } = replay(machine, path, { input });
        if (final.value === 'compressed') expect(path.steps.map((step) => step.event.type)).toContain('xstate.done.actor.engine');
      }
    });

    it('covers every edge (each reachable state x each event) and each outcome gives its toast', () => {
      const seen = new Set<string>();
      for (const path of paths) {
        // Engine results only ever arrive while the engine runs (elsewhere XState treats them as crashes).
        const offered = eventsFor(path.state).filter((e: { type: string }) => path.state.matches('compressing') || !e.type.startsWith('xstate.'));
        for (const event of offered) {
          const before = path.state;
          const actor = createActor(machine, { input });
          const emitted: Emitted[] = [];
          actor.on('*', (e) => void emitted.push(e as Emitted));
          actor.start();
          for (const step of path.steps) if ((step.event as { type: string }).type !== 'xstate.init') actor.send(step.event);
          const mark = emitted.length;
          actor.send(event);
          const after = actor.getSnapshot();
          const out = toasts(emitted.slice(mark));
          const type = (event as { type: string }).type;
          seen.add(`${JSON.stringify(before.value)} ${type}`);
          if (type === 'xstate.done.actor.engine' && before.matches('compressing')) expect(out).toEqual(['ZIP File Created Successfully']);
          if (type === 'xstate.error.actor.engine' && before.matches('compressing')) {
            expect(out).toEqual(['Error Creating ZIP File']);
            expect(after.value).toBe('idle');
          }
          if (type === 'CANCEL' && before.matches('compressing')) expect(after.context.progress).toBe(0);
          if (type === 'CREATE' && before.matches('compressing')) expect(out).toEqual([]);
          if (type === 'FILES_ADDED' && before.matches('compressing')) expect(after.context.items).toEqual(before.context.items);
          actor.stop();
        }
      }
      for (const state of ['idle', 'compressing', 'compressed']) {
        for (const type of ['CREATE', 'CANCEL', 'DOWNLOAD', 'FILE_REMOVED', 'LEVEL_CHANGED']) expect(seen).toContain(`"${state}" ${type}`);
      }
      for (const type of ['xstate.done.actor.engine', 'xstate.error.actor.engine']) expect(seen).toContain(`"compressing" ${type}`);
    });
  });
}

/** Runs the machine live with a controllable engine. */
function live(variant: ZipVariant, engine: (input: ZipEngineInput, signal: AbortSignal) => Promise<ZipEngineOutput>) {
  const actor = createActor(
    createZipMachine(textsOf[variant]).provide({ actors: { engine: fromPromise<ZipEngineOutput, ZipEngineInput>(({ input, signal }) => engine(input, signal)) } }),
    { input: { variant } },
  );
  const emitted: Emitted[] = [];
  actor.on('*', (e) => void emitted.push(e as Emitted));
  actor.start();
  return { actor, emitted };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('createZip machine guards and texts', () => {
  it('No files selected: the wording differs per page', () => {
    for (const [variant, noun] of [['creator', 'archive'], ['file', 'file']] as const) {
      const { actor, emitted } = live(variant, async () => archive);
      actor.send({ type: 'CREATE' });
      expect(emitted).toEqual([{ type: 'toast', toast: { title: 'No files selected', description: `Please add at least one file to create a ZIP ${noun}`, variant: 'destructive' } }]);
      expect(actor.getSnapshot().value).toBe('idle');
    }
  });

  it('Invalid ZIP name on the variant page only', () => {
    const file = live('file', async () => archive);
    file.actor.send({ type: 'FILES_ADDED', files: [{ file: fileA }] });
    file.actor.send({ type: 'NAME_CHANGED', name: ' \t ' });
    file.actor.send({ type: 'CREATE' });
    expect(file.emitted.at(-1)).toMatchObject({ toast: { title: 'Invalid ZIP name', description: 'Please enter a valid name for your ZIP file.' } });
    const creator = live('creator', async () => archive);
    creator.actor.send({ type: 'FILES_ADDED', files: [{ file: fileA }] });
    creator.actor.send({ type: 'NAME_CHANGED', name: ' ' });
    creator.actor.send({ type: 'CREATE' });
    expect(creator.actor.getSnapshot().value).toBe('compressing');
  });

  it('a protected archive: no password is refused, the password goes to the engine, changing it discards the archive', async () => {
    const passwords: (string | undefined)[] = [];
    const { actor, emitted } = live('creator', async (input) => (passwords.push(input.password), archive));
    actor.send({ type: 'FILES_ADDED', files: [{ file: fileA }] });
    actor.send({ type: 'CREATE' });
    await settle();
    actor.send({ type: 'PROTECT_CHANGED', protect: true });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'CREATE' });
    expect(emitted.at(-1)).toMatchObject({ toast: { title: 'Password needed' } });
    actor.send({ type: 'PASSWORD_CHANGED', password: 'p4ss' });
    actor.send({ type: 'CREATE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('compressed');
    actor.send({ type: 'PASSWORD_CHANGED', password: 'other' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'PROTECT_CHANGED', protect: false });
    actor.send({ type: 'CREATE' });
    await settle();
    expect(passwords).toEqual([undefined, 'p4ss', undefined]);
  });

  it('refuses archives that would need ZIP64 before starting', () => {
    const { actor, emitted } = live('creator', async () => archive);
    const huge = { name: 'disk.img', size: 5 * 1024 ** 3, lastModified: 0, type: '' } as File;
    actor.send({ type: 'FILES_ADDED', files: [{ file: huge }] });
    actor.send({ type: 'CREATE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(emitted.at(-1)).toMatchObject({ toast: { title: 'Error Creating ZIP File', description: expect.stringMatching(/larger than 4 GB/) } });
  });

  it('appends in order, passes paths, times and level, and names count and level on success', async () => {
    let seen: ZipEngineInput | undefined;
    const { actor, emitted } = live('creator', async (input) => {
      seen = input;
      input.onProgress(0.5);
      return archive;
    });
    actor.send({ type: 'FILES_ADDED', files: [{ file: fileA }] });
    actor.send({ type: 'FILES_ADDED', files: [{ file: fileB, path: 'docs/b.bin' }, { file: fileA }] });
    actor.send({ type: 'LEVEL_CHANGED', level: 9 });
    actor.send({ type: 'CREATE' });
    expect(actor.getSnapshot().context.progress).toBe(0.5);
    await settle();
    expect(seen?.entries.map((e) => e.name)).toEqual(['a.txt', 'docs/b.bin', 'a.txt']);
    expect(seen?.entries[0].lastModified).toBe(1_600_000_000_000);
    expect(seen?.level).toBe(9);
    expect(actor.getSnapshot().value).toBe('compressed');
    expect(emitted.at(-1)).toEqual({ type: 'toast', toast: { title: 'ZIP File Created Successfully', description: '3 files compressed at level 9.', variant: 'success' } });
  });

  it('the variant page uses the builder default level 6 and names the archive', async () => {
    let level: number | undefined = -1;
    const { actor, emitted } = live('file', async (input) => ((level = input.level), archive));
    actor.send({ type: 'FILES_ADDED', files: [{ file: fileA }, { file: fileB }] });
    actor.send({ type: 'NAME_CHANGED', name: 'Holiday' });
    actor.send({ type: 'CREATE' });
    await settle();
    expect(level).toBeUndefined();
    expect(actor.getSnapshot().context.archive?.level).toBe(6);
    expect(emitted.at(-1)).toMatchObject({ toast: { description: 'Successfully created "Holiday.zip" with 2 files.' } });
    actor.send({ type: 'DOWNLOAD' });
    expect(emitted.at(-2)).toEqual({ type: 'download', blob: archive.blob, fileName: 'Holiday.zip' });
    expect(emitted.at(-1)).toMatchObject({ toast: { title: 'Download Started', description: 'Your ZIP file "Holiday.zip" (0.29 KB) is downloading.' } });
    expect(actor.getSnapshot().value).toBe('compressed');
  });

  it('removing or adding a file, or a new level, discards the archive', async () => {
    const { actor } = live('creator', async () => archive);
    const create = async () => {
      actor.send({ type: 'CREATE' });
      await settle();
      expect(actor.getSnapshot().value).toBe('compressed');
    };
    actor.send({ type: 'FILES_ADDED', files: [{ file: fileA }, { file: fileB }] });
    await create();
    actor.send({ type: 'FILE_REMOVED', id: 99 });
    expect(actor.getSnapshot().value).toBe('compressed');
    actor.send({ type: 'FILE_REMOVED', id: 1 });
    expect(actor.getSnapshot().matches('idle') && actor.getSnapshot().context.archive).toBe(null);
    expect(actor.getSnapshot().context.items.map((i) => i.file.name)).toEqual(['b.bin']);
    await create();
    actor.send({ type: 'LEVEL_CHANGED', level: 5 });
    expect(actor.getSnapshot().value).toBe('compressed');
    actor.send({ type: 'LEVEL_CHANGED', level: 2 });
    expect(actor.getSnapshot().value).toBe('idle');
    await create();
    actor.send({ type: 'FILES_ADDED', files: [{ file: fileA }] });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('Cancel aborts the engine and returns to idle; errors clear the busy state', async () => {
    let signal: AbortSignal | undefined;
    const { actor } = live('creator', (_input, s) => ((signal = s), new Promise(() => {})));
    actor.send({ type: 'FILES_ADDED', files: [{ file: fileA }] });
    actor.send({ type: 'CREATE' });
    actor.send({ type: 'CANCEL' });
    expect(signal?.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('idle');

    const failing = live('creator', async () => {
      throw new ZipLimitError({ code: 'tooManyFiles', files: 70_000 });
    });
    failing.actor.send({ type: 'FILES_ADDED', files: [{ file: fileA }] });
    failing.actor.send({ type: 'CREATE' });
    await settle();
    expect(failing.actor.getSnapshot().value).toBe('idle');
    expect(failing.emitted.at(-1)).toMatchObject({ toast: { title: 'Error Creating ZIP File', description: 'A ZIP archive made here can hold at most 65,535 files and you added 70,000. Please split them into smaller archives.' } });
  });

  it('appends .zip unless the name already ends in .zip, any case', () => {
    expect(zipFileName('archive.zip')).toBe('archive.zip');
    expect(zipFileName(' Photos.ZIP ')).toBe('Photos.ZIP');
    expect(zipFileName('notes.zipper')).toBe('notes.zipper.zip');
    expect(zipFileName('report')).toBe('report.zip');
  });
});
