import { t } from '../../i18n/messages';

/** The founder's social links (config values). They leave the site, so they open in a new tab. */
export function FounderLinks({ links }: { links: readonly { label: string; href: string }[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="mt-6 flex flex-wrap justify-center gap-3 md:justify-start" aria-label={t('founder.links.label')}>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            {l.label}
            <span className="sr-only">{t('founder.links.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
