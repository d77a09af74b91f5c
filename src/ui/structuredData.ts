/** JSON-LD builders for the spec's metadata input (section 2 'Layout'). Pure: tested in Node. */
import { absoluteUrl, site } from '../../content/site';
import { t } from '../i18n/messages';
import type { ToolType } from '../tools';
import type { Crumb } from './Breadcrumbs';
import type { Faq } from './toolCopy';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Root-relative canonical path, e.g. '/compress-pdf'. */
  path: string;
  imageUrl?: string;
  toolType?: ToolType;
  applicationName?: string;
  breadcrumbs?: Crumb[];
  faqs?: Faq[];
  /** Extra JSON-LD objects (e.g. BlogPosting). */
  jsonLd?: object[];
  /** Adds noindex (404 pages). */
  noIndex?: boolean;
  /**
   * The language codes the page's content exists in, when not every live one (a blog article:
   * English and its translations). Elsewhere its canonical is the English page, and hreflang
   * names only these.
   */
  languages?: readonly string[];
  /** The language of the title and description when not the page's: an untranslated article's ('en'). */
  contentLang?: string;
}

const CATEGORY: Record<ToolType, string> = {
  image: 'MultimediaApplication', video: 'MultimediaApplication', pdf: 'UtilitiesApplication',
  archive: 'UtilitiesApplication', metadata: 'UtilitiesApplication', converter: 'MultimediaApplication',
  merger: 'UtilitiesApplication', generator: 'UtilitiesApplication', encoder: 'DeveloperApplication',
  general: 'UtilitiesApplication',
};

export const fullTitle = (title: string) => (title.includes(site.name) ? title : `${title} | ${site.name}`);

export function webApplication(meta: PageMeta) {
  const sd = site.structuredData;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: meta.applicationName ?? meta.title,
    url: absoluteUrl(meta.path),
    description: meta.description,
    applicationCategory: CATEGORY[meta.toolType ?? 'general'],
    operatingSystem: t('jsonLd.operatingSystem'),
    browserRequirements: t('jsonLd.browserRequirements'),
    softwareVersion: sd.softwareVersion,
    author: { '@type': 'Organization', name: site.author },
    offers: { '@type': 'Offer', price: sd.price, priceCurrency: sd.priceCurrency },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: sd.ratingValue, reviewCount: sd.reviewCount },
  };
}

export function breadcrumbList(items: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url.startsWith('http') ? item.url : absoluteUrl(item.url),
    })),
  };
}

export function faqPage(faqs: Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

/** All JSON-LD blocks of a page. Tool pages get WebApplication + BreadcrumbList + FAQPage. */
export function jsonLdFor(meta: PageMeta): object[] {
  const blocks: object[] = [];
  if (meta.toolType) blocks.push(webApplication(meta));
  if (meta.breadcrumbs?.length) blocks.push(breadcrumbList(meta.breadcrumbs));
  if (meta.faqs?.length) blocks.push(faqPage(meta.faqs));
  return [...blocks, ...(meta.jsonLd ?? [])];
}

/** JSON for a <script> element: '<' escaped so no text can close the element. */
export const serializeJsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The spec's tool breadcrumbs: Home > Tools (/#tools) > tool. */
export const toolBreadcrumbs = (name: string, slug: string): Crumb[] => [
  { name: t('nav.home'), url: '/' },
  { name: t('breadcrumb.tools'), url: '/#tools' },
  { name, url: `/${slug}` },
];
