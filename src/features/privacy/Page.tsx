import { ContentPage } from '../../ui/ContentPage';

export default function PrivacyPage() {
  return (
    <ContentPage
      meta={{ title: 'Privacy Policy', description: 'How Filesmith handles your data: files are processed on your device and never uploaded.', path: '/privacy' }}
      heading="Privacy Policy"
      lead="How Filesmith handles your data: files are processed on your device and never uploaded."
    />
  );
}
