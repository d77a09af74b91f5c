/**
 * Guesses what a decoded file is, so 'Base64 to File' can offer a useful name: a data: URL prefix
 * wins, then what the app's one sniffer (lib/fileType.ts) says of the bytes (magic bytes, then
 * "is it UTF-8 text", SVG among it), else binary.
 */
import { FILE_TYPES, hasPngSignature, sniffFileType, sniffText, type FileType } from '../../lib/fileType';

export interface DetectedType {
  mime: string;
  extension: string;
}

const t = (mime: string, extension: string): DetectedType => ({ mime, extension });

export const BINARY = t('application/octet-stream', 'bin');
export const PLAIN_TEXT = t('text/plain', 'txt');

const EXTENSION_BY_MIME: Record<string, string> = {
  'image/jpg': 'jpg',
  'text/plain': 'txt',
  'text/html': 'html',
  'text/css': 'css',
  'text/csv': 'csv',
  'application/json': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'application/javascript': 'js',
  'text/javascript': 'js',
  'audio/mp3': 'mp3',
  'application/x-zip-compressed': 'zip',
  ...Object.fromEntries(FILE_TYPES.map((type) => [type.mime, type.extension])),
};

/** What the bytes say; a PNG whose signature was damaged is not offered as .png: no viewer would open it. */
function sniffed(data: Uint8Array): FileType | null {
  const type = sniffFileType(data);
  return type?.id === 'png' && !hasPngSignature(data) ? null : type;
}

export function detectFileType(data: Uint8Array, mimeHint?: string): DetectedType {
  if (mimeHint) return t(mimeHint, EXTENSION_BY_MIME[mimeHint] ?? BINARY.extension);
  const type = sniffed(data) ?? (data.length === 0 ? BINARY : (sniffText(data) ?? BINARY));
  return t(type.mime, type.extension);
}
