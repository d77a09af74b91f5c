/**
 * The remover machine's actors. The engine behind them (metadata parsers, exifr, the canvas path,
 * the ZIP client) is imported on first use, so it is not part of the page's first load.
 */
import { fromPromise } from 'xstate';
import type { MetadataView } from '../../wasm/metadata';
import type { CleanOutput, PackInput } from '../../machines/removeImageMetadata.machine';
import type { CleanInput } from './engine';

const engine = () => import('./engine');

export const readSummaryActor = fromPromise<MetadataView, { file: File }>(async ({ input }) => (await engine()).readSummary(input.file));

export const cleanActor = fromPromise<CleanOutput, CleanInput>(async ({ input, signal }) => (await engine()).cleanFiles(input, signal));

export const packActor = fromPromise<{ blob: Blob; fileName: string }, PackInput>(async ({ input, signal }) => (await engine()).pack(input, signal));
