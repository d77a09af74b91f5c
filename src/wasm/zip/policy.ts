/**
 * Which files are stored instead of deflated. Photos, videos, audio and archives are already
 * compressed: deflating them again costs time and saves almost nothing (sometimes it grows them).
 * A file is stored when it looks compressed (magic bytes, MIME type or extension) or is large, AND
 * samples spread over the file say DEFLATE would not save MIN_SAVING. Deciding is kept cheap: the
 * samples' byte entropy first (DEFLATE's Huffman stage alone reaches it, so low entropy means a
 * sure saving), and only for high-entropy samples a small level-1 trial that catches repeats the
 * entropy cannot see. A trial over every sample took longer than compressing the files it judged.
 */
import { deflatedSize } from '../zlib';

export const PROBE_BYTES = 64 * 1024;
export const PROBE_SAMPLES = 4;
const MIN_SAVING = 0.05;

const COMPRESSED_EXTENSIONS = new Set(
  ('jpg jpeg jpe jfif png apng gif webp avif heic heif jxl mp4 m4v mov qt webm mkv mka avi 3gp flv wmv ' +
    'mp3 m4a aac ogg oga opus flac wma zip zipx jar apk epub docx xlsx pptx odt ods odp gz tgz bz2 xz zst 7z rar ' +
    'woff woff2 cab dmg').split(' '),
);

const COMPRESSED_TYPES = /^(video\/|audio\/(?!wav|x-wav|wave|aiff|x-aiff|basic)|image\/(jpeg|png|gif|webp|avif|heic|heif|jxl)$|application\/(zip|x-zip-compressed|gzip|x-gzip|x-bzip2|x-xz|zstd|x-7z-compressed|vnd\.rar|x-rar-compressed|java-archive|epub\+zip|vnd\.openxmlformats))/;

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** Magic numbers of compressed formats (JPEG, PNG, GIF, WebP, ISO-BMFF, Matroska, ZIP, gzip, 7z, RAR, ...). */
function hasCompressedMagic(head: Uint8Array): boolean {
  return (
    startsWith(head, [0xff, 0xd8, 0xff]) ||
    startsWith(head, [0x89, 0x50, 0x4e, 0x47]) ||
    startsWith(head, ascii('GIF8')) ||
    (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) ||
    startsWith(head, ascii('ftyp'), 4) ||
    startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) ||
    startsWith(head, [0x50, 0x4b, 0x03, 0x04]) ||
    startsWith(head, [0x1f, 0x8b]) ||
    startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]) ||
    startsWith(head, ascii('Rar!')) ||
    startsWith(head, ascii('BZh')) ||
    startsWith(head, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]) ||
    startsWith(head, [0x28, 0xb5, 0x2f, 0xfd]) ||
    startsWith(head, ascii('OggS')) ||
    startsWith(head, ascii('fLaC')) ||
    startsWith(head, ascii('ID3')) ||
    startsWith(head, ascii('wOF2')) ||
    startsWith(head, [0xff, 0x0a])
  );
}

const extensionOf = (name: string) => {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
};

export function looksCompressed(name: string, type: string, head: Uint8Array): boolean {
  return hasCompressedMagic(head) || COMPRESSED_TYPES.test(type) || COMPRESSED_EXTENSIONS.has(extensionOf(name));
}

/** Bytes of each sample given to the level-1 trial when the entropy alone cannot decide. */
const TRIAL_BYTES = 8 * 1024;

const LANES = new Uint32Array(4 * 256);

/** Order-0 entropy of the samples taken together, in bits per byte (8 = random). */
export function byteEntropy(samples: readonly Uint8Array[]): number {
  // Four histograms fed from 32-bit words: no increment waits for the one before (about 2.5x).
  const lanes = LANES.fill(0);
  let total = 0;
  for (const sample of samples) {
    let i = 0;
    for (; i < sample.length && (sample.byteOffset + i) & 3; i++) lanes[sample[i]]++;
    const words = new Uint32Array(sample.buffer, sample.byteOffset + i, (sample.length - i) >> 2);
    for (let w = 0; w < words.length; w++) {
      const x = words[w];
      lanes[x & 0xff]++;
      lanes[256 + ((x >>> 8) & 0xff)]++;
      lanes[512 + ((x >>> 16) & 0xff)]++;
      lanes[768 + (x >>> 24)]++;
    }
    for (i += words.length * 4; i < sample.length; i++) lanes[sample[i]]++;
    total += sample.length;
  }
  let bits = 0;
  for (let b = 0; b < 256; b++) {
    const count = lanes[b] + lanes[256 + b] + lanes[512 + b] + lanes[768 + b];
    if (count) bits -= count * Math.log2(count / total);
  }
  return total ? bits / total : 0;
}

/** True when DEFLATE of the samples, taken together, would save less than MIN_SAVING. */
export function deflateWouldNotHelp(samples: readonly Uint8Array[]): boolean {
  const total = samples.reduce((sum, sample) => sum + sample.length, 0);
  if (total === 0) return true;
  if (byteEntropy(samples) <= 8 * (1 - MIN_SAVING)) return false;
  const trial = samples.map((sample) => sample.subarray(0, TRIAL_BYTES));
  const tried = trial.reduce((sum, sample) => sum + sample.length, 0);
  const packed = trial.reduce((sum, sample) => sum + deflatedSize(sample, 1), 0);
  return packed > tried * (1 - MIN_SAVING);
}

/**
 * Where to take trial samples: PROBE_SAMPLES windows spread evenly from the start, so padding or
 * metadata in one part of a file (an MP4's zero-filled 'free' box, a big ICC profile) counts in
 * proportion to its share. Small files are probed whole.
 */
export function probeRanges(size: number): [number, number][] {
  if (size <= PROBE_SAMPLES * PROBE_BYTES) return [[0, size]];
  return Array.from({ length: PROBE_SAMPLES }, (_, i) => {
    const start = Math.floor((i * size) / PROBE_SAMPLES);
    return [start, start + PROBE_BYTES];
  });
}

/** ZIP (DOS) times cover 1980-2107 and fflate refuses anything outside 1980-2099: clamp into it. */
export function zipTime(lastModified: number | undefined, now = Date.now()): Date {
  const time = new Date(lastModified ?? now);
  const earliest = new Date(1980, 0, 1, 0, 0, 0);
  const latest = new Date(2099, 11, 31, 23, 59, 58);
  if (Number.isNaN(time.getTime()) || time < earliest) return earliest;
  return time > latest ? latest : time;
}
