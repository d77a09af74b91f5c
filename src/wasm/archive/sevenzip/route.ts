/**
 * Which reader takes a 7z or RAR: libarchive (as for every unencrypted one), or 7-Zip when the
 * archive is encrypted, which libarchive can list in part but never decrypt. Encrypted means:
 * libarchive lists an entry as encrypted, or gives up on it naming encryption (encrypted names), or,
 * for RAR 5, whose encryption libarchive 3.6.2 does not even see, a header of the archive carries
 * RAR 5's encryption record (rar5Encrypted). 7-Zip's module is loaded only in that case.
 */
import type { ArchiveBackend, RawListing } from '../backend';
import { archiveProblemOf } from '../problems';
import type { ArchiveFormat } from '../types';

const RAR5_SIGNATURE = [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00];
/** Headers looked at before giving up (the file headers come first in a RAR 5 volume, each followed by its data). */
const RAR5_HEADERS = 64;
const HEADER_READ = 4096;

/** A RAR 5 variable-length integer: 7 bits per byte, low first; [value, next offset] or null past the end. */
function vint(bytes: Uint8Array, at: number): [number, number] | null {
  let value = 0;
  for (let shift = 0, i = at; i < bytes.length && shift < 63; i++, shift += 7) {
    value += (bytes[i] & 0x7f) * 2 ** shift;
    if ((bytes[i] & 0x80) === 0) return [value, i + 1];
  }
  return null;
}

/** True when the extra area of a RAR 5 file or service header holds an encryption record (type 1). */
function extraHasCrypt(header: Uint8Array, extraStart: number): boolean {
  for (let at = extraStart; at < header.length; ) {
    const size = vint(header, at);
    if (!size || size[0] === 0) return false;
    const type = vint(header, size[1]);
    if (!type) return false;
    if (type[0] === 0x01) return true;
    at = size[1] + size[0];
  }
  return false;
}

/**
 * RAR 5 (https://www.rarlab.com/technote.htm): true when the archive's headers are encrypted
 * (an archive encryption header, type 4) or a file header carries an encryption record.
 */
export async function rar5Encrypted(archive: Blob): Promise<boolean> {
  const signature = new Uint8Array(await archive.slice(0, 8).arrayBuffer());
  if (!RAR5_SIGNATURE.every((byte, i) => signature[i] === byte)) return false;
  let position = 8;
  for (let n = 0; n < RAR5_HEADERS && position < archive.size; n++) {
    const head = new Uint8Array(await archive.slice(position, position + HEADER_READ).arrayBuffer());
    const size = vint(head, 4); // after the header's CRC32
    if (!size) return false;
    const headerEnd = size[1] + size[0];
    const header = headerEnd <= head.length ? head : new Uint8Array(await archive.slice(position, position + headerEnd).arrayBuffer());
    const type = vint(header, size[1]);
    const flags = type && vint(header, type[1]);
    if (!type || !flags) return false;
    if (type[0] === 4) return true;
    let at = flags[1];
    let extraSize = 0;
    let dataSize = 0;
    if (flags[0] & 0x01) {
      const extra = vint(header, at);
      if (!extra) return false;
      [extraSize, at] = extra;
    }
    if (flags[0] & 0x02) {
      const data = vint(header, at);
      if (!data) return false;
      [dataSize, at] = data;
    }
    if ((type[0] === 2 || type[0] === 3) && extraSize > 0 && extraHasCrypt(header.subarray(0, headerEnd), headerEnd - extraSize)) return true;
    if (type[0] === 5) return false;
    position += headerEnd + dataSize;
  }
  return false;
}

/** libarchive's reader with the listing it already made (so it is not listed twice). */
const listedOnce = (backend: ArchiveBackend, listing: Promise<RawListing>): ArchiveBackend => ({
  list: () => listing,
  extract: (wanted, out, signal) => backend.extract(wanted, out, signal),
});

/** libarchive for a 7z or RAR, unless it is encrypted: then 7-Zip. */
export async function readerFor7zOrRar(parts: Blob[], format: ArchiveFormat, password: string | undefined, libarchive: () => Promise<ArchiveBackend>): Promise<ArchiveBackend> {
  const sevenZip = async () => new (await import('./backend')).SevenZipBackend(parts, format, password);
  if (format === 'rar' && (await rar5Encrypted(parts[0]))) return sevenZip();
  const backend = await libarchive();
  const listing = backend.list();
  const outcome = await listing.then(
    (listed) => listed.entries.some((e) => e.encrypted),
    (error: unknown) => archiveProblemOf(error) === 'unsupportedEncryption',
  );
  return outcome ? sevenZip() : listedOnce(backend, listing);
}
