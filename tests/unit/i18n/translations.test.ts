/**
 * The translations' own checks (issue 37): every language being translated keeps a glossary
 * (locales/<code>/glossary.md: its terms and style, with the review pass recorded in its header),
 * and no translated message is left as its English text: the seed of the "no English fragments"
 * check. A message may equal English only when all its words are names every language writes the
 * same way (the product, file formats, acronyms) or that language's own words listed in its
 * glossary's "Same as English" section (scripts/sameAsEnglish.mjs), as the page crawler does.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sameAsEnglish, sameAsEnglishIn } from '../../../scripts/sameAsEnglish.mjs';
import { TARGET_LOCALES } from '../../../src/i18n/locales';

const root = new URL('../../../locales/', import.meta.url).pathname;
const catalog = (code: string, file: string) => JSON.parse(readFileSync(join(root, code, file), 'utf8')) as Record<string, string>;
const catalogFiles = (code: string) => (existsSync(join(root, code)) ? readdirSync(join(root, code)).filter((f) => f.endsWith('.json')) : []);

/** Words written the same in every language (numbers too): names, formats, units. */
const SAME_EVERYWHERE = [
  ...['Filesmith', 'PDF', 'ZIP', 'OCR', 'Base64', 'QR', 'MB', 'KB', 'GB', 'px', 'kbps', 's', 'A4', 'mm', 'WebCodecs', 'Mediabunny'],
  // Browsers, named as their makers write them.
  ...['Chrome', 'Edge', 'Firefox', 'Safari'],
  // File formats and codecs, as their names are written.
  ...['JPG', 'JPEG', 'PNG', 'APNG', 'WebP', 'AVIF', 'GIF', 'SVG', 'HEIC', 'MP4', 'WebM', 'MOV', 'AVI', 'MKV', 'H', 'AAC', 'VP9', 'AV1', 'Opus', 'HEVC', 'QuickTime', 'Matroska'],
];

/** The words of a message, without its placeholders and punctuation. */
const wordsOf = (message: string) => message.replace(/\{[^}]*\}/g, ' ').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Messages of `translated` that are still their English text, beyond the allowed words. */
function leftInEnglish(code: string, english: Record<string, string>, translated: Record<string, string>): string[] {
  const allowed = new Set([...SAME_EVERYWHERE, ...sameAsEnglish(code)]);
  return Object.entries(translated)
    .filter(([id, message]) => english[id] === message && !wordsOf(message).every((word) => allowed.has(word) || /^\d+$/.test(word)))
    .map(([id]) => id);
}

describe('translations', () => {
  it('every language being translated has a glossary whose header records its review pass', () => {
    for (const { code, name } of TARGET_LOCALES) {
      const file = join(root, code, 'glossary.md');
      expect(existsSync(file), `${code}/glossary.md`).toBe(true);
      const text = readFileSync(file, 'utf8');
      const header = text.split(/^## /m)[0];
      expect(header.split('\n')[0], `${code}: title`).toBe(`# Filesmith glossary: ${name} (${code})`);
      expect(header, `${code}: review line`).toMatch(/^> \*\*Review\*\*: .+/m);
      expect(header, `${code}: what the review checked`).toMatch(/^> \*\*Checked\*\*: .{40,}/m);
      expect(text, `${code}: terms section`).toMatch(/^## Terms$/m);
      expect(text, `${code}: style section`).toMatch(/^## Style$/m);
      expect(text, `${code}: same-as-English section`).toMatch(/^## Same as English\n[\s\S]*^Words:/m);
    }
  });

  it('no translated message is left as its English text, beyond names and the language’s loanwords', () => {
    const english = Object.fromEntries(catalogFiles('en').map((file) => [file, catalog('en', file)]));
    const problems = TARGET_LOCALES.flatMap(({ code }) =>
      catalogFiles(code).flatMap((file) => leftInEnglish(code, english[file] ?? {}, catalog(code, file)).map((id) => `${code}/${file}: ${id}`)),
    );
    expect(problems).toEqual([]);
  });

  it('the check flags English left in a catalog and lets names and loanwords through', () => {
    const english = { a: 'Compress PDF', b: 'PDF to JPG', c: 'Blog', d: '© {year} {name}.', e: 'Home' };
    expect(leftInEnglish('de', english, { a: 'Compress PDF', b: 'PDF to JPG', c: 'Blog', d: '© {year} {name}.', e: 'Home' })).toEqual(['a', 'b', 'e']);
    expect(leftInEnglish('nl', english, { a: 'PDF comprimeren', e: 'Home' })).toEqual([]);
    expect(leftInEnglish('ja', english, { c: 'Blog' })).toEqual(['c']);
  });

  it('a glossary’s same-as-English words are read from its section, and only from there', () => {
    const glossary = '# G\n\nWords: not, these\n\n## Terms\n\n## Same as English\n\nText.\n\nWords: Blog, no , is\n\n## Later\n';
    expect([...sameAsEnglishIn(glossary)]).toEqual(['Blog', 'no', 'is']);
    expect(sameAsEnglishIn('## Same as English\n\nNone.\n\nWords: \n').size).toBe(0);
    expect(sameAsEnglish('es').has('no')).toBe(true);
    expect(sameAsEnglish('ja').size).toBe(0);
  });
});
