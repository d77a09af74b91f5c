/** Byte-level looks at a file before (or instead of) parsing it. */

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** Index of `text` in `bytes` from `from` (up to `to`), or -1. */
function indexOfAscii(bytes: Uint8Array, text: string, from = 0, to = bytes.length): number {
  const needle = ascii(text);
  const last = Math.min(to, bytes.length) - needle.length;
  outer: for (let i = from; i <= last; i++) {
    if (bytes[i] !== needle[0]) continue;
    for (let k = 1; k < needle.length; k++) if (bytes[i + k] !== needle[k]) continue outer;
    return i;
  }
  return -1;
}

const HEADER_WINDOW = 1024;
const VERSION = /^%PDF-\d+\.\d+/;

/**
 * The bytes with a header the parser can read: readers look for '%PDF-' in the first kilobyte and
 * cope with a mangled version ('%PDF-1.'), so a file whose version number is cut gets a fresh header
 * line in front (the old one becomes a comment). Null when there is no PDF header at all.
 */
export function withReadableHeader(bytes: Uint8Array): Uint8Array | null {
  const at = indexOfAscii(bytes, '%PDF-', 0, HEADER_WINDOW);
  if (at < 0) return null;
  const line = String.fromCharCode(...bytes.subarray(at, Math.min(bytes.length, at + 16)));
  if (VERSION.test(line)) return bytes;
  const prefix = ascii('%PDF-1.7\n%');
  const fixed = new Uint8Array(prefix.length + bytes.length - at);
  fixed.set(prefix);
  fixed.set(bytes.subarray(at), prefix.length);
  return fixed;
}

/**
 * Whether the file still has its end: a trailer dictionary or a cross-reference stream. A file cut
 * before either (a broken download) has lost the pointer to its catalog, and readers refuse it.
 */
export const hasTrailer = (bytes: Uint8Array) => indexOfAscii(bytes, 'trailer') >= 0 || indexOfAscii(bytes, '/XRef') >= 0;

const TAIL = 4096;
const XREF_DICT_WINDOW = 4096;
const INFO_ENTRY = /\/Info\s+(\d+)\s+(\d+)\s+R/;

/**
 * The document information dictionary's reference ('/Info n g R') in the dictionary of the
 * cross-reference stream the file's last 'startxref' points at, or null. pdf-lib's decrypting parse
 * runs that stream through the cipher too (it is never encrypted), so an encrypted file with a
 * cross-reference stream comes out of it without its trailer's Info: this finds it again.
 */
export function xrefStreamInfoRef(bytes: Uint8Array): { objectNumber: number; generationNumber: number } | null {
  const tailStart = Math.max(0, bytes.length - TAIL);
  const tail = String.fromCharCode(...bytes.subarray(tailStart));
  const at = tail.lastIndexOf('startxref');
  const offset = at < 0 ? NaN : Number(/^startxref\s+(\d+)/.exec(tail.slice(at))?.[1]);
  if (!Number.isSafeInteger(offset) || offset < 0 || offset >= bytes.length) return null;
  const head = String.fromCharCode(...bytes.subarray(offset, Math.min(bytes.length, offset + XREF_DICT_WINDOW)));
  const end = head.indexOf('stream');
  const dict = end < 0 ? head : head.slice(0, end);
  if (!/^\s*\d+\s+\d+\s+obj\b/.test(dict) || !dict.includes('/XRef')) return null;
  const info = INFO_ENTRY.exec(dict);
  return info ? { objectNumber: Number(info[1]), generationNumber: Number(info[2]) } : null;
}
