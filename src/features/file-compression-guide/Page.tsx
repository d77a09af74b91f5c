import { ContentPage } from '../../ui/ContentPage';

export default function FileCompressionGuidePage() {
  return (
    <ContentPage
      meta={{ title: 'The Complete File Compression Guide', description: 'Lossless vs lossy compression, the right settings for web, social, email, video and archives.', path: '/file-compression-guide' }}
      heading="File Compression Guide"
      lead="Lossless vs lossy compression, the right settings for web, social, email, video and archives."
    />
  );
}
