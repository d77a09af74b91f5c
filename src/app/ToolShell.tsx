import type { ComponentType } from 'react';
import { toolBySlug } from '../tools';
import { ToolPage } from '../ui/ToolPage';
import { UploadArea } from '../ui/UploadArea';
import type { ToolCopy } from '../ui/toolCopy';

const copies = import.meta.glob<{ copy: ToolCopy }>('../features/*/copy.ts');

/** The page of a registry tool whose own Page.tsx has not landed yet: real shell, title and heading. */
export async function loadToolShell(slug: string): Promise<{ default: ComponentType }> {
  const tool = toolBySlug(slug);
  const loader = copies[`../features/${slug}/copy.ts`];
  const copy: ToolCopy = loader
    ? (await loader()).copy
    : { intro: tool.description, badges: [], tips: [], steps: [], benefits: [], useCases: [], faqs: [] };
  return {
    default: () => (
      <ToolPage tool={tool} copy={copy}>
        <p className="mb-4 text-slate-700">{tool.description}</p>
        {tool.accept.length > 0 && <UploadArea accept={tool.accept} maxMB={tool.maxMB} onFile={() => undefined} />}
        <p className="mt-4 text-slate-500">This tool is coming soon.</p>
      </ToolPage>
    ),
  };
}
