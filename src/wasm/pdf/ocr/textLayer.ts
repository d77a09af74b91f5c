/**
 * A searchable PDF from a scanned one: each recognised page gets a hidden text layer (the page
 * assembly's 'hiddenText' overlay: invisible text, line by line in reading order, each word on
 * its line's baseline, its own start and width) drawn over its untouched content, so it looks exactly as before while readers find,
 * search and copy the words in reading order. The file is rewritten in place (outline, form,
 * metadata and links kept); pages not given are left as they are.
 */
import { PageAssembly } from '../document/assemble';
import { openPdf } from '../document/open';
import type { HiddenWord } from '../document/overlays';
import type { PageText } from './jobs';
import { removeInvisibleText } from './invisibleText';

/**
 * `replace`: the pages given lose the invisible text they had (an earlier OCR layer) before ours
 * is laid, so a page read again is not searchable twice; visible text is never touched.
 */
export async function addTextLayer(input: Uint8Array, pages: readonly PageText[], password = '', replace = false): Promise<Uint8Array> {
  const { doc } = await openPdf(input, password);
  const count = doc.getPageCount();
  const byPage = new Map(pages.map((page) => [page.page, page.words]));
  const turnsOf = new Map(pages.map((page) => [page.page, ((Math.round(page.turns ?? 0) % 4) + 4) % 4]));
  for (const page of byPage.keys()) if (!Number.isInteger(page) || page < 0 || page >= count) throw new RangeError(`There is no page ${page + 1} in this PDF.`);
  if (replace) for (const page of byPage.keys()) removeInvisibleText(doc, doc.getPage(page));
  const shown = doc.getPages().map((page) => {
    const { width, height } = page.getCropBox();
    return Math.round(page.getRotation().angle / 90) % 2 === 0 ? { width, height } : { width: height, height: width };
  });
  const assembly = PageAssembly.inPlace(doc);
  await assembly.add(
    shown.map(({ width, height }, page) => {
      const words = byPage.get(page) ?? [];
      const angle = 90 * (turnsOf.get(page) ?? 0);
      const hidden: HiddenWord[] = words.map((word) => ({
        text: word.text,
        x: word.x * width,
        y: (1 - word.y) * height,
        width: word.width * width,
        size: word.size * height,
        ...(angle ? { angle } : {}),
      }));
      return { source: 0, page, overlays: hidden.length > 0 ? [{ kind: 'hiddenText' as const, words: hidden }] : [] };
    }),
  );
  return (await assembly.write()).bytes;
}
