/**
 * The PDF problems a user can act on, as errors whose `name` survives a worker message (the pool
 * copies name and message). Kept free of pdf-lib so pages can import it without the library.
 */
import { WORKER_CRASHED, WorkerJobError } from '../../worker';

export const NEEDS_PASSWORD_MESSAGE = 'This PDF is password-protected. Enter its password to open it.';
export const WRONG_PASSWORD_MESSAGE = 'That password does not open this PDF. Check it and try again.';
const ENCRYPTED_MESSAGE = 'This PDF is locked with a security method this tool cannot open (for example a certificate).';
export const DAMAGED_MESSAGE = 'The file is damaged or is not a PDF.';
const TOO_COMPLEX_MESSAGE = 'This PDF needs more memory than a browser tab can safely give it. Try a smaller file.';

export type PdfProblem = 'needsPassword' | 'wrongPassword' | 'encrypted' | 'damaged' | 'tooComplex';

const MESSAGES: Record<PdfProblem, string> = {
  needsPassword: NEEDS_PASSWORD_MESSAGE,
  wrongPassword: WRONG_PASSWORD_MESSAGE,
  encrypted: ENCRYPTED_MESSAGE,
  damaged: DAMAGED_MESSAGE,
  tooComplex: TOO_COMPLEX_MESSAGE,
};

const errorName = (problem: PdfProblem) => `Pdf-${problem}`;

/** An error whose `name` survives a trip through a worker message (the pool copies name + message). */
export function pdfProblemError(problem: PdfProblem): Error {
  const error = new Error(MESSAGES[problem]);
  error.name = errorName(problem);
  return error;
}

export function pdfProblemOf(error: unknown): PdfProblem | null {
  if (!(error instanceof Error)) return null;
  return (Object.keys(MESSAGES) as PdfProblem[]).find((problem) => error.name === errorName(problem)) ?? null;
}

/** Problems the user solves by typing a password (the page shows a password field for them). */
export const asksForPassword = (problem: PdfProblem | null) => problem === 'needsPassword' || problem === 'wrongPassword';

const PROBLEM_TEXT: Record<PdfProblem, string> = {
  needsPassword: 'needs its password',
  wrongPassword: 'needs its password',
  encrypted: 'is locked with a security method this tool cannot open',
  damaged: 'is damaged or is not a PDF',
  tooComplex: 'is too large to open in the browser',
};

/** The merger names the files it cannot read with this error name. */
export const MERGE_INPUT_ERROR = 'PdfMergeInputError';

/** '"a.pdf" needs its password and "b.pdf" is damaged or is not a PDF. Remove them to merge the others.' */
export function describeUnreadable(files: { name: string; problem: PdfProblem }[]): string {
  const parts = files.map((f) => `"${f.name}" ${PROBLEM_TEXT[f.problem]}`);
  const locked = files.every((f) => asksForPassword(f.problem));
  const remedy = locked
    ? `Enter ${files.length === 1 ? 'its password' : 'their passwords'} or remove ${files.length === 1 ? 'it' : 'them'} to merge the others.`
    : `Remove ${files.length === 1 ? 'it' : 'them'} to merge the others.`;
  return `${parts.join(' and ')}. ${remedy}`;
}

/**
 * A PDF worker that dies mid-job has run out of memory on a huge or hostile file (everything else
 * it meets is caught and named): the page says so instead of a bare failure.
 */
export function nameWorkerCrash(error: unknown): unknown {
  return error instanceof WorkerJobError && error.code === WORKER_CRASHED ? pdfProblemError('tooComplex') : error;
}

/** For a client's `.catch`: the same rejection, with a crash named (see `nameWorkerCrash`). */
export const rethrowNamed = (error: unknown): never => {
  throw nameWorkerCrash(error);
};

export const isMergeInputError = (error: unknown) => error instanceof Error && error.name === MERGE_INPUT_ERROR;
