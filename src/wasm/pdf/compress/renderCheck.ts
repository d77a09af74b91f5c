/**
 * Validation by rendering, as Hyper Compress does: each page a change reaches is drawn from the
 * original and from the compressed file and compared. A page that only lost font glyphs it never
 * draws, whose fonts were rewritten (Type 1 as CFF) or whose images were re-compressed losslessly,
 * must come out the same (SAME_PEAK); a page with a lossy image change must reach the level's PSNR
 * floor. The changes a failing page
 * reaches are undone and those pages checked again; if one still fails, the whole compression is
 * undone (the input comes back, as when nothing smaller came out).
 *
 * The renderer is injected (`RenderValidator`): the compress worker passes pdf.js
 * (pdfjs/pageCompare.ts), Node tests pass a fake or none. Checking has a time budget; pages are
 * taken so that every change is seen on at least one page first, then the rest in page order, and
 * the report says how many were checked.
 */
import type { PageComparer, PageDifference, RenderValidator } from '../../pdfjs';
import type { Change } from './changes';

/**
 * "Drawn the same", for pages without a lossy image change: no channel of any pixel of the compared
 * images (36 DPI, see pdfjs/pageCompare.ts) more than this many levels (of 255) off. Not 0: pdf.js
 * draws a Type 1 font through its own CFF conversion, and our CFF copy of the very same outlines
 * lands anti-aliased edge pixels a few levels apart (text-4pages-pdflatex.pdf: 228 of 700,000
 * channels, at most 6 levels, 75 dB; poppler draws both identically), which no eye sees. A glyph
 * that is missing, swapped or misplaced moves pixels by a hundred levels or more, even a full stop.
 */
export const SAME_PEAK = 16;

export interface ValidationReport {
  /** Pages whose drawing a change reaches. */
  pagesChanged: number;
  /** Of those, pages drawn before and after and compared (the last check of each counts once). */
  pagesChecked: number;
  /** Changes compression made to what pages draw. */
  changes: number;
  /** Changes undone because a page they reach did not pass. */
  changesUndone: number;
  /** The lowest PSNR measured on the first pass, in dB (Infinity when every checked page was identical; null before any check). */
  worstDb: number | null;
  /** Time the check took (opening, drawing, comparing, undoing), in milliseconds. */
  ms: number;
}

export interface ValidationInput {
  input: Uint8Array;
  written: Uint8Array;
  password?: string;
  changes: Map<string, Change>;
  /** Per page (0-based), the changes it reaches. */
  reach: Map<number, Set<string>>;
  /** The lowest page PSNR a lossy image change may bring (dB); other pages must render identically. */
  floorDb: number;
  lossy: boolean;
  validator: RenderValidator;
  /** Total time for comparing, in milliseconds. */
  budgetMs: number;
  /** Undoes `changes` in the document and writes it again. */
  rewrite(changes: Change[]): Promise<Uint8Array>;
  onProgress?: (fraction: number) => void;
}

export interface ValidationOutcome {
  bytes: Uint8Array;
  /** Everything was undone: `bytes` are the input's. */
  rolledBack: boolean;
  /** The changes undone (all of them when rolled back). */
  undone: Set<string>;
  report: ValidationReport;
}

/** Pages that show a change no earlier-picked page shows come first, then the rest, in page order. */
export function checkOrder(reach: Map<number, Set<string>>): number[] {
  const seen = new Set<string>();
  const first: number[] = [];
  const rest: number[] = [];
  for (const [page, keys] of [...reach].sort(([a], [b]) => a - b)) {
    if ([...keys].some((key) => !seen.has(key))) {
      first.push(page);
      for (const key of keys) seen.add(key);
    } else rest.push(page);
  }
  return [...first, ...rest];
}

/** The PSNR floor of a page with a lossy image change (the level's), or null: the page must be drawn the same. */
export function pageFloor(keys: Set<string>, changes: Map<string, Change>, lossy: boolean, floorDb: number): number | null {
  return lossy && [...keys].some((key) => changes.get(key)?.image) ? floorDb : null;
}

/** Whether a page passes: at least its floor, or (without one) drawn the same. Unmeasured pages pass. */
export function passes(difference: PageDifference, floorDb: number | null): boolean {
  if (Number.isNaN(difference.db)) return true;
  return floorDb === null ? difference.peak <= SAME_PEAK : difference.db >= floorDb;
}

const failing = (results: Map<number, PageDifference>, floorOf: (page: number) => number | null) =>
  [...results].filter(([page, difference]) => !passes(difference, floorOf(page))).map(([page]) => page);

export async function validateByRendering(v: ValidationInput): Promise<ValidationOutcome> {
  const started = performance.now();
  const outcome = await check(v, started);
  outcome.report.ms = Math.round(performance.now() - started);
  return outcome;
}

async function check(v: ValidationInput, started: number): Promise<ValidationOutcome> {
  const deadline = started + v.budgetMs;
  const order = checkOrder(v.reach);
  const report: ValidationReport = { pagesChanged: v.reach.size, pagesChecked: 0, changes: v.changes.size, changesUndone: 0, worstDb: null, ms: 0 };
  const floorOf = (page: number) => pageFloor(v.reach.get(page) ?? new Set(), v.changes, v.lossy, v.floorDb);
  const rollBack = (): ValidationOutcome => ({ bytes: v.input, rolledBack: true, undone: new Set(v.changes.keys()), report: { ...report, changesUndone: v.changes.size } });
  const kept = (bytes: Uint8Array, undone = new Set<string>()): ValidationOutcome => ({ bytes, rolledBack: false, undone, report });
  if (order.length === 0) return kept(v.written);

  let comparer: PageComparer;
  try {
    comparer = await v.validator(v.input, v.password);
  } catch {
    return kept(v.written); // the renderer cannot read the original: nothing to compare with
  }
  try {
    let done = 0;
    const tick = () => v.onProgress?.(Math.min(1, ++done / order.length));
    let results: Map<number, PageDifference>;
    try {
      results = await comparer.compare(v.written, order, deadline, tick);
    } catch {
      return rollBack(); // the original opens but the compressed file does not: never hand that out
    }
    const measured = [...results.values()].map(({ db }) => db).filter((db) => !Number.isNaN(db));
    report.pagesChecked = measured.length;
    if (measured.length > 0) report.worstDb = Math.min(...measured);
    const failed = failing(results, floorOf);
    if (failed.length === 0) return kept(v.written);

    const undoKeys = new Set(failed.flatMap((page) => [...(v.reach.get(page) ?? [])]));
    const undo = [...undoKeys].map((key) => v.changes.get(key)).filter((change): change is Change => change !== undefined);
    const rewritten = await v.rewrite(undo);
    report.changesUndone = undo.length;
    if (rewritten.length >= v.input.length) return rollBack();
    // The pages that failed, with their changes undone, must now draw as the original does. A
    // re-check gets its own time, as long again as the first, at most: a file whose every page failed
    // is rolled back rather than checked twice over.
    const again = await comparer.compare(rewritten, failed, Math.max(deadline, performance.now() + v.budgetMs), tick).catch(() => null);
    if (!again || again.size < failed.length || failing(again, () => null).length > 0) return rollBack();
    return kept(rewritten, undoKeys);
  } finally {
    comparer.close();
  }
}
