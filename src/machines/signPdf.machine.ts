/**
 * /sign-pdf: the shared PDF-tool lifecycle (pdfTool.machine.ts) with the signer's options: the
 * marks made on the page (signature pictures, a date, initials) and where each is placed. Placing,
 * moving and resizing are option changes made with the pure helpers below, so the lifecycle is the
 * shared one; a signed file waits for the user's yes (`consentForSigned`: the visual signature is
 * drawn into the file, and its existing digital signature is no longer valid).
 */
import { createPdfToolMachine, type PdfToolTexts } from './pdfTool.machine';

/** A signature picture (drawn, typed or uploaded) as a PNG data URL, or a line of text. */
export type SignatureMark =
  | { id: string; kind: 'image'; url: string; width: number; height: number }
  | { id: string; kind: 'text'; role: 'date' | 'initials'; text: string };

/** A mark on a page (1-based): a box in fractions (0..1) of the page as shown, from its top-left corner. */
export interface Placement {
  id: string;
  mark: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SignOptions {
  marks: SignatureMark[];
  placements: Placement[];
}

const DEFAULT_SIGN_OPTIONS: SignOptions = { marks: [], placements: [] };

/** What Helvetica can draw (WinAnsi): printable ASCII and Latin-1. */
const DRAWABLE_TEXT = /^[\x20-\x7E\xA0-\xFF]*$/;

/** What the checks say: English here, the page's words in its language (from its catalog). */
export interface SignWords {
  nothingPlaced: () => string;
  deleted: () => string;
  noSuchPage: (page: number, pages: number) => string;
  empty: (role: 'date' | 'initials') => string;
  notDrawable: (role: 'date' | 'initials') => string;
}

const ENGLISH: SignWords = {
  nothingPlaced: () => 'Place your signature, a date or your initials on a page first.',
  deleted: () => 'A placed signature was deleted: remove it from the page.',
  noSuchPage: (page, pages) => `Page ${page} does not exist: this PDF has ${pages} pages.`,
  empty: (role) => `The ${role === 'date' ? 'date' : 'initials'} field is empty: type it or remove it from the page.`,
  notDrawable: (role) => `The ${role === 'date' ? 'date' : 'initials'} can use Latin letters, digits and punctuation only.`,
};

export function validateSign(options: SignOptions, pages: number, words: SignWords = ENGLISH): string | null {
  if (options.placements.length === 0) return words.nothingPlaced();
  const marks = new Map(options.marks.map((mark) => [mark.id, mark]));
  for (const placement of options.placements) {
    const mark = marks.get(placement.mark);
    if (!mark) return words.deleted();
    if (placement.page < 1 || placement.page > pages) return words.noSuchPage(placement.page, pages);
    if (mark.kind === 'text' && !mark.text.trim()) return words.empty(mark.role);
    if (mark.kind === 'text' && !DRAWABLE_TEXT.test(mark.text)) return words.notDrawable(mark.role);
  }
  return null;
}

/** The smallest side of a placement, as a share of the page. */
const MIN_SIDE = 0.01;

/** Keeps the box on the page: no larger than the page, moved back inside it. */
export function clampPlacement(placement: Placement): Placement {
  let { width, height } = placement;
  const over = Math.max(width, height, 1);
  width /= over;
  height /= over;
  const under = Math.max(MIN_SIDE / width, MIN_SIDE / height, 1);
  width *= under;
  height *= under;
  const x = Math.min(Math.max(placement.x, 0), 1 - width);
  const y = Math.min(Math.max(placement.y, 0), 1 - height);
  return { ...placement, x, y, width, height };
}

export const movePlacement = (placement: Placement, dx: number, dy: number): Placement =>
  clampPlacement({ ...placement, x: placement.x + dx, y: placement.y + dy });

/** Scales the box by `factor` about its centre, keeping its proportions. */
export function resizePlacement(placement: Placement, factor: number): Placement {
  const width = placement.width * factor;
  const height = placement.height * factor;
  return clampPlacement({ ...placement, width, height, x: placement.x + (placement.width - width) / 2, y: placement.y + (placement.height - height) / 2 });
}

/**
 * A new placement of `mark` on `page`, centred on (cx, cy) (fractions of the page), `width` wide
 * (a share of the page's width); `aspect` is the mark's height over its width and `pageAspect` the
 * page's width over its height (as shown), so the box keeps the mark's proportions.
 */
export function newPlacement(id: string, mark: string, page: number, at: { cx: number; cy: number; width: number; aspect: number; pageAspect: number }): Placement {
  const height = at.width * at.aspect * at.pageAspect;
  return clampPlacement({ id, mark, page, width: at.width, height, x: at.cx - at.width / 2, y: at.cy - height / 2 });
}

/** `limits`: the registry's limits for the tool. */
export const createSignPdfMachine = (texts: PdfToolTexts, limits: { maxPages: number; maxBytes: number }, words?: SignWords) =>
  createPdfToolMachine<SignOptions>({
    id: 'signPdf',
    defaultOptions: DEFAULT_SIGN_OPTIONS,
    ...limits,
    validate: (options, pages) => validateSign(options, pages, words),
    consentForSigned: true,
    texts,
  });
