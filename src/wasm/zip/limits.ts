/**
 * fflate writes classic ZIP only (32-bit sizes and offsets, 16-bit entry count). Anything that
 * would need ZIP64 is refused before any work starts, rather than producing a broken archive.
 */
const ZIP_MAX_ENTRIES = 0xffff;
export const ZIP_MAX_BYTES = 0xffffffff;

/** Local header + data descriptor + central directory record, without the name. */
const PER_ENTRY_OVERHEAD = 30 + 16 + 46;
const END_RECORD = 22;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** Worst case for DEFLATE: data kept in stored blocks of at most 65 535 bytes, 5 header bytes each. */
const deflateBound = (size: number) => size + 5 * Math.ceil(size / 0xffff) + 5;

/** The largest archive these entries could make, in bytes. */
export function archiveBound(entries: readonly { name: string; size: number }[]): number {
  return entries.reduce(
    (sum, entry) => sum + deflateBound(entry.size) + PER_ENTRY_OVERHEAD + 2 * utf8Length(entry.name),
    END_RECORD,
  );
}

/** Why an archive cannot be written as a classic ZIP: a code the page words in its language. */
export type ZipLimit = { code: 'tooManyFiles'; files: number } | { code: 'tooLarge' };

/** The limit these entries would break, or null when they fit in a classic ZIP. */
export function zipLimitOf(entries: readonly { name: string; size: number }[]): ZipLimit | null {
  if (entries.length > ZIP_MAX_ENTRIES) return { code: 'tooManyFiles', files: entries.length };
  if (archiveBound(entries) > ZIP_MAX_BYTES) return { code: 'tooLarge' };
  return null;
}

/** The limit broken by a job of `count` entries that the writer refused (the entry count is checked first). */
export const zipLimitOfCount = (count: number): ZipLimit => (count > ZIP_MAX_ENTRIES ? { code: 'tooManyFiles', files: count } : { code: 'tooLarge' });

/** A limit in English (the pages word it from their catalogs by its code). */
export function zipLimitMessage(limit: ZipLimit): string {
  return limit.code === 'tooManyFiles'
    ? `A ZIP archive made here can hold at most 65,535 files and you added ${limit.files.toLocaleString('en-US')}. Please split them into smaller archives.`
    : 'This archive would be larger than 4 GB, which needs the ZIP64 format this tool cannot write. Please split the files into smaller archives.';
}

/** A user-facing reason the archive cannot be written, in English, or null when it fits in a classic ZIP. */
export function zipLimitProblem(entries: readonly { name: string; size: number }[]): string | null {
  const limit = zipLimitOf(entries);
  return limit && zipLimitMessage(limit);
}

/** The writer refused the entries: `limit` says which limit, the message says it in English. */
export class ZipLimitError extends Error {
  override name = 'ZipLimitError';
  constructor(readonly limit: ZipLimit) {
    super(zipLimitMessage(limit));
  }
}
