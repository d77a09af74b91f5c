import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { compressPdf } from '../../../../../src/wasm/pdf/compress/compress';
import type { PageComparer, PageDifference, RenderValidator } from '../../../../../src/wasm/pdfjs';
import { SAME_PEAK, checkOrder, pageFloor, passes, validateByRendering, type ValidationInput } from '../../../../../src/wasm/pdf/compress/renderCheck';
import type { Change } from '../../../../../src/wasm/pdf/compress/changes';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';
import { corpusBytes, qpdfCheck, renderGray } from '../../../../helpers/pdfChecks';
import { corpusDescribe } from '../../../../helpers/corpus';

beforeAll(() => initNodeCodecs());

type Render = ReturnType<typeof renderGray>[number];

function differenceOf(a: Render, b: Render): PageDifference {
  if (a.width !== b.width || a.height !== b.height) return { db: -Infinity, peak: 255 };
  let sum = 0;
  let peak = 0;
  for (let i = 0; i < a.pixels.length; i++) {
    sum += (a.pixels[i] - b.pixels[i]) ** 2;
    peak = Math.max(peak, Math.abs(a.pixels[i] - b.pixels[i]));
  }
  return { db: sum === 0 ? Infinity : 10 * Math.log10((255 * 255) / (sum / a.pixels.length)), peak };
}

const psnrOf = (a: Render, b: Render) => differenceOf(a, b).db;
/** What a page that smears or loses a glyph measures. */
const BAD: PageDifference = { db: 12, peak: 200 };
const SAME: PageDifference = { db: Infinity, peak: 0 };

interface Recorded {
  opened: number;
  compared: number[][];
  candidates: Uint8Array[];
}

/**
 * A real renderer for Node: poppler (pdftoppm, gray, 50 DPI), standing in for pdf.js in the worker.
 * `verdict` may overrule what it measured, to provoke failures the engine would never make.
 */
function popplerValidator(record: Recorded, verdict?: (page: number, round: number, measured: PageDifference) => PageDifference): RenderValidator {
  return async (original, password) => {
    record.opened += 1;
    const before = renderGray(original, 50, password);
    const comparer: PageComparer = {
      async compare(candidate, pages, deadline, onPage) {
        const round = record.compared.length;
        record.compared.push([]);
        record.candidates.push(candidate);
        const after = renderGray(candidate, 50);
        const results = new Map<number, PageDifference>();
        for (const page of pages) {
          if (performance.now() > deadline) break;
          record.compared[round].push(page);
          const measured = differenceOf(before[page], after[page]);
          results.set(page, verdict ? verdict(page, round, measured) : measured);
          onPage?.();
        }
        return results;
      },
      close() {},
    };
    return comparer;
  };
}

const fresh = (): Recorded => ({ opened: 0, compared: [], candidates: [] });

describe('the order and floors of the render check', () => {
  it('checks first the pages that show a change no earlier page shows, then the rest in page order', () => {
    const reach = new Map([
      [0, new Set(['font'])],
      [1, new Set(['font'])],
      [2, new Set(['font', 'photo'])],
      [3, new Set(['photo'])],
      [4, new Set(['chart'])],
    ]);
    expect(checkOrder(reach)).toEqual([0, 2, 4, 1, 3]);
  });

  it('lets a lossy image change reach the floor, and asks every other page to be drawn the same', () => {
    const changes = new Map<string, Change>([
      ['photo', { image: true } as Change],
      ['font', { image: false } as Change],
    ]);
    expect(pageFloor(new Set(['photo', 'font']), changes, true, 30)).toBe(30);
    expect(pageFloor(new Set(['font']), changes, true, 30)).toBeNull();
    expect(pageFloor(new Set(['photo']), changes, false, 30)).toBeNull();
  });

  it('drawn the same allows anti-aliasing a few levels off, never a changed glyph; a floor is a floor', () => {
    expect(passes(SAME, null)).toBe(true);
    expect(passes({ db: 75, peak: 6 }, null)).toBe(true); // Type 1 drawn from our CFF copy by pdf.js
    expect(passes({ db: 75, peak: SAME_PEAK + 1 }, null)).toBe(false);
    expect(passes({ db: 48, peak: 180 }, null)).toBe(false); // one full stop missing at 50 DPI
    expect(passes({ db: 31, peak: 120 }, 30)).toBe(true);
    expect(passes({ db: 29.9, peak: 40 }, 30)).toBe(false);
    expect(passes({ db: -Infinity, peak: 255 }, 30)).toBe(false);
    expect(passes({ db: NaN, peak: NaN }, null)).toBe(true); // the original will not draw: nothing to hold it to
  });
});

