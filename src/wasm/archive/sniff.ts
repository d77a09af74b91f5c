/**
 * Which reader opens an archive, from its first bytes (never from its name): a renamed file is
 * read as what it is, and a file that is no archive is refused before any library is loaded.
 */
import type { ArchiveFormat } from './types';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: [ArchiveFormat, number[], number][] = [
  ['zip', ascii('PK\x03\x04'), 0],
  ['zip', ascii('PK\x05\x06'), 0], // an empty archive: only the end record
  ['zip', ascii('PK\x07\x08'), 0], // the first part of a split (spanned) archive
  ['7z', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], 0],
  ['rar', ascii('Rar!\x1a\x07'), 0],
  ['gzip', [0x1f, 0x8b], 0],
  ['bzip2', ascii('BZh'), 0],
  ['xz', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], 0],
  ['zstd', [0x28, 0xb5, 0x2f, 0xfd], 0],
  ['cab', ascii('MSCF'), 0],
  ['tar', ascii('ustar'), 257],
  ['iso', ascii('CD001'), 0x8001],
];

/** How many leading bytes `sniffFormat` needs. */
export const SNIFF_BYTES = 0x8001 + 5;

/** True when the 512 bytes at the start are a tar header whose checksum holds (old tars have no 'ustar'). */
export function isTarHeader(block: Uint8Array): boolean {
  if (block.length < 512) return false;
  if (startsWith(block, ascii('ustar'), 257)) return true;
  const stored = Number.parseInt(new TextDecoder().decode(block.subarray(148, 156)).replace(/\0.*$/, '').trim(), 8);
  if (!Number.isFinite(stored) || block[0] === 0) return false;
  let sum = 0;
  for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  return sum === stored;
}

export function sniffFormat(head: Uint8Array): ArchiveFormat | null {
  for (const [format, signature, at] of SIGNATURES) if (startsWith(head, signature, at)) return format;
  if (isTarHeader(head)) return 'tar';
  return null;
}

/** True when a ZIP end record sits in the last bytes (a self-extracting archive, or data before the ZIP). */
export function hasZipEndRecord(tail: Uint8Array): boolean {
  for (let i = tail.length - 22; i >= 0; i--) if (startsWith(tail, ascii('PK\x05\x06'), i)) return true;
  return false;
}
