/**
 * The PDF tool rooms read their words from their catalogs: in English they still say exactly what
 * the machines and the PDF engine say (their English stays the source of truth for tests and logs).
 */
import { describe, expect, it } from 'vitest';
import { signedWarning, unreadableSummary } from '../../../src/features/pdf-merger/texts';
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
