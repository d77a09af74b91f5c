import { describe, expect, it } from 'vitest';
import { pagesReaching, toolFeatures, toolKitGroup, type ModuleGraph } from '../../../scripts/toolKitChunk';
import { tools } from '../../../src/tools';

const page = (name: string) => `/repo/src/features/${name}/Page.tsx`;
/** A made-up module graph: module -> its static importers. */
function graph(importers: Record<string, string[]>, entries: string[] = ['/repo/src/main.tsx']): ModuleGraph {
  return {
    getModuleInfo: (id) => (id in importers || entries.includes(id) || id.endsWith('Page.tsx') ? { importers: importers[id] ?? [], isEntry: entries.includes(id) } : null),
  };
}

const tools3 = new Set(['compress-pdf', 'compress-image', 'split-pdf']);
const modules = graph({
  '/repo/src/app/Header.tsx': ['/repo/src/main.tsx'],
  '/repo/src/tools.ts': ['/repo/src/app/Header.tsx', page('compress-pdf')],
  '/repo/src/ui/ToolPage.tsx': [page('compress-pdf'), page('compress-image'), page('split-pdf')],
  '/repo/node_modules/xstate/dist/xstate.esm.js': ['/repo/src/machines/fileTool.machine.ts', '/repo/src/ui/ImageBatch.tsx'],
  '/repo/src/machines/fileTool.machine.ts': ['/repo/src/ui/ToolPage.tsx'],
  // only imported lazily (no static importer): counts no page
  '/repo/src/ui/ImageBatch.tsx': [],
  '/repo/src/ui/Seo.tsx': ['/repo/src/ui/ToolPage.tsx', page('about')],
  '/repo/src/ui/PageRangesField.tsx': [page('split-pdf')],
  // an import cycle
  '/repo/src/lib/a.ts': ['/repo/src/lib/b.ts', page('compress-image')],
  '/repo/src/lib/b.ts': ['/repo/src/lib/a.ts', page('compress-pdf')],
});

describe('pagesReaching', () => {
  it('follows static importers up to the pages', () => {
    expect(pagesReaching('/repo/node_modules/xstate/dist/xstate.esm.js', modules)).toEqual(tools3);
    expect(pagesReaching('/repo/src/ui/Seo.tsx', modules)).toEqual(new Set([...tools3, 'about']));
    expect(pagesReaching('/repo/src/lib/a.ts', modules)).toEqual(new Set(['compress-image', 'compress-pdf']));
  });

  it('is null for what the entry reaches (every page has it already)', () => {
    expect(pagesReaching('/repo/src/tools.ts', modules)).toBeNull();
  });
});

describe('toolKitGroup', () => {
  const { name } = toolKitGroup(tools3, 0.75);
  it('takes what only tool pages use, and most of them', () => {
    expect(name('/repo/node_modules/xstate/dist/xstate.esm.js', modules)).toBe('toolKit');
    expect(name('/repo/src/ui/ToolPage.tsx', modules)).toBe('toolKit');
  });

  it('leaves what another page or the entry uses, what few tool pages use, and the pages themselves', () => {
    expect(name('/repo/src/ui/Seo.tsx', modules)).toBeNull();
    expect(name('/repo/src/tools.ts', modules)).toBeNull();
    expect(name('/repo/src/ui/PageRangesField.tsx', modules)).toBeNull();
    expect(name(page('compress-pdf'), modules)).toBeNull();
  });

  it('knows the tool pages from src/toolPages', () => {
    expect(toolFeatures(new URL('../../../', import.meta.url))).toEqual(new Set(tools.map((t) => t.slug)));
  });
});