describe('the check and roll-back, with a scripted renderer', () => {
  const input = new Uint8Array(100);
  const written = new Uint8Array(60);
  const changes = new Map<string, Change>([
    ['1 0 R', { image: false } as Change],
    ['2 0 R', { image: true } as Change],
  ]);
  const reach = new Map([
    [0, new Set(['1 0 R'])],
    [1, new Set(['1 0 R', '2 0 R'])],
    [2, new Set(['2 0 R'])],
  ]);
  /** A renderer answering `rounds[n]` (page -> difference) on its n-th comparison. */
  const scripted = (rounds: Record<number, PageDifference>[], calls: number[][] = []): RenderValidator => async () => ({
    async compare(_candidate, pages) {
      const round = rounds[calls.length] ?? {};
      calls.push(pages);
      return new Map(pages.filter((page) => page in round).map((page) => [page, round[page]]));
    },
    close() {},
  });
  const run = (validator: RenderValidator, rewrite: ValidationInput['rewrite'] = async () => new Uint8Array(80)) =>
    validateByRendering({ input, written, changes, reach, floorDb: 30, lossy: true, validator, budgetMs: 10_000, rewrite });

  it('all pages pass: the written bytes stand, nothing undone', async () => {
    const outcome = await run(scripted([{ 0: SAME, 1: { db: 35, peak: 90 }, 2: { db: 31, peak: 120 } }]));
    expect(outcome).toMatchObject({ bytes: written, rolledBack: false, report: { pagesChanged: 3, pagesChecked: 3, changes: 2, changesUndone: 0, worstDb: 31 } });
  });

  it('a failing page undoes exactly the changes it reaches, and only it is checked again', async () => {
    const calls: number[][] = [];
    let undone: Change[] = [];
    const outcome = await run(scripted([{ 0: SAME, 1: SAME, 2: BAD }, { 2: SAME }], calls), async (undo) => ((undone = undo), new Uint8Array(80)));
    expect(undone).toEqual([changes.get('2 0 R')]);
    expect(calls).toEqual([[0, 1, 2], [2]]);
    expect(outcome.rolledBack).toBe(false);
    expect(outcome.bytes.length).toBe(80);
    expect([...outcome.undone]).toEqual(['2 0 R']);
  });

  it('rolls back when undoing leaves nothing smaller than the input', async () => {
    const outcome = await run(scripted([{ 0: BAD, 1: SAME, 2: SAME }]), async () => new Uint8Array(100));
    expect(outcome).toMatchObject({ bytes: input, rolledBack: true, report: { changesUndone: 2 } });
  });

  it('rolls back when the re-check cannot finish (a page left unchecked is not a pass)', async () => {
    const outcome = await run(scripted([{ 0: BAD, 1: SAME, 2: SAME }, {}]));
    expect(outcome.rolledBack).toBe(true);
  });

  it('a page whose original will not draw counts as unchecked, not as failed', async () => {
    const outcome = await run(scripted([{ 0: { db: NaN, peak: NaN }, 1: SAME, 2: SAME }]));
    expect(outcome).toMatchObject({ bytes: written, rolledBack: false, report: { pagesChecked: 2 } });
  });
});

