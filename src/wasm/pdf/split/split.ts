/**
 * Splitting a PDF into parts: one page assembly per part (document/assemble.ts), each a new
 * document holding copies of its pages (what they share copied once), with the links, bookmarks
 * and form fields that point inside the part, and the source's title.
 */
import { PageAssembly, prepareSource } from '../document/assemble';
import { openPdf } from '../document/open';

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
  const title = doc.getTitle();
  // Links and back-references to pages come off once, for every part.
  const source = prepareSource(doc);
  const outputs: Uint8Array[] = [];
  for (const [n, part] of parts.entries()) {
    const assembly = await PageAssembly.create({ updateMetadata: false, title });
    await assembly.addSource(0, source, part, { outline: true });
    await assembly.add(part.map((page) => ({ source: 0, page })));
    outputs.push((await assembly.write()).bytes);
    onProgress((n + 1) / parts.length);
  }
  return outputs;
}
