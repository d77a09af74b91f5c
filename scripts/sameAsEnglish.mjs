// The words a language writes as English does: its loanwords ("Blog", German "Online") and its own
// words that English happens to spell the same (Spanish "no", Dutch "is", Polish "to"). Each
// language lists them in its glossary (locales/<code>/glossary.md), under "## Same as English", on
// one line "Words: a, b, c", so a reviewer sees and owns them. The crawler (crawl-pages.mjs) and
// the catalog check (tests/unit/i18n/translations.test.ts) let these through and nothing else.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LOCALES = resolve(import.meta.dirname, '../locales');

/** The words of a glossary's "## Same as English" section ('' when it has none). */
export function sameAsEnglishIn(glossary) {
  const section = glossary.split(/^## /m).find((part) => part.startsWith('Same as English'));
  const line = section?.split('\n').find((l) => l.startsWith('Words:'));
  return new Set(line ? line.slice('Words:'.length).split(',').map((w) => w.trim()).filter(Boolean) : []);
}

/** The words language `code` writes as English does, from its glossary. */
export function sameAsEnglish(code, root = LOCALES) {
  const file = join(root, code, 'glossary.md');
  return existsSync(file) ? sameAsEnglishIn(readFileSync(file, 'utf8')) : new Set();
}
