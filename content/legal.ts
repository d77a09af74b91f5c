/**
 * The legal texts (spec: last updated April 29, 2023; under-13 clause; 30 days' notice; the
 * claimed formats). They describe what the site really does: files are processed on the device.
 * Their words are in the legal pages' catalogs (locales/<code>/privacy.json and terms.json), read
 * when the page renders: `<page>.section.N.heading`, its paragraphs `.p.1…` and list items
 * `.item.1…`, each list ending at its first missing number (so a translation carries exactly the
 * sections English has). The formats both texts claim are written in each catalog.
 */
import { hasMessage, t } from '../src/i18n/messages';
import { site } from './site';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}

/** The day the legal texts last changed (shown in the page's language, 'April 29, 2023' in English). */
export const LEGAL_UPDATED_ON = '2023-04-29';

/** `<id>.1`, `<id>.2`… while the catalog has them. */
function numbered(id: string): string[] {
  const values = { name: site.name, origin: site.origin };
  const items: string[] = [];
  for (let n = 1; hasMessage(`${id}.${n}`); n++) items.push(t(`${id}.${n}`, values));
  return items;
}

/** The sections of the privacy policy ('privacy') or the terms ('terms') in the page's language. */
function legalSections(page: 'privacy' | 'terms'): LegalSection[] {
  const sections: LegalSection[] = [];
  for (let n = 1; hasMessage(`${page}.section.${n}.heading`); n++) {
    const id = `${page}.section.${n}`;
    const paragraphs = numbered(`${id}.p`);
    const list = numbered(`${id}.item`);
    sections.push({ heading: t(`${id}.heading`), ...(paragraphs.length ? { paragraphs } : {}), ...(list.length ? { list } : {}) });
  }
  return sections;
}

export const privacySections = () => legalSections('privacy');
export const termsSections = () => legalSections('terms');
