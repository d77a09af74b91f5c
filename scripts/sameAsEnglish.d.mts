/** Types of sameAsEnglish.mjs (read by the crawler in plain Node, and by the catalog test). */
export function sameAsEnglishIn(glossary: string): Set<string>;
export function sameAsEnglish(code: string, root?: string): Set<string>;
