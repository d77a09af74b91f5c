/**
 * Small made-up PDFs for the image rules, built with pdf-lib's low-level API so each image's
 * stream (filter, predictor, colour space, masks) is exactly what the test needs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zlibSync } from 'fflate';
import { PDFDocument, PDFName, concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState, type PDFRef } from '@cantoo/pdf-lib';

export interface TestImage {
  name: string;
  width: number;
  height: number;
  /** Packed samples as stored (already filtered/compressed as `dict` says). */
  data: Uint8Array;
  dict: Record<string, unknown>;
  /** Drawn size on the page, in points. */
  drawn: [number, number];
}

/** PNG "Up" filter on every row, written independently of the engine's predictor code. */
export function upFilter(samples: Uint8Array, rowBytes: number): Uint8Array {
  const rows = samples.length / rowBytes;
  const out = new Uint8Array(rows * (rowBytes + 1));
  for (let r = 0; r < rows; r++) {
    out[r * (rowBytes + 1)] = 2;
    for (let i = 0; i < rowBytes; i++) {
      const up = r > 0 ? samples[(r - 1) * rowBytes + i] : 0;
      out[r * (rowBytes + 1) + 1 + i] = (samples[r * rowBytes + i] - up) & 0xff;
    }
  }
  return out;
}

export const flatePredicted = (samples: Uint8Array, width: number, colors: number) =>
  zlibSync(upFilter(samples, width * colors), { level: 6 });

/** A page per image, each drawn once at its `drawn` size; returns the saved bytes and image refs. */
export async function buildPdf(images: TestImage[]): Promise<{ bytes: Uint8Array; refs: Record<string, PDFRef> }> {
  const doc = await PDFDocument.create();
  const refs: Record<string, PDFRef> = {};
  for (const image of images) {
    const page = doc.addPage([612, 792]);
    const ref = doc.context.register(
      doc.context.stream(image.data, { Type: 'XObject', Subtype: 'Image', Width: image.width, Height: image.height, BitsPerComponent: 8, ...image.dict } as never),
    );
    refs[image.name] = ref;
    page.node.setXObject(PDFName.of(image.name), ref);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(image.drawn[0], 0, 0, image.drawn[1], 36, 36),
      drawObject(image.name),
      popGraphicsState(),
    );
  }
  return { bytes: await doc.save({ useObjectStreams: false }), refs };
}

/** Flat colour blocks and thin lines, like a chart or a screenshot of a dialog. */
export function chartSamples(width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 3);
  const palette = [
    [255, 255, 255],
    [30, 60, 200],
    [220, 40, 40],
    [20, 20, 20],
  ];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let c = 0;
      if (x % 50 === 0 || y % 40 === 0) c = 3;
      else if (x > 40 && x < 120 && y > height - 10 - ((x * 7) % 180)) c = 1;
      else if (x > 200 && x < 280 && y > 60) c = 2;
      out.set(palette[c], (y * width + x) * 3);
    }
  }
  return out;
}

/** A photo-like image of 3 (RGB) or 4 (CMYK) channels: smooth waves and a little noise (a fixed seed). */
export function wavySamples(width: number, height: number, channels: 3 | 4 = 3): Uint8Array {
  const out = new Uint8Array(width * height * channels);
  let seed = 11;
  const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 12 - 6;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * channels;
      out[o] = 128 + 90 * Math.sin(x / 23 + y / 41) + noise();
      out[o + 1] = 120 + 80 * Math.cos(x / 37 - y / 19) + noise();
      out[o + 2] = 110 + 70 * Math.sin((x + y) / 29) + noise();
      if (channels === 4) out[o + 3] = Math.max(0, 60 * Math.sin(x / 53) + noise());
    }
  }
  return out;
}

/** JPEG 2000 codestream of raw RGB pixels, lossless, by ffmpeg's OpenJPEG encoder (installed by .ci/run). */
export function encodeJ2k(rgb: Uint8Array, width: number, height: number): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'jpx-'));
  try {
    writeFileSync(join(dir, 'in.rgb'), rgb);
    const args = ['-v', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-i', join(dir, 'in.rgb'), '-c:v', 'libopenjpeg', '-frames:v', '1', '-y', join(dir, 'out.j2k')];
    const run = spawnSync('ffmpeg', args);
    if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`);
    return new Uint8Array(readFileSync(join(dir, 'out.j2k')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A one-page PDF with a 600 × 400 JPEG 2000 photo drawn at 300 DPI. */
export async function jpxPhotoPdf(): Promise<{ bytes: Uint8Array; refs: Record<string, PDFRef> }> {
  const data = encodeJ2k(wavySamples(600, 400), 600, 400);
  return buildPdf([{ name: 'Jpx', width: 600, height: 400, data, dict: { ColorSpace: 'DeviceRGB', Filter: 'JPXDecode' }, drawn: [144, 96] }]);
}
