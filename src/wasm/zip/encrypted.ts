/**
 * A password-protected ZIP: every entry encrypted with WinZip AES-256 (PBKDF2-HMAC-SHA1 key, AES in
 * CTR mode, an HMAC-SHA1 authentication code per entry; the AE-2 layout 7-Zip, WinZip, WinRAR,
 * Windows 11 and macOS read) by @zip.js/zip.js, in this worker. Entries are compressed at the level
 * asked for by fflate's DEFLATE (zip.js's own streams know no levels), or stored when the same
 * policy as the plain writer says they are already compressed. Entry by entry, slice by slice, into
 * the same sinks as writer.ts, so a big archive still streams to disk. The names stay readable
 * (ZIP encrypts contents only), as the pages say.
 */
import { BlobReader, configure, ZipWriter } from '@zip.js/zip.js/lib/zip-core-native.js';
import { Deflate } from 'fflate';
import { loadDeflate } from './deflate/block';
import { ZipLimitError, zipLimitOf } from './limits';
import { uniqueNames } from './names';
import { deflateWouldNotHelp, looksCompressed, PROBE_BYTES, PROBE_SAMPLES, probeRanges, zipTime } from './policy';
import type { ZipSink } from './sink';
import type { WriteZipOptions, ZipEntryReport, ZipSourceEntry } from './writer';

const DEFAULT_LEVEL = 6;

/** Raw DEFLATE at a chosen level, in the shape zip.js takes for its compression streams. */
class LevelDeflateStream extends TransformStream<Uint8Array, Uint8Array> {
  constructor(_format: string, options?: { level?: number }) {
    let deflate: Deflate;
    const level = Math.min(9, Math.max(1, Math.round(options?.level ?? DEFAULT_LEVEL))) as 1;
    super({
      start(controller) {
        deflate = new Deflate({ level }, (chunk) => controller.enqueue(chunk));
      },
      transform(chunk) {
        deflate.push(chunk, false);
      },
      flush() {
        deflate.push(new Uint8Array(0), true);
      },
    });
  }
}

const bytesOf = async (blob: Blob, start: number, end: number) => new Uint8Array(await blob.slice(start, end).arrayBuffer());

/** Store or deflate, as writer.ts decides it: the type says compressed and samples agree, or a big file's samples do. */
async function shouldStore(entry: ZipSourceEntry): Promise<boolean> {
  const head = await bytesOf(entry.blob, 0, Math.min(entry.blob.size, 64));
  const large = entry.blob.size > PROBE_SAMPLES * PROBE_BYTES;
  if (!large && !looksCompressed(entry.name, entry.blob.type, head)) return false;
  const samples = await Promise.all(probeRanges(entry.blob.size).map(([start, end]) => bytesOf(entry.blob, start, end)));
  return deflateWouldNotHelp(samples);
}

export async function writeEncryptedZip(entries: readonly ZipSourceEntry[], sink: ZipSink, password: string, options: WriteZipOptions = {}) {
  const names = uniqueNames(entries.map((e) => e.name));
  const limit = zipLimitOf(entries.map((e, i) => ({ name: names[i], size: e.blob.size })));
  if (limit) throw new ZipLimitError(limit);
  const { signal, onProgress } = options;
  const level = Math.min(9, Math.max(1, Math.round(options.level ?? DEFAULT_LEVEL)));
  // This worker's own zip.js: no workers or wasm of its own, our DEFLATE with levels.
  configure({ useWebWorkers: false, useCompressionStream: false, CompressionStreamFallback: LevelDeflateStream });
  const total = entries.reduce((sum, e) => sum + e.blob.size, 0);
  await loadDeflate(); // the store-or-deflate trials (policy.ts) run zlib's wasm
  let done = 0;
  const writable = new WritableStream<Uint8Array>({
    async write(chunk) {
      sink.write(chunk);
      await sink.drain();
    },
  });
  const zip = new ZipWriter(writable, { password, encryptionStrength: 3, zipCrypto: false, useWebWorkers: false, useCompressionStream: false, signal });
  const report: ZipEntryReport[] = [];
  try {
    for (const [i, entry] of entries.entries()) {
      signal?.throwIfAborted();
      const store = await shouldStore(entry);
      await zip.add(names[i], new BlobReader(entry.blob), {
        level: store ? 0 : level,
        lastModDate: zipTime(entry.lastModified),
        onprogress: async (progress) => onProgress?.(total > 0 ? (done + progress) / total : 1),
      });
      done += entry.blob.size;
      report.push({ name: names[i], size: entry.blob.size, method: store ? 'store' : 'deflate' });
    }
    await zip.close();
    const archive = await sink.close();
    onProgress?.(1);
    return { archive, size: sink.size, entries: report };
  } catch (error) {
    await sink.abort(error);
    throw error;
  }
}
