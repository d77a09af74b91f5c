import { startsWith } from './bytes';

/** Formats whose metadata we can cut out (and write) without touching the image data. */
export type LosslessFormat = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** Sniffs the real format from the magic bytes (the file's name and MIME type can lie). */
export function detectFormat(bytes: Uint8Array): LosslessFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  return null;
}

export const PNG_SIGNATURE_BYTES = PNG_SIGNATURE;

export const MIME_OF: Record<LosslessFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
