/**
 * Every file of ../shared/realworld/{pngsuite,png-odd,jpeg-odd,gif,webp,exif,heic} through each
 * image engine entry point that runs in Node, against its MANIFEST.tsv expectation:
 * - `process`: the entry point succeeds, with the upright size (EXIF orientation applied; HEIC
 *   transforms applied by libheif), an output that decodes again, and no metadata left after removal;
 * - `refuse: …`: it fails with an ImageInputError whose message says what is wrong (never another
 *   error, a hang or a bogus output);
 * - `either`: one of the two, never anything else.
 * Decodes the engine leaves to the browser (createImageBitmap in the worker: GIF, AVIF, CMYK/YCCK
 * JPEG) cannot run here; they are counted as 'browser' and tests/e2e/realworld-images.spec.ts runs a
 * sample of each folder in Chromium. The removal route mirrors the remover's (lossless for
 * JPEG/PNG/WebP, HEIC -> JPEG and TIFF -> PNG through the converter, the canvas otherwise).
 * The tally printed at the end is the tool x folder table of the issue.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeJpeg, decodePng, decodeWebp } from '../../../../src/wasm/image/codecs/jsquash';
import { compressImageBuffer } from '../../../../src/wasm/image/compressImage';
import { convertImageBuffer } from '../../../../src/wasm/image/convertImage';
import { decodeImageFile } from '../../../../src/wasm/image/decodeImage';
import { sniffFormat, type ImageFormat } from '../../../../src/wasm/image/imageHeader';
import { readMetadata } from '../../../../src/wasm/metadata/readMetadata';
import { stripMetadata } from '../../../../src/wasm/metadata/stripMetadata';
import { realworldBytes, realworldDescribe, realworldManifest, type RealworldEntry } from '../../../helpers/corpus';
import { initNodeCodecs, initNodeHeif } from '../../../helpers/nodeCodecs';

const FOLDERS = ['pngsuite', 'png-odd', 'jpeg-odd', 'gif', 'webp', 'exif', 'heic'] as const;
const TOOLS = ['decode', 'compress', 'convert', 'strip metadata', 'read metadata'] as const;
type Tool = (typeof TOOLS)[number];
type Outcome = 'processed' | 'refused' | 'browser';

/** Sizes the manifest's `dims` (exiftool: the stored 'ispe' or grid size) does not give. */
const UPRIGHT: Record<string, string> = {
  // The kind column says it: a 452x462 grid cropped ('clap') to 451x461.
  'rainbow-451x461.heic': '451x461',
};

/** Per entry point: a decode of ~12 megapixels and its encode stay far inside this. */
const TIME_BUDGET_MS = 45_000;

beforeAll(async () => {
  await initNodeCodecs();
  await initNodeHeif();
});

const tally = new Map<string, Record<Outcome, number>>();
function record(tool: Tool, folder: string, outcome: Outcome) {
  const key = `${tool}\t${folder}`;
  const row = tally.get(key) ?? { processed: 0, refused: 0, browser: 0 };
  row[outcome]++;
  tally.set(key, row);
}

afterAll(() => {
  if (tally.size === 0) return;
  const lines = ['tool | folder | processed | refused | browser (e2e)', '---|---|---:|---:|---:'];
  for (const tool of TOOLS) {
    for (const folder of FOLDERS) {
      const row = tally.get(`${tool}\t${folder}`);
      if (row) lines.push(`${tool} | ${folder} | ${row.processed} | ${row.refused} | ${row.browser}`);
    }
  }
  console.log(lines.join('\n'));
});

const copy = (bytes: Uint8Array) => bytes.slice().buffer as ArrayBuffer;

/** The picture's size as a viewer shows it. */
function uprightDims(entry: RealworldEntry): string | undefined {
  if (UPRIGHT[entry.file]) return UPRIGHT[entry.file];
  const dims = entry.facts.dims;
  if (!dims) return undefined;
  const orientation = Number(entry.facts.orientation ?? 1);
  const [w, h] = dims.split('x');
  return orientation >= 5 && orientation <= 8 ? `${h}x${w}` : dims;
}

/** Formats (and JPEG variants) whose decode the engine hands to the browser's decoder. */
function browserDecodes(format: ImageFormat | 'pdf' | null, entry: RealworldEntry): boolean {
  if (format === 'gif' || format === 'bmp' || format === 'ico' || format === 'avif') return true;
  return format === 'jpeg' && entry.facts.components === '4';
}

type Result<T> = { ok: true; value: T } | { ok: false; error: Error };

/**
 * Runs an entry point within the time budget; a refusal must be the user-facing kind: an
 * ImageInputError (its message is shown), or for reading metadata a FormatError naming a file of
 * another kind (the pages answer it with the spec's 'Could not read metadata' toast).
 */
async function attempt<T>(label: string, run: () => Promise<T> | T, refusals = ['ImageInputError']): Promise<Result<T>> {
  const started = performance.now();
  let result: Result<T>;
  try {
    result = { ok: true, value: await run() };
  } catch (error) {
    expect(error, `${label}: refused with something other than a message for the user`).toBeInstanceOf(Error);
    const e = error as Error;
    expect(refusals, `${label}: ${e.name}: ${e.message}`).toContain(e.name);
    expect(e.message.length, `${label}: the refusal says what is wrong`).toBeGreaterThan(25);
    result = { ok: false, error: e };
  }
  expect(performance.now() - started, `${label} took too long`).toBeLessThan(TIME_BUDGET_MS);
  return result;
}

