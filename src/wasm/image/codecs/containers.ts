/**
 * Small image containers written by hand: BMP (32-bit BGRA with a V4 header so alpha survives),
 * ICO (one PNG entry, as Windows Vista+ reads it) and an SVG that wraps the raster (an SVG made
 * from a photo cannot be a real vector drawing; the file says so in a comment).
 */

export function writeBmp(image: ImageData): ArrayBuffer {
  const { width, height, data } = image;
  const headerSize = 14 + 108;
  const size = headerSize + width * height * 4;
  const out = new ArrayBuffer(size);
  const view = new DataView(out);
  view.setUint8(0, 0x42);
  view.setUint8(1, 0x4d);
  view.setUint32(2, size, true);
  view.setUint32(10, headerSize, true);
  view.setUint32(14, 108, true); // BITMAPV4HEADER
  view.setInt32(18, width, true);
  view.setInt32(22, -height, true); // negative: rows top-down, no flipping needed
  view.setUint16(26, 1, true);
  view.setUint16(28, 32, true);
  view.setUint32(30, 3, true); // BI_BITFIELDS
  view.setUint32(34, width * height * 4, true);
  view.setUint32(38, 2835, true); // 72 dpi
  view.setUint32(42, 2835, true);
  view.setUint32(54, 0x00ff0000, true); // red mask
  view.setUint32(58, 0x0000ff00, true);
  view.setUint32(62, 0x000000ff, true);
  view.setUint32(66, 0xff000000, true); // alpha mask
  view.setUint32(70, 0x73524742, true); // 'sRGB'
  const pixels = new Uint8Array(out, headerSize);
  for (let i = 0; i < data.length; i += 4) {
    pixels[i] = data[i + 2];
    pixels[i + 1] = data[i + 1];
    pixels[i + 2] = data[i];
    pixels[i + 3] = data[i + 3];
  }
  return out;
}

/** An ICO holding one PNG image (at most 256 x 256; the caller resizes). */
export function writeIco(png: ArrayBuffer, width: number, height: number): ArrayBuffer {
  const out = new Uint8Array(6 + 16 + png.byteLength);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  view.setUint8(6, width >= 256 ? 0 : width); // 0 means 256
  view.setUint8(7, height >= 256 ? 0 : height);
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.byteLength, true);
  view.setUint32(18, 22, true);
  out.set(new Uint8Array(png), 22);
  return out.buffer;
}

export function writeSvgWrapper(png: ArrayBuffer, width: number, height: number): ArrayBuffer {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n` +
    `<!-- A raster image wrapped in SVG by Filesmith: it scales like the original pixels, not like a vector drawing. -->\n` +
    `<image width="${width}" height="${height}" href="data:image/png;base64,${toBase64(new Uint8Array(png))}"/>\n</svg>\n`;
  return new TextEncoder().encode(svg).buffer as ArrayBuffer;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
