/**
 * The protector's actors. `protectInspector` opens the chosen file in the protect worker before
 * anything else: its page count and whether it is signed, or the problem that stops it (its current
 * password is needed or wrong, the file is damaged). `pdfProtector` writes the encrypted copy there.
 */
import { fromPromise } from 'xstate';
import { prefixedName } from '../../lib/fileNames';
import { protectSettingsOf, type ProtectedPdf, type ProtectOptions } from '../../machines/protectPdf.machine';
import type { Opened, OpenInput, ProcessInput } from '../../machines/pdfTool.machine';
import { inspectProtectSource, protectPdfFile } from '../../wasm/pdf';

export const protectInspector = fromPromise<Opened, OpenInput>(async ({ input, signal }) => {
  const inspection = await inspectProtectSource(input.file, input.password, { signal });
  return { pages: inspection.pages, document: null, signed: inspection.signed };
});

export const pdfProtector = fromPromise<ProtectedPdf, ProcessInput<ProtectOptions>>(async ({ input, signal }) => {
  const { file, options, password, onProgress } = input;
  const settings = protectSettingsOf(options);
  const reply = await protectPdfFile(file, settings, { password, signal, onProgress });
  return {
    blob: new Blob([reply.buffer], { type: 'application/pdf' }),
    fileName: prefixedName(file.name, 'protected_'),
    pages: reply.pages,
    access: reply.access,
    encryption: settings.encryption,
    permissions: settings.owner ? settings.owner.permissions : null,
    pdfaDropped: reply.pdfaDropped,
  };
});
