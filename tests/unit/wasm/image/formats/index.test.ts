import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_TYPES, sniffFileType } from '../../../../../src/lib/fileType';
import { CONVERT_TARGETS, FORMATS, formatById, formatByMime, formatOfSniffed, OUTPUT_FORMATS, READ_FORMATS, type FormatId } from '../../../../../src/wasm/image/formats';
import { loadCodec } from '../../../../../src/wasm/image/formats/codec';
import { readImageHeader, sniffFormat } from '../../../../../src/wasm/image/imageHeader';
import { corpusBuffer, corpusBytes, corpusDescribe, hasCorpus, hasRealworld, realworldBytes } from '../../../../helpers/corpus';
import { fixtureBytes } from '../../../../helpers/fixtures';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';

const ids = FORMATS.map((f) => f.id as FormatId);

describe('one descriptor per image format', () => {
  it('gives each its own id, MIME type and extensions (lower case, the one we write first)', () => {
    expect(ids).toEqual(['jpeg', 'png', 'webp', 'avif', 'heic', 'jxl', 'gif', 'bmp', 'tiff', 'ico', 'svg']);
    expect(new Set(FORMATS.map((f) => f.mime)).size).toBe(FORMATS.length);
    const extensions = FORMATS.flatMap((f) => f.extensions);
    expect(new Set(extensions).size).toBe(extensions.length);
    for (const f of FORMATS) {
      expect(f.label, f.id).toMatch(/\S/);
      expect(f.extensions.length, f.id).toBeGreaterThan(0);
      for (const extension of f.extensions) expect(extension).toMatch(/^[a-z0-9]+$/);
      expect(formatById(f.id)).toBe(f);
      expect(formatByMime(f.mime)).toBe(f);
    }
  });

  it('names each format we read as the one sniffer does, and says where the compressors send it', () => {
    const sniffed = new Set(FILE_TYPES.map((t) => t.id));
    for (const f of READ_FORMATS) {
      expect(sniffed.has(f.sniff as string), f.id).toBe(true);
      expect(formatOfSniffed(f.sniff as string)).toBe(f.id);
      // 'Same' keeps a format the compressors write, else goes to one they write.
      const target = 'compress' in f ? f.id : (f as { compressAs?: string }).compressAs;
      expect(OUTPUT_FORMATS, f.id).toContain(target);
    }
    expect(formatOfSniffed('pdf')).toBeUndefined();
    expect(formatOfSniffed('mp4')).toBeUndefined();
  });

  it('derives the converter targets and the compressors outputs', () => {
    expect(CONVERT_TARGETS).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/jxl', 'image/gif', 'image/bmp', 'image/tiff', 'image/x-icon', 'image/svg+xml']);
    expect(OUTPUT_FORMATS).toEqual(['jpeg', 'png', 'webp', 'avif', 'jxl']);
    // The metadata each output can carry: a colour profile into JPEG, PNG, WebP and AVIF; EXIF into JPEG only.
    expect(FORMATS.filter((f) => 'iccOut' in f.metadata).map((f) => f.id)).toEqual(['jpeg', 'png', 'webp', 'avif']);
    expect(FORMATS.filter((f) => 'exifOut' in f.metadata).map((f) => f.id)).toEqual(['jpeg']);
  });

  it("loads each format's code on use, and the code does what the descriptor says", async () => {
    for (const f of FORMATS) {
      const codec = await loadCodec(f.id as FormatId);
      expect(typeof codec.decode === 'function', `${f.id} decode`).toBe('sniff' in f);
      expect(typeof codec.encode === 'function', `${f.id} encode`).toBe('convert' in f);
      expect(typeof codec.compress === 'function', `${f.id} compress`).toBe('compress' in f);
    }
  });
});

