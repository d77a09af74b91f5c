/**
 * The catalogs as the extraction check of `npm test`: every message id the code names is in the
 * English catalog its page loads (so a new English string cannot be added without a catalog
 * entry), every translation keeps its English message's placeholders, no catalog holds ids English
 * dropped, and a live language has every message of every namespace.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogsByName } from '../../../src/i18n/catalogFiles';
import type { Compiled } from '../../../src/i18n/messages';
import { liveLocales, SOURCE_LOCALE } from '../../../src/i18n/locales';
import { TARGET_LOCALES } from '../../../src/i18n/locales';
import { tools } from '../../../src/tools';

const root = new URL('../../../', import.meta.url).pathname;
const sourceOf = (code: string, namespace: string) => JSON.parse(readFileSync(join(root, 'locales', code, `${namespace}.json`), 'utf8')) as Record<string, string>;
const codes = readdirSync(join(root, 'locales'));
/** The catalogs of one language folder: its .json files (a folder also holds its glossary.md). */
const catalogFilesOf = (code: string) => readdirSync(join(root, 'locales', code)).filter((file) => file.endsWith('.json'));
const namespaces = catalogFilesOf('en').map((file) => file.replace(/\.json$/, ''));
const english = Object.fromEntries(namespaces.map((ns) => [ns, sourceOf('en', ns)]));

/** The names a message puts values in: {name}, {n, plural, ...}. */
/**
 * The values a message takes, read from its compiled form (what the build makes of it): `{name}`
 * and the argument of a plural or select, not the words of their branches (`one {page}`), which a
 * translation words its own way.
 */
function placeholders(message: Compiled, into = new Set<string>()): Set<string> {
  if (typeof message === 'string') return into;
  for (const part of message) {
    if (typeof part === 'string') continue;
    into.add(part[0]);
    const options = part[2];
    if (options && typeof options === 'object') for (const branch of Object.values(options)) if (Array.isArray(branch)) placeholders(branch, into);
  }
  return into;
}
const compiled = (code: string, ns: string, id: string) => catalogsByName.get(`${code}/${ns}`)?.[id] ?? '';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

describe('catalogs', () => {
  it('every folder under locales/ is English or a language being translated', () => {
    const known = new Set([SOURCE_LOCALE.code, ...TARGET_LOCALES.map((l) => l.code)]);
    expect(codes.filter((code) => !known.has(code))).toEqual([]);
  });

  it('every id the code names is in the English catalog its page loads', () => {
    const prefixes = new Set(Object.values(english).flatMap((catalog) => Object.keys(catalog).map((id) => id.split('.')[0])));
    const missing: string[] = [];
    for (const file of filesUnder(join(root, 'src'))) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('i18n/messages')) continue;
      const feature = /src\/features\/([^/]+)\//.exec(file)?.[1];
      const loaded = [english.common, feature ? english[feature] : undefined];
      for (const [, id] of text.matchAll(/'([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9-]+)+)'/g)) {
        if (!prefixes.has(id.split('.')[0])) continue;
        // An id, or the base of a numbered list (`about.value` for `about.value.1.title`...).
        const named = (catalog: Record<string, string>) => id in catalog || `${id}.1` in catalog || Object.keys(catalog).some((key) => key.startsWith(`${id}.1.`));
        if (!loaded.some((catalog) => catalog && named(catalog))) missing.push(`${relative(root, file)}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('a feature’s ids start with its prefix, so no two pages’ catalogs share an id', () => {
    // A page keeps the catalogs of the pages visited before it: without a prefix per feature, one
    // page's `tip.6` would show on another page whose list has five.
    const prefixOf = (feature: string) => feature.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    const commonPrefixes = new Set(Object.keys(english.common).map((id) => id.split('.')[0]));
    for (const ns of namespaces.filter((n) => n !== 'common')) {
      expect(existsSync(join(root, 'src', 'features', ns)), `locales/en/${ns}.json names no feature`).toBe(true);
      expect(Object.keys(english[ns]).filter((id) => !id.startsWith(`${prefixOf(ns)}.`)), ns).toEqual([]);
      expect(commonPrefixes.has(prefixOf(ns)), `common uses the prefix ${prefixOf(ns)}`).toBe(false);
    }
  });

  it('every tool of the registry has its name in the common catalog, as the registry spells it', () => {
    for (const tool of tools) expect(english.common[`tool.${tool.slug}`], tool.slug).toBe(tool.name);
  });

  it('every message compiles (the build compiles them the same way)', () => {
    for (const code of codes) for (const ns of catalogFilesOf(code)) expect(catalogsByName.get(`${code}/${ns.replace(/\.json$/, '')}`)).toBeDefined();
  });

  it('a placeholder is a value, not the words of a plural’s branch (the check can fail)', () => {
    const english = compileMessageOrThrow('{count} {count, plural, one {page} other {pages}} of {name}') as Compiled;
    expect([...placeholders(english)].sort()).toEqual(['count', 'name']);
    expect([...placeholders(compileMessageOrThrow('{count} {count, plural, other {ページ}} / {name}') as Compiled)].sort()).toEqual(['count', 'name']);
    expect([...placeholders(compileMessageOrThrow('{count, plural, other {# Seiten}}') as Compiled)]).toEqual(['count']);
    expect([...placeholders(compileMessageOrThrow('{count, plural, other {# Seiten {name}}}') as Compiled)].sort()).toEqual(['count', 'name']);
  });

  it('translations keep their English message’s placeholders and hold no id English dropped', () => {
    const problems: string[] = [];
    for (const code of codes.filter((c) => c !== 'en')) {
      for (const file of catalogFilesOf(code)) {
        const ns = file.replace(/\.json$/, '');
        const source = english[ns];
        if (!source) {
          problems.push(`${code}/${file}: no English catalog of that name`);
          continue;
        }
        for (const id of Object.keys(sourceOf(code, ns))) {
          if (!(id in source)) problems.push(`${code}/${ns}: ${id} is not in English`);
          else if ([...placeholders(compiled('en', ns, id))].sort().join() !== [...placeholders(compiled(code, ns, id))].sort().join()) problems.push(`${code}/${ns}: ${id} changes the placeholders`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('a live language has every message of every namespace, and its row as TARGET_LOCALES has it', () => {
    for (const locale of liveLocales.filter((l) => l.code !== SOURCE_LOCALE.code)) {
      expect(TARGET_LOCALES).toContainEqual(locale);
      for (const ns of namespaces) {
        const translated = codes.includes(locale.code) ? sourceOf(locale.code, ns) : {};
        expect(Object.keys(english[ns]).filter((id) => !(id in translated)), `${locale.code}/${ns}`).toEqual([]);
      }
    }
  });
});
