/**
 * The browser's own decoder (createImageBitmap and OffscreenCanvas, both in workers): GIF, BMP and
 * ICO, AVIF (it applies irot/imir/clap, which the AVIF wasm decoder leaves to us) and JPEGs MozJPEG
 * refuses (CMYK). Not in Node: there the formats that need it fail to decode.
 */
export const canUseBrowserDecoder = () => typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function';

export async function decodeWithBrowser(buffer: ArrayBuffer, colorSpaceConversion: ColorSpaceConversion = 'default'): Promise<ImageData> {
  if (!canUseBrowserDecoder()) throw new Error('No browser image decoder here');
  const bitmap = await createImageBitmap(new Blob([buffer]), { imageOrientation: 'from-image', colorSpaceConversion });
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Failed to get canvas context');
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