/** A real file of each format we read, its format and its stored size as the header gives it (0 x 0: the decoder measures). */
const REAL_FILES: { from: string; name: string; format: string; width: number; height: number }[] = [
  { from: 'corpus', name: 'photo-phone-xiaomi-gps.jpg', format: 'jpeg', width: 4000, height: 3000 },
  { from: 'corpus', name: 'progressive-nikon.jpg', format: 'jpeg', width: 200, height: 133 },
  { from: 'corpus', name: 'astronaut-rgb.png', format: 'png', width: 512, height: 512 },
  { from: 'corpus', name: 'wood-4096.webp', format: 'webp', width: 4096, height: 4096 },
  { from: 'corpus', name: 'alpha-earth-lossless.webp', format: 'webp', width: 200, height: 184 },
  { from: 'corpus', name: 'sample.heif', format: 'heic', width: 0, height: 0 },
  { from: 'heic', name: 'libheif-example.heic', format: 'heic', width: 0, height: 0 },
  { from: 'heic', name: 'libheif-example.avif', format: 'avif', width: 800, height: 533 },
  { from: 'heic', name: 'ms-Monochrome.avif', format: 'avif', width: 1280, height: 720 },
  { from: 'gif', name: '2x2.gif', format: 'gif', width: 2, height: 2 },
  { from: 'gif', name: 'anim-gr.gif', format: 'gif', width: 100, height: 50 },
  { from: 'exif', name: 'Arbitro.tiff', format: 'tiff', width: 174, height: 38 },
  { from: 'exif', name: 'exiftool-ExifTool.tif', format: 'tiff', width: 160, height: 120 },
  // Written by Debian's cjxl (libjxl 0.7) from ffmpeg's test patterns: a bare codestream whose
  // width is given by a 4:3 ratio, and a container ('jxlc' box) with both sides spelled out.
  { from: 'fixtures', name: 'jxl/testsrc-400x300-cjxl.jxl', format: 'jxl', width: 400, height: 300 },
  { from: 'fixtures', name: 'jxl/mandelbrot-123x77-cjxl-container.jxl', format: 'jxl', width: 123, height: 77 },
];

const bytesOf = ({ from, name }: { from: string; name: string }) =>
  from === 'corpus' ? corpusBytes(name) : from === 'fixtures' ? fixtureBytes(name) : realworldBytes(from, name);

describe('every format we read, sniffed and measured from real files', () => {
  for (const from of [...new Set(REAL_FILES.map((file) => file.from))]) {
    // Skipped (and counted as not run) without the shared files.
    describe.skipIf(from === 'corpus' ? !hasCorpus : from !== 'fixtures' && !hasRealworld(from))(from, () => {
      it.each(REAL_FILES.filter((file) => file.from === from).map((file) => [file.name, file] as const))('%s', (_, file) => {
        const bytes = bytesOf(file);
        expect(sniffFormat(bytes)).toBe(file.format);
        expect(readImageHeader(bytes)).toEqual({ format: file.format, width: file.width, height: file.height });
      });
    });
  }

  it('covers every format we read that the shared files hold (BMP and ICO: none there, see below)', () => {
    const covered = new Set(REAL_FILES.map((file) => file.format));
    expect(READ_FORMATS.map((f) => f.id).filter((id) => !covered.has(id))).toEqual(['bmp', 'ico']);
  });
});

corpusDescribe('the formats we write, read back', () => {
  beforeAll(() => initNodeCodecs());

  it('BMP, ICO, GIF and TIFF from our writers are sniffed and measured; SVG (written only) is not an image we read', async () => {
    const webp = await loadCodec('webp');
    const pixels = await webp.decode?.(corpusBuffer('alpha-earth-lossless.webp'), corpusBytes('alpha-earth-lossless.webp'));
    if (!pixels) throw new Error('no pixels');
    for (const id of ['bmp', 'ico', 'gif', 'tiff'] as const) {
      const { bytes, width, height } = await (await loadCodec(id)).encode!(pixels, formatById(id).convert ?? {});
      const written = new Uint8Array(bytes);
      expect(sniffFileType(written)?.id, id).toBe(id);
      const header = readImageHeader(written);
      expect(header.format).toBe(id);
      // An ICO's header gives no size (its PNG entry does).
      if (id !== 'ico') expect([header.width, header.height]).toEqual([width, height]);
    }
    const svg = await (await loadCodec('svg')).encode!(pixels, {});
    expect(sniffFormat(new Uint8Array(svg.bytes))).toBeNull();
  });
});
