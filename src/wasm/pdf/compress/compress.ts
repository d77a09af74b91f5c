/**
 * Real PDF compression (replacing the spec's byte-dropping simulation): private application data,
 * thumbnails and resources no content names dropped, duplicates merged, images re-encoded and downsampled per level,
 * uncompressed streams deflated, unreferenced objects dropped, object streams written. Runs in a worker (compress.worker.ts) and in Node tests alike.
 */
import { PDFName, PDFRawStream, PDFRef, type PDFContext } from '@cantoo/pdf-lib';
import { openPdf, type PdfAccess } from '../document/open';
import { rewriteImage, type LevelSettings, type RewriteOutcome } from './images/imageRewrite';
import { scanImageUses, type DrawnSize } from './images/imageUses';
import { dropImageCodedContents, dropPrivateData, inlineScalars, mergeDuplicates } from '../document/cleanup';
import { shrinkSoftMask } from './images/softMask';
import { compressStreams, dropAsciiArmour, dropUnreferenced, lzwToFlate } from '../document/structure';
import { subsetFonts } from './fonts/subsetFonts';
import { pruneUnusedResources } from './unusedResources';
import { recodeBilevelImages } from './bilevel/recode';
import { writePdf } from '../document/write';
import { keepingInflated } from '../document/inflate';
import { keepingOperations } from '../document/contentOperations';
import { ChangeLog, pagesReaching, snapshotObjects, undoChanges, type Change } from './changes';
import type { RenderValidator } from '../../pdfjs';
import { validateByRendering, type ValidationReport } from './renderCheck';

export type PdfCompressionLevel = 'low' | 'medium' | 'high' | 'maximum';

/**
 * Per level: the target DPI for images drawn sharper than 1.05× it, the MozJPEG quality, and the
 * lowest PSNR an image change may have at screen size (a guard against smearing, see images/imageCheck.ts).
 * Tuned on the real-world PDFs (tests/unit/wasm/pdf/realworld.test.ts, `npm run bench:pdf`): medium
 * keeps every page of them above 30 dB at 36 DPI. Low is lossless only.
 *
 * `pageFloorDb` is the render check's bar (renderCheck.ts) for a page with a lossy image change,
 * measured on the whole page as the issue measures it (36 DPI gray): 30 dB at medium is the issue's
 * bar for pages; high and maximum resample to 110 and 72 DPI, which costs a page 2 to 4 dB more, so
 * 28 and 26 dB still stop a change that smears a page while letting the level do what it is chosen
 * for (no real-world PDF falls below them: the worst pages at maximum measure 31 dB, freeculture.pdf,
 * and 32 dB, photos-3pages.pdf).
 * Every other changed page, and every page at low, must be drawn the same (renderCheck.ts SAME_PEAK).
 */
/** What one compression run does to images, and the render check's bar for a page with a lossy change. */
/**
 * Every image kind (photos, screenshots, drawings, palette images, gray scans, images with soft
 * masks) drawn sharper than the level's DPI is resampled to it; 5 % spare keeps images drawn at
 * about the level's DPI as they are (a resample there saves little and blurs a little).
 */
const ABOVE = 1.05;

export type CompressionSettings = LevelSettings & { pageFloorDb: number };

export const LEVEL_SETTINGS: Record<PdfCompressionLevel, CompressionSettings> = {
  low: { lossy: false, dpi: Infinity, quality: 100, pageFloorDb: Infinity },
  medium: { lossy: true, dpi: 150, quality: 55, floorDb: 26, downsampleAbove: ABOVE, grayDownsampleAbove: ABOVE, pageFloorDb: 30 },
  high: { lossy: true, dpi: 110, quality: 50, floorDb: 24, downsampleAbove: ABOVE, grayDownsampleAbove: ABOVE, pageFloorDb: 28 },
  maximum: { lossy: true, dpi: 72, quality: 42, floorDb: 22, downsampleAbove: ABOVE, grayDownsampleAbove: ABOVE, pageFloorDb: 26 },
};

/** Time the render check may take, in all (the first pass; a re-check of failed pages gets as long again at most). */
const VALIDATION_BUDGET_MS = 20_000;

/**
 * Larger inputs are not checked by rendering: pdf.js needs its own copies of the original and of
 * the result beside pdf-lib's document, which would double the worker's memory and could crash a
 * job that otherwise succeeds. Their changes stand as the per-image guard let them.
 */
const VALIDATION_MAX_BYTES = 150 * 1024 * 1024;

export interface PdfCompressOptions {
  /** Renders pages before and after (pdf.js in the worker); without it nothing is checked by rendering. */
  validator?: RenderValidator;
  validationBudgetMs?: number;
  validationMaxBytes?: number;
}

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
  /** Nothing smaller came out, or a change failed the render check and undoing it did not help: `bytes` are the input's, untouched. */
  unchanged: boolean;
  /** The render check: pages checked, changes undone (all zero without a validator). */
  validation: ValidationReport;
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

