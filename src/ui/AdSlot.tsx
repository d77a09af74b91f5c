import { site } from '../../content/site';
import { t } from '../i18n/messages';

/**
 * An advertisement slot. With no ad client configured it renders an empty, labelled placeholder
 * and loads no third-party script; a configured client is wired in by the ads integration only.
 */
export function AdSlot({ slot }: { slot: string }) {
  return (
    <aside
      aria-label={t('ad.label')}
      data-ad-slot={slot}
      data-ad-client={site.adClient || undefined}
      className="flex min-h-24 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-xs uppercase tracking-wide text-slate-500"
    >
      {t('ad.label')}
    </aside>
  );
}
