/**
 * Splitting a PDF into parts with pdf-lib: each part is a new document holding copies of its pages
 * (one copyPages call per part, so what its pages share is copied once), with the links and
 * bookmarks that point inside the part (see links.ts and partOutline.ts).
 */
import { PDFDocument, type PDFRef } from '@cantoo/pdf-lib';
import { detachPageLinks, reattachPageLinks } from '../document/links';
import { openPdf } from '../document/open';
import { readOutline, writePartOutline } from '../document/partOutline';
import { dropUnreferenced } from '../document/structure';
import { writePdf } from '../document/write';

/** Each part: the 0-based page indices it holds, in order. */
export async function splitPdf(
  input: Uint8Array,
  parts: number[][],
  password = '',
  onProgress: (fraction: number) => void = () => {},
): Promise<Uint8Array[]> {
  const { doc } = await openPdf(input, password);
  const total = doc.getPageCount();
  for (const part of parts) {
    if (part.length === 0 || part.some((page) => !Number.isInteger(page) || page < 0 || page >= total)) {
      throw new RangeError(`A part asks for a page this PDF does not have (it has ${total}).`);
    }
  }
  const outline = readOutline(doc);
  const { links } = detachPageLinks(doc);
  const title = doc.getTitle();
  const outputs: Uint8Array[] = [];
  for (const [n, part] of parts.entries()) {
    const out = await PDFDocument.create({ updateMetadata: false });
    const copies = await out.copyPages(doc, part);
    copies.forEach((page) => out.addPage(page));
    const refs = new Map<number, PDFRef>();
    part.forEach((source, i) => {
      if (!refs.has(source)) refs.set(source, copies[i].ref);
    });
    const refOf = (page: number) => refs.get(page);
    reattachPageLinks(out, part, copies, links, refOf);
    writePartOutline(out, outline, refOf);
    if (title) out.setTitle(title);
    dropUnreferenced(out.context);
    outputs.push(await writePdf(out));
    onProgress((n + 1) / parts.length);
  }
  return outputs;
}
