import { Link } from 'react-router-dom';
import { infoPages } from '../../../content/pages';
import { t } from '../../i18n/messages';
import { toolName, tools, type DirectoryGroup } from '../../tools';
import { groupName, pageLabel, TOOL_GROUPS } from './groups';

/** The spec's site directory: tools by their registry group, then the information pages. */
const groups = (): { title: string; links: { to: string; label: string }[] }[] => [
  ...(Object.keys(TOOL_GROUPS) as DirectoryGroup[]).map((group) => ({
    title: groupName(group),
    links: tools.filter((tool) => tool.group === group).map((tool) => ({ to: `/${tool.slug}`, label: toolName(tool) })),
  })),
  { title: t('home.directory.information'), links: infoPages.map((p) => ({ to: p.path, label: pageLabel(p.key) })) },
];

export function Directory() {
  return (
    <section aria-labelledby="directory-heading" className="mt-16">
      <h2 id="directory-heading" className="section-title text-center text-2xl">
        {t('home.directory.title')}
      </h2>
      <div className="card grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {groups().map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h3 className="mb-2 font-semibold text-slate-900">{group.title}</h3>
            <ul className="space-y-1 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-slate-700 hover:text-indigo-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </section>
  );
}
