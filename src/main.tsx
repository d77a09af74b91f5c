import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { installSendCounter } from './lib/bytesSent';
import '@fontsource-variable/inter';
import './styles.css';

installSendCounter(); // before anything can make a request: the tally behind '0 bytes sent'
const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <BrowserRouter>
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

// Prerendered pages hydrate; the dev server's empty shell renders from scratch.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
