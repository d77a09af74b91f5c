/**
 * One ZIP entry's bytes from zip.js to a writer, with its CRC-32 checked (and, for AES, its HMAC).
 * For an encrypted entry any failure of those checks means the password is wrong (ZipCrypto's
 * one-byte check and AES's two-byte verifier let about 1 in 256 and 1 in 65536 wrong passwords
 * through): the bytes are aborted, never handed out, and the whole extraction stops so the user can
 * type it again. For a plain entry it means the entry is damaged: it is aborted and the rest go on.
 */
import type { FileEntry } from '@zip.js/zip.js/lib/zip-core-native.js';
import { ArchiveError } from '../problems';
import type { EntryWriter } from '../types';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function readZipEntry(entry: FileEntry, writer: EntryWriter, password: string | undefined, signal?: AbortSignal): Promise<void> {
  let sinkError: unknown;
  const writable = new WritableStream<Uint8Array>({
    async write(chunk) {
      try {
        await writer.write(chunk);
      } catch (error) {
        sinkError = error;
        throw error;
      }
    },
  });
  try {
    await entry.getData(writable, { password, checkCrc32: true, checkAuthenticationCode: true, signal, useWebWorkers: false });
  } catch (error) {
    signal?.throwIfAborted();
    const cause = sinkError ?? error;
    if (cause instanceof ArchiveError) {
      await writer.abort(cause.code);
      if (cause.code !== 'entryDamaged') throw cause;
      return;
    }
    const message = messageOf(cause);
    if (/unsupported encryption|encryption method/i.test(message)) {
      await writer.abort('unsupportedEncryption');
      throw new ArchiveError('unsupportedEncryption', message);
    }
    if (/compression method/i.test(message)) return writer.abort('unsupportedMethod');
    if (entry.encrypted) {
      await writer.abort('wrongPassword');
      throw new ArchiveError('wrongPassword', message);
    }
    return writer.abort('entryDamaged');
  }
  await writer.close();
}
