/**
 * Test helper (Node): decodes a PNG with @jsquash/png (wasm read from node_modules) and reads the
 * QR code in it with jsQR. Used by the unit tests and by the e2e spec on downloaded files.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decode, init } from '@jsquash/png/decode.js';
import jsQR from 'jsqr';

const require = createRequire(import.meta.url);

class NodeImageData {
  constructor(
    public data: Uint8ClampedArray,
    public width: number,
    public height: number,
  ) {}
}

let ready: Promise<unknown> | undefined;

function initPng() {
  // Node has no ImageData; the codec only needs a constructor of this shape.
  (globalThis as { ImageData?: unknown }).ImageData ??= NodeImageData;
  const wasm = readFileSync(require.resolve('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'));
  ready ??= init(wasm);
  return ready;
}

export interface DecodedPng {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export async function decodePng(bytes: Uint8Array): Promise<DecodedPng> {
  await initPng();
  const copy = bytes.slice().buffer;
  const image = await decode(copy);
  return { width: image.width, height: image.height, data: image.data };
}

/** The text of the QR code in a PNG, or null when none is found. */
export async function readQrPng(bytes: Uint8Array): Promise<string | null> {
  const { data, width, height } = await decodePng(bytes);
  return jsQR(data, width, height)?.data ?? null;
}

export const pngBytesFromDataUrl = (dataUrl: string) => new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
