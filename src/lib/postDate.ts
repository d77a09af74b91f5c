const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * '2024-06-18' -> 'June 18, 2024'. Done by hand, not with toLocaleDateString: the prerender (Node,
 * UTC) and the visitor's browser (any time zone and locale) must print the same text, or hydration fails.
 */
export function formatPostDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
