/**
 * The one place for site facts: brand, origin, third-party switches and every marketing figure
 * the spec states (the About and Founder pages' own figures are in about.ts, which only those
 * pages load: this file is in every page's first load). Change a number here and every page that
 * shows it follows.
 */
export const site = {
  name: 'Filesmith',
  // Its tagline and description are words, so they are in the catalogs (locales/*/common.json).
  /** Canonical origin; set SITE_URL at build time to change it. */
  origin: __SITE_URL__,
  author: 'Filesmith',
  /** Advertising client id (empty = no ad script, labelled placeholders only). */
  adClient: __AD_CLIENT__,
  /** Third-party review widget page (empty = a plain link to our own about page). */
  reviewWidgetUrl: __REVIEW_WIDGET_URL__,
  copyrightYear: 2026,
  /** Structured-data claims on tool pages (spec section 1). */
  structuredData: { ratingValue: '4.9', reviewCount: '2847', softwareVersion: '2.0', price: '0', priceCurrency: 'USD' },
} as const;

export const absoluteUrl = (path: string) => `${site.origin}${path}`;
