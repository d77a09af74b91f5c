/**
 * The unlocker's actors. `unlockInspector` opens the chosen file in the protect worker: its page
 * count, whether it is signed, and how it is protected (kept as the lifecycle's `document`, so the
 * page can say at once that a file has nothing to remove), or the problem that stops it (its
 * password is needed or wrong, the file is damaged). `pdfUnlocker` writes the copy without encryption.
 */
import { fromPromise } from 'xstate';
import { prefixedName } from '../../lib/fileNames';
import type { Opened, OpenInput, ProcessInput } from '../../machines/pdfTool.machine';
import type { UnlockedPdf, UnlockOptions } from '../../machines/unlockPdf.machine';
import { inspectProtectSource, unlockPdfFile, type PdfAccess } from '../../wasm/pdf';

/** What the page knows of the opened file. */
export interface UnlockSource {
  access: PdfAccess;
}

export const unlockInspector = fromPromise<Opened, OpenInput>(async ({ input, signal }) => {
  const inspection = await inspectProtectSource(input.file, input.password, { signal });
  const source: UnlockSource = { access: inspection.access };
  // A file with nothing to remove is not rewritten, so its signature is not at stake.
  return { pages: inspection.pages, document: source, signed: inspection.signed && inspection.access !== 'open' };
});

export const pdfUnlocker = fromPromise<UnlockedPdf, ProcessInput<UnlockOptions>>(async ({ input, signal }) => {
  const { file, password, onProgress } = input;
  const reply = await unlockPdfFile(file, { password, signal, onProgress });
  return { blob: new Blob([reply.buffer], { type: 'application/pdf' }), fileName: prefixedName(file.name, 'unlocked_'), pages: reply.pages, access: reply.access };
});
