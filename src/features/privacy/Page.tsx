import { LEGAL_UPDATED_ON, privacySections } from '../../../content/legal';
import { site } from '../../../content/site';
import { activeLocale, t } from '../../i18n/messages';
import { formatPostDate } from '../../lib/postDate';
import { ContentPage } from '../../ui/ContentPage';
import { CourtesyNotice, LegalText } from '../../ui/LegalText';

/** /privacy and its alias /privacy-policy: one canonical URL. */
export default function PrivacyPage() {
  const lead = t('privacy.lead', { name: site.name });
  return (
    <ContentPage meta={{ title: t('privacy.title'), description: lead, path: '/privacy' }} heading={t('privacy.title')} lead={lead}>
      <CourtesyNotice notice={t('privacy.courtesy')} english={t('privacy.courtesy.english')} path="/privacy" />
      <LegalText lastUpdated={formatPostDate(LEGAL_UPDATED_ON, activeLocale().tag)} sections={privacySections()} />
    </ContentPage>
  );
}
