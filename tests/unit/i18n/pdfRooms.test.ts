/**
 * The PDF tool rooms read their words from their catalogs: in English they still say exactly what
 * the machines and the PDF engine say (their English stays the source of truth for tests and logs).
 */
import { describe, expect, it } from 'vitest';
import { signedWarning, unreadableSummary } from '../../../src/features/pdf-merger/texts';
import { splitWords } from '../../../src/features/split-pdf/texts';
import { rangeWords as pdfToJpgRanges } from '../../../src/features/pdf-to-jpg/texts';
import { parsePageRanges, type RangeWords } from '../../../src/lib/pageRanges';
import { validateSplit } from '../../../src/machines/splitPdf.machine';
import { protectWords, texts as protectTexts } from '../../../src/features/protect-pdf/texts';
import { fileNotes, texts as unlockTexts } from '../../../src/features/unlock-pdf/texts';
import { numbersWords } from '../../../src/features/add-page-numbers/texts';
import { DEFAULT_PAGE_NUMBERS, validatePageNumbers, type PageNumbersOptions } from '../../../src/machines/addPageNumbers.machine';
import { watermarkWords } from '../../../src/features/watermark-pdf/texts';
import { DEFAULT_WATERMARK, validateWatermark, type WatermarkOptions } from '../../../src/machines/watermarkPdf.machine';
import { t } from '../../../src/i18n/messages';
import { signWords } from '../../../src/features/sign-pdf/texts';
import { validateSign, type SignOptions } from '../../../src/machines/signPdf.machine';
import { DEFAULT_PROTECT_OPTIONS, validateProtect } from '../../../src/machines/protectPdf.machine';
import { PROTECT_SETTINGS_MESSAGES, type ProtectSettingsIssue } from '../../../src/wasm/pdf/protect/settings';
import { ATTACHMENTS_LOCKED_MESSAGE, NOT_PROTECTED_MESSAGE, refusal } from '../../../src/wasm/pdf/protect/refusals';
import { describeUnreadable, type PdfProblem } from '../../../src/wasm/pdf';

describe('the PDF rooms in English', () => {
  it('the merger names unreadable files as the merge engine does', () => {
    const cases: { name: string; problem: PdfProblem }[][] = [
      [{ name: 'a.pdf', problem: 'needsPassword' }],
      [{ name: 'a.pdf', problem: 'damaged' }],
      [
        { name: 'a.pdf', problem: 'needsPassword' },
        { name: 'b.pdf', problem: 'wrongPassword' },
      ],
      [
        { name: 'a.pdf', problem: 'needsPassword' },
        { name: 'b.pdf', problem: 'encrypted' },
        { name: 'c.pdf', problem: 'tooComplex' },
      ],
    ];
    for (const files of cases) expect(unreadableSummary(files)).toBe(describeUnreadable(files));
  });

  it('the merger warns of signed files in the spec’s words', () => {
    expect(signedWarning(['a.pdf'])).toBe(
      '"a.pdf" is digitally signed. Merging copies the pages into a new file, so its signature will not be valid in the merged PDF. The original keeps its signature.',
    );
    expect(signedWarning(['a.pdf', 'b.pdf'])).toBe(
      '"a.pdf" and "b.pdf" are digitally signed. Merging copies the pages into a new file, so their signatures will not be valid in the merged PDF. The originals keep their signatures.',
    );
  });
});

/** Range texts that meet every error of the page-range reader, against a 5-page document. */
const RANGE_INPUTS = ['', 'x', '0-2', '9', '4-2', '1-3, 5', '-', '2-'];
const rangeErrors = (words?: RangeWords) => [...RANGE_INPUTS.map((text) => parsePageRanges(text, 5, words).error), parsePageRanges('3', 1, words).error];

