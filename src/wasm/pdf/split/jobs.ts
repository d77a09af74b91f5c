/** The splitter worker's job and answer (shared by its worker entry and its client). */

/** Each part lists the 0-based page indices it holds; the reply has one PDF per part, in order. */
export type PdfSplitJob = { kind: 'split'; buffer: ArrayBuffer; parts: number[][]; password?: string };

export type PdfSplitReply = { buffers: ArrayBuffer[] };
