/**
 * Node has no fetch-from-file for wasm and no ImageData: polyfill ImageData (OxiPNG checks
 * `instanceof`) and initialise every jSquash codec with its wasm compiled from node_modules.
 * Call `await initNodeCodecs()` in a beforeAll; it is idempotent. Node 20 has wasm SIMD, which is
 * what @jsquash/webp's encoder picks, so the SIMD build is the one to hand it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compile, NodeImageData } from './nodeJpeg';

const require = createRequire(import.meta.url);

let ready: Promise<void> | undefined;

/** libheif for the HEIC tests: the package's ES module, the same file the browser loads by URL. */
export async function initNodeHeif(): Promise<void> {
  const { setLibheifLoader } = await import('../../src/wasm/image/codecs/heif');
  setLibheifLoader(async () => (await import('libheif-js/libheif-wasm/libheif-bundle.mjs')).default());
}

export function initNodeCodecs(): Promise<void> {
  (globalThis as { ImageData?: unknown }).ImageData ??= NodeImageData;
  // pdf.js's JPEG 2000 decoder uses Promise.withResolvers, which every browser we support has and Node 20 lacks.
  (Promise as { withResolvers?: unknown }).withResolvers ??= <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (reason: unknown) => void;
    const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
    return { promise, resolve, reject };
  };
  ready ??= initAll();
  return ready;
}

async function initAll(): Promise<void> {
  // The PDF engine's font subsetter fetches its wasm in browsers; here it comes from node_modules.
  // The PDF font subsetter imports its wasm as '?url', which only Vite (vitest) resolves; the image
  // benchmark runs these codecs under Playwright's loader, which has no Vite and needs no subsetter.
  if ((import.meta as { env?: unknown }).env) {
    const { provideSubsetWasm } = await import('../../src/wasm/pdf/compress/fonts/hbSubset');
    provideSubsetWasm(() => readFile(join(dirname(require.resolve('harfbuzzjs')), 'harfbuzz-subset.wasm')));
    const { provideJpxWasm } = await import('../../src/wasm/pdf/compress/images/jpxImage');
    provideJpxWasm(async () => new Uint8Array(await readFile(join(dirname(require.resolve('pdfjs-dist/package.json')), 'wasm', 'openjpeg.wasm'))));
    const { provideJpxEncoderWasm } = await import('../../src/wasm/pdf/compress/images/jpxEncode');
    provideJpxEncoderWasm(async () => new Uint8Array(await readFile(require.resolve('@cornerstonejs/codec-openjpeg/wasm'))));
  }
  const [jpegDec, jpegEnc, png, oxipng, webpDec, webpEnc, avifDec, avifEnc, resize, jxlDec, jxlEnc] = await Promise.all([
    import('@jsquash/jpeg/decode.js'),
    import('@jsquash/jpeg/encode.js'),
    import('@jsquash/png/decode.js'),
    import('@jsquash/oxipng/optimise.js'),
    import('@jsquash/webp/decode.js'),
    import('@jsquash/webp/encode.js'),
    import('@jsquash/avif/decode.js'),
    import('@jsquash/avif/encode.js'),
    import('@jsquash/resize'),
    import('@jsquash/jxl/decode.js'),
    import('@jsquash/jxl/encode.js'),
  ]);
  await Promise.all([
    jpegDec.init(await compile('jpeg', 'codec/dec/mozjpeg_dec.wasm')),
    jpegEnc.init(await compile('jpeg', 'codec/enc/mozjpeg_enc.wasm')),
    png.init(await compile('png', 'codec/pkg/squoosh_png_bg.wasm')),
    oxipng.init(await compile('oxipng', 'codec/pkg/squoosh_oxipng_bg.wasm')),
    webpDec.init(await compile('webp', 'codec/dec/webp_dec.wasm')),
    webpEnc.init(await compile('webp', 'codec/enc/webp_enc_simd.wasm')),
    avifDec.init(await compile('avif', 'codec/dec/avif_dec.wasm')),
    avifEnc.init(await compile('avif', 'codec/enc/avif_enc.wasm')),
    resize.initResize(await compile('resize', 'lib/resize/pkg/squoosh_resize_bg.wasm')),
    jxlDec.init(await compile('jxl', 'codec/dec/jxl_dec.wasm')),
    jxlEnc.init(await compile('jxl', 'codec/enc/jxl_enc.wasm')),
  ]);
}
