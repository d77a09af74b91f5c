import { ContentPage } from '../../ui/ContentPage';

export default function TermsPage() {
  return (
    <ContentPage
      meta={{ title: 'Terms of Service', description: 'The terms for using Filesmith\'s free, in-browser file tools.', path: '/terms' }}
      heading="Terms of Service"
      lead="The terms for using Filesmith's free, in-browser file tools."
    />
  );
}
