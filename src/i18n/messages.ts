/**
 * The runtime of the site's catalogs: `t(id, values)` reads a message of the page's language.
 *
 * Catalogs are written in ICU MessageFormat (locales/<code>/<namespace>.json) and compiled at build
 * time by Lingui's compiler (scripts/catalogPlugin.ts) into its compiled form: a string, or a list
 * of text, `[name]` and `[name, 'plural' | 'selectordinal' | 'select' | 'number', options]` (dates
 * are formatted in code, with Intl, and passed in as text).
 * This file reads that form. Lingui's own runtime (@lingui/core) does the same in 2.3 KB gzip on
 * every page, more than the first-load budget has room for; this is a few hundred bytes.
 */
import { SOURCE_LOCALE, type Locale } from './locales';

type Part = string | [string] | [string, string, (Record<string, Compiled | number> | string)?];
export type Compiled = string | Part[];
export type Catalog = Record<string, Compiled>;
export type Values = Record<string, string | number>;

let current: Locale = SOURCE_LOCALE;
const messages = new Map<string, Compiled>();

/** The page's language: set once at start (src/main.tsx) or per prerendered page. */
export const activeLocale = () => current;

export function activateLocale(locale: Locale) {
  if (locale.code !== current.code) messages.clear();
  current = locale;
}

/** Adds a loaded catalog of the active language. */
export function addMessages(catalog: Catalog) {
  for (const id in catalog) messages.set(id, catalog[id]);
}

/** A number in the page's language: 1,234.5 in English, 1.234,5 in German, ١٬٢٣٤٫٥ in Arabic. */
const formatNumber = (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(current.tag, options).format(value);

function render(message: Compiled, values: Values, count?: number): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const part of message) {
    if (typeof part === 'string') {
      out += part === '#' && count !== undefined ? formatNumber(count) : part;
      continue;
    }
    const [name, kind, options] = part;
    const value = values[name];
    if (kind === 'plural' || kind === 'selectordinal') {
      const cases = options as Record<string, Compiled | number>;
      const n = Number(value) - Number(cases.offset ?? 0);
      const chosen = cases[String(value)] ?? cases[new Intl.PluralRules(current.tag, { type: kind === 'plural' ? 'cardinal' : 'ordinal' }).select(n)] ?? cases.other;
      out += render(chosen as Compiled, values, n);
    } else if (kind === 'select') {
      const cases = options as Record<string, Compiled>;
      out += render(cases[String(value)] ?? cases.other, values, count);
    } else if (kind === 'number') {
      out += formatNumber(Number(value));
    } else {
      out += value === undefined ? '' : String(value);
    }
  }
  return out;
}

/**
 * The message `id` of the page's language with `values` put in. An id the loaded catalogs lack
 * comes back as itself, visibly wrong: tests/unit/i18n keep every id used in code in the English
 * catalog its page loads.
 */
export function t(id: string, values: Values = {}): string {
  const message = messages.get(id);
  return message === undefined ? id : render(message, values);
}

/** Whether the loaded catalogs have `id`. */
export const hasMessage = (id: string) => messages.has(id);

/**
 * A list of messages: items `<base>.1`, `<base>.2`… each read by `read`, up to the first number
 * the catalogs lack (`<base>.N`, or `<base>.N.<first>` for an item of parts such as a title and a
 * text). A translation carries as many items as English.
 */
export function numbered<T>(base: string, read: (id: string) => T, first?: string): T[] {
  const items: T[] = [];
  for (let n = 1; messages.has(first ? `${base}.${n}.${first}` : `${base}.${n}`); n++) items.push(read(`${base}.${n}`));
  return items;
}
