/**
 * Soft masks (an image's alpha, /SMask) follow their image: when the image was downsampled, its
 * mask is resized to the image's new size (a mask sharper than its image adds nothing you can see,
 * and a /Matte mask must match its image exactly), and at every level the mask is re-compressed
 * losslessly. A mask is a gray image of 8 bits (or 1, 2, 4: packed again at its depth unless it is
 * resized, which makes it 8-bit); anything else is left as it is.
 */
import { PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFContext } from '@cantoo/pdf-lib';
import { inspectImage } from './imageInfo';
import { readSamples } from './imagePixels';
import { REPLACE_BELOW, encodeDrawing, packedLossless, replacement } from './imageRewrite';

const sizeOf = (stream: PDFRawStream, key: 'Width' | 'Height') => {
  const value = stream.dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : 0;
};

/** Shrinks the soft mask of `imageRef` (once per mask); true when the mask was replaced. */
export async function shrinkSoftMask(context: PDFContext, imageRef: PDFRef, done: Set<string>): Promise<boolean> {
  const image = context.lookup(imageRef);
  if (!(image instanceof PDFRawStream)) return false;
  const maskRef = image.dict.get(PDFName.of('SMask'));
  if (!(maskRef instanceof PDFRef) || done.has(maskRef.toString())) return false;
  done.add(maskRef.toString());
  const mask = context.lookup(maskRef);
  if (!(mask instanceof PDFRawStream)) return false;
  const verdict = inspectImage(context, mask);
  if (!verdict.ok || verdict.info.channels !== 1 || verdict.info.losslessOnly || verdict.info.sixteen) return false;
  const { info } = verdict;
  const [width, height] = [sizeOf(image, 'Width'), sizeOf(image, 'Height')];
  // Axes resample one by one (imageRewrite.ts targetSize), so one may shrink alone; a /Matte mask follows any change.
  const differs = width > 0 && height > 0 && (width !== info.width || height !== info.height);
  const shrink = differs && ((width <= info.width && height <= info.height) || mask.dict.has(PDFName.of('Matte')));
  const size = shrink ? { width, height } : { width: info.width, height: info.height };
  const samples = readSamples(mask, info);
  if (info.bits && !shrink) {
    const packed = packedLossless(context, samples, info, info.bits, true);
    if (packed.bytes.length >= mask.contents.length * REPLACE_BELOW) return false;
    context.assign(maskRef, replacement(context, mask, packed.bytes, packed.entries));
    return true;
  }
  const drawing = await encodeDrawing(samples, info, size);
  if (drawing.bytes.length >= mask.contents.length * REPLACE_BELOW && !shrink) return false;
  const parms = context.obj({ Predictor: 15, Colors: 1, BitsPerComponent: 8, Columns: drawing.width });
  const entries = { Filter: PDFName.of('FlateDecode'), DecodeParms: parms, Width: drawing.width, Height: drawing.height, BitsPerComponent: 8 };
  context.assign(maskRef, replacement(context, mask, drawing.bytes, entries));
  return true;
}
