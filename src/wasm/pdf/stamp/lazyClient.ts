/** The stamping wing's client, loaded with its first job (the worker pool is not needed to show the page). */
type Client = typeof import('./client');

const client = () => import('./client');

export const inspectStampSource: Client['inspectStampSource'] = async (...args) => (await client()).inspectStampSource(...args);
export const addPageNumbersToPdf: Client['addPageNumbersToPdf'] = async (...args) => (await client()).addPageNumbersToPdf(...args);
export const addWatermarkToPdf: Client['addWatermarkToPdf'] = async (...args) => (await client()).addWatermarkToPdf(...args);
