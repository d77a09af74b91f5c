/** Build-time constants, set in vite.config.ts from the environment. */
declare const __SITE_URL__: string;
declare const __AD_CLIENT__: string;
/** Where the build put the compiled catalogs (scripts/catalogPlugin.ts), and the namespaces there are. */
declare const __CATALOG_BASE__: string;
declare const __CATALOG_NAMESPACES__: readonly string[];
declare const __REVIEW_WIDGET_URL__: string;
/** Where the separately served libheif module is (scripts/libheifAsset.ts). */
declare const __LIBHEIF_URL__: string;
/** Where the separately served 7-Zip module is (scripts/sevenZipAsset.ts). */
declare const __SEVENZIP_URL__: string;
/** Where the OCR engine's files are served (scripts/tesseractAssets.ts). */
declare const __OCR_ASSETS__: string;

/** The article list, newest first: what a teaser card draws (scripts/blogPlugin.ts). */
declare module 'virtual:blog' {
  import type { PostSummary } from '../scripts/blogLoader';
  export const posts: PostSummary[];
  /** Per language code, the slugs of the articles translated into it (content/blog/<code>/<slug>.md). */
  export const translatedSlugs: Record<string, string[]>;
  /** Per language code: the teasers of the articles translated into it, per slug. */
  export const translatedPosts: Record<string, () => Promise<{ posts: Record<string, PostSummary> }>>;
}

/** Per article slug: its page data (metadata, related articles) and its body (HTML), each loaded lazily. */
declare module 'virtual:blog-articles' {
  import type { PostMeta, PostSummary } from '../scripts/blogLoader';
  type ArticleModules = { post: () => Promise<{ post: PostMeta; related: PostSummary[] }>; body: () => Promise<{ default: string }> };
  export const articles: Record<string, ArticleModules>;
  /** Per language code, the slugs of the articles translated into it. */
  export const translatedSlugs: Record<string, string[]>;
  /** Per language code: its translated articles' modules, per slug (content/blog/<code>/<slug>.md). */
  export const translations: Record<string, () => Promise<{ articles: Record<string, ArticleModules> }>>;
}

/** pako's one-call compressor (src/wasm/pdf/document/deflate.ts). */
declare module 'pako/lib/deflate.js' {
  export function deflate(data: Uint8Array, options?: { level?: number; memLevel?: number }): Uint8Array;
}

/** pdf.js's parser, run in the worker that uses it (src/wasm/pdfjs/open.ts). */
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}

/** pdf.js's image decoders, for 4-component (CMYK, YCCK) JPEGs (src/wasm/pdf/compress/images/cmykJpeg.ts) and JPEG 2000 in PDFs. */
declare module 'pdfjs-dist/image_decoders/pdf.image_decoders.mjs' {
  export class JpegImage {
    constructor(options?: { decodeTransform?: Int32Array | null; colorTransform?: number });
    width: number;
    height: number;
    numComponents: number;
    parse(data: Uint8Array): void;
    getData(options: { width: number; height: number; forceRGB?: boolean; forceRGBA?: boolean; isSourcePDF?: boolean }): Uint8ClampedArray;
  }
  /** JBIG2 (tests read back what src/wasm/pdf/bilevel/jbig2Generic.ts writes): packed rows, 1 = black. */
  export class Jbig2Image {
    parseChunks(chunks: { data: Uint8Array; start: number; end: number }[]): Uint8Array;
  }
  /** OpenJPEG (src/wasm/pdf/compress/images/jpxImage.ts). */
  export class JpxImage {
    static setOptions(options: { useWasm: boolean; useWorkerFetch: boolean; wasmUrl: string; handler: { sendWithPromise(name: string, data: unknown): Promise<Uint8Array> } }): void;
    static parseImageProperties(bytes: Uint8Array): { width: number; height: number; componentsCount: number };
    static decode(bytes: Uint8Array, options: { numComponents: number; isIndexedColormap?: boolean; smaskInData?: boolean }): Promise<Uint8ClampedArray | null>;
  }
}

/** SheetJS's bzip2 decoder (src/wasm/archive/single/decoders.ts). */
declare module 'bz2' {
  export function decompress(data: Uint8Array, checkCrc?: boolean): Uint8Array;
}

/** OpenJPEG's encoder (@cornerstonejs/codec-openjpeg, MIT; src/wasm/pdf/compress/images/jpxEncode.ts): Emscripten glue with embind classes. */
declare module '@cornerstonejs/codec-openjpeg/wasmjs' {
  interface J2KEncoder {
    getDecodedBuffer(frame: { width: number; height: number; bitsPerSample: number; componentCount: number; isSigned: boolean; isUsingColorSpace: boolean }): Uint8Array;
    setQuality(lossless: boolean, layers: number): void;
    setCompressionRatio(layer: number, ratio: number): void;
    encode(): void;
    getEncodedBuffer(): Uint8Array;
    delete(): void;
  }
  interface OpenJpegModule {
    J2KEncoder: new () => J2KEncoder;
  }
  const factory: (options: { wasmBinary?: ArrayBuffer | Uint8Array; print?: (text: string) => void; printErr?: (text: string) => void }) => Promise<OpenJpegModule>;
  export default factory;
}
