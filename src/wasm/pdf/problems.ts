/**
 * The two PDF problems a user can act on, as errors whose `name` survives a worker message (the
 * pool copies name and message). Kept free of pdf-lib so pages can import it without the library.
 */
export const ENCRYPTED_MESSAGE = 'This PDF is password-protected. Remove the password and try again.';
export const DAMAGED_MESSAGE = 'The file is damaged or is not a PDF.';

export type PdfProblem = 'encrypted' | 'damaged';

const ERROR_NAMES: Record<PdfProblem, string> = { encrypted: 'PdfEncryptedError', damaged: 'PdfDamagedError' };

/** An error whose `name` survives a trip through a worker message (the pool copies name + message). */
export function pdfProblemError(problem: PdfProblem): Error {
  const error = new Error(problem === 'encrypted' ? ENCRYPTED_MESSAGE : DAMAGED_MESSAGE);
  error.name = ERROR_NAMES[problem];
  return error;
}

export function pdfProblemOf(error: unknown): PdfProblem | null {
  if (!(error instanceof Error)) return null;
  if (error.name === ERROR_NAMES.encrypted) return 'encrypted';
  if (error.name === ERROR_NAMES.damaged) return 'damaged';
  return null;
}

const PROBLEM_TEXT: Record<PdfProblem, string> = {
  encrypted: 'is password-protected',
  damaged: 'is damaged or is not a PDF',
};

/** The merger names the files it cannot read with this error name. */
export const MERGE_INPUT_ERROR = 'PdfMergeInputError';

/** '"a.pdf" is password-protected and "b.pdf" is damaged or is not a PDF. Remove them to merge the others.' */
export function describeUnreadable(files: { name: string; problem: PdfProblem }[]): string {
  const parts = files.map((f) => `"${f.name}" ${PROBLEM_TEXT[f.problem]}`);
  return `${parts.join(' and ')}. Remove ${files.length === 1 ? 'it' : 'them'} to merge the others.`;
}

export const isMergeInputError = (error: unknown) => error instanceof Error && error.name === MERGE_INPUT_ERROR;
