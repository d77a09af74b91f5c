import { useNavigate } from 'react-router-dom';
import { toolDescription } from '../toolDescriptions';
import { t } from '../i18n/messages';
import { relatedTools, toolName, type ToolCategory } from '../tools';

/** The spec's related-tools block: up to 6 tools, not the current one, optional category filter. */
export function RelatedTools({ current, category }: { current: string; category?: ToolCategory }) {
  const navigate = useNavigate();
  const items = relatedTools(current, category);
  if (items.length === 0) return null;
  return (
    <section className="card" aria-labelledby="related-tools">
      <h2 id="related-tools" className="section-title">
        {t('related.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((tool) => (
          <li key={tool.slug} className="flex flex-col justify-between rounded-lg border border-slate-200 p-4">
            <div>
              <h3 className="font-semibold text-slate-800">{toolName(tool)}</h3>
              <p className="mt-1 text-sm text-slate-600">{toolDescription(tool)}</p>
            </div>
            <button
              type="button"
              className="btn-secondary mt-3 self-start"
              aria-label={t('related.tryNowLabel', { tool: toolName(tool) })}
              onClick={() => navigate(`/${tool.slug}`)}
            >
              {t('related.tryNow')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
