/**
 * Opening a user's PDF the way readers do, for every PDF tool: decrypted when it is encrypted
 * (the standard security handler: RC4 40/128, AES-128, AES-256 R5/R6, with the typed password or
 * the empty one), its header and page tree repaired when they are broken, and refused with a
 * `pdfProblemError` only when there is no way in. The decrypted document is written back without
 * encryption, except a file whose only encrypted parts are its attachments (AuthEvent EFOpen): its
 * pages are readable without a password, so it opens as is and keeps its attachments locked.
 */
import { PDFCatalog, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef } from '@cantoo/pdf-lib';
import { hasTrailer, withReadableHeader, xrefStreamInfoRef } from './bytes';
import { escapeDecryptedStrings } from './decryptedStrings';
import { repairPageTree } from './pageTree';
import { pdfProblemError } from './problems';
import { passwordCandidates } from './saslprep';
import { isSigned } from './signatures';
import { restoreStreamEnds } from './streamEnds';

/**
 * How the document was opened: `open` (not encrypted), `restrictionsRemoved` (encrypted with an
 * empty user password, so only owner restrictions applied), `unlocked` (with the typed password),
 * `attachmentsLocked` (see above).
 */
export type PdfAccess = 'open' | 'restrictionsRemoved' | 'unlocked' | 'attachmentsLocked';

export interface OpenedPdf {
  doc: PDFDocument;
  access: PdfAccess;
  /** Carries a digital signature that any rewrite invalidates. */
  signed: boolean;
  /** The page tree had to be rebuilt. */
  repaired: boolean;
}

// No yielding between objects: this runs in a worker, where a long task blocks nobody.
const LOAD_OPTIONS = { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false, parseSpeed: Infinity } as const;

const UNSUPPORTED_SECURITY = /unknown encryption method|unsupported encryption algorithm|invalid key length|unknown crypto method|invalid crypt filter/i;
const OUT_OF_MEMORY = /allocation failed|out of memory|invalid array length/i;

const IDENTITY = PDFName.of('Identity');

/** A V4/V5 handler whose streams and strings use the Identity filter encrypts attachments only. */
async function openWithLockedAttachments(bytes: Uint8Array): Promise<PDFDocument | null> {
  const doc = await load(bytes, LOAD_OPTIONS);
  const handler = doc.context.lookup(doc.context.trailerInfo.Encrypt);
  const version = handler instanceof PDFDict ? handler.lookup(PDFName.of('V')) : undefined;
  if (!(handler instanceof PDFDict) || !(version instanceof PDFNumber) || version.asNumber() < 4) return null;
  const filterOf = (key: string) => handler.lookup(PDFName.of(key)) ?? IDENTITY;
  return filterOf('StmF') === IDENTITY && filterOf('StrF') === IDENTITY ? doc : null;
}

function problemOfLoadError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (UNSUPPORTED_SECURITY.test(message)) return pdfProblemError('encrypted');
  if (OUT_OF_MEMORY.test(message)) return pdfProblemError('tooComplex');
  return pdfProblemError('damaged');
}

/** The document information (title, author...) of a decrypted file, where pdf-lib lost it (see `xrefStreamInfoRef`). */
function restoreInfo(doc: PDFDocument, bytes: Uint8Array): void {
  const { context } = doc;
  if (context.trailerInfo.Info) return;
  const found = xrefStreamInfoRef(bytes);
  const ref = found && PDFRef.of(found.objectNumber, found.generationNumber);
  if (ref && context.lookup(ref) instanceof PDFDict) context.trailerInfo.Info = ref;
}

type ErrorWithLimit = { stackTraceLimit?: number };

/**
 * pdf-lib's parser steps over damaged bytes by throwing and catching an error at each position it
 * tries (`PDFParser.skipJibberish`): capturing a stack trace for each made opening such a file cost
 * up to a second. Errors out of the parse are read by their message only, so none is captured.
 */
async function load(bytes: Uint8Array, options: Parameters<typeof PDFDocument.load>[1]): Promise<PDFDocument> {
  const errors = Error as ErrorWithLimit;
  const limit = errors.stackTraceLimit;
  errors.stackTraceLimit = 0;
  try {
    return await PDFDocument.load(bytes, options);
  } finally {
    errors.stackTraceLimit = limit;
  }
}

async function parse(bytes: Uint8Array, typed: string): Promise<{ doc: PDFDocument; access: PdfAccess }> {
  for (const password of typed ? passwordCandidates(typed) : ['']) {
    try {
      const doc = await load(bytes, { ...LOAD_OPTIONS, password });
      if (!doc.context.isDecrypted) return { doc, access: 'open' };
      escapeDecryptedStrings(doc.context);
      restoreInfo(doc, bytes);
      return { doc, access: typed ? 'unlocked' : 'restrictionsRemoved' };
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (message === 'Password incorrect') continue;
      if (message !== 'NEEDS PASSWORD') throw problemOfLoadError(error);
      const doc = await openWithLockedAttachments(bytes).catch(() => null);
      if (doc) return { doc, access: 'attachmentsLocked' };
      throw pdfProblemError('needsPassword');
    }
  }
  throw pdfProblemError('wrongPassword');
}

/**
 * The document's catalog, made one pdf-lib can use when the trailer points at a direct or untyped
 * dictionary that still names the pages (readers accept that). Null when there is no catalog at all.
 */
function usableCatalog(doc: PDFDocument): PDFCatalog | null {
  const { context } = doc;
  const root = context.lookup(context.trailerInfo.Root);
  if (root instanceof PDFCatalog && doc.catalog === root) return root;
  if (!(root instanceof PDFDict) || !root.has(PDFName.of('Pages'))) return null;
  const catalog = PDFCatalog.fromMapWithContext(new Map(root.entries()), context);
  catalog.set(PDFName.of('Type'), PDFName.of('Catalog'));
  context.trailerInfo.Root = context.register(catalog);
  // pdf-lib reads the catalog once, when the document is made; the repaired one takes its place.
  Object.assign(doc, { catalog });
  return catalog;
}

/** Opens a PDF for reading or rewriting; throws a `pdfProblemError` when it cannot be opened. */
export async function openPdf(input: Uint8Array, password = ''): Promise<OpenedPdf> {
  const bytes = withReadableHeader(input);
  if (!bytes || !hasTrailer(bytes)) throw pdfProblemError('damaged');
  const { doc, access } = await parse(bytes, password);
  const { context } = doc;
  if (access === 'open') restoreStreamEnds(context, bytes);
  try {
    const catalog = usableCatalog(doc);
    if (!catalog) throw new Error('no catalog');
    const { pages, rebuilt } = repairPageTree(context, catalog);
    if (pages === 0 || doc.getPageCount() !== pages) throw new Error('no pages');
    return { doc, access, signed: isSigned(context, catalog), repaired: rebuilt };
  } catch (error) {
    throw OUT_OF_MEMORY.test(String(error)) ? pdfProblemError('tooComplex') : pdfProblemError('damaged');
  }
}
