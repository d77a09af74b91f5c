import { tools } from '../src/tools';

/**
 * The one place for site facts: brand, origin, third-party switches and every marketing figure
 * the spec states. Change a number here and every page that shows it follows.
 */
export const site = {
  name: 'Filesmith',
  tagline: 'File tools that never leave your device',
  description:
    'Free, private file tools that run in your browser: compress PDFs, images and videos, merge PDFs, create ZIP archives, convert images and more. No uploads, no sign-up.',
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
  /** About page stats (spec section 1). */
  aboutStats: [
    { value: '50,000+', label: 'Happy Users' },
    { value: '2M+', label: 'Files Compressed' },
    { value: '180+', label: 'Countries' },
    { value: '99.9%', label: 'Success Rate' },
  ],
  aboutClaims: { betterCompression: '40%', fasterProcessing: '3x' },
  /**
   * Founder page: config values, no real person is invented. Set `photo` to an image path (e.g.
   * '/founder.jpg' in public/) and add `links` ({ label, href }, opened in a new tab) to make it yours;
   * an empty or broken photo shows the placeholder.
   */
  founder: {
    name: 'Founder of Filesmith',
    role: 'Founder of Filesmith',
    photo: '',
    placeholderPhoto: '/founder-placeholder.svg',
    links: [] as { label: string; href: string }[],
    stats: [
      { value: String(tools.length), label: 'Free Tools' },
      { value: '0', label: 'Files Uploaded' },
      { value: '100%', label: 'In-Browser' },
    ],
    /** Skill bars: level in percent. */
    skills: [
      { name: 'Web Performance', level: 95 },
      { name: 'Image and Video Codecs', level: 90 },
      { name: 'Privacy Engineering', level: 92 },
      { name: 'Accessibility', level: 85 },
      { name: 'User Experience Design', level: 88 },
    ],
  },
} as const;

export const absoluteUrl = (path: string) => `${site.origin}${path}`;
