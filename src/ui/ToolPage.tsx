import type { ReactNode } from 'react';
import { Seo } from './Seo';
import { toolBreadcrumbs } from './structuredData';
import { t } from '../i18n/messages';
import { toolDescription } from '../toolDescriptions';
import { toolHeading, toolName, type Tool, type ToolCategory } from '../tools';
import { AdSlot } from './AdSlot';
import { BadgeRow, CardGrid, HowTo, Tips } from './Blocks';
import { Breadcrumbs } from './Breadcrumbs';
import { FAQ } from './FAQ';
import { RelatedTools } from './RelatedTools';
import { SentIndicator } from './SentIndicator';
import { ReviewLink } from './ReviewLink';
import type { ToolCopy } from './toolCopy';

interface ToolPageProps {
  tool: Tool;
  copy: ToolCopy;
  /** The working area of the tool. */
  children: ReactNode;
  /** Extra side-column content above the tips (e.g. a settings card). */
  aside?: ReactNode;
  /** Extra full-width sections after the use cases (e.g. a comparison table). */
  extra?: ReactNode;
  relatedCategory?: ToolCategory;
  /** Overrides the side card's title (default '{name} Tips'). */
  tipsTitle?: string;
  /** Overrides the breadcrumb label of the tool (e.g. 'ZIP Creator'). */
  crumbName?: string;
}

/** The shell every tool page shares: head, title, copy, tool area, tips, FAQ, steps, badges, ads. */
export function ToolPage({ tool, copy, children, aside, extra, relatedCategory, crumbName, tipsTitle }: ToolPageProps) {
  const name = toolName(tool);
  const heading = toolHeading(tool);
  const crumbs = toolBreadcrumbs(crumbName ?? name, tool.slug);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Seo
        title={copy.title}
        description={toolDescription(tool)}
        keywords={copy.keywords}
        path={`/${tool.slug}`}
        toolType={tool.toolType}
        applicationName={heading}
        breadcrumbs={crumbs}
        faqs={copy.faqs}
      />
      <Breadcrumbs items={crumbs} />
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
        <p className="mx-auto mt-3 max-w-3xl text-lg text-slate-600">{copy.intro}</p>
        <div className="mt-4">
          <BadgeRow badges={copy.badges} />
        </div>
        <SentIndicator />
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-label={name} className="card lg:col-span-2">
          {children}
        </section>
        <div className="space-y-6">
          {aside}
          <Tips tips={copy.tips} title={tipsTitle ?? t('toolPage.tips', { tool: name })} />
          <AdSlot slot={`${tool.slug}-side`} />
        </div>
      </div>
      <div className="mt-8 space-y-6">
        <HowTo steps={copy.steps} title={t('toolPage.howTo', { tool: name })} />
        <CardGrid title={t('toolPage.benefits')} items={copy.benefits} />
        <CardGrid title={t('toolPage.useCases')} items={copy.useCases} />
        {extra}
        <FAQ faqs={copy.faqs} />
        {copy.about && (
          <section className="card">
            <h2 className="section-title">{copy.about.title}</h2>
            {copy.about.paragraphs.map((p) => (
              <p key={p} className="mb-3 text-slate-700">
                {p}
              </p>
            ))}
          </section>
        )}
        <RelatedTools current={tool.slug} category={relatedCategory} />
        <ReviewLink toolName={name} />
      </div>
    </div>
  );
}
