/**
 * One chunk for the code most tool pages share and no other page uses: XState and the machines'
 * React bindings, the tool page shell, the drop zone, the progress bar, the download helpers. Left
 * to itself the bundler splits that code by the exact set of pages using each module, so a tool
 * page fetched a dozen small files for it; each is gzipped on its own and carries its import and
 * export lines, which cost every tool page about 1 KB (gzip) of its first load.
 *
 * A module goes in the chunk when only tool pages reach it through static imports, and at least
 * `share` of them do. Whatever an information page or the entry also reaches stays where the
 * bundler puts it, so those pages never load the chunk, and the chunk's own imports (the entry,
 * Seo, FAQ, descriptions) never import it back: the chunks stay acyclic.
 */
import { readdirSync } from 'node:fs';

export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; isEntry: boolean } | null;
}

const PAGE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]Page\.tsx$/;

/**
 * The features (src/features/<name>/Page.tsx) whose page reaches `id` through static imports;
 * null when the entry does (it is in every page's first load already). A module reached only from
 * a lazily loaded one (its importers lead to no page) counts no page.
 */
export function pagesReaching(id: string, graph: ModuleGraph, seen = new Map<string, Set<string> | null>()): Set<string> | null {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, new Set()); // an import cycle adds nothing new
  const page = PAGE.exec(id);
  const info = graph.getModuleInfo(id);
  let pages: Set<string> | null = new Set();
  if (page) pages.add(page[1]);
  else if (!info || info.isEntry) pages = null;
  else {
    for (const importer of info.importers) {
      const reached = pagesReaching(importer, graph, seen);
      if (reached === null) {
        pages = null;
        break;
      }
      for (const name of reached) pages.add(name);
    }
  }
  seen.set(id, pages);
  return pages;
}

/** The tool pages: one src/toolPages/<slug>.ts per tool. */
export const toolFeatures = (root: URL) => new Set(readdirSync(new URL('src/toolPages/', root)).map((file) => file.replace(/\.ts$/, '')));

/** The `output.codeSplitting` group (rolldown) that gathers the tool pages' shared code into `toolKit`. */
export function toolKitGroup(tools: ReadonlySet<string>, share = 0.75) {
  return {
    name: (id: string, graph: ModuleGraph) => {
      if (PAGE.test(id)) return null;
      const pages = pagesReaching(id, graph);
      if (!pages || pages.size < tools.size * share) return null;
      return [...pages].every((name) => tools.has(name)) ? 'toolKit' : null;
    },
    // Its modules only: what they import that other pages also use stays out (see above).
    includeDependenciesRecursively: false,
  };
}
