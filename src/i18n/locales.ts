/**
 * The site's languages at run time. English is the source (the spec's texts) and lives at the bare
 * paths (/compress-pdf); every other language at /<code>/<path> (/es/compress-pdf). A language is
 * *live* (prerendered, in the language menu, in hreflang and the sitemap) only once every catalog
 * the English pages use is translated: tests/unit/i18n/catalogs.test.ts holds live languages to
 * that. The translations are listed in `TARGET_LOCALES`.
 * The pseudo-locale is prerendered for the e2e screenshots (accented, longer text shows what was
 * never put through a catalog, and what gets cut off) but never listed or indexed.
 */
export interface Locale {
  /** Path segment and catalog folder: lower case. */
  code: string;
  /** BCP 47 tag for lang=, hreflang= and Intl. */
  tag: string;
  /** The language's own name, as the language menu shows it. */
  name: string;
  dir: 'ltr' | 'rtl';
}

export const SOURCE_LOCALE: Locale = { code: 'en', tag: 'en', name: 'English', dir: 'ltr' };
export const PSEUDO_LOCALE: Locale = { code: 'qps', tag: 'en-XA', name: 'Pseudo', dir: 'ltr' };

const ltr = (code: string, tag: string, name: string): Locale => ({ code, tag, name, dir: 'ltr' });
const rtl = (code: string, tag: string, name: string): Locale => ({ code, tag, name, dir: 'rtl' });

/** Every language the site is translated into (issue 37). */
export const TARGET_LOCALES: readonly Locale[] = [
  ltr('es', 'es', 'Español'),
  ltr('pt-br', 'pt-BR', 'Português (Brasil)'),
  ltr('fr', 'fr', 'Français'),
  ltr('de', 'de', 'Deutsch'),
  ltr('it', 'it', 'Italiano'),
  ltr('nl', 'nl', 'Nederlands'),
  ltr('pl', 'pl', 'Polski'),
  ltr('ru', 'ru', 'Русский'),
  ltr('uk', 'uk', 'Українська'),
  ltr('tr', 'tr', 'Türkçe'),
  rtl('ar', 'ar', 'العربية'),
  rtl('fa', 'fa', 'فارسی'),
  ltr('hi', 'hi', 'हिन्दी'),
  ltr('id', 'id', 'Bahasa Indonesia'),
  ltr('vi', 'vi', 'Tiếng Việt'),
  ltr('th', 'th', 'ไทย'),
  ltr('ja', 'ja', '日本語'),
  ltr('ko', 'ko', '한국어'),
  ltr('zh-cn', 'zh-CN', '简体中文'),
  ltr('zh-tw', 'zh-TW', '繁體中文'),
];

/**
 * The languages whose catalogs are complete, so their pages are built and offered: English and
 * every translation (`TARGET_LOCALES`). A language joins when its translation is whole: never a page
 * half in English.
 */
export const liveLocales: readonly Locale[] = [SOURCE_LOCALE, ...TARGET_LOCALES];

/** Every locale whose pages the build prerenders: the live ones and the pseudo-locale. */
export const builtLocales: readonly Locale[] = [...liveLocales, PSEUDO_LOCALE];

/** The locale a path is in, and the path inside it: '/es/compress-pdf' → es, '/compress-pdf'. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const segment = /^\/([a-z]{2,3}(?:-[a-z]{2})?)(?=\/|$)/.exec(pathname)?.[1];
  const locale = segment && segment !== SOURCE_LOCALE.code ? builtLocales.find((l) => l.code === segment) : undefined;
  if (!locale) return { locale: SOURCE_LOCALE, path: pathname };
  return { locale, path: pathname.slice(locale.code.length + 1) || '/' };
}

/** The router's basename for a locale: '' for English, '/es' for Spanish. */
export const basenameOf = (locale: Locale) => (locale.code === SOURCE_LOCALE.code ? '' : `/${locale.code}`);

/** A site path in a locale: ('/compress-pdf', es) → '/es/compress-pdf'; ('/', es) → '/es'. */
export const localizedPath = (path: string, locale: Locale) => (locale.code === SOURCE_LOCALE.code ? path : `${basenameOf(locale)}${path === '/' ? '' : path}`);
