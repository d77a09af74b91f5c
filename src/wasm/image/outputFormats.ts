/**
 * The compressors' output formats, kept apart from the encoding code so the page can name and
 * resolve formats without pulling the codecs and parsers into its first-load JavaScript.
 */
import type { ImageFormat } from './imageHeader';

export type OutputChoice = 'same' | 'jpeg' | 'png' | 'webp' | 'avif';
export type OutputFormat = Exclude<OutputChoice, 'same'>;

export const MIME: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * 'Same' keeps JPEG/PNG/WebP/AVIF; a HEIC photo becomes JPEG (we read HEIC but do not write it, and
 * a photo belongs in JPEG, not PNG); the other formats we do not write (GIF, BMP, TIFF) become PNG.
 */
export function resolveFormat(choice: OutputChoice, source: ImageFormat): OutputFormat {
  if (choice !== 'same') return choice;
  if (source === 'heic') return 'jpeg';
  return source === 'jpeg' || source === 'webp' || source === 'avif' ? source : 'png';
}

/** The extension that tells the truth about a MIME type. */
export function extensionFor(mime: string): string {
  const map: Record<string, string> = {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/webp': 'webp',
    'image/avif': 'avif',
    'image/heic': 'heic',
    'image/gif': 'gif',
    'image/bmp': 'bmp',
    'image/tiff': 'tiff',
    'image/x-icon': 'ico',
    'image/svg+xml': 'svg',
  };
  return map[mime] ?? 'png';
}
