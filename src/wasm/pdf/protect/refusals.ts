/**
 * Why the protect/unlock worker turns a file down, as errors whose name survives the trip to the
 * page (the pool copies name and message). Free of pdf-lib, so the page can import it.
 */
const REFUSAL = 'PdfProtectRefusal';

/** Unlock, on a file that opens with no password and has no restrictions. */
export const NOT_PROTECTED_MESSAGE =
  'This PDF is not protected: it opens without a password and has no restrictions, so there is nothing to remove.';

/** A file whose pages are open but whose attached files carry their own password (AuthEvent EFOpen). */
export const ATTACHMENTS_LOCKED_MESSAGE =
  'Only the files attached to this PDF are password-protected, with a kind of protection this tool cannot change. Its pages already open without a password.';

export function refusal(message: string): Error {
  const error = new Error(message);
  error.name = REFUSAL;
  return error;
}

/** The refusal's words, or null when `error` is something else. */
export const refusalMessage = (error: unknown): string | null => (error instanceof Error && error.name === REFUSAL ? error.message : null);
