/**
 * '2024-06-18' -> 'June 18, 2024' in English, '18. Juni 2024' in German: a day in the page's
 * language (a BCP 47 tag). Formatted in UTC from the day's own numbers, so the prerender (Node,
 * UTC) and the visitor's browser (any time zone) print the same text and hydration matches.
 */
export function formatPostDate(isoDay: string, tag = 'en'): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}
