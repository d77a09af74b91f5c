import { absoluteUrl, site } from '../../content/site';
import { liveLocales, localizedPath, PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from '../i18n/locales';
import { activeLocale } from '../i18n/messages';
import { fullTitle, jsonLdFor, serializeJsonLd, type PageMeta } from './structuredData';

/**
 * The page's canonical path and its hreflang alternates: the same page in every live language its
 * content exists in (`meta.languages`, default all), and English for every language we lack. A page
 * whose content is not in its language (an untranslated article under /es/) names the English one
 * as canonical.
 */
export function languageLinks(meta: Pick<PageMeta, 'path' | 'noIndex' | 'languages'>, locale: Locale, live: readonly Locale[] = liveLocales) {
  const available = meta.languages ? live.filter((l) => meta.languages!.includes(l.code)) : live;
  const own = !meta.languages || meta.languages.includes(locale.code);
  const canonical = localizedPath(meta.path, own ? locale : SOURCE_LOCALE);
  const alternates =
    meta.noIndex || available.length < 2
      ? []
      : [...available.map((l) => ({ hreflang: l.tag, path: localizedPath(meta.path, l) })), { hreflang: 'x-default', path: localizedPath(meta.path, SOURCE_LOCALE) }];
  return { canonical, alternates };
}

/**
 * The page head. React 19 hoists <title>, <meta> and <link> into <head>, both in the prerendered
 * HTML and after hydration; JSON-LD stays in the body, which search engines read as well.
 */
export function Seo(meta: PageMeta) {
  const title = fullTitle(meta.title);
  const locale = activeLocale();
  const { canonical, alternates } = languageLinks(meta, locale);
  const url = absoluteUrl(canonical);
  const image = meta.imageUrl ?? absoluteUrl('/og-image.png');
  return (
    <>
      <title lang={meta.contentLang}>{title}</title>
      <meta name="description" content={meta.description} lang={meta.contentLang} />
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
