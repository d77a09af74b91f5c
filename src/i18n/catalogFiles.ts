/**
 * Every catalog read from the repository (compiled by scripts/catalogPlugin.ts on import), for the
 * prerender and the unit tests: in the browser, catalogs.ts fetches each page's own instead.
 */
import { readCatalogsFrom } from './catalogs';
import type { Catalog } from './messages';

const files = import.meta.glob<Catalog>('../../locales/*/*.json', { eager: true, import: 'default' });

/** Every catalog by its code and namespace ('en/common'). */
export const catalogsByName: ReadonlyMap<string, Catalog> = new Map(
  Object.entries(files).map(([path, catalog]) => [path.replace(/^\.\.\/\.\.\/locales\/|\.json$/g, ''), catalog]),
);

/** Makes loadCatalogs read from the repository. */
export function readCatalogFiles() {
  readCatalogsFrom(async (code, namespace) => catalogsByName.get(`${code}/${namespace}`) ?? {});
}
