/**
 * Test JPEGs for the progressive rewriter and the strip encode: a synthetic photo-like image and
 * small checks on encoded files (frame marker, same decode, PSNR).
 */
/** A photo-like test image: smooth colour gradients with detail and noise (deterministic). */
export function synthetic(width: number, height: number): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 12345;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 41) - 20;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const ring = Math.sin(Math.hypot(x - width / 3, y - height / 2) / 6) * 60;
      data[i] = (x * 255) / width + ring + noise();
      data[i + 1] = (y * 255) / height - ring / 2 + noise();
      data[i + 2] = 128 + ring + ((x ^ y) & 16 ? 40 : -40) + noise();
      data[i + 3] = 255;
    }
  }
  return new ImageData(data, width, height);
}

export const bytesOf = (buffer: ArrayBuffer) => new Uint8Array(buffer);
export const buffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** The frame marker of a JPEG (0xC0 baseline, 0xC1 extended, 0xC2 progressive). */
export function frameMarker(jpeg: Uint8Array): number {
  for (let i = 2; i + 3 < jpeg.length; ) {
    const marker = jpeg[i + 1];
    if (marker >= 0xc0 && marker <= 0xc2) return marker;
    i += 2 + ((jpeg[i + 2] << 8) | jpeg[i + 3]);
  }
  return -1;
}

export function sameDecode(a: ImageData, b: ImageData): boolean {
  return a.width === b.width && a.height === b.height && a.data.every((v, i) => v === b.data[i]);
}

export function psnr(a: ImageData, b: ImageData): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) if (i % 4 !== 3) sum += (a.data[i] - b.data[i]) ** 2;
  return 10 * Math.log10(255 ** 2 / (sum / ((a.data.length * 3) / 4)));
}
