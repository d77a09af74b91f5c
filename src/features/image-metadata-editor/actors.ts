/**
 * The editor machine's actors. The engine behind them (metadata parsers, exifr, the writers) is
 * imported on first use, so it is not part of the page's first load.
 */
import { fromPromise } from 'xstate';
import type { EditableMetadata } from '../../wasm/metadata';
import type { WriteInput } from '../../machines/imageMetadataEditor.machine';

const engine = () => import('./engine');

export const readActor = fromPromise<EditableMetadata, { file: File }>(async ({ input }) => (await engine()).readFile(input.file));

export const writeActor = fromPromise<{ blob: Blob; fileName: string }, WriteInput>(async ({ input }) => (await engine()).writeFile(input));
