/** What the PDF page tools (split, PDF to images, organize) say about a file they cannot open. */
import { t } from '../../i18n/messages';
import type { PagesProblem } from '../../machines/pdfTool.machine';

/** The engine's problems in the page's language (the English catalog says what the engine's errors say). */
const PROBLEM_IDS: Record<Exclude<PagesProblem, 'tooManyPages'>, string> = {
  needsPassword: 'pdfProblem.needsPassword',
  wrongPassword: 'pdfProblem.wrongPassword',
  encrypted: 'pdfProblem.encrypted',
  damaged: 'pdfProblem.damaged',
  tooComplex: 'pdfProblem.tooComplex',
};

export function pagesProblemText(problem: PagesProblem, maxPages: number): string {
  return problem === 'tooManyPages' ? t('pdfProblem.tooManyPages', { maxPages }) : t(PROBLEM_IDS[problem]);
}
