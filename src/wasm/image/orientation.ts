/**
 * EXIF orientation, applied the same way on every path: the WASM decoders hand back stored pixels,
 * so we read the tag ourselves (a JPEG's APP1 'Exif' segment) and rotate/flip the pixels here.
 * Values 5..8 swap width and height.
 */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** The APP1 'Exif\0\0' segment of a JPEG (marker included), or null. */
export function findExifSegment(b: Uint8Array): { start: number; end: number } | null {
  let at = 2;
  while (at + 4 < b.length && b[at] === 0xff) {
    const marker = b[at + 1];
    if (marker === 0xda || marker === 0xd9) return null;
    const length = (b[at + 2] << 8) | b[at + 3];
    if (marker === 0xe1 && String.fromCharCode(...b.subarray(at + 4, at + 10)) === 'Exif\0\0') {
      return { start: at, end: at + 2 + length };
    }
    at += 2 + length;
  }
  return null;
}

/** Byte offset of the Orientation (0x0112) value in IFD0, with the TIFF byte order. */
export function orientationOffset(b: Uint8Array): { at: number; little: boolean } | null {
  const segment = findExifSegment(b);
  if (!segment) return null;
  const tiff = segment.start + 10;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (tiff + 8 > b.length) return null;
  const little = view.getUint16(tiff) === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > segment.end) return null;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > segment.end) return null;
    if (view.getUint16(entry, little) === 0x0112) return { at: entry + 8, little };
  }
  return null;
}

export function readJpegOrientation(b: Uint8Array): Orientation {
  const found = orientationOffset(b);
  if (!found) return 1;
  const value = new DataView(b.buffer, b.byteOffset, b.byteLength).getUint16(found.at, found.little);
  return value >= 1 && value <= 8 ? (value as Orientation) : 1;
}

const swapsAxes = (orientation: Orientation) => orientation >= 5;

/** Returns upright pixels for the given EXIF orientation (a new ImageData unless it is 1). */
export function applyOrientation(image: ImageData, orientation: Orientation): ImageData {
  if (orientation === 1) return image;
  const { width: w, height: h, data } = image;
  const outW = swapsAxes(orientation) ? h : w;
  const outH = swapsAxes(orientation) ? w : h;
  const src = new Uint32Array(data.buffer, data.byteOffset, w * h);
  const out = new Uint8ClampedArray(outW * outH * 4);
  const dst = new Uint32Array(out.buffer);
  for (let y = 0; y < outH; y++) {
    for (let x = 0; x < outW; x++) {
      const [sx, sy] = sourcePixel(orientation, x, y, w, h);
      dst[y * outW + x] = src[sy * w + sx];
    }
  }
  return new ImageData(out, outW, outH);
}

/** Where the upright pixel (x, y) comes from in the stored image of size w x h. */
function sourcePixel(o: Orientation, x: number, y: number, w: number, h: number): [number, number] {
  switch (o) {
    case 2:
      return [w - 1 - x, y];
    case 3:
      return [w - 1 - x, h - 1 - y];
    case 4:
      return [x, h - 1 - y];
    case 5:
      return [y, x];
    case 6:
      return [y, h - 1 - x];
    case 7:
      return [w - 1 - y, h - 1 - x];
    case 8:
      return [w - 1 - y, x];
    default:
      return [x, y];
  }
}
