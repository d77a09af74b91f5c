import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageLinks, LanguageMenu } from '../../../src/app/LanguageMenu';
import { languageToOffer } from '../../../src/i18n/choice';
import { SOURCE_LOCALE, type Locale } from '../../../src/i18n/locales';
import { activateLocale } from '../../../src/i18n/messages';
import { TARGET_LOCALES } from '../../../src/i18n/locales';

const byCode = (code: string): Locale => (code === 'en' ? SOURCE_LOCALE : TARGET_LOCALES.find((l) => l.code === code)!);
const three = ['en', 'es', 'ar'].map(byCode);
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)" hrefLang="([^"]+)" lang="[^"]+"( aria-current="true")?[^>]*>([^<]+)<\/a>/g)].map((m) => ({ href: m[1], hreflang: m[2], current: Boolean(m[3]), name: m[4] }));

afterEach(() => activateLocale(SOURCE_LOCALE));

describe('the language links', () => {
  it('lead to the same page in each language, the current one marked', () => {
    const html = renderToString(
      <StaticRouter location="/compress-pdf">
        <LanguageLinks locales={three} />
      </StaticRouter>,
    );
    expect(links(html)).toEqual([
      { href: '/compress-pdf', hreflang: 'en', current: true, name: 'English' },
      { href: '/es/compress-pdf', hreflang: 'es', current: false, name: 'Español' },
      { href: '/ar/compress-pdf', hreflang: 'ar', current: false, name: 'العربية' },
    ]);
  });

  it('keep the page from inside another language (the router strips its prefix)', () => {
    activateLocale(byCode('es'));
    const html = renderToString(
      <StaticRouter location="/es/blog/how-to-split-a-pdf" basename="/es">
        <LanguageMenu locales={three} />
      </StaticRouter>,
    );
    expect(html).toContain('<summary');
    expect(links(html).map((l) => [l.href, l.current])).toEqual([
      ['/blog/how-to-split-a-pdf', false],
      ['/es/blog/how-to-split-a-pdf', true],
      ['/ar/blog/how-to-split-a-pdf', false],
    ]);
  });

  it('are not drawn while one language is live', () => {
    const html = renderToString(
      <StaticRouter location="/">
        <LanguageMenu locales={[SOURCE_LOCALE]} />
        <LanguageLinks locales={[SOURCE_LOCALE]} />
      </StaticRouter>,
    );
    expect(html).toBe('');
  });
});

describe('the language a first visit is offered', () => {
  const live = ['en', 'es', 'pt-br', 'zh-cn', 'zh-tw', 'ja'].map(byCode);
  const offer = (preferred: string[], current = 'en', remembered: string | null = null) => languageToOffer(preferred, byCode(current), live, remembered)?.code ?? null;

  it('is the first preferred language we have, matched by tag, then by language', () => {
    expect(offer(['es-MX', 'en'])).toBe('es');
    expect(offer(['pt-PT'])).toBe('pt-br');
    expect(offer(['de-DE', 'ja'])).toBe('ja');
  });

  it('reads Chinese by script', () => {
    expect(offer(['zh-HK'])).toBe('zh-tw');
    expect(offer(['zh-Hant-TW'])).toBe('zh-tw');
    expect(offer(['zh'])).toBe('zh-cn');
  });

  it('is nothing when the page is in it already, nothing matches, or the visitor chose before', () => {
    expect(offer(['en-GB', 'es'])).toBeNull();
    expect(offer(['es'], 'es')).toBeNull();
    expect(offer(['ko', 'sw'])).toBeNull();
    expect(offer(['es'], 'en', 'en')).toBeNull();
  });
});
