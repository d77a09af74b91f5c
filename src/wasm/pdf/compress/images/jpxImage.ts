/**
 * JPEG 2000 (JPXDecode) images, decoded with OpenJPEG as pdf.js ships it (its image-decoders build
 * and openjpeg.wasm, BSD-2-Clause). The wasm is fetched from our own origin on first use only, so a
 * PDF without JPX images never loads it; Node tests hand it the bytes through `provideJpxWasm`.
 */
import wasmUrl from 'pdfjs-dist/wasm/openjpeg.wasm?url&no-inline';

type WasmSource = () => Promise<Uint8Array>;

let source: WasmSource = async () => new Uint8Array(await (await fetch(wasmUrl)).arrayBuffer());
let configured = false;

/** Where the wasm comes from (Node tests read it from node_modules). */
export function provideJpxWasm(next: WasmSource): void {
  source = next;
  configured = false;
}

/** Packed 8-bit samples (`channels` per pixel, in the image's colour space) of a JPX image. */
export async function decodeJpx(bytes: Uint8Array, channels: 1 | 3 | 4): Promise<{ samples: Uint8Array; width: number; height: number }> {
  const { JpxImage } = await import('pdfjs-dist/image_decoders/pdf.image_decoders.mjs');
  if (!configured) {
    // pdf.js asks its "handler" for the wasm bytes instead of fetching a URL itself.
    JpxImage.setOptions({ useWasm: true, useWorkerFetch: false, wasmUrl: '', handler: { sendWithPromise: () => source() } });
    configured = true;
  }
  const { width, height } = JpxImage.parseImageProperties(bytes);
  const samples = await JpxImage.decode(bytes, { numComponents: channels });
  if (!samples || samples.length !== width * height * channels) throw new Error('JPX data differs from the image dictionary');
  return { samples: new Uint8Array(samples.buffer, samples.byteOffset, samples.length), width, height };
}
