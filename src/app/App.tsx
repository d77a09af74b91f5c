import { Suspense, useEffect } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { t } from '../i18n/messages';
import { AdSlot } from '../ui/AdSlot';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageOfferPart } from './languageParts';
import { routes } from './routes';
import { Toaster } from './Toaster';

/**
 * Marks <html data-hydrated> once the route's content (same Suspense boundary) has hydrated, so
 * tests and tools can tell when the prerendered page has become interactive.
 */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('layout.skip')}
      </a>
      <LanguageOfferPart />
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
          <Outlet />
          <HydrationMarker />
        </Suspense>
      </main>
      <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 md:grid-cols-2">
        <AdSlot slot="layout-bottom-1" />
        <AdSlot slot="layout-bottom-2" />
      </div>
      <Footer />
      <Toaster />
    </div>
  );
}

/** One root layout for every route of the spec. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Route>
    </Routes>
  );
}
