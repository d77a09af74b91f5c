import { absoluteUrl, site } from '../../../content/site';
import type { PostMeta } from '../../../scripts/blogLoader';

/** schema.org BlogPosting for one article (rich results: headline, dates, author, publisher). */
export function blogPosting(post: PostMeta) {
  const url = absoluteUrl(`/blog/${post.slug}`);
  const organization = { '@type': 'Organization', name: site.name, url: absoluteUrl('/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.seoDescription,
    image: absoluteUrl('/og-image.png'),
    datePublished: post.publishDate,
    dateModified: post.publishDate,
    author: { ...organization, name: site.author },
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: absoluteUrl('/og-image.png') } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.category,
    keywords: post.keywords.join(', '),
  };
}
