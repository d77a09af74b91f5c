/**
 * The archive problems a user can act on, as errors whose name, message and `code` survive a
 * worker message (see ../worker/protocol.ts). Free of any archive library, so a page can import it.
 */
import { WORKER_CRASHED, WorkerJobError } from '../worker';

export type ArchiveProblem =
  | 'emptyFile'
  | 'notArchive'
  | 'damaged'
  | 'partsMissing'
  | 'needsPassword'
  | 'wrongPassword'
  | 'unsupportedEncryption'
  | 'unsupportedMethod'
  | 'bomb'
  | 'tooLarge'
  | 'entryDamaged'
  | 'tooComplex';

const MESSAGES: Record<ArchiveProblem, string> = {
  emptyFile: 'This file is empty (0 bytes), so there is nothing to extract.',
  notArchive: 'This file is not an archive this tool can open. It may be another kind of file with an archive name.',
  damaged: 'This archive is damaged or incomplete, so its list of files cannot be read.',
  partsMissing: 'This archive is split into parts. Add all of its parts together to open it.',
  needsPassword: 'This archive is password-protected. Enter its password to extract the files.',
  wrongPassword: 'That password does not open this archive. Check it and try again.',
  unsupportedEncryption: 'This archive is encrypted with a method this tool cannot open. Open it with 7-Zip on a computer.',
  unsupportedMethod: 'A file in this archive is compressed with a method this tool cannot read.',
  bomb: 'This archive would expand to far more data than it holds (a "zip bomb"), so it was not opened.',
  tooLarge: 'The files in this archive add up to more than this device can take.',
  entryDamaged: 'This file is damaged inside the archive (its checksum does not match), so it was not extracted.',
  tooComplex: 'This archive needs more memory than a browser tab can safely give it. Try a smaller archive.',
};

/** Every problem's code (the pages word each one from their catalogs; the English stays here). */
export const ARCHIVE_PROBLEMS = Object.keys(MESSAGES) as ArchiveProblem[];

const ARCHIVE_ERROR = 'ArchiveError';

/** An archive problem as an error: `name` ArchiveError, `code` the problem, `message` the sentence to show. */
export class ArchiveError extends Error {
  constructor(
    readonly code: ArchiveProblem,
    detail?: string,
  ) {
    super(MESSAGES[code]);
    this.name = ARCHIVE_ERROR;
    if (detail) this.cause = detail;
  }
}

const isProblem = (code: unknown): code is ArchiveProblem => typeof code === 'string' && code in MESSAGES;

/** The problem an error names (an ArchiveError here, or one rebuilt from a worker reply); null for anything else. */
export function archiveProblemOf(error: unknown): ArchiveProblem | null {
  if (!(error instanceof Error) || error.name !== ARCHIVE_ERROR) return null;
  const code = (error as { code?: unknown }).code;
  return isProblem(code) ? code : null;
}

/** Problems the user solves by typing a password. */
export const asksForPassword = (problem: ArchiveProblem | null) => problem === 'needsPassword' || problem === 'wrongPassword';

/** A worker reply rebuilt as an ArchiveError; a worker that died mid-job ran out of memory. */
export function nameWorkerError(error: unknown): unknown {
  if (!(error instanceof WorkerJobError)) return error;
  if (error.code === WORKER_CRASHED) return new ArchiveError('tooComplex', error.message);
  if (error.name === ARCHIVE_ERROR && isProblem(error.code)) return new ArchiveError(error.code);
  return error;
}
