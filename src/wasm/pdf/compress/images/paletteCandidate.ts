/**
 * Palette images as one more candidate encoding for RGB drawings and screenshots at the lossy
 * levels: the pixels (already at the size to write) quantised to at most 256 colours without
 * dithering (the image engine's quantiser: a screenshot of few colours keeps them exactly), written
 * as indexes into an /Indexed space over the image's own colour space, packed at 2 or 4 bits when
 * the palette is that small, Flate otherwise. A screenshot's flat areas and text pack several times
 * smaller so than as RGB, with no JPEG ringing; the check (imageCheck.ts) decides whether it stands in.
 */
import { PDFHexString, PDFName, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';
import { Quantiser } from '../../../image';
import { deflateBest } from '../../document/deflate';

export interface PaletteCoding {
  bytes: Uint8Array;
  /** The image's entries for this coding (colour space, filter, depth). */
  entries: Record<string, unknown>;
  /** The pixels the palette image shows, for the check. */
  pixels: ImageData;
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * `pixels` as a palette image in `base` (a device or ICC RGB space), or null when the indexes do
 * not pack smaller than `under` bytes. `pack` writes one-channel samples at 2 or 4 bits
 * (imageRewrite.ts's packedLossless, handed in to keep the modules apart).
 */
export function paletteCoding(
  context: PDFContext,
  pixels: ImageData,
  base: PDFObject,
  under: number,
  pack: (samples: Uint8Array, bits: 2 | 4) => { bytes: Uint8Array; entries: Record<string, unknown> },
): PaletteCoding | null {
  const { width, height } = pixels;
  const quantised = new Quantiser(pixels).quantise(256, 0);
  const { colors, palette, indices } = quantised;
  const rgb = new Uint8Array(colors * 3);
  for (let i = 0; i < colors; i++) rgb.set(palette.subarray(i * 4, i * 4 + 3), i * 3);
  const space = context.obj([PDFName.of('Indexed'), base, colors - 1, PDFHexString.of(hex(rgb))]);
  // Never 1 bit: that packing may be JBIG2, which readers expect gray, not indexed.
  const bits = colors <= 4 ? 2 : colors <= 16 ? 4 : 8;
  let coding: { bytes: Uint8Array; entries: Record<string, unknown> };
  if (bits < 8) coding = pack(indices, bits as 2 | 4);
  else coding = { bytes: deflateBest(indices), entries: { Width: width, Height: height, BitsPerComponent: 8, Filter: PDFName.of('FlateDecode') } };
  if (coding.bytes.length + rgb.length * 2 >= under) return null;
  const shown = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < indices.length; p++) {
    const e = indices[p] * 4;
    shown[p * 4] = palette[e];
    shown[p * 4 + 1] = palette[e + 1];
    shown[p * 4 + 2] = palette[e + 2];
    shown[p * 4 + 3] = 255;
  }
  return { bytes: coding.bytes, entries: { ...coding.entries, ColorSpace: space }, pixels: new ImageData(shown, width, height) };
}
