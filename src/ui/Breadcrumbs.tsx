import { Link } from 'react-router-dom';
import { t } from '../i18n/messages';

export interface Crumb {
  name: string;
  url: string;
}

/** Visible breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={t('breadcrumb.label')} className="mb-4 text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.url} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="text-slate-700">
                  {item.name}
                </span>
              ) : item.url.includes('#') ? (
                <a href={item.url} className="hover:text-indigo-700 hover:underline">
                  {item.name}
                </a>
              ) : (
                <Link to={item.url} className="hover:text-indigo-700 hover:underline">
                  {item.name}
                </Link>
              )}
              {!last && <span aria-hidden="true" className="inline-block rtl:-scale-x-100">›</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
