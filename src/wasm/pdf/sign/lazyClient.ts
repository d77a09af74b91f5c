/**
 * The signer's client, loaded with its first job (the worker pool is not needed to show the page).
 * Its own module, so it goes with the signer's page and nowhere else.
 */
type Client = typeof import('./client');

const client = () => import('./client');

export const inspectSignSource: Client['inspectSignSource'] = async (...args) => (await client()).inspectSignSource(...args);
export const signPdfFile: Client['signPdfFile'] = async (...args) => (await client()).signPdfFile(...args);
