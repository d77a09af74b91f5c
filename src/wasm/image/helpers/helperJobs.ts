/**
 * What the image worker hands its helper workers (imageHelper.worker.ts; worker threads in the
 * benchmark), each job of the contract (./contract.ts) run with the codecs' own functions: a strip
 * of a big photo to encode as baseline JPEG (codecs/jpegStrips.ts), one quantisation table's whole
 * search on the coarse sample, or the confirming encodes of a setting on the whole sample
 * (codecs/jpegSearch.ts).
 */
import { confirmJob, searchTableJob } from '../codecs/jpegSearch';
import { encodeJpeg, type MozJpegOptions } from '../codecs/jsquash';
import type { ConfirmJob, ImageHelpers, JpegSearchResult, TableFound, TableSearchJob } from './contract';

export type HelperJob =
  | { type: 'strip'; pixels: ArrayBuffer; width: number; height: number; options: MozJpegOptions }
  | ({ type: 'table' } & TableSearchJob)
  | ({ type: 'confirm' } & ConfirmJob);

export type HelperResult = ArrayBuffer | TableFound | JpegSearchResult | null;

export async function runHelperJob(job: HelperJob): Promise<{ result: HelperResult; transfer: Transferable[] }> {
  if (job.type === 'table') return { result: await searchTableJob(job), transfer: [] };
  if (job.type === 'confirm') {
    const result = await confirmJob(job);
    return { result, transfer: result ? [result.bytes] : [] };
  }
  const bytes = await encodeJpeg(new ImageData(new Uint8ClampedArray(job.pixels), job.width, job.height), job.options);
  return { result: bytes, transfer: [bytes] };
}

/**
 * The helpers as the image code sees them, over `run`, which sends a job (its buffers transferred)
 * to one of `count` helpers: a worker pool in the browser, worker threads in the benchmark.
 */
export function helpersOver(count: number, run: <T extends HelperResult>(job: HelperJob, transfer: ArrayBuffer[]) => Promise<T>): ImageHelpers {
  return {
    count,
    encodeStrip: (strip, options) => {
      const pixels = strip.data.buffer as ArrayBuffer;
      return run<ArrayBuffer>({ type: 'strip', pixels, width: strip.width, height: strip.height, options }, [pixels]);
    },
    searchTable: (job) => run<TableFound>({ type: 'table', ...job }, [job.pixels]),
    confirm: (job) => run<JpegSearchResult | null>({ type: 'confirm', ...job }, [job.pixels]),
  };
}
