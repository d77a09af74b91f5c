/**
 * What jSquash's MozJPEG needs in plain Node: an ImageData class, and its wasm compiled from
 * node_modules. nodeCodecs.ts builds every codec on this; the benchmark's helper threads
 * (bench/imageHelper.node.ts) use it alone, since they only encode and decode JPEG.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export class NodeImageData {
  readonly colorSpace = 'srgb';
  data: Uint8ClampedArray;
  width: number;
  height: number;
  constructor(data: Uint8ClampedArray | number, width: number, height?: number) {
    if (typeof data === 'number') {
      this.width = data;
      this.height = width;
      this.data = new Uint8ClampedArray(data * width * 4);
    } else {
      this.data = data;
      this.width = width;
      this.height = height ?? data.length / 4 / width;
    }
  }
}

const require = createRequire(import.meta.url);
const jsquashRoot = (name: string) => dirname(require.resolve(`@jsquash/${name}/package.json`));

export async function compile(name: string, file: string): Promise<WebAssembly.Module> {
  return WebAssembly.compile(await readFile(join(jsquashRoot(name), file)));
}

/** ImageData and MozJPEG's encoder and decoder, ready in this thread. */
export async function initNodeJpeg(): Promise<void> {
  (globalThis as { ImageData?: unknown }).ImageData ??= NodeImageData;
  const [decoder, encoder] = await Promise.all([import('@jsquash/jpeg/decode.js'), import('@jsquash/jpeg/encode.js')]);
  await Promise.all([decoder.init(await compile('jpeg', 'codec/dec/mozjpeg_dec.wasm')), encoder.init(await compile('jpeg', 'codec/enc/mozjpeg_enc.wasm'))]);
}
