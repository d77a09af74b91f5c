/**
 * The splitter's client, loaded with its first job (the worker pool is not needed to show the
 * page). Its own module, so it goes with the splitter's page and nowhere else.
 */
type Client = typeof import('./client');

const client = () => import('./client');

export const inspectSplitSource: Client['inspectSplitSource'] = async (...args) => (await client()).inspectSplitSource(...args);
export const splitPdfFile: Client['splitPdfFile'] = async (...args) => (await client()).splitPdfFile(...args);
