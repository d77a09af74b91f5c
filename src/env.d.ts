/** Build-time constants, set in vite.config.ts from the environment. */
declare const __SITE_URL__: string;
declare const __AD_CLIENT__: string;
declare const __REVIEW_WIDGET_URL__: string;
/** Where the separately served libheif module is (scripts/libheifAsset.ts). */
declare const __LIBHEIF_URL__: string;

declare module 'virtual:blog' {
  import type { PostMeta } from '../scripts/blogLoader';
  export const posts: PostMeta[];
  export const loaders: Record<string, () => Promise<{ default: string }>>;
}

/** pako's one-call compressor (src/wasm/pdf/deflate.ts). */
declare module 'pako/lib/deflate.js' {
  export function deflate(data: Uint8Array, options?: { level?: number; memLevel?: number }): Uint8Array;
}

/** pako's zlib port, driven through zlib's own interface (src/wasm/zip/deflate/zlibStream.ts). */
declare module 'pako/lib/zlib/zstream.js' {
  export default class ZStream {
    input: Uint8Array | null;
    next_in: number;
    avail_in: number;
    output: Uint8Array | null;
    next_out: number;
    avail_out: number;
  }
}
declare module 'pako/lib/zlib/deflate.js' {
  import type ZStream from 'pako/lib/zlib/zstream.js';
  export function deflateInit2(strm: ZStream, level: number, method: number, windowBits: number, memLevel: number, strategy: number): number;
  export function deflateReset(strm: ZStream): number;
  export function deflateSetDictionary(strm: ZStream, dictionary: Uint8Array): number;
  export function deflate(strm: ZStream, flush: number): number;
}

/** pdf.js's parser, run in the worker that uses it (src/wasm/pdfjs/open.ts). */
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
