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

/** A user-facing reason the archive cannot be written, or null when it fits in a classic ZIP. */
export function zipLimitProblem(entries: readonly { name: string; size: number }[]): string | null {
  if (entries.length > ZIP_MAX_ENTRIES) {
    return `A ZIP archive made here can hold at most 65,535 files and you added ${entries.length.toLocaleString('en-US')}. Please split them into smaller archives.`;
  }
  if (archiveBound(entries) > ZIP_MAX_BYTES) {
    return 'This archive would be larger than 4 GB, which needs the ZIP64 format this tool cannot write. Please split the files into smaller archives.';
  }
  return null;
}

export class ZipLimitError extends Error {
  override name = 'ZipLimitError';
}
