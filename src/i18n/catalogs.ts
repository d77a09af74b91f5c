/**
 * Loading catalogs: one file per language and namespace, so a page fetches only its language's
 * strings for its own route: 'common' (the header, footer, toasts and shared controls of every
 * page) and the route's feature. In the browser they are plain JSON files of the build
 * (scripts/catalogPlugin.ts), preloaded by each prerendered page; the prerender and the unit tests
 * read them from disk instead (`readCatalogsFrom`).
 */
import { PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from './locales';
import { addMessages, type Catalog } from './messages';

type Source = (code: string, namespace: string) => Promise<Catalog>;

const fetched: Source = (code, namespace) =>
  fetch(`${__CATALOG_BASE__}/${code}/${namespace}.json`).then((response) => {
    if (!response.ok) throw new Error(`The ${namespace} texts in ${code} could not be loaded (${response.status}).`);
    return response.json() as Promise<Catalog>;
  });

let source: Source = fetched;

/** Where catalogs come from outside the browser: the prerender and the tests (catalogFiles.ts). */
export const readCatalogsFrom = (read: Source) => {
  source = read;
};

/**
 * Loads the locale's catalogs of these namespaces (those that exist) into `t()`. The pseudo-locale
 * is English run through `pseudoLocalize` at load.
 */
export async function loadCatalogs(locale: Locale, namespaces: readonly string[]): Promise<void> {
  const pseudo = locale.code === PSEUDO_LOCALE.code;
  const code = pseudo ? SOURCE_LOCALE.code : locale.code;
  const [catalogs, transform] = await Promise.all([
    Promise.all(namespaces.filter((ns) => __CATALOG_NAMESPACES__.includes(ns)).map((ns) => source(code, ns))),
    pseudo ? import('./pseudo').then((m) => m.pseudoLocalize) : undefined,
  ]);
  for (const catalog of catalogs) addMessages(transform ? transform(catalog) : catalog);
}
