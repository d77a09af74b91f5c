import { ContentPage } from '../../ui/ContentPage';

export default function FileFormatsGuidePage() {
  return (
    <ContentPage
      meta={{ title: 'File Formats Guide', description: 'Compare image and video formats and choose the right one: JPEG, PNG, WebP, AVIF, MP4, WebM and more.', path: '/file-formats-guide' }}
      heading="File Formats Guide"
      lead="Compare image and video formats and choose the right one: JPEG, PNG, WebP, AVIF, MP4, WebM and more."
    />
  );
}
