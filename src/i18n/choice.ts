/**
 * The visitor's language choice: remembered on this device once made, and the language a first
 * visit is offered (never switched to unasked) when the browser prefers one we have.
 */
import type { Locale } from './locales';

const KEY = 'filesmith.language';

export function rememberLanguage(code: string) {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // Storage off (private mode, a blocked site): the choice holds for this page only.
  }
}

export function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Chinese by script: Traditional for Taiwan, Hong Kong, Macau and 'zh-Hant'; Simplified otherwise. */
const chineseTag = (tag: string) => (/^zh-(tw|hk|mo|hant)/.test(tag) ? 'zh-tw' : 'zh-cn');

/**
 * The live language to offer: the first of the browser's preferred languages we have (by full tag,
 * then by its language alone: 'pt-PT' finds 'pt-BR'; Chinese by script), when it is not the page's
 * and the visitor has not chosen yet.
 */
export function languageToOffer(preferred: readonly string[], current: Locale, live: readonly Locale[], remembered: string | null): Locale | null {
  if (remembered) return null;
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const wanted = lower.startsWith('zh') ? chineseTag(lower) : lower;
    const found = live.find((l) => l.tag.toLowerCase() === wanted) ?? live.find((l) => l.tag.toLowerCase().split('-')[0] === wanted.split('-')[0]);
    if (found) return found.code === current.code ? null : found;
  }
  return null;
}
