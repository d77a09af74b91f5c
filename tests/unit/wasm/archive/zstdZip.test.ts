/**
 * A ZIP entry compressed with Zstandard (method 93, as 7-Zip ZS and WinZip write it): zip.js
 * lists it, cannot decompress it, and hands it to our libarchive build, whose libzstd does.
 * The entry is the real-world server.log.zst frame (zstd -19) wrapped in a ZIP made here.
 */
import { createHash } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { realworldBytes, realworldDescribe } from '../../../helpers/corpus';
import { extractArchive, listArchive } from '../../../../src/wasm/archive';
import { crc32 } from '../../../../src/lib/crc32';
import { archiveRows, FOLDER, hashingSink, useLibarchiveFromVendor } from './archiveCorpus';
import { concatBytes } from '../../../../src/lib/concatBytes';

const ZSTD_METHOD = 93;

/** One-entry ZIP whose data is `compressed` under `method`, declaring `size` and `crc` of the plain bytes. */
function zipOf(name: string, compressed: Uint8Array, method: number, size: number, crc: number): Uint8Array<ArrayBuffer> {
  const nameBytes = new TextEncoder().encode(name);
  const local = new DataView(new ArrayBuffer(30));
  local.setUint32(0, 0x04034b50, true);
  local.setUint16(4, 63, true); // version needed: 6.3 (zstd)
  local.setUint16(6, 0x0800, true); // UTF-8 name
  local.setUint16(8, method, true);
  local.setUint32(14, crc, true);
  local.setUint32(18, compressed.length, true);
  local.setUint32(22, size, true);
  local.setUint16(26, nameBytes.length, true);
  const central = new DataView(new ArrayBuffer(46));
  central.setUint32(0, 0x02014b50, true);
  central.setUint16(4, (3 << 8) | 63, true); // made on Unix
  central.setUint16(6, 63, true);
  central.setUint16(8, 0x0800, true);
  central.setUint16(10, method, true);
  central.setUint32(16, crc, true);
  central.setUint32(20, compressed.length, true);
  central.setUint32(24, size, true);
  central.setUint16(28, nameBytes.length, true);
  central.setUint32(38, (0o100644 << 16) >>> 0, true);
  central.setUint32(42, 0, true); // local header at 0
  const centralAt = 30 + nameBytes.length + compressed.length;
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, 1, true);
  end.setUint16(10, 1, true);
  end.setUint32(12, 46 + nameBytes.length, true);
  end.setUint32(16, centralAt, true);
  const pieces = [new Uint8Array(local.buffer), nameBytes, compressed, new Uint8Array(central.buffer), nameBytes, new Uint8Array(end.buffer)];
  return concatBytes(pieces);
}

realworldDescribe(FOLDER)('Zstandard inside a ZIP', () => {
  beforeAll(() => useLibarchiveFromVendor());

  it('a method-93 entry comes out byte-identical through libarchive; a damaged one is named', async () => {
    const row = archiveRows().find((r) => r.file === 'server.log.zst');
    expect(row, 'server.log.zst in the manifest').toBeDefined();
    const member = row!.members[0];
    const frame = realworldBytes(FOLDER, 'server.log.zst');
    // The CRC-32 the ZIP declares is of the plain bytes: take them from a decoder we trust (fzstd, via the single-file path).
    const plain: Uint8Array[] = [];
    await extractArchive([new File([frame], 'server.log.zst')], () => ({
      write: (chunk) => void plain.push(chunk.slice()),
      close: () => undefined,
      abort: () => undefined,
    }));
    const bytes = new Uint8Array(await new Blob(plain as BlobPart[]).arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(member.sha256);

    const zip = new File([zipOf('logs/server.log', frame, ZSTD_METHOD, bytes.length, crc32(bytes))], 'zstd.zip');
    const listing = await listArchive([zip]);
    expect(listing.format).toBe('zip');
    expect(listing.entries.map((e) => [e.path, e.size])).toEqual([['logs/server.log', bytes.length]]);
    const hashed = hashingSink();
    const report = await extractArchive([zip], hashed.sink);
    expect(report.failed).toEqual([]);
    expect(hashed.closed().get('logs/server.log')?.sha256).toBe(member.sha256);

    // A flipped byte inside the frame: the entry fails (named), nothing wrong is handed out.
    const broken = frame.slice();
    broken[Math.floor(broken.length / 2)] ^= 0xff;
    const damaged = new File([zipOf('logs/server.log', broken, ZSTD_METHOD, bytes.length, crc32(bytes))], 'zstd-damaged.zip');
    const brokenHashed = hashingSink();
    const brokenReport = await extractArchive([damaged], brokenHashed.sink);
    expect(brokenReport.failed.length).toBe(1);
    expect(brokenHashed.closed().size).toBe(0);
  });
});
