/** Unit tests read the English catalogs from the repository, as the prerender does. */
import { readCatalogFiles } from '../../src/i18n/catalogFiles';
import { loadCatalogs } from '../../src/i18n/catalogs';
import { SOURCE_LOCALE } from '../../src/i18n/locales';
import { activateLocale } from '../../src/i18n/messages';

readCatalogFiles();
activateLocale(SOURCE_LOCALE);
await loadCatalogs(SOURCE_LOCALE, __CATALOG_NAMESPACES__);
