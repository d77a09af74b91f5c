import { LEGAL_LAST_UPDATED, privacySections } from '../../../content/legal';
import { site } from '../../../content/site';
import { ContentPage } from '../../ui/ContentPage';
import { LegalText } from '../../ui/LegalText';

/** /privacy and its alias /privacy-policy: one canonical URL. */
export default function PrivacyPage() {
  return (
    <ContentPage
      meta={{ title: 'Privacy Policy', description: `How ${site.name} handles your data: files are processed on your device and never uploaded.`, path: '/privacy' }}
      heading="Privacy Policy"
      lead={`How ${site.name} handles your data: files are processed on your device and never uploaded.`}
    >
      <LegalText lastUpdated={LEGAL_LAST_UPDATED} sections={privacySections} />
    </ContentPage>
  );
}
