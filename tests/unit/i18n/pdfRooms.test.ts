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
