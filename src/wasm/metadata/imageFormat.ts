import { hasPngSignature, sniffFileType } from '../../lib/fileType';

/** Formats whose metadata we can cut out (and write) without touching the image data. */
export type LosslessFormat = 'jpeg' | 'png' | 'webp';

export const MIME_OF: Record<LosslessFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * The real format from the magic bytes (the app's one sniffer: the file's name and MIME type can
 * lie), when it is one we rewrite. A PNG whose signature is damaged is not (see damagedSignatureProblem).
 */
export function detectFormat(bytes: Uint8Array): LosslessFormat | null {
  const id = sniffFileType(bytes)?.id;
  if (id === 'png') return hasPngSignature(bytes) ? 'png' : null;
  return id === 'jpeg' || id === 'webp' ? id : null;
}
