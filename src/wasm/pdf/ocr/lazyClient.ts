/** The OCR text layer's client, loaded with its first job (the worker pool is not needed to show the page). */
type Client = typeof import('./client');

const client = () => import('./client');

export const inspectOcrSource: Client['inspectOcrSource'] = async (...args) => (await client()).inspectOcrSource(...args);
export const addPdfTextLayer: Client['addPdfTextLayer'] = async (...args) => (await client()).addPdfTextLayer(...args);
