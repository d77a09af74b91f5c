/**
 * Organize PDF: the document's pages rebuilt from an edit list (pages of the main file or of other
 * files in any order, each turned by quarter turns, duplicated, or blank pages), as one page
 * assembly (document/assemble.ts) that rewrites the main file in place, so its outline, form,
 * metadata and names stay (less what pointed at pages that were deleted); pages of other files are
 * copied in with one copy per file. The page tree becomes one flat list.
 */
import { PageAssembly, type QuarterTurn } from '../document/assemble';
import { openPdf } from '../document/open';

export type { QuarterTurn } from '../document/assemble';

/** One page of the result: page `page` (0-based) of source `source` (0 = the main file), or a blank page. */
export type OrganizedPage =
  | { source: number; page: number; rotate: QuarterTurn }
  | { blank: { width: number; height: number }; rotate: QuarterTurn };

export interface OrganizeSource {
  bytes: Uint8Array;
  password?: string;
}

export async function organizePdf(sources: OrganizeSource[], edits: OrganizedPage[]): Promise<{ bytes: Uint8Array; pages: number }> {
  const [main, ...others] = sources;
  const assembly = PageAssembly.inPlace((await openPdf(main.bytes, main.password)).doc);
  for (const [i, other] of others.entries()) {
    const source = i + 1;
    const wanted = [...new Set(edits.flatMap((e) => ('source' in e && e.source === source ? [e.page] : [])))].sort((a, b) => a - b);
    // A file none of whose pages is used is not even opened.
    if (wanted.length > 0) await assembly.addSource(source, (await openPdf(other.bytes, other.password)).doc, wanted);
  }
  await assembly.add(edits);
  return assembly.write();
}
