/**
 * '2024-06-18' -> 'June 18, 2024' in English, '18. Juni 2024' in German: a day in the page's
 * language (a BCP 47 tag). Formatted in UTC from the day's own numbers, so the prerender (Node,
 * UTC) and the visitor's browser (any time zone) print the same text and hydration matches.
 */
export function formatPostDate(isoDay: string, tag = 'en'): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

/** An article's reading time in minutes, from the loader's '7 min read' (scripts/blogLoader.ts). */
export const readMinutes = (readTime: string) => Number.parseInt(readTime, 10);

/** The catalog key of an article category: 'PDF Compression' → 'pdfCompression'. */
export const categoryKey = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase());
