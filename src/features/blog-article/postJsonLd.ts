import { absoluteUrl, site } from '../../../content/site';
import type { PostMeta } from '../../../scripts/blogLoader';
import { localizedPath, SOURCE_LOCALE, type Locale } from '../../i18n/locales';

/**
 * schema.org BlogPosting for one article (rich results: headline, dates, author, publisher); a
 * translation's (`locale`) names its own address and language.
 */
export function blogPosting(post: PostMeta, locale: Locale = SOURCE_LOCALE) {
  const url = absoluteUrl(localizedPath(`/blog/${post.slug}`, locale));
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
    ...(locale === SOURCE_LOCALE ? {} : { inLanguage: locale.tag }),
  };
}
