import { lazy } from 'react';

/**
 * The password field of a protected PDF (PdfPasswordField). Only protected files ask for it, so it
 * is loaded then rather than with the page (render it inside a Suspense boundary).
 */
export const PdfPasswordField = lazy(() => import('./PdfPasswordField').then((m) => ({ default: m.PdfPasswordField })));
