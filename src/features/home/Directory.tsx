import { Link } from 'react-router-dom';
import { infoPages } from '../../../content/pages';
import { tools, type DirectoryGroup } from '../../tools';

const TOOL_GROUPS: DirectoryGroup[] = ['File Compression', 'Archive Tools', 'Image Tools', 'PDF Tools', 'Utility Tools'];

/** The spec's site directory: tools by their registry group, then the information pages. */
const GROUPS: { title: string; links: { to: string; label: string }[] }[] = [
  ...TOOL_GROUPS.map((group) => ({
    title: group,
    links: tools.filter((t) => t.group === group).map((t) => ({ to: `/${t.slug}`, label: t.name })),
  })),
  { title: 'Information', links: infoPages.map((p) => ({ to: p.path, label: p.label })) },
];

export function Directory() {
  return (
    <section aria-labelledby="directory-heading" className="mt-16">
      <h2 id="directory-heading" className="section-title text-center text-2xl">
        All Tools and Pages
      </h2>
      <div className="card grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {GROUPS.map((group) => (
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
