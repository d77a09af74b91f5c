/** A problem with a file given to an image tool, in the page's language. */
import { hasMessage, t } from '../i18n/messages';
import { imageProblemOf } from '../wasm/image';

/**
 * The image engine's named problem (`ImageInputError`'s code) worded by the page's catalog, as
 * `<prefix>.problem.<problem>` with the engine's values; null when the error names none (or the
 * catalog lacks it), so the caller falls back to the engine's English message.
 */
export function imageProblemText(error: unknown, prefix: string): string | null {
  const named = imageProblemOf(error);
  if (!named) return null;
  const id = `${prefix}.problem.${named.problem}`;
  return hasMessage(id) ? t(id, named.values) : null;
}
