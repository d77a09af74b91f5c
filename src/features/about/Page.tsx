import { ContentPage } from '../../ui/ContentPage';

export default function AboutPage() {
  return (
    <ContentPage
      meta={{ title: 'About Filesmith', description: 'Free, private file tools that run in your browser. Learn who we are and how Filesmith keeps your files on your device.', path: '/about' }}
      heading="About"
      lead="Free, private file tools that run in your browser. Learn who we are and how Filesmith keeps your files on your device."
    />
  );
}
