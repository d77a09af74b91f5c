/** Size display of the spec: base 1024; 'MB above 1 MB, else KB', 2 decimals. */
const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

export function formatSize(bytes: number): string {
  return bytes > MB ? `${(bytes / MB).toFixed(2)} MB` : `${(bytes / KB).toFixed(2)} KB`;
}

/** Bytes/KB/MB/GB where the spec asks for the full ladder (ZIP preview). */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} Bytes`;
  if (bytes < MB) return `${(bytes / KB).toFixed(2)} KB`;
  if (bytes < GB) return `${(bytes / MB).toFixed(2)} MB`;
  return `${(bytes / GB).toFixed(2)} GB`;
}

/** Megabytes with 2 decimals, as in 'Your file is {size}MB.' */
export const toMB = (bytes: number) => (bytes / MB).toFixed(2);

/** Percent smaller, rounded; never negative. */
export const percentSaved = (original: number, result: number) =>
  original > 0 ? Math.max(0, Math.round((1 - result / original) * 100)) : 0;

export const BYTES_PER_MB = MB;
