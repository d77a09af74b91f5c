/**
 * The image tools' catalogs word the image engine's named problems (ImageInputError's code) exactly
 * as the engine's English message does, with the engine's values put in; and a code survives the
 * worker's error reply (WorkerJobError keeps it).
 */
import { describe, expect, it } from 'vitest';
import { checkPixelLimit, ImageInputError, readImageHeader } from '../../../src/wasm/image/imageHeader';
import { imageProblemOf } from '../../../src/wasm/image/problem';
import { WorkerJobError } from '../../../src/wasm/worker/protocol';
import { imageProblemText } from '../../../src/ui/imageProblemText';

const PREFIXES = ['compressImage', 'compressJpg', 'compressPng', 'imageConverter'];

const thrown = (run: () => unknown): Error => {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nothing was thrown');
};

const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
/** A PNG signature and an IHDR whose chunk is cut off: the header reader cannot measure it. */
const brokenPng = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0]);

const ERRORS: [string, Error][] = [
  ['empty', thrown(() => readImageHeader(new Uint8Array()))],
  ['pdf', thrown(() => readImageHeader(pdf))],
  ['notImage', thrown(() => readImageHeader(new TextEncoder().encode('just some text, not an image at all')))],
  ['tooLarge', thrown(() => checkPixelLimit(40_000, 30_000))],
  ['headerDamaged', thrown(() => readImageHeader(brokenPng))],
];

describe('image problems in the catalogs', () => {
  it('the engine names each problem', () => {
    for (const [problem, error] of ERRORS) expect(imageProblemOf(error)?.problem, error.message).toBe(problem);
  });

  it('each image tool words them as the engine does, values included', () => {
    for (const prefix of PREFIXES) for (const [, error] of ERRORS) expect(imageProblemText(error, prefix)).toBe(error.message);
  });

  it('a problem reported by a worker keeps its code and values', () => {
    const inWorker = thrown(() => checkPixelLimit(40_000, 30_000)) as ImageInputError;
    const replied = new WorkerJobError(inWorker.message, inWorker.name, inWorker.code);
    expect(imageProblemText(replied, 'compressImage')).toBe(inWorker.message);
    expect(imageProblemOf(replied)?.values).toEqual({ width: '40000', height: '30000', megapixels: '1200', limit: '100' });
  });

  it('an error that names no problem leaves the page to its own words', () => {
    expect(imageProblemText(new ImageInputError('Some other problem.'), 'compressImage')).toBeNull();
    expect(imageProblemText(new Error('boom'), 'compressImage')).toBeNull();
  });
});
