/**
 * What the image worker hands its helper workers (imageHelper.worker.ts; worker threads in the
 * benchmark): a strip of a big photo to encode as baseline JPEG (codecs/jpegStrips.ts), one
 * quantisation table's whole search on the coarse sample, or the confirming encodes of a setting
 * on the whole sample (codecs/jpegSearch.ts).
 */
import { confirmJob, searchTableJob, type ConfirmJob, type JpegSearchResult, type TableFound, type TableSearchJob } from './codecs/jpegSearch';
import { encodeJpeg, type MozJpegOptions } from './codecs/jsquash';

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
