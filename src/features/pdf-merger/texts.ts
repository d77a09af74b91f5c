/** Every toast of /pdf-merger, worded as the spec's error catalogue (section 8). */
import type { MergerTexts } from '../../machines/pdfMerger.machine';
import type { PdfProblem } from '../../wasm/pdf';

export const texts: MergerTexts = {
  invalidFiles: { title: 'Invalid files', description: 'Please select only PDF files.', variant: 'destructive' },
  notEnough: { title: 'Not enough files', description: 'Please select at least 2 PDF files to merge.', variant: 'destructive' },
  unreadable: (summary) => ({ title: 'Error', description: summary, variant: 'destructive' }),
  success: { title: 'Success!', description: 'PDFs merged successfully.', variant: 'success' },
  failure: (reason) => ({ title: 'Error', description: reason ?? 'Failed to merge PDFs. Please try again.', variant: 'destructive' }),
};

/** Each file's status in the list when it cannot be merged yet. */
export const PROBLEM_LABEL: Record<PdfProblem, string> = {
  needsPassword: 'Password-protected: enter its password below',
  wrongPassword: 'Wrong password: try again below',
  encrypted: 'Locked with a security method this tool cannot open',
  damaged: 'Damaged or not a PDF',
  tooComplex: 'Too large to open in the browser',
};

/** Said before merging signed PDFs: the merged file cannot carry their signatures. */
export const signedWarning = (names: string[]) =>
  `${names.map((name) => `"${name}"`).join(' and ')} ${names.length === 1 ? 'is' : 'are'} digitally signed. Merging copies the pages into a new file, so ${names.length === 1 ? 'its signature' : 'their signatures'} will not be valid in the merged PDF. The original${names.length === 1 ? ' keeps its' : 's keep their'} signature${names.length === 1 ? '' : 's'}.`;

/** The result panel's word on files that opened with their encryption taken off. */
export const accessNote = (unlocked: string[], restricted: string[]) =>
  [
    unlocked.length > 0 && `Opened with your password: ${unlocked.join(', ')}. The merged PDF has no password.`,
    restricted.length > 0 && `Restrictions removed: ${restricted.join(', ')} carried limits on printing, copying or editing; the merged PDF has none.`,
  ].filter((note): note is string => typeof note === 'string');
