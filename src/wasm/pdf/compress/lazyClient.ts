/**
 * The compressor's client, loaded with its first job (the worker pool is not needed to show the
 * page). Its own module, so it goes with the compressor's page and nowhere else.
 */
type Client = typeof import('./client');

const client = () => import('./client');

export const inspectPdfInWorker: Client['inspectPdfInWorker'] = async (...args) => (await client()).inspectPdfInWorker(...args);
export const compressPdfInWorker: Client['compressPdfInWorker'] = async (...args) => (await client()).compressPdfInWorker(...args);
