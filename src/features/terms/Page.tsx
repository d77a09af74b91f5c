import { LEGAL_LAST_UPDATED, termsSections } from '../../../content/legal';
import { site } from '../../../content/site';
import { ContentPage } from '../../ui/ContentPage';
import { LegalText } from '../../ui/LegalText';

/** /terms and its alias /terms-of-service: one canonical URL. */
export default function TermsPage() {
  return (
    <ContentPage
      meta={{ title: 'Terms of Service', description: `The terms for using ${site.name}'s free, in-browser file tools.`, path: '/terms' }}
      heading="Terms of Service"
      lead={`The terms for using ${site.name}'s free, in-browser file tools.`}
    >
      <LegalText lastUpdated={LEGAL_LAST_UPDATED} sections={termsSections} />
    </ContentPage>
  );
}
