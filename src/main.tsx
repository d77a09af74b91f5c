import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { featureOf } from './app/routes';
import { loadCatalogs } from './i18n/catalogs';
import { basenameOf, splitLocalePath } from './i18n/locales';
import { activateLocale } from './i18n/messages';
import { setSizeLanguage } from './lib/formatSize';
import { installSendCounter } from './lib/bytesSent';
import '@fontsource-variable/inter';
import './styles.css';

installSendCounter(); // before anything can make a request: the tally behind '0 bytes sent'
const root = document.getElementById('root') as HTMLElement;
// The page's language is its path's (/es/...: Spanish; no prefix: English) for the whole visit:
// the language menu loads the other language's page. Its catalogs are in before the first render.
const { locale, path } = splitLocalePath(location.pathname);
activateLocale(locale);
setSizeLanguage(locale.tag);
const app = (
  <StrictMode>
    <BrowserRouter basename={basenameOf(locale) || undefined}>
      <App />
    </BrowserRouter>
  </StrictMode>
);

if (import.meta.env.DEV && new URLSearchParams(location.search).has('inspect')) {
  (await import('./app/inspector')).startInspector();
}

// Offline: the build's service worker precaches every page, worker and codec (scripts/serviceWorker.mjs).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

// Prerendered pages hydrate; the dev server's empty shell renders from scratch. Not a top-level
// await: chunks loaded while the entry awaited could not import from it, and the bundler would
// split the entry's shared code into separate files (6 KB more on every page).
void loadCatalogs(locale, ['common', featureOf(path)]).then(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
