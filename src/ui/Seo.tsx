import { absoluteUrl, site } from '../../content/site';
import { liveLocales, localizedPath, PSEUDO_LOCALE, SOURCE_LOCALE } from '../i18n/locales';
import { activeLocale } from '../i18n/messages';
import { fullTitle, jsonLdFor, serializeJsonLd, type PageMeta } from './structuredData';

/**
 * The page head. React 19 hoists <title>, <meta> and <link> into <head>, both in the prerendered
 * HTML and after hydration; JSON-LD stays in the body, which search engines read as well.
 */
export function Seo(meta: PageMeta) {
  const title = fullTitle(meta.title);
  const locale = activeLocale();
  const url = absoluteUrl(localizedPath(meta.path, locale));
  const image = meta.imageUrl ?? absoluteUrl('/og-image.png');
  // The same page in every other live language, and English for every language we lack.
  const alternates = meta.noIndex || liveLocales.length < 2 ? [] : [...liveLocales.map((l) => ({ hreflang: l.tag, path: localizedPath(meta.path, l) })), { hreflang: 'x-default', path: localizedPath(meta.path, SOURCE_LOCALE) }];
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords?.length ? <meta name="keywords" content={meta.keywords.join(', ')} /> : null}
      {meta.noIndex || locale === PSEUDO_LOCALE ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      {alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={absoluteUrl(a.path)} />
      ))}
      <meta property="og:type" content={meta.jsonLd?.length ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
      {jsonLdFor(meta).map((block, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }} />
      ))}
    </>
  );
}
