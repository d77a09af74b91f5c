/**
 * What the image worker's helpers do for the JPEG code, as types only: the codecs (the strip
 * encoder, the quality search) are written against this, and ./helperJobs.ts runs each job on a
 * helper with the codecs' own functions. A setting, a search's result, the bars a sample must reach.
 */
import type { EncodeOptions as MozJpegOptions } from '@jsquash/jpeg/meta';

/** What the search settled on: MozJPEG's quantisation table, luma quality and chroma quality. */
export interface JpegSetting {
  quantTable: number;
  quality: number;
  chromaQuality: number;
}

export interface JpegSearchResult {
  bytes: ArrayBuffer;
  setting: JpegSetting;
}

/** A candidate table and how far below/above the chosen quality its luma quality is searched. */
export interface TableCandidate {
  quantTable: number;
  below: number;
  above: number;
}

/** A table's setting on the coarse sample and the size of that encode there. */
export interface TableFound extends JpegSetting {
  size: number;
}

/** The bars a sample must reach (the reference's scores, tolerances taken off). */
export interface Bar {
  luma: number;
  ms: number;
  cb: number;
  cr: number;
}

/** A sample and its bars, for a helper worker (the pixels travel as a buffer). */
export interface SampleJob {
  pixels: ArrayBuffer;
  width: number;
  height: number;
  bar: Bar;
}

/** One table's whole search on the coarse sample. */
export interface TableSearchJob extends SampleJob {
  quality: number;
  table: TableCandidate;
}

/** The confirming encodes of a setting on the whole sample, baseline or progressive as the final one. */
export interface ConfirmJob extends SampleJob {
  setting: JpegSetting;
  progressive: boolean;
}

/** Encodes a strip as a baseline JPEG somewhere else (a helper worker). */
export interface StripHelpers {
  /** How many strips they take at once. */
  count: number;
  /** `options` are complete (every MozJPEG option set); `strip`'s pixels are its own, free to transfer. */
  encodeStrip(strip: ImageData, options: MozJpegOptions): Promise<ArrayBuffer>;
}

/** Helper workers of the image worker: strips of the full-size encode, table searches, confirmations. */
export interface ImageHelpers extends StripHelpers {
  searchTable(job: TableSearchJob): Promise<TableFound>;
  confirm(job: ConfirmJob): Promise<JpegSearchResult | null>;
}
