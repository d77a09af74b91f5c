/**
 * The protect/unlock client, loaded with its first job (the worker pool is not needed to show the
 * page). Its own module, so it goes with those two pages and nowhere else.
 */
type Client = typeof import('./client');

const client = () => import('./client');

export const inspectProtectSource: Client['inspectProtectSource'] = async (...args) => (await client()).inspectProtectSource(...args);
export const protectPdfFile: Client['protectPdfFile'] = async (...args) => (await client()).protectPdfFile(...args);
export const unlockPdfFile: Client['unlockPdfFile'] = async (...args) => (await client()).unlockPdfFile(...args);
