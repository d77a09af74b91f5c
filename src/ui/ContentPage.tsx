import type { ReactNode } from 'react';
import { Seo } from './Seo';
import type { PageMeta } from './structuredData';

/** The frame of an information page: head tags, a heading, an optional lead, then content. */
export function ContentPage({ meta, heading, lead, children }: { meta: PageMeta; heading: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Seo {...meta} />
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
        {lead && <p className="mx-auto mt-3 max-w-3xl text-lg text-slate-600">{lead}</p>}
      </header>
      {children}
    </div>
  );
}
