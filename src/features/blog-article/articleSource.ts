/**
 * Which article a page shows: /<code>/blog/<slug> shows the translation in content/blog/<code>/
 * where there is one (scripts/blogPlugin.ts), the English article otherwise, with a note saying so.
 */
import { articles, translations } from 'virtual:blog-articles';
import { SOURCE_LOCALE } from '../../i18n/locales';
import { activeLocale } from '../../i18n/messages';

export const hasArticle = (slug: string) => Object.hasOwn(articles, slug);

/** The article's modules in the page's language (or English), with the key its loaded data is kept under. */
export function articleSource(slug: string) {
  const code = activeLocale().code;
  const translated = code === SOURCE_LOCALE.code ? undefined : translations[code]?.[slug];
  return { modules: translated ?? articles[slug], key: translated ? `${code}/${slug}` : slug, translated: Boolean(translated) };
}

/** Whether the page's language is not English and the article has no translation into it. */
export const isEnglishOnly = (slug: string) => activeLocale().code !== SOURCE_LOCALE.code && !articleSource(slug).translated;

/** The languages the article exists in: English and every translation (for canonical and hreflang). */
export const languagesOf = (slug: string) => [SOURCE_LOCALE.code, ...Object.keys(translations).filter((code) => Object.hasOwn(translations[code], slug))];
