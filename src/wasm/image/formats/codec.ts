/**
 * A format's code, loaded on first use: its folder's codec.ts, found by the format's id, so the
 * list of formats stays one line each and the pages that name formats load none of it.
 */
import type { FormatId } from './index';
import type { FormatCodec } from './types';

export const loadCodec = async (id: FormatId): Promise<FormatCodec> => ((await import(`./${id}/codec.ts`)) as { codec: FormatCodec }).codec;
