import { lazy } from 'react';

/**
 * The image compressors' result views. They appear only after a compression, so they are loaded
 * then rather than with the page (render them inside a Suspense boundary).
 */
export const CompressedImageSummary = lazy(() => import('./CompressedImageSummary').then((m) => ({ default: m.CompressedImageSummary })));
export const ImageCompare = lazy(() => import('./ImageCompare').then((m) => ({ default: m.ImageCompare })));