describe('the page-range checks in English', () => {
  it('split says what the splitter machine says', () => {
    expect(rangeErrors(splitWords.ranges)).toEqual(rangeErrors());
    for (const every of [0, 1.5, 5, 9, 2])
      for (const pages of [1, 5])
        expect(validateSplit({ mode: 'every', every, ranges: '', output: 'one' }, pages, splitWords)).toBe(validateSplit({ mode: 'every', every, ranges: '', output: 'one' }, pages));
  });

  it('page numbers say what their machine says', () => {
    expect(rangeErrors(numbersWords.ranges)).toEqual(rangeErrors());
    const cases: Partial<PageNumbersOptions>[] = [{ first: -1 }, { first: 0, format: 'roman' }, { size: 2 }, { margin: 200 }, { pages: 'skip-first' }, { pages: 'chosen', ranges: '' }];
    for (const change of cases) {
      const options = { ...DEFAULT_PAGE_NUMBERS, ...change };
      expect(validatePageNumbers(options, 1, numbersWords)).toBe(validatePageNumbers(options, 1));
    }
  });

  it('the watermark says what its machine says', () => {
    expect(rangeErrors(watermarkWords.ranges)).toEqual(rangeErrors());
    const png = new File(['x'], 'a.gif', { type: 'image/gif' });
    const cases: Partial<WatermarkOptions>[] = [
      { text: ' ' },
      { text: 'x'.repeat(201) },
      { size: 2 },
      { angle: 200 },
      { kind: 'image', image: null },
      { kind: 'image', image: png },
      { kind: 'image', image: new File(['x'], 'a.png', { type: 'image/png' }), imageWidth: 1 },
      { opacity: 1 },
    ];
    for (const change of cases) {
      const options = { ...DEFAULT_WATERMARK, ...change };
      expect(validateWatermark(options, 3, watermarkWords)).toBe(validateWatermark(options, 3));
    }
  });

  it('the watermark summary reads as before', () => {
    const summary = (all: boolean, count: number, behind: boolean) =>
      t('watermarkPdf.summary', { what: t('watermarkPdf.summary.text', { text: 'DRAFT' }), all: all ? 'yes' : 'no', count, layer: behind ? 'behind' : 'over' });
    expect(summary(true, 1, false)).toBe('"DRAFT" on all 1 page, over the content.');
    expect(summary(true, 4, true)).toBe('"DRAFT" on all 4 pages, behind the content.');
    expect(summary(false, 2, false)).toBe('"DRAFT" on 2 pages, over the content.');
    expect(summary(false, 1, true)).toBe('"DRAFT" on 1 page, behind the content.');
  });

  it('PDF to JPG says what the range reader says', () => {
    expect(rangeErrors(pdfToJpgRanges)).toEqual(rangeErrors());
  });
});

describe('the protector in English', () => {
  it('says what the machine and the engine say of the passwords', () => {
    for (const [issue, message] of Object.entries(PROTECT_SETTINGS_MESSAGES)) expect(protectWords.issue(issue as ProtectSettingsIssue)).toBe(message);
    const typed = { ...DEFAULT_PROTECT_OPTIONS, openPassword: 'a', confirmPassword: 'b' };
    expect(validateProtect(typed, protectWords)).toBe(validateProtect(typed));
    expect(validateProtect(DEFAULT_PROTECT_OPTIONS, protectWords)).toBe(validateProtect(DEFAULT_PROTECT_OPTIONS));
  });

  it('says the worker’s refusals in its words', () => {
    for (const message of [ATTACHMENTS_LOCKED_MESSAGE, NOT_PROTECTED_MESSAGE]) expect(protectTexts.failure(refusal(message)).description).toBe(message);
  });
});

describe('the unlocker in English', () => {
  it('says the worker’s refusals in its words', () => {
    for (const message of [ATTACHMENTS_LOCKED_MESSAGE, NOT_PROTECTED_MESSAGE]) expect(unlockTexts.failure(refusal(message)).description).toBe(message);
    expect(fileNotes.open()).toBe(NOT_PROTECTED_MESSAGE);
  });
});

describe('the signer in English', () => {
  it('says what its machine says', () => {
    const place = (mark: string, page = 1) => ({ id: `p-${mark}`, mark, page, x: 0.1, y: 0.1, width: 0.2, height: 0.1 });
    const cases: SignOptions[] = [
      { marks: [], placements: [] },
      { marks: [], placements: [place('gone')] },
      { marks: [{ id: 'date', kind: 'text', role: 'date', text: '1' }], placements: [place('date', 9)] },
      { marks: [{ id: 'date', kind: 'text', role: 'date', text: ' ' }], placements: [place('date')] },
      { marks: [{ id: 'initials', kind: 'text', role: 'initials', text: ' ' }], placements: [place('initials')] },
      { marks: [{ id: 'date', kind: 'text', role: 'date', text: '五' }], placements: [place('date')] },
      { marks: [{ id: 'initials', kind: 'text', role: 'initials', text: '五' }], placements: [place('initials')] },
    ];
    for (const options of cases) expect(validateSign(options, 3, signWords)).toBe(validateSign(options, 3));
  });

  it('its summary reads as before', () => {
    expect(t('signPdf.summary', { marks: 1, pages: 1, page: 2 })).toBe('1 mark on page 2, drawn into the pages when you sign.');
    expect(t('signPdf.summary', { marks: 3, pages: 2, page: 1 })).toBe('3 marks on 2 pages, drawn into the pages when you sign.');
    expect(t('signPdf.summary', { marks: 0, pages: 0, page: '' })).toBe('0 marks on 0 pages, drawn into the pages when you sign.');
  });
});
