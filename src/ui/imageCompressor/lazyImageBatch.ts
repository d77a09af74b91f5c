import { lazy } from 'react';
import type { ImageBatch as Batch } from './ImageBatch';

/**
 * The image compressors' many-images view (cards, compare per card, 'Download all'). It is needed
 * only once a second image arrives, so it loads then, not with the page (render it inside Suspense).
 * Typed as the component itself, so its Options type parameter survives `lazy`.
 */
export const ImageBatch = lazy(() => import('./ImageBatch').then((m) => ({ default: m.ImageBatch }))) as unknown as typeof Batch;
