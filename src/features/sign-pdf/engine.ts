/**
 * The signer's actors. `signOpener` opens the file for its pages (the page grid and the large page
 * the marks are placed on) and, at the same time in the signer's worker, reads whether it is
 * signed (the lifecycle then asks for the yes). `signer` turns the marks into what the worker
 * draws (pictures as straight RGBA pixels, text as text) and the placements into 0-based pages.
 */
import { fromPromise } from 'xstate';
import { signedPdfPagesOpener } from '../../machines/pdfPages.actor';
import type { PagesResult, ProcessInput } from '../../machines/pdfTool.machine';
import type { SignatureMark, SignOptions } from '../../machines/signPdf.machine';
import { baseName } from '../../lib/fileNames';
import { inspectSignSource, signPdfFile, type SignMark, type SignPlacement } from '../../wasm/pdf';

export const signOpener = signedPdfPagesOpener(inspectSignSource);

/** A picture mark's pixels, straight RGBA, from its PNG data URL. */
async function pixelsOf(mark: Extract<SignatureMark, { kind: 'image' }>): Promise<SignMark> {
  const binary = atob(mark.url.slice(mark.url.indexOf(',') + 1));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to read the signature picture.');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  return { kind: 'image', width, height, rgba: data.buffer };
}

/** The signed file's name: report.pdf → report_signed.pdf. */
const signedName = (fileName: string) => `${baseName(fileName) || 'document'}_signed.pdf`;

export const signer = fromPromise<PagesResult, ProcessInput<SignOptions>>(async ({ input, signal }) => {
  const { file, password, options, onProgress } = input;
  const used = options.marks.filter((mark) => options.placements.some((placement) => placement.mark === mark.id));
  const marks = await Promise.all(used.map((mark) => (mark.kind === 'image' ? pixelsOf(mark) : { kind: 'text' as const, text: mark.text.trim() })));
  const index = new Map(used.map((mark, i) => [mark.id, i]));
  const placements: SignPlacement[] = options.placements.map(({ page, mark, x, y, width, height }) => ({
    page: page - 1,
    mark: index.get(mark) as number,
    box: { x, y, width, height },
  }));
  const blob = await signPdfFile(file, marks, placements, { password, signal, onProgress });
  return { blob, fileName: signedName(file.name), files: 1 };
});
