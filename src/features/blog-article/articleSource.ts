/**
 * Which article a page shows: /<code>/blog/<slug> shows the translation in content/blog/<code>/
 * where there is one (scripts/blogPlugin.ts), the English article otherwise, with a note saying so.
 * Which articles are translated is known at once; a translation's loaders come in a small module
 * per language, so a page carries only its own language's.
 */
import { articles, translatedSlugs, translations } from 'virtual:blog-articles';
import { SOURCE_LOCALE } from '../../i18n/locales';
import { activeLocale } from '../../i18n/messages';

export const hasArticle = (slug: string) => Object.hasOwn(articles, slug);

const isTranslated = (code: string, slug: string) => code !== SOURCE_LOCALE.code && (translatedSlugs[code] ?? []).includes(slug);

/** The article's modules in the page's language (or English), with the key its loaded data is kept under. */
export function articleSource(slug: string) {
  const code = activeLocale().code;
  if (!isTranslated(code, slug)) return { modules: articles[slug], key: slug, translated: false };
  const own = () => translations[code]().then((m) => m.articles[slug]);
  return {
    modules: { post: () => own().then((m) => m.post()), body: () => own().then((m) => m.body()) },
    key: `${code}/${slug}`,
    translated: true,
  };
}

/** Whether the page's language is not English and the article has no translation into it. */
export const isEnglishOnly = (slug: string) => activeLocale().code !== SOURCE_LOCALE.code && !isTranslated(activeLocale().code, slug);

/** The languages the article exists in: English and every translation (for canonical and hreflang). */
export const languagesOf = (slug: string) => [SOURCE_LOCALE.code, ...Object.keys(translatedSlugs).filter((code) => translatedSlugs[code].includes(slug))];
