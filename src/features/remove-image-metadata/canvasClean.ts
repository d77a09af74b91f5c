/**
 * The spec's canvas path (section 9 'Metadata removal'): the image is decoded with its EXIF
 * orientation applied (values 5-8 swap width and height) and redrawn, so nothing but pixels
 * survives. JPEG gets a white background at quality 1; other types keep their type with
 * transparency, and types a canvas cannot write (GIF, BMP, TIFF, HEIC ...) become PNG.
 */
const WRITABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const canvasOutputType = (inputType: string) => (inputType === 'image/jpg' ? 'image/jpeg' : WRITABLE.has(inputType) ? inputType : 'image/png');

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function makeCanvas(width: number, height: number): { canvas: OffscreenCanvas | HTMLCanvasElement; ctx: Canvas2D | null } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, ctx: canvas.getContext('2d') };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return { canvas, ctx: canvas.getContext('2d') };
}

async function toBlob(canvas: OffscreenCanvas | HTMLCanvasElement, type: string): Promise<Blob> {
  const blob =
    'convertToBlob' in canvas
      ? await canvas.convertToBlob({ type, quality: 1 })
      : await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 1));
  if (!blob) throw new Error('Failed to create blob from canvas');
  return blob;
}

/** The browser could not decode the file: the file is the problem (damaged, or a format it does not read). */
export class UndecodableImage extends Error {
  override name = 'UndecodableImage';
}

export async function canvasClean(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    // 'from-image' applies the EXIF orientation while decoding, width/height already swapped for 5-8.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UndecodableImage('This file could not be decoded as an image: it is damaged, or not in a format we read.');
  }
  try {
    const { canvas, ctx } = makeCanvas(bitmap.width, bitmap.height);
    if (!ctx) throw new Error('Could not get canvas context');
    const type = canvasOutputType(file.type);
    if (type === 'image/jpeg') {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, bitmap.width, bitmap.height);
    }
    ctx.drawImage(bitmap, 0, 0);
    return await toBlob(canvas, type);
  } finally {
    bitmap.close();
  }
}
