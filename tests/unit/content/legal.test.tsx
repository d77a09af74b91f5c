/**
 * The legal pages read their sections from their catalogs: English is the spec's text, and a page
 * in another language says it is a courtesy translation, the English version prevailing.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../../src/i18n/catalogs';
import { PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from '../../../src/i18n/locales';
import { activateLocale } from '../../../src/i18n/messages';
import PrivacyPage from '../../../src/features/privacy/Page';
import TermsPage from '../../../src/features/terms/Page';

const inLanguage = async (locale: Locale) => {
  activateLocale(locale);
  await loadCatalogs(locale, ['common', 'privacy', 'terms']);
};
const PAGES = [
  ['/privacy', PrivacyPage],
  ['/terms', TermsPage],
] as const;
const render = (path: string, Page: () => React.ReactNode) => renderToString(<StaticRouter location={path}><Page /></StaticRouter>);
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, ' ');

afterEach(() => inLanguage(SOURCE_LOCALE));

describe('legal pages', () => {
  it('in English: the spec’s date and clauses, numbered sections, no courtesy notice', async () => {
    await inLanguage(SOURCE_LOCALE);
    const privacy = text(render(...PAGES[0]));
    expect(privacy).toContain('Last updated: April 29, 2023');
    expect(privacy).toContain('5. Children\'s Privacy');
    expect(privacy).toContain('not directed at children under 13');
    expect(privacy).toContain('Filesmith ("we", "us") provides free file tools at https://');
    const terms = text(render(...PAGES[1]));
    expect(terms).toContain('8. Changes to These Terms');
    expect(terms).toContain("30 days' notice");
    expect(terms).toContain('including existing ZIP, RAR and 7Z archives');
    for (const html of [privacy, terms]) {
      expect(html).not.toContain('courtesy translation');
      expect(html).not.toContain('courtesy-translation');
    }
  });

  it('in another language: the courtesy notice, linking to the English text', async () => {
    await inLanguage(PSEUDO_LOCALE);
    for (const [path, Page] of PAGES) {
      const html = render(path, Page);
      const notice = /<p[^>]*data-testid="courtesy-translation"[^>]*>([\s\S]*?)<\/p>/.exec(html);
      expect(notice, path).not.toBeNull();
      // The pseudo-locale is the English catalog accented: the notice went through the catalog.
      expect(notice![1]).not.toContain('courtesy translation');
      expect(notice![1]).toContain(`href="${path}"`);
      expect(notice![1]).toContain('hrefLang="en"');
      // The sections are the catalog's too.
      expect(text(html)).not.toContain('Last updated');
    }
  });
});