corpusDescribe('compressing with a render check (poppler standing in for pdf.js)', () => {
  it('at low, a LaTeX PDF whose Type 1 fonts become CFF subsets renders identically: every changed page passes, nothing is undone', async () => {
    const input = corpusBytes('text-4pages-pdflatex.pdf');
    const record = fresh();
    const report = await compressPdf(input, 'low', undefined, undefined, { validator: popplerValidator(record) });
    expect(report.unchanged).toBe(false);
    expect(report.validation.changes).toBeGreaterThan(0);
    expect(report.validation.pagesChanged).toBe(4);
    expect(report.validation.pagesChecked).toBe(4);
    expect(report.validation.changesUndone).toBe(0);
    expect(record.compared).toHaveLength(1);
    expect(report.bytes).toBe(record.candidates[0]);
  });

  it('at medium, a page whose photo fails the check gets its original image back, and only that page is checked again', async () => {
    const input = corpusBytes('photos-3pages.pdf');
    const plain = await compressPdf(input, 'medium');
    const record = fresh();
    // Page 2's photo "fails" on the first pass; every other measure is poppler's.
    const report = await compressPdf(input, 'medium', undefined, undefined, {
      validator: popplerValidator(record, (page, round, measured) => (page === 1 && round === 0 ? BAD : measured)),
    });
    expect(report.unchanged).toBe(false);
    expect(report.validation.pagesChecked).toBe(3);
    expect(report.validation.changesUndone).toBeGreaterThanOrEqual(1);
    expect(report.imagesReplaced).toBe(plain.imagesReplaced - 1);
    expect(record.compared).toEqual([[0, 1, 2], [1]]);
    expect(report.bytes.length).toBeGreaterThan(plain.bytes.length);
    expect(report.bytes.length).toBeLessThan(input.length);
    expect(qpdfCheck(report.bytes).status).toBe(0);
    const [before, after] = [renderGray(input, 50), renderGray(report.bytes, 50)];
    expect(psnrOf(before[1], after[1])).toBe(Infinity); // page 2 is the original again
    expect(psnrOf(before[0], after[0])).toBeLessThan(Infinity); // page 1 keeps its smaller photo
    expect(psnrOf(before[0], after[0])).toBeGreaterThan(30);
  });

  it('at low, a page whose fonts fail gets its original fonts back (descriptors and programs), and the file stays valid', async () => {
    const input = corpusBytes('text-4pages-pdflatex.pdf');
    const record = fresh();
    const report = await compressPdf(input, 'low', undefined, undefined, {
      validator: popplerValidator(record, (page, round, measured) => (page === 0 && round === 0 ? BAD : measured)),
    });
    expect(report.unchanged).toBe(false);
    expect(report.validation.changesUndone).toBeGreaterThan(0);
    expect(report.validation.changesUndone).toBeLessThanOrEqual(report.validation.changes);
    expect(record.compared[1]).toEqual([0]);
    expect(qpdfCheck(report.bytes).status).toBe(0);
    const reloaded = await PDFDocument.load(report.bytes);
    expect(reloaded.getPageCount()).toBe(4);
    // The one font, a CFF subset in the plain compression, is the Type 1 program it came as.
    const descriptors = reloaded.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'));
    expect(descriptors.length).toBeGreaterThan(0);
    for (const descriptor of descriptors) {
      expect(descriptor.has(PDFName.of('FontFile'))).toBe(true);
      expect(descriptor.has(PDFName.of('FontFile3'))).toBe(false);
    }
    const [before, after] = [renderGray(input, 50), renderGray(report.bytes, 50)];
    before.forEach((page, i) => expect(psnrOf(page, after[i])).toBe(Infinity));
  });

  it('rolls everything back (the input comes back) when a page still fails once its changes are undone', async () => {
    const input = corpusBytes('photos-3pages.pdf');
    const record = fresh();
    const report = await compressPdf(input, 'medium', undefined, undefined, { validator: popplerValidator(record, (page) => (page === 2 ? BAD : SAME)) });
    expect(report.unchanged).toBe(true);
    expect(report.bytes).toBe(input);
    expect(report.imagesReplaced).toBe(0);
    expect(report.validation.changesUndone).toBe(report.validation.changes);
    expect(record.compared).toEqual([[0, 1, 2], [2]]);
  });

  it('rolls everything back when the compressed file will not render but the original does', async () => {
    const input = corpusBytes('photos-3pages.pdf');
    const validator: RenderValidator = async () => ({
      compare: () => Promise.reject(new Error('cannot open')),
      close() {},
    });
    const report = await compressPdf(input, 'medium', undefined, undefined, { validator });
    expect(report.unchanged).toBe(true);
    expect(report.bytes).toBe(input);
  });

  it('keeps the compression, unchecked, when the renderer cannot read the original itself', async () => {
    const input = corpusBytes('photos-3pages.pdf');
    const report = await compressPdf(input, 'medium', undefined, undefined, { validator: () => Promise.reject(new Error('no renderer')) });
    expect(report.unchanged).toBe(false);
    expect(report.validation.pagesChecked).toBe(0);
    expect(report.validation.pagesChanged).toBe(3);
  });

  it('does not check a file larger than the size limit (pdf.js would double the memory)', async () => {
    const input = corpusBytes('photos-3pages.pdf');
    const record = fresh();
    const report = await compressPdf(input, 'medium', undefined, undefined, { validator: popplerValidator(record), validationMaxBytes: input.length - 1 });
    expect(record.opened).toBe(0);
    expect(report.unchanged).toBe(false);
    expect(report.validation).toMatchObject({ pagesChecked: 0, changes: 0 });
  });

  it('stops at the time budget and says how many pages it checked', async () => {
    const input = corpusBytes('photos-3pages.pdf');
    const record = fresh();
    const report = await compressPdf(input, 'medium', undefined, undefined, { validator: popplerValidator(record), validationBudgetMs: 0 });
    expect(report.unchanged).toBe(false);
    expect(report.validation.pagesChecked).toBe(0);
    expect(report.validation.pagesChanged).toBe(3);
  });

  it('with a validator, images take the first 80 % of the progress and the check the rest', async () => {
    const seen: number[] = [];
    await compressPdf(corpusBytes('photos-3pages.pdf'), 'medium', (f) => seen.push(f), undefined, { validator: popplerValidator(fresh()) });
    expect(seen.slice(0, 3).map((f) => f.toFixed(3))).toEqual(['0.267', '0.533', '0.800']);
    expect(seen.slice(3).map((f) => f.toFixed(3))).toEqual(['0.867', '0.933', '1.000', '1.000']);
  });
});
