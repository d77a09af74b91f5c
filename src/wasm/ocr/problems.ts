/** The OCR engine's problem a user can act on, free of the engine itself so a page can import it. */

/**
 * A worker that said it failed to load names the cause the user can act on: `code` 'engineLoad'
 * and the cause's own words as `detail`, for a page to say in its language; the message is English.
 */
export class OcrLoadError extends Error {
  override name = 'OcrLoadError';
  readonly code = 'engineLoad';
  constructor(readonly detail: string) {
    super(`The OCR engine could not load (${detail}). Check your connection for the first use, then try again.`);
  }
}

/** The cause's words when `error` is the engine failing to load, else null. */
export const ocrLoadProblemOf = (error: unknown): string | null => (error instanceof OcrLoadError ? error.detail : null);
