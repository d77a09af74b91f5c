import { LEGAL_UPDATED_ON, privacySections } from '../../../content/legal';
import { site } from '../../../content/site';
import { SOURCE_LOCALE } from '../../i18n/locales';
import { activeLocale, t } from '../../i18n/messages';
import { formatPostDate } from '../../lib/postDate';
import { ContentPage } from '../../ui/ContentPage';
import { LegalText } from '../../ui/LegalText';

/**
 * Outside English, the text is a courtesy translation: the English one prevails, and the notice
 * links to it (at the bare path, outside the router's language basename).
 */
function CourtesyNotice() {
  if (activeLocale().code === SOURCE_LOCALE.code) return null;
  return (
    <p className="card mx-auto mb-6 max-w-3xl border-amber-300 bg-amber-50 text-sm text-amber-900" data-testid="courtesy-translation">
      {t('privacy.courtesy')}{' '}
      <a href="/privacy" hrefLang={SOURCE_LOCALE.tag} lang={SOURCE_LOCALE.tag} className="link">
        {t('privacy.courtesy.english')}
      </a>
    </p>
  );
}

/** /privacy and its alias /privacy-policy: one canonical URL. */
export default function PrivacyPage() {
  const lead = t('privacy.lead', { name: site.name });
  return (
    <ContentPage meta={{ title: t('privacy.title'), description: lead, path: '/privacy' }} heading={t('privacy.title')} lead={lead}>
      <CourtesyNotice />
      <LegalText lastUpdated={formatPostDate(LEGAL_UPDATED_ON, activeLocale().tag)} sections={privacySections()} />
    </ContentPage>
  );
}
