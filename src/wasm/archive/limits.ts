/**
 * Bomb checks, made on the listing before anything is expanded: overlapping ZIP entries (the
 * "quoted overlap" construction, where every entry reuses the same compressed bytes), an entry or
 * an archive that claims to expand more than maxRatio times, and a total beyond maxTotalBytes.
 * Nested archives are never opened here, so a 42.zip-style nest stays one level of small files.
 * While bytes come out, `OutputGuard` holds each entry to what its listing promised.
 */
import { ArchiveError } from './problems';
import type { ArchiveEntry, ArchiveLimits } from './types';

const DEFAULT_LIMITS: ArchiveLimits = {
  maxTotalBytes: 64 * 1024 ** 3,
  maxRatio: 1000,
};

/** Below this many bytes a high ratio is harmless (a small file of blanks compresses a thousandfold). */
const RATIO_FLOOR = 1024 ** 2;
/** An archive whose total is under this never counts as a bomb by its overall ratio. */
const ARCHIVE_RATIO_FLOOR = 1024 ** 3;

export const limitsOf = (limits?: Partial<ArchiveLimits>): ArchiveLimits => ({ ...DEFAULT_LIMITS, ...limits });

export interface ZipSpan {
  /** Where the entry's local header starts. */
  offset: number;
  /** The smallest size its local header can have (30 bytes + the name). */
  headerSize: number;
  compressedSize: number;
}

/** True when two entries' stored bytes overlap (they never do in an archive a zip tool wrote). */
export function zipEntriesOverlap(spans: ZipSpan[]): boolean {
  const sorted = [...spans].filter((s) => s.compressedSize > 0 || s.headerSize > 0).sort((a, b) => a.offset - b.offset);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1];
    if (previous.offset + previous.headerSize + previous.compressedSize > sorted[i].offset) return true;
  }
  return false;
}

/** Throws 'bomb' or 'tooLarge' when the listing promises more than the limits allow. */
export function checkListing(entries: ArchiveEntry[], archiveBytes: number, limits: ArchiveLimits): void {
  let total = 0;
  for (const entry of entries) {
    const size = entry.size ?? 0;
    total += size;
    const packed = entry.compressedSize;
    if (packed !== null && size > RATIO_FLOOR && size > limits.maxRatio * Math.max(packed, 1)) throw new ArchiveError('bomb', `${entry.path} expands ${Math.round(size / Math.max(packed, 1))} times`);
  }
  if (total > ARCHIVE_RATIO_FLOOR && total > limits.maxRatio * Math.max(archiveBytes, 1)) throw new ArchiveError('bomb', `${total} bytes from ${archiveBytes}`);
  if (total > limits.maxTotalBytes) throw new ArchiveError('tooLarge', `${total} bytes`);
}

/** Counts the bytes that come out and stops an entry, or the whole run, that goes past its promise. */
export class OutputGuard {
  total = 0;
  constructor(
    private readonly limits: ArchiveLimits,
    private readonly archiveBytes: number,
  ) {}

  /** `declared`: the entry's listed size (null when unknown); `written`: its bytes so far. */
  add(chunk: number, written: number, declared: number | null): void {
    this.total += chunk;
    if (declared !== null && written > declared) throw new ArchiveError('entryDamaged', 'more bytes than the archive lists');
    if (this.total > this.limits.maxTotalBytes) throw new ArchiveError('tooLarge');
    if (this.total > RATIO_FLOOR && this.total > this.limits.maxRatio * Math.max(this.archiveBytes, 1)) throw new ArchiveError('bomb');
  }
}
