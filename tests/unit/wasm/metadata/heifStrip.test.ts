/**
 * AVIF/HEIF metadata removal at the container level: the EXIF and XMP items go, their bytes are
 * zeroed, the file keeps its length and decodes to the same pixels (libavif, libheif).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeImageFile } from '../../../../src/wasm/image/decodeImage';
import { readMetadata } from '../../../../src/wasm/metadata';
import { heifMetadataPayloads } from '../../../../src/wasm/metadata/heifExif';
import { stripHeifMetadata } from '../../../../src/wasm/metadata/heifStrip';
import { realworldBytes, realworldDescribe, realworldManifest } from '../../../helpers/corpus';
import { fixtureBytes } from '../../../helpers/fixtures';
import { initNodeCodecs, initNodeHeif } from '../../../helpers/nodeCodecs';

beforeAll(async () => {
  await initNodeCodecs();
  await initNodeHeif();
});

const buffer = (bytes: Uint8Array) => bytes.slice().buffer as ArrayBuffer;

/** The marker bytes of the fixture's EXIF: its camera model, anywhere in the file. */
const contains = (haystack: Uint8Array, text: string) => Buffer.from(haystack).includes(Buffer.from(text));

async function expectStripped(source: Uint8Array, name: string) {
  const out = stripHeifMetadata(source);
  expect(out.length, name).toBe(source.length);
  expect(heifMetadataPayloads(out), name).toEqual({ exif: null, xmp: null });
  const { raw } = await readMetadata(out, { exifIn: 'heif' });
  expect(raw.gps, name).toBeUndefined();
  expect(raw.ifd0?.Make, name).toBeUndefined();
  // ms-Chimera (a clap crop) is one the Node decoder cannot read, before as after: the browser reads it.
  const before = await decodeImageFile(buffer(source)).catch(() => null);
  if (!before) return out;
  const after = await decodeImageFile(buffer(out));
  expect([after.image.width, after.image.height], name).toEqual([before.image.width, before.image.height]);
  expect(Buffer.from(after.image.data).equals(Buffer.from(before.image.data)), `${name}: same pixels`).toBe(true);
  return out;
}

describe('stripHeifMetadata', () => {
  it('cuts the EXIF out of a libheif AVIF and HEIC: no camera, no GPS left in the bytes, same pixels', async () => {
    for (const name of ['heic/libheif-gps-canon.avif', 'heic/libheif-gps-canon.heic']) {
      const source = fixtureBytes(name);
      expect(contains(source, 'Canon EOS 5D Mark IV')).toBe(true);
      const out = await expectStripped(source, name);
      expect(contains(out, 'Canon EOS 5D Mark IV'), name).toBe(false);
    }
  });

  it('a file without metadata comes back as it was; a file that is no HEIF is refused', () => {
    const once = stripHeifMetadata(fixtureBytes('heic/libheif-gps-canon.avif'));
    expect(Buffer.from(stripHeifMetadata(once)).equals(Buffer.from(once))).toBe(true);
    expect(() => stripHeifMetadata(new Uint8Array(64))).toThrow();
  });
});

realworldDescribe('heic')('stripHeifMetadata on the real-world AVIF and HEIC files with EXIF', () => {
  it('every readable one loses its EXIF and keeps its pixels', async () => {
    const withExif = realworldManifest('heic').filter((entry) => !entry.file.startsWith('fuzz-') && entry.expected !== 'error' && /exif/.test(entry.facts.meta ?? ''));
    expect(withExif.length).toBeGreaterThan(2);
    for (const { file } of withExif) {
      // Sequences (.avifs) and HEIC grids decode too; only the still image's metadata items are touched.
      await expectStripped(realworldBytes('heic', file), file);
    }
  });
});
