/**
 * The About and Founder pages' figures (site-wide facts are in site.ts). Their labels are words, in
 * those pages' catalogs (locales/<code>/about.json, founder.json) under each figure's `key`; the
 * figures themselves are written in the page's language with Intl ('50,000+' in English, '50.000+'
 * in German).
 */
import { activeLocale } from '../src/i18n/messages';
import { tools } from '../src/tools';

const number = (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(activeLocale().tag, options).format(value);

/** About page stats (spec section 1): '50,000+', '2M+', '180+', '99.9%' in English. */
export const aboutStats = [
  { key: 'users', get value() { return `${number(50_000)}+`; } },
  { key: 'files', get value() { return `${number(2_000_000, { notation: 'compact' })}+`; } },
  { key: 'countries', get value() { return `${number(180)}+`; } },
  { key: 'success', get value() { return number(0.999, { style: 'percent', maximumFractionDigits: 1 }); } },
] as const;

export const aboutClaims = { betterCompression: '40%', fasterProcessing: '3x' } as const;

/**
 * Founder page: config values, no real person is invented. Set `name` and `role` (empty: the
 * catalog's neutral 'Founder of Filesmith'), `photo` to an image path (e.g. '/founder.jpg' in
 * public/) and add `links` ({ label, href }, opened in a new tab) to make it yours; an empty or
 * broken photo shows the placeholder.
 */
export const founder = {
  name: '',
  role: '',
  photo: '',
  placeholderPhoto: '/founder-placeholder.svg',
  links: [] as { label: string; href: string }[],
  stats: [
    { key: 'tools', get value() { return number(tools.length); } },
    { key: 'uploaded', get value() { return number(0); } },
    { key: 'inBrowser', get value() { return number(1, { style: 'percent' }); } },
  ],
  /** Skill bars: level in percent. */
  skills: [
    { key: 'performance', level: 95 },
    { key: 'codecs', level: 90 },
    { key: 'privacy', level: 92 },
    { key: 'accessibility', level: 85 },
    { key: 'ux', level: 88 },
  ],
} as const;
