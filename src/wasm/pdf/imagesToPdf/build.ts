/**
 * Images to PDF: one page per image, in the given order, laid out by `placeImage`: a page
 * assembly (document/assemble.ts) of blank pages, each with its image as an overlay. Each image is
 * read and embedded just before its page is added, so one image at a time is held decoded. A file
 * that cannot be used stops the build with an ImageInputError whose code names its position
 * ('image:<index>'), so the page can mark that file and keep the others.
 */
import type { PDFDocument, PDFRef } from '@cantoo/pdf-lib';
import { ImageInputError } from '../../image';
import { PageAssembly } from '../document/assemble';
import type { ExifOrientation } from '../document/overlays';
import { embedPixels } from './embed';
import { IMAGE_CODE_PREFIX } from './failedImage';
import { placeImage, type PageLayout } from './layout';
import { prepareImage } from './source';

export interface ImageSourceBytes {
  name: string;
  bytes: Uint8Array;
}

function fileError(index: number, name: string, error: unknown): ImageInputError {
  const reason = error instanceof ImageInputError ? error.message : 'The image could not be read: the file is damaged or uses a variant we cannot read.';
  const named = new ImageInputError(`"${name}": ${reason}`);
  (named as ImageInputError & { code: string }).code = `${IMAGE_CODE_PREFIX}${index}`;
  return named;
}

interface Embedded {
  ref: PDFRef;
  /** Upright size in pixels. */
  width: number;
  height: number;
  orientation: ExifOrientation;
}

async function embed(doc: PDFDocument, bytes: Uint8Array): Promise<Embedded> {
  const prepared = await prepareImage(bytes);
  if (prepared.kind === 'pixels') {
    const { image } = prepared;
    return { ref: await embedPixels(doc, image, prepared.lossy), width: image.width, height: image.height, orientation: 1 };
  }
  const jpeg = await doc.embedJpg(prepared.bytes);
  const swap = prepared.orientation >= 5;
  return {
    ref: jpeg.ref,
    width: swap ? jpeg.height : jpeg.width,
    height: swap ? jpeg.width : jpeg.height,
    orientation: prepared.orientation,
  };
}

export async function imagesToPdf(
  sources: ImageSourceBytes[],
  layout: PageLayout,
  onProgress: (fraction: number) => void = () => {},
  signal?: AbortSignal,
): Promise<{ bytes: Uint8Array; pages: number }> {
  const assembly = await PageAssembly.create({ producer: 'Filesmith Images to PDF', creator: 'Filesmith' });
  for (const [index, source] of sources.entries()) {
    signal?.throwIfAborted();
    let image: Embedded;
    try {
      image = await embed(assembly.document, source.bytes);
    } catch (error) {
      throw fileError(index, source.name, error);
    }
    const box = placeImage(image.width, image.height, layout);
    await assembly.add([
      { blank: { width: box.pageWidth, height: box.pageHeight }, overlays: [{ kind: 'image', image: image.ref, box, orientation: image.orientation }] },
    ]);
    onProgress(((index + 1) / sources.length) * 0.9);
  }
  const built = await assembly.write();
  onProgress(1);
  return built;
}
