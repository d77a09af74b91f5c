/**
 * Real PDF compression (replacing the spec's byte-dropping simulation): private application data,
 * thumbnails and resources no content names dropped, duplicates merged, images re-encoded and downsampled per level,
 * uncompressed streams deflated, unreferenced objects dropped, object streams written. Runs in a worker (compress.worker.ts) and in Node tests alike.
 */
import { PDFName, PDFRawStream, PDFRef, type PDFContext } from '@cantoo/pdf-lib';
import { openPdf, type PdfAccess } from './open';
import { rewriteImage, type LevelSettings, type RewriteOutcome } from './imageRewrite';
import { scanImageUses, type DrawnSize } from './imageUses';
import { dropImageCodedContents, dropPrivateData, mergeDuplicates } from './cleanup';
import { shrinkSoftMask } from './softMask';
import { compressStreams, dropAsciiArmour, dropUnreferenced } from './structure';
import { subsetFonts } from './fonts/subsetFonts';
import { pruneUnusedResources } from './unusedResources';
import { recodeBilevelImages } from './bilevel/recode';
import { writePdf } from './write';

export type PdfCompressionLevel = 'low' | 'medium' | 'high' | 'maximum';

/**
 * Per level: the target DPI for images drawn sharper than 1.5× it (gray images, in practice scanned
 * pages, 1.3× it), the MozJPEG quality, and the
 * lowest PSNR an image change may have at screen size (a guard against smearing, see imageCheck.ts).
 * Tuned on the real-world PDFs (tests/unit/wasm/pdf/realworld.test.ts, `npm run bench:pdf`): medium
 * keeps every page of them above 30 dB at 36 DPI. Low is lossless only.
 */
export const LEVEL_SETTINGS: Record<PdfCompressionLevel, LevelSettings> = {
  low: { lossy: false, dpi: Infinity, quality: 100 },
  medium: { lossy: true, dpi: 150, quality: 55, floorDb: 26, grayDownsampleAbove: 1.3 },
  high: { lossy: true, dpi: 110, quality: 50, floorDb: 24, grayDownsampleAbove: 1.3 },
  maximum: { lossy: true, dpi: 72, quality: 42, floorDb: 22, grayDownsampleAbove: 1.3 },
};

export interface PdfCompressReport {
  bytes: Uint8Array;
  pages: number;
  images: number;
  imagesReplaced: number;
  streamsCompressed: number;
  objectsDropped: number;
  duplicatesMerged: number;
  /** Resource entries (images, fonts, ...) no content names, removed. */
  resourcesPruned: number;
  /** How the file was opened (decrypted, restrictions removed ...). */
  access: PdfAccess;
  signed: boolean;
  /** Nothing smaller came out, so `bytes` are the input's, untouched. */
  unchanged: boolean;
}

/** Image XObjects that are not themselves soft masks or stencil masks of another image. */
function candidateImages(context: PDFContext): [PDFRef, PDFRawStream][] {
  const images: [PDFRef, PDFRawStream][] = [];
  const masks = new Set<string>();
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    images.push([ref, object]);
    for (const key of ['SMask', 'Mask']) {
      const mask = object.dict.get(PDFName.of(key));
      if (mask instanceof PDFRef) masks.add(mask.toString());
    }
  }
  return images.filter(([ref]) => !masks.has(ref.toString()));
}

export async function compressPdf(
  input: Uint8Array,
  level: PdfCompressionLevel,
  onProgress: (fraction: number) => void = () => {},
  password?: string,
): Promise<PdfCompressReport> {
  const { doc, access, signed } = await openPdf(input, password);
  const { context } = doc;
  // Private data and orphans go first, so no time is spent on images nothing shows.
  dropPrivateData(context);
  dropImageCodedContents(context);
  dropAsciiArmour(context); // before the images, so an armoured JPEG or Flate image qualifies too
  recodeBilevelImages(context); // lossless: CCITT fax becomes JBIG2 at every level
  let resourcesPruned = 0;
  try {
    resourcesPruned = pruneUnusedResources(doc);
  } catch {
    // A structure too odd to read is kept as it is: pruning is only ever a saving.
  }
  let objectsDropped = dropUnreferenced(context);
  let duplicatesMerged = mergeDuplicates(context);
  const settings = LEVEL_SETTINGS[level] ?? LEVEL_SETTINGS.medium;
  const uses = scanImageUses(doc);
  const images = candidateImages(context);
  let imagesReplaced = 0;
  const masksDone = new Set<string>();
  for (const [index, [ref, stream]] of images.entries()) {
    const key = ref.toString();
    const drawn: DrawnSize | undefined = uses.sizes.get(key) ?? uses.fallback.get(key);
    let outcome: RewriteOutcome = 'kept';
    try {
      outcome = await rewriteImage(context, ref, stream, drawn, settings);
    } catch {
      outcome = 'skipped'; // an image that will not decode is kept byte for byte
    }
    if (outcome === 'replaced') imagesReplaced += 1;
    await shrinkSoftMask(context, ref, masksDone).catch(() => false); // a mask that will not decode stays as it is
    onProgress((index + 1) / images.length);
  }
  await subsetFonts(doc); // lossless, so at every level
  const streamsCompressed = compressStreams(context);
  duplicatesMerged += mergeDuplicates(context); // streams that became equal once recompressed
  objectsDropped += dropUnreferenced(context);
  const pages = doc.getPageCount();
  const written = await writePdf(doc);
  onProgress(1);
  // Never larger: when the rewrite does not save a byte, the user's own file comes back.
  const unchanged = written.length >= input.length;
  const bytes = unchanged ? input : written;
  return { bytes, pages, images: images.length, imagesReplaced, streamsCompressed, objectsDropped, duplicatesMerged, resourcesPruned, access, signed, unchanged };
}
