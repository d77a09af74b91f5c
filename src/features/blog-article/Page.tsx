import { useParams } from 'react-router-dom';
import { posts } from 'virtual:blog';
import { ContentPage } from '../../ui/ContentPage';

export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  const post = posts.find((p) => p.slug === slug);
  if (!post) {
    return (
      <ContentPage meta={{ title: 'Blog Post Not Found', description: "The blog post you're looking for doesn't exist.", path: `/blog/${slug}`, noIndex: true }} heading="Blog Post Not Found" lead="The blog post you're looking for doesn't exist." />
    );
  }
  return <ContentPage meta={{ title: post.seoTitle, description: post.seoDescription, keywords: post.keywords, path: `/blog/${post.slug}` }} heading={post.title} lead={post.excerpt} />;
}
