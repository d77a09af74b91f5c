/**
 * The image engine's error about the user's file, and the named problem it carries. Apart from
 * imageHeader.ts (whose format tables it does not need), so a page reads a problem without loading
 * the engine's format descriptors in its first load.
 */
/** The named problems of a file given to an image tool, for pages that word them in their own language. */
export type ImageProblem = 'empty' | 'pdf' | 'notImage' | 'tooLarge' | 'headerDamaged' | 'undecodable' | 'decodeTimeout' | 'heifUnreadable' | 'heifDamaged' | 'jpegTruncated';

/**
 * A problem with the user's file (not a bug): its message is meant to be shown as is, in English.
 * `code` names the problem with its values as a query ('tooLarge?width=40000&height=40000&...'), a
 * string so it survives the worker's error reply; pages read it with `imageProblemOf`.
 */
export class ImageInputError extends Error {
  override name = 'ImageInputError';
  readonly code?: string;
  constructor(message: string, problem?: ImageProblem, values: Record<string, string | number> = {}) {
    super(message);
    if (problem) {
      const query = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
      this.code = query ? `${problem}?${query}` : problem;
    }
  }
}

/** The named problem of an image tool's error (from this thread or a worker) and its values, else null. */
export function imageProblemOf(error: unknown): { problem: ImageProblem; values: Record<string, string> } | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (!(error instanceof Error) || error.name !== 'ImageInputError' || typeof code !== 'string' || !code) return null;
  const [problem, query = ''] = code.split('?');
  return { problem: problem as ImageProblem, values: Object.fromEntries(new URLSearchParams(query)) };
}
