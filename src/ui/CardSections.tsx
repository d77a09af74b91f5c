import { Link } from 'react-router-dom';
import { t } from '../i18n/messages';
import { toolDescription } from '../toolDescriptions';
import { toolName, type ToolLink } from '../tools';
import type { TitledText } from './toolCopy';

/** A headed grid of title + text cards (values, principles) on information pages. */
export function TitledCardSection({ id, title, items }: { id: string; title: string; items: readonly TitledText[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="section-title text-2xl">{title}</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {items.map((v) => (
          <li key={v.title} className="card">
            <h3 className="font-semibold text-slate-900">{v.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{v.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A headed grid of tool cards, each linking to its tool. */
export function ToolCardSection({ id, title, tools }: { id: string; title: string; tools: readonly ToolLink[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="section-title text-2xl">{title}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.slug} className="card flex flex-col">
            <h3 className="font-semibold text-slate-900">{toolName(tool)}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{toolDescription(tool)}</p>
            <Link to={`/${tool.slug}`} className="link mt-3 text-sm" aria-label={t('toolCard.use', { tool: toolName(tool) })}>
              {t('toolCard.use', { tool: toolName(tool) })} <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
