/**
 * The image client (worker pool, canvas fallback, header checks) is loaded when the first image
 * is processed, not with the page: it is not needed to show the page, and leaving it out keeps
 * the image pages' first-load script inside the budget. Same signatures as ./imageClient.
 */
type Client = typeof import('./imageClient');

const client = () => import('./imageClient');

export const compressImageFile: Client['compressImageFile'] = async (...args) => (await client()).compressImageFile(...args);
export const convertImageFile: Client['convertImageFile'] = async (...args) => (await client()).convertImageFile(...args);
