import { ContentPage } from '../../ui/ContentPage';

export default function FounderPage() {
  return (
    <ContentPage
      meta={{ title: 'Meet the Founder', description: 'The story behind Filesmith: why we build file tools that never upload your files.', path: '/founder' }}
      heading="Founder"
      lead="The story behind Filesmith: why we build file tools that never upload your files."
    />
  );
}
