import { ContentPage } from '../../ui/ContentPage';

export default function BlogPage() {
  return (
    <ContentPage
      meta={{ title: 'Filesmith Blog', description: 'Guides and articles on compressing PDFs, images and videos, web optimisation and file management.', path: '/blog' }}
      heading="Blog"
      lead="Guides and articles on compressing PDFs, images and videos, web optimisation and file management."
    />
  );
}