function judge(entry: RealworldEntry, tool: Tool, folder: string, result: Result<unknown>) {
  const wanted = entry.expected.startsWith('refuse') ? 'refuse' : entry.expected;
  const label = `${tool} ${folder}/${entry.file} (${entry.expected})`;
  if (wanted === 'process') expect(result.ok ? '' : result.error.message, `${label} was refused`).toBe('');
  if (wanted === 'refuse') expect(result.ok, `${label} was processed`).toBe(false);
  record(tool, folder, result.ok ? 'processed' : 'refused');
}

async function decodeOutput(bytes: ArrayBuffer, mime: string): Promise<ImageData> {
  if (mime === 'image/jpeg') return decodeJpeg(bytes);
  if (mime === 'image/png') return decodePng(bytes);
  if (mime === 'image/webp') return decodeWebp(bytes);
  return (await decodeImageFile(bytes)).image;
}

/** What may remain after removal: the colour profile, and an Orientation alone when the photo needs it. */
async function expectNoMetadata(bytes: Uint8Array, label: string) {
  const { raw } = await readMetadata(bytes);
  const left = Object.entries(raw)
    .filter(([group]) => group !== 'icc')
    .flatMap(([group, tags]) => Object.keys(tags).map((tag) => `${group}.${tag}`))
    .filter((tag) => tag !== 'ifd0.Orientation');
  expect(left, `${label}: metadata left after removal`).toEqual([]);
}

/** The remover's route for a file, as far as it runs in Node (null: the browser's canvas path). */
async function removeMetadata(bytes: Uint8Array, format: ImageFormat | 'pdf' | null): Promise<Uint8Array | null> {
  if (format === 'heic' || format === 'tiff') {
    const converted = await convertImageBuffer(copy(bytes), format === 'heic' ? 'image/jpeg' : 'image/png');
    const out = new Uint8Array(converted.bytes);
    return stripMetadata(out)?.bytes ?? out;
  }
  const stripped = stripMetadata(bytes.slice());
  if (stripped) return stripped.bytes;
  // Not JPEG/PNG/WebP: the canvas path, or a file that is no image at all (refused by its header).
  if (format === null || format === 'pdf') await decodeImageFile(copy(bytes));
  return null;
}

for (const folder of FOLDERS) {
  realworldDescribe(folder)(`realworld/${folder}: each engine entry point meets the manifest`, () => {
    for (const entry of realworldManifest(folder)) {
      it(`${entry.file} (${entry.expected})`, async () => {
        const bytes = realworldBytes(folder, entry.file);
        const format = sniffFormat(bytes);
        const upright = uprightDims(entry);
        const viaBrowser = browserDecodes(format, entry);
        const processDims = entry.expected === 'process' ? upright : undefined;

        // decode, compress, convert: the same decoder behind three jobs.
        if (viaBrowser) {
          for (const tool of ['decode', 'compress', 'convert'] as const) record(tool, folder, 'browser');
        } else {
          const decoded = await attempt(`decode ${entry.file}`, () => decodeImageFile(copy(bytes)));
          judge(entry, 'decode', folder, decoded);
          if (decoded.ok && processDims) {
            expect(`${decoded.value.image.width}x${decoded.value.image.height}`, `decode ${entry.file}`).toBe(processDims);
          }
          if (decoded.ok && entry.facts.frames) expect(decoded.value.frames, `frames of ${entry.file}`).toBe(Number(entry.facts.frames));

          const compressed = await attempt(`compress ${entry.file}`, () =>
            compressImageBuffer(copy(bytes), { format: 'same', quality: 75, scaleBelow70: false, keepMetadata: false }, { reference: null }),
          );
          judge(entry, 'compress', folder, compressed);
          if (compressed.ok && !compressed.value.notSmaller) {
            const back = await decodeOutput(compressed.value.bytes, compressed.value.mime);
            expect([back.width, back.height]).toEqual([compressed.value.width, compressed.value.height]);
            if (processDims) expect(`${back.width}x${back.height}`, `compress ${entry.file}`).toBe(processDims);
          }

          const converted = await attempt(`convert ${entry.file}`, () => convertImageBuffer(copy(bytes), 'image/png'));
          judge(entry, 'convert', folder, converted);
          if (converted.ok) {
            expect(converted.value.fellBack).toBe(false);
            const back = await decodePng(converted.value.bytes);
            if (processDims) expect(`${back.width}x${back.height}`, `convert ${entry.file}`).toBe(processDims);
          }
        }

        // Metadata removal: nothing left, and the clean file still shows the same picture.
        const removed = await attempt(`strip ${entry.file}`, () => removeMetadata(bytes, format));
        if (removed.ok && removed.value === null) {
          record('strip metadata', folder, 'browser');
        } else {
          judge(entry, 'strip metadata', folder, removed);
          if (removed.ok && removed.value) {
            await expectNoMetadata(removed.value, `strip ${entry.file}`);
            if (processDims && !viaBrowser) {
              const { image } = await decodeImageFile(copy(removed.value));
              expect(`${image.width}x${image.height}`, `the clean ${entry.file}`).toBe(processDims);
            }
          }
        }

        // Reading metadata (the editor and the remover's inspector).
        const read = await attempt(`read ${entry.file}`, () => readMetadata(bytes.slice()), ['ImageInputError', 'FormatError']);
        judge(entry, 'read metadata', folder, read);
        if (read.ok && entry.expected === 'process') {
          const { raw } = read.value;
          if (entry.facts.gps?.startsWith('yes')) expect(raw.gps?.latitude, `GPS of ${entry.file}`).toEqual(expect.any(Number));
          const orientation = Number(entry.facts.orientation);
          if (orientation > 1 && format === 'jpeg') expect(raw.ifd0?.Orientation, `Orientation of ${entry.file}`).toBe(orientation);
        }
      }, 120_000);
    }
  });
}
