import { afterEach, describe, expect, it } from 'vitest';
import { compileCatalog } from '../../../scripts/catalogPlugin';
import { loadCatalogs } from '../../../src/i18n/catalogs';
import { PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from '../../../src/i18n/locales';
import { activateLocale, addMessages, t, type Catalog } from '../../../src/i18n/messages';
import { TARGET_LOCALES } from '../../../src/i18n/locales';

const locale = (code: string): Locale => TARGET_LOCALES.find((l) => l.code === code)!;
const use = (target: Locale, messages: Record<string, string>) => {
  activateLocale(target);
  addMessages(compileCatalog(JSON.stringify(messages), 'test.json') as Catalog);
};

afterEach(async () => {
  activateLocale(SOURCE_LOCALE);
  await loadCatalogs(SOURCE_LOCALE, __CATALOG_NAMESPACES__);
});

describe('t()', () => {
  it('puts values in, and keeps ICU quoting', () => {
    use(SOURCE_LOCALE, { greet: "It's {name}'s file: '{'braces'}'" });
    expect(t('greet', { name: 'Ana' })).toBe("It's Ana's file: {braces}");
  });

  it('chooses plural forms by the language’s rules and formats # in its digits', () => {
    const files = '{n, plural, =0 {no files} one {# file} other {# files}}';
    use(SOURCE_LOCALE, { files });
    expect([0, 1, 2, 1234].map((n) => t('files', { n }))).toEqual(['no files', '1 file', '2 files', '1,234 files']);

    use(locale('pl'), { files: '{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}' });
    expect([1, 2, 5, 22, 25].map((n) => t('files', { n }))).toEqual(['1 plik', '2 pliki', '5 plików', '22 pliki', '25 plików']);

    use(locale('ar'), { files: '{n, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}' });
    expect([0, 1, 2, 3, 11, 100].map((n) => t('files', { n }))).toEqual(['لا ملفات', 'ملف واحد', 'ملفان', '3 ملفات', '11 ملفًا', '100 ملف']);

    use(locale('fa'), { files: '{n, plural, one {# فایل} other {# فایل}}' });
    expect(t('files', { n: 3 })).toBe('۳ فایل');
  });

  it('formats numbers and chooses select cases', () => {
    use(locale('de'), { size: '{n, number} Seiten', kind: '{k, select, pdf {PDF} other {Datei}}' });
    expect(t('size', { n: 1234.5 })).toBe('1.234,5 Seiten');
    expect([t('kind', { k: 'pdf' }), t('kind', { k: 'zip' })]).toEqual(['PDF', 'Datei']);
  });

  it('returns the id itself for a message no loaded catalog has', () => {
    expect(t('no.such.message')).toBe('no.such.message');
  });

  it('switching language drops the other language’s messages', () => {
    use(locale('fr'), { hello: 'Bonjour' });
    activateLocale(locale('es'));
    expect(t('hello')).toBe('hello');
  });
});

describe('the pseudo-locale', () => {
  it('accents and lengthens every catalog text, keeps values and plural forms working', async () => {
    activateLocale(PSEUDO_LOCALE);
    await loadCatalogs(PSEUDO_LOCALE, ['common']);
    const home = t('nav.home');
    expect(home).toMatch(/^\[Ĥöɱé~+\]$/);
    const rights = t('footer.rights', { year: 2026, name: 'Filesmith' });
    expect(rights).toContain('2026 Filesmith');
    expect(rights.length).toBeGreaterThan(1.3 * 'All rights reserved. Files are processed on your device and never uploaded.'.length);
  });
});

describe('compiling catalogs', () => {
  it('names the file and message that is not valid ICU MessageFormat', () => {
    expect(() => compileCatalog(JSON.stringify({ broken: '{n, plural, one {x}' }), 'locales/xx/common.json')).toThrow(/locales\/xx\/common\.json: "broken"/);
  });
});
