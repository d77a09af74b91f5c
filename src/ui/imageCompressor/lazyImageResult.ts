import { lazy } from 'react';

/**
 * The image compressors' result view. It appears only after a compression, so it is loaded then
 * rather than with the page (render it inside a Suspense boundary).
 */
export const ImageResult = lazy(() => import('./ImageResult').then((m) => ({ default: m.ImageResult })));
