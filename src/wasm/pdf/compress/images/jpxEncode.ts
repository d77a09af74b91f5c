/**
 * JPEG 2000 encoding for images at the lossy levels: OpenJPEG's encoder as WebAssembly
 * (@cornerstonejs/codec-openjpeg, MIT; OpenJPEG itself BSD-2-Clause), irreversible wavelet at a
 * chosen compression ratio, wrapped in a minimal JP2 file (signature, file type, header with the
 * size, components and an sRGB or grey colour box, then the codestream), as PDF's JPXDecode
 * expects. The glue and its wasm load on the first image that asks for them, the wasm from our own
 * origin; Node tests hand it the bytes through `provideJpxEncoderWasm`.
 */
import wasmUrl from '@cornerstonejs/codec-openjpeg/wasm?url&no-inline';
import { concatBytes } from '../../../../lib/concatBytes';

type WasmSource = () => Promise<Uint8Array>;
type Module = Awaited<ReturnType<typeof import('@cornerstonejs/codec-openjpeg/wasmjs').default>>;

let source: WasmSource = async () => new Uint8Array(await (await fetch(wasmUrl)).arrayBuffer());
let loaded: Promise<Module> | undefined;

/** Where the wasm comes from (Node tests read it from node_modules); resets the loaded instance. */
export function provideJpxEncoderWasm(next: WasmSource): void {
  source = next;
  loaded = undefined;
}

async function load(): Promise<Module> {
  const [{ default: factory }, wasmBinary] = await Promise.all([import('@cornerstonejs/codec-openjpeg/wasmjs'), source()]);
  // OpenJPEG prints warnings and progress through these; nothing of it is for the user.
  return factory({ wasmBinary, print: () => {}, printErr: () => {} });
}

const box = (type: string, body: Uint8Array) => {
  const out = new Uint8Array(8 + body.length);
  new DataView(out.buffer).setUint32(0, out.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(body, 8);
  return out;
};

/** A JP2 file around a codestream of 8-bit unsigned samples (ISO/IEC 15444-1 Annex I). */
function jp2File(codestream: Uint8Array, width: number, height: number, channels: 1 | 3 | 4): Uint8Array {
  const ihdr = new Uint8Array(14);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, height);
  view.setUint32(4, width);
  view.setUint16(8, channels);
  ihdr[10] = 7; // 8 bits, unsigned
  ihdr[11] = 7; // compression type: JPEG 2000
  // colr: method 1 (enumerated), sRGB (16), greyscale (17) or CMYK (12); the PDF's /ColorSpace rules in the end.
  const colr = new Uint8Array([1, 0, 0, 0, 0, 0, channels === 3 ? 16 : channels === 4 ? 12 : 17]);
  const signature = new Uint8Array([0x0d, 0x0a, 0x87, 0x0a]);
  const ftyp = new Uint8Array([0x6a, 0x70, 0x32, 0x20, 0, 0, 0, 0, 0x6a, 0x70, 0x32, 0x20]);
  return concatBytes([box('jP  ', signature), box('ftyp', ftyp), box('jp2h', concatBytes([box('ihdr', ihdr), box('colr', colr)])), box('jp2c', codestream)]);
}

/**
 * Pixels (RGBA ImageData) as a JP2 file of about `bytes` bytes (OpenJPEG's rate control aims at a
 * compression ratio of the raw samples), gray (one component, from R), RGB, or CMYK (four inks in
 * the RGBA slots, as imagePixels.ts keeps them; no colour transform between them).
 */
export async function encodeJpx(pixels: ImageData, channels: 1 | 3 | 4, bytes: number): Promise<Uint8Array> {
  const current = (loaded ??= load());
  const module = await current.catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  const { width, height, data } = pixels;
  let encoder: InstanceType<Module['J2KEncoder']> | undefined;
  try {
    encoder = new module.J2KEncoder();
    const samples = encoder.getDecodedBuffer({ width, height, bitsPerSample: 8, componentCount: channels, isSigned: false, isUsingColorSpace: false });
    for (let p = 0, o = 0; p < width * height; p++, o += 4) {
      for (let c = 0; c < channels; c++) samples[p * channels + c] = data[o + c];
    }
    // One quality layer at the ratio that gives about `bytes` (the JP2 boxes add 85 bytes).
    encoder.setQuality(false, 1);
    encoder.setCompressionRatio(0, Math.max(1, (width * height * channels) / Math.max(1, bytes - 85)));
    encoder.encode();
    const jp2 = jp2File(encoder.getEncodedBuffer().slice(), width, height, channels);
    encoder.delete();
    return jp2;
  } catch (error) {
    // A trap inside OpenJPEG (out of memory, a fault) can leave the instance's heap unusable, and
    // every later encode then traps too ('null function or function signature mismatch' after a
    // few hundred images in one worker): the next image gets a fresh instance.
    if (loaded === current) loaded = undefined;
    throw error;
  }
}
