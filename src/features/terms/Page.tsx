import { LEGAL_UPDATED_ON, termsSections } from '../../../content/legal';
import { site } from '../../../content/site';
import { activeLocale, t } from '../../i18n/messages';
import { formatPostDate } from '../../lib/postDate';
import { ContentPage } from '../../ui/ContentPage';
import { CourtesyNotice, LegalText } from '../../ui/LegalText';

/** /terms and its alias /terms-of-service: one canonical URL. */
export default function TermsPage() {
  const lead = t('terms.lead', { name: site.name });
  return (
    <ContentPage meta={{ title: t('terms.title'), description: lead, path: '/terms' }} heading={t('terms.title')} lead={lead}>
      <CourtesyNotice notice={t('terms.courtesy')} english={t('terms.courtesy.english')} path="/terms" />
      <LegalText lastUpdated={formatPostDate(LEGAL_UPDATED_ON, activeLocale().tag)} sections={termsSections()} />
    </ContentPage>
  );
}
