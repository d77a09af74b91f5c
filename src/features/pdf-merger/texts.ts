/**
 * Every toast and sentence of /pdf-merger, worded as the spec's error catalogue (section 8), read in
 * the page's language when shown (getters and functions: never at module level).
 */
import { t } from '../../i18n/messages';
import type { MergerTexts, UnreadableFile } from '../../machines/pdfMerger.machine';
import { pagesProblemText } from '../../ui/pdfPages/pdfPagesProblems';
import { asksForPassword, isMergeInputError, pdfProblemOf, type PdfProblem } from '../../wasm/pdf';

const error = (description: string) => ({ title: t('pdfMerger.toast.error'), description, variant: 'destructive' as const });

export const texts: MergerTexts = {
  get invalidFiles() {
    return { title: t('pdfMerger.toast.invalidFiles.title'), description: t('pdfMerger.toast.invalidFiles.text'), variant: 'destructive' as const };
  },
  get notEnough() {
    return { title: t('pdfMerger.toast.notEnough.title'), description: t('pdfMerger.toast.notEnough.text'), variant: 'destructive' as const };
  },
  unreadable: (files) => error(unreadableSummary(files)),
  get success() {
    return { title: t('pdfMerger.toast.success.title'), description: t('pdfMerger.toast.success.text'), variant: 'success' as const };
  },
  failure: (reason) => {
    const problem = pdfProblemOf(reason);
    // A file the engine could not read names itself in the engine's words (the page's own
    // inspection names such files first, in the page's language: see `unreadableSummary`).
    if (isMergeInputError(reason)) return error((reason as Error).message);
    return error(problem ? pagesProblemText(problem, 0) : t('pdfMerger.toast.failure'));
  },
};

const PROBLEM_LABEL_IDS: Record<PdfProblem, string> = {
  needsPassword: 'pdfMerger.problem.needsPassword',
  wrongPassword: 'pdfMerger.problem.wrongPassword',
  encrypted: 'pdfMerger.problem.encrypted',
  damaged: 'pdfMerger.problem.damaged',
  tooComplex: 'pdfMerger.problem.tooComplex',
};

/** Each file's status in the list when it cannot be merged yet. */
export const problemLabel = (problem: PdfProblem) => t(PROBLEM_LABEL_IDS[problem]);

const UNREADABLE_IDS: Record<PdfProblem, string> = {
  needsPassword: 'pdfMerger.unreadable.needsPassword',
  wrongPassword: 'pdfMerger.unreadable.wrongPassword',
  encrypted: 'pdfMerger.unreadable.encrypted',
  damaged: 'pdfMerger.unreadable.damaged',
  tooComplex: 'pdfMerger.unreadable.tooComplex',
};

/** '"a.pdf" needs its password and "b.pdf" is damaged or is not a PDF. Remove them to merge the others.' */
export function unreadableSummary(files: UnreadableFile[]): string {
  const parts = files.map((f) => t(UNREADABLE_IDS[f.problem], { name: f.name }));
  const count = files.length;
  const remedy = files.every((f) => asksForPassword(f.problem)) ? t('pdfMerger.unreadable.enterPassword', { count }) : t('pdfMerger.unreadable.remove', { count });
  const joined = parts.reduce((before, after) => t('pdfMerger.unreadable.and', { before, after }));
  return t('pdfMerger.unreadable.summary', { files: joined, remedy });
}

/** Said before merging signed PDFs: the merged file cannot carry their signatures. */
export const signedWarning = (names: string[]) =>
  t('pdfMerger.signed.warning', {
    count: names.length,
    names: names.map((name) => t('pdfMerger.signed.name', { name })).reduce((before, after) => t('pdfMerger.signed.and', { before, after })),
  });

/** The result panel's word on files that opened with their encryption taken off. */
export const accessNote = (unlocked: string[], restricted: string[]) =>
  [
    unlocked.length > 0 && t('pdfMerger.note.unlocked', { names: unlocked.join(', ') }),
    restricted.length > 0 && t('pdfMerger.note.restricted', { names: restricted.join(', ') }),
  ].filter((note): note is string => typeof note === 'string');
