/** Size display of the spec: base 1024; 'MB above 1 MB, else KB', 2 decimals. */
const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** The BCP 47 tag sizes are written for: English (the spec's '1.50 MB') unless the page says otherwise. */
let language = 'en';

/**
 * Writes sizes in the page's language from now on ('1,50 MB' in German, '1,50 Mo' in French,
 * '1,50 МБ' in Russian). Set with the page's language (src/main.tsx, the prerender); workers never
 * set it, so an engine's own messages stay in English. English, the pseudo-locale included, keeps
 * the spec's form exactly.
 */
export function setSizeLanguage(tag: string) {
  language = tag;
}

type Unit = 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte';
const SPEC_UNITS: Record<Unit, string> = { byte: 'Bytes', kilobyte: 'KB', megabyte: 'MB', gigabyte: 'GB' };

/** `value` of `unit` with `decimals` decimals, in the page's language. */
function sized(value: number, unit: Unit, decimals: number): string {
  if (language.split('-')[0] === 'en') return `${value.toFixed(decimals)} ${SPEC_UNITS[unit]}`;
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false }).format(value);
}

export function formatSize(bytes: number): string {
  return bytes > MB ? sized(bytes / MB, 'megabyte', 2) : sized(bytes / KB, 'kilobyte', 2);
}

/** Bytes/KB/MB/GB where the spec asks for the full ladder (ZIP preview). */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return sized(bytes, 'byte', 0);
  if (bytes < MB) return sized(bytes / KB, 'kilobyte', 2);
  if (bytes < GB) return sized(bytes / MB, 'megabyte', 2);
  return sized(bytes / GB, 'gigabyte', 2);
}

/** Megabytes with 2 decimals, as in 'Your file is {size}MB.' */
export const toMB = (bytes: number) => (bytes / MB).toFixed(2);

/** Percent smaller, rounded; never negative. */
export const percentSaved = (original: number, result: number) =>
  original > 0 ? Math.max(0, Math.round((1 - result / original) * 100)) : 0;

export const BYTES_PER_MB = MB;