/** Compresses at a level, or with the settings a search for a size chose (toSize.ts). */
export function compressPdf(
  input: Uint8Array,
  level: PdfCompressionLevel | CompressionSettings,
  onProgress: (fraction: number) => void = () => {},
  password?: string,
  options: PdfCompressOptions = {},
): Promise<PdfCompressReport> {
  // Each pass reads the pages' content and the font programs again: inflated once, kept for the run.
  // The unused-resource pass and the image sizer read the same operations: read once too.
  return keepingInflated(() => keepingOperations(() => compressOnce(input, level, onProgress, password, options)));
}

async function compressOnce(
  input: Uint8Array,
  level: PdfCompressionLevel | CompressionSettings,
  onProgress: (fraction: number) => void,
  password: string | undefined,
  options: PdfCompressOptions,
): Promise<PdfCompressReport> {
  const { validationBudgetMs = VALIDATION_BUDGET_MS, validationMaxBytes = VALIDATION_MAX_BYTES } = options;
  const validator = input.length <= validationMaxBytes ? options.validator : undefined;
  const { doc, access, signed } = await openPdf(input, password);
  const { context } = doc;
  // Private data and orphans go first, so no time is spent on images nothing shows.
  dropPrivateData(context);
  inlineScalars(context); // before anything reads an entry: an image's /Subtype may be a reference
  dropImageCodedContents(context);
  dropAsciiArmour(context); // before the images, so an armoured JPEG or Flate image qualifies too
  lzwToFlate(context); // and an LZW image becomes a Flate image
  let resourcesPruned = 0;
  try {
    resourcesPruned = pruneUnusedResources(doc);
  } catch {
    // A structure too odd to read is kept as it is: pruning is only ever a saving.
  }
  let objectsDropped = dropUnreferenced(context);
  let duplicatesMerged = mergeDuplicates(context);
  const settings = typeof level === 'string' ? (LEVEL_SETTINGS[level] ?? LEVEL_SETTINGS.medium) : level;
  // With a render check to come, images take the first 80 % of the progress bar.
  const imageShare = validator ? 0.8 : 1;
  // Only a render check needs to know what changed (Node callers without one pay nothing for it).
  const log = validator ? new ChangeLog(context) : undefined;
  // Lossless, at every level: CCITT fax becomes JBIG2 (inside the recorded changes, so the render check sees it).
  recodeBilevelImages(context);
  const uses = scanImageUses(doc);
  const images = candidateImages(context);
  const replaced = new Set<string>();
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
    if (outcome === 'replaced') replaced.add(key);
    await shrinkSoftMask(context, ref, masksDone).catch(() => false); // a mask that will not decode stays as it is
    onProgress(((index + 1) / images.length) * imageShare);
  }
  await subsetFonts(doc); // lossless, so at every level
  const changes = log?.changes() ?? new Map<string, Change>();
  const reach = pagesReaching(doc, changes);
  const beforeCleanup = log ? snapshotObjects(context) : new Map();
  const streamsCompressed = compressStreams(context);
  duplicatesMerged += mergeDuplicates(context); // streams that became equal once recompressed
  objectsDropped += dropUnreferenced(context);
  const pages = doc.getPageCount();
  const written = await writePdf(doc);
  let validation: ValidationReport = { pagesChanged: reach.size, pagesChecked: 0, changes: changes.size, changesUndone: 0, worstDb: null, ms: 0 };
  // Never larger: when the rewrite does not save a byte, the user's own file comes back.
  let unchanged = written.length >= input.length;
  let bytes = unchanged ? input : written;
  if (!unchanged && validator) {
    const outcome = await validateByRendering({
      input,
      written,
      password,
      changes,
      reach,
      floorDb: settings.pageFloorDb,
      lossy: settings.lossy,
      validator,
      budgetMs: validationBudgetMs,
      rewrite: async (undo) => {
        undoChanges(context, undo, log ? [beforeCleanup, log.objects] : []);
        dropUnreferenced(context);
        return writePdf(doc);
      },
      onProgress: (fraction) => onProgress(imageShare + (1 - imageShare) * fraction),
    });
    ({ bytes, report: validation } = outcome);
    unchanged = outcome.rolledBack;
    for (const key of outcome.undone) replaced.delete(key);
  }
  const imagesReplaced = replaced.size;
  onProgress(1);
  return { bytes, pages, images: images.length, imagesReplaced, streamsCompressed, objectsDropped, duplicatesMerged, resourcesPruned, access, signed, unchanged, validation };
}
