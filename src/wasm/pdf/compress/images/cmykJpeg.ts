/**
 * CMYK JPEGs for PDF images. MozJPEG (as built by jSquash) takes RGBA only, so a CMYK image is
 * encoded as a colour JPEG of its C, M and Y plus a one-component JPEG of its K, and their scans
 * are put together as the four components of one YCCK JPEG: a JPEG may carry each component in its
 * own scans (non-interleaved), which is exactly what a one-component file's scans are. A PDF's
 * DCTDecode filter reads the result as the same CMYK samples (an image's /Decode array still
 * applies). Decoding is pdf.js's JPEG decoder (its image-decoders build), in PDF mode.
 */
import { concatBytes } from '../../../../lib/concatBytes';
import { encodeJpeg } from '../../../image';
import { DHT, DQT, DRI, EOI, isSof, parseJpegSegments, SOI, SOS } from '../../../jpeg';

interface Segment {
  marker: number;
  /** The whole segment from its 0xFF byte, with a scan's entropy-coded data after an SOS. */
  bytes: Uint8Array;
}

/** The marker segments of a JPEG our encoder wrote, between SOI and EOI. */
const segmentsOf = (jpeg: Uint8Array): Segment[] =>
  parseJpegSegments(jpeg)
    .filter(({ marker }) => marker !== SOI && marker !== EOI)
    .map(({ marker, start, end }) => ({ marker, bytes: jpeg.subarray(start, end) }));

/** An Adobe APP14 segment: version 100, no flags, and the colour transform (2: YCCK). */
const adobeMarker = (transform: number) => new Uint8Array([0xff, 0xee, 0, 14, 0x41, 0x64, 0x6f, 0x62, 0x65, 0, 100, 0, 0, 0, 0, transform]);

/**
 * One JPEG from several JPEGs of the same size and process (all baseline or all progressive): the
 * components of each, in order, renumbered 1..n, with their quantisation tables moved to free slots
 * and each file's Huffman tables defined again before its own scans. A component from a
 * one-component file takes the frame's largest sampling factors, so it keeps the image's full size.
 */
export function mergeJpegs(files: Uint8Array[], adobeTransform?: number): Uint8Array {
  const tables: Uint8Array[] = [];
  const components: number[][] = [];
  const scans: Uint8Array[] = [];
  let head: Uint8Array | null = null;
  let slot = 0;
  for (const file of files) {
    const segments = segmentsOf(file);
    const slots = new Map<number, number>();
    for (const { marker, bytes } of segments) {
      if (marker !== DQT) continue;
      // 8-bit tables only: 1 + 64 bytes each after the length.
      for (let i = 4; i < bytes.length; i += 65) {
        if (bytes[i] >> 4 !== 0) throw new Error('Unexpected quantisation table');
        if (slot > 3) throw new Error('Too many quantisation tables');
        slots.set(bytes[i] & 15, slot);
        tables.push(new Uint8Array([0xff, DQT, 0, 67, slot++, ...bytes.subarray(i + 1, i + 65)]));
      }
    }
    const frame = segments.find((segment) => isSof(segment.marker))?.bytes;
    if (!frame) throw new Error('JPEG without a frame');
    // Same process, precision, height and width in every file.
    if (head && !frame.subarray(0, 9).every((b, i) => i === 2 || i === 3 || b === head![i])) throw new Error('JPEGs differ in size or process');
    head ??= frame.subarray(0, 9);
    const ids = new Map<number, number>();
    for (let c = 0; c < frame[9]; c++) {
      const [id, sampling, table] = frame.subarray(10 + 3 * c, 13 + 3 * c);
      if (!slots.has(table)) throw new Error('Component without a quantisation table');
      ids.set(id, components.length + 1);
      components.push([components.length + 1, frame[9] === 1 ? -1 : sampling, slots.get(table)!]);
    }
    for (const { marker, bytes } of segments) {
      if (marker === DHT || marker === DRI) scans.push(bytes);
      if (marker !== SOS) continue;
      const scan = bytes.slice();
      for (let c = 0; c < scan[4]; c++) {
        const id = ids.get(scan[5 + 2 * c]);
        if (id === undefined) throw new Error('Scan of an unknown component');
        scan[5 + 2 * c] = id;
      }
      scans.push(scan);
    }
  }
  if (!head) throw new Error('No JPEG to merge');
  const largest = components.reduce((most, [, sampling]) => (sampling < 0 ? most : [Math.max(most[0], sampling >> 4), Math.max(most[1], sampling & 15)]), [1, 1]);
  const sof = new Uint8Array(10 + 3 * components.length);
  sof.set(head);
  const length = 8 + 3 * components.length;
  sof[2] = length >> 8;
  sof[3] = length & 0xff;
  sof[9] = components.length;
  components.forEach(([id, sampling, table], c) => sof.set([id, sampling < 0 ? (largest[0] << 4) | largest[1] : sampling, table], 10 + 3 * c));
  const marker = adobeTransform === undefined ? [] : [adobeMarker(adobeTransform)];
  return concatBytes([new Uint8Array([0xff, SOI]), ...marker, ...tables, sof, ...scans, new Uint8Array([0xff, EOI])]);
}

/**
 * A CMYK JPEG at `quality` from CMYK samples in RGBA-shaped ImageData (imagePixels.ts
 * `samplesToImageData`), written as YCCK, as Photoshop and Acrobat do: the inverted C, M and Y as
 * the red, green and blue of an ordinary colour JPEG (luma sharp, chroma at half resolution), and
 * K sharp beside them. The Adobe marker's transform 2 tells every decoder to turn it back into CMYK.
 */
export async function encodeCmykJpeg(image: ImageData, quality: number): Promise<Uint8Array> {
  const { width, height } = image;
  const pixels = width * height;
  const cmy = new Uint8ClampedArray(pixels * 4);
  const k = new Uint8ClampedArray(pixels * 4);
  for (let p = 0, o = 0; p < pixels; p++, o += 4) {
    cmy[o] = 255 - image.data[o];
    cmy[o + 1] = 255 - image.data[o + 1];
    cmy[o + 2] = 255 - image.data[o + 2];
    cmy[o + 3] = 255;
    // K as it is (YCCK inverts only the other three), as a gray pixel, which MozJPEG's
    // one-component (grayscale) mode codes exactly.
    k[o] = k[o + 1] = k[o + 2] = image.data[o + 3];
    k[o + 3] = 255;
  }
  const [colour, black] = await Promise.all([
    encodeJpeg(new ImageData(cmy, width, height), { quality }),
    encodeJpeg(new ImageData(k, width, height), { quality, color_space: 1 }),
  ]);
  return mergeJpegs([new Uint8Array(colour), new Uint8Array(black)], 2);
}

/**
 * The samples of a 4-component (CMYK or YCCK) JPEG as a PDF reads them: YCCK converted to CMYK,
 * nothing inverted. `colorTransform` is the DCTDecode /ColorTransform parameter, when given.
 */
export async function decodeCmykJpeg(bytes: Uint8Array, colorTransform?: number): Promise<ImageData> {
  const { JpegImage } = await import('pdfjs-dist/image_decoders/pdf.image_decoders.mjs');
  const jpeg = new JpegImage({ colorTransform: colorTransform ?? -1 });
  jpeg.parse(bytes);
  const { width, height } = jpeg;
  if (jpeg.numComponents !== 4) throw new Error('Not a four-component JPEG');
  const samples = jpeg.getData({ width, height, isSourcePDF: true });
  return new ImageData(new Uint8ClampedArray(samples), width, height);
}
