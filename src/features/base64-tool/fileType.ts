/**
 * Guesses what a decoded file is, so 'Base64 to File' can offer a useful name: a data: URL prefix
 * wins, then the magic bytes at the start of the data, then "is it UTF-8 text", else binary.
 */
export interface DetectedType {
  mime: string;
  extension: string;
}

type Signature = { bytes: (number | null)[]; offset?: number; type: DetectedType };

const t = (mime: string, extension: string): DetectedType => ({ mime, extension });
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Checked in order; null matches any byte. */
const SIGNATURES: Signature[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: t('image/png', 'png') },
  { bytes: [0xff, 0xd8, 0xff], type: t('image/jpeg', 'jpg') },
  { bytes: ascii('GIF8'), type: t('image/gif', 'gif') },
  { bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')], type: t('image/webp', 'webp') },
  { bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WAVE')], type: t('audio/wav', 'wav') },
  { bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('AVI ')], type: t('video/x-msvideo', 'avi') },
  { bytes: ascii('%PDF-'), type: t('application/pdf', 'pdf') },
  { bytes: [0x50, 0x4b, 0x03, 0x04], type: t('application/zip', 'zip') },
  { bytes: [0x50, 0x4b, 0x05, 0x06], type: t('application/zip', 'zip') },
  { bytes: [0x1f, 0x8b], type: t('application/gzip', 'gz') },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], type: t('application/x-7z-compressed', '7z') },
  { bytes: ascii('Rar!'), type: t('application/vnd.rar', 'rar') },
  { bytes: [0x49, 0x49, 0x2a, 0x00], type: t('image/tiff', 'tif') },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], type: t('image/tiff', 'tif') },
  { bytes: [0x00, 0x00, 0x01, 0x00], type: t('image/x-icon', 'ico') },
  { bytes: ascii('ftypavif'), offset: 4, type: t('image/avif', 'avif') },
  { bytes: ascii('ftypheic'), offset: 4, type: t('image/heic', 'heic') },
  { bytes: ascii('ftypmif1'), offset: 4, type: t('image/heif', 'heif') },
  { bytes: ascii('ftypqt  '), offset: 4, type: t('video/quicktime', 'mov') },
  { bytes: ascii('ftyp'), offset: 4, type: t('video/mp4', 'mp4') },
  { bytes: [0x1a, 0x45, 0xdf, 0xa3], type: t('video/webm', 'webm') },
  { bytes: ascii('ID3'), type: t('audio/mpeg', 'mp3') },
  { bytes: ascii('OggS'), type: t('audio/ogg', 'ogg') },
  { bytes: ascii('fLaC'), type: t('audio/flac', 'flac') },
  { bytes: ascii('wOFF'), type: t('font/woff', 'woff') },
  { bytes: ascii('wOF2'), type: t('font/woff2', 'woff2') },
  { bytes: ascii('BM'), type: t('image/bmp', 'bmp') },
];

export const BINARY = t('application/octet-stream', 'bin');
export const PLAIN_TEXT = t('text/plain', 'txt');

const matches = (data: Uint8Array, { bytes, offset = 0 }: Signature) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => b === null || data[offset + i] === b);

/** Text if it is valid UTF-8 without control characters other than tab, CR and LF. */
function textType(data: Uint8Array): DetectedType | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data.subarray(0, 4096));
  } catch {
    // A multi-byte character cut at 4096 is not a reason to call the file binary.
    if (data.length <= 4096) return null;
    text = new TextDecoder('utf-8').decode(data.subarray(0, 4096)).slice(0, -1);
  }
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return null;
  const start = text.trimStart().slice(0, 512).toLowerCase();
  if (start.startsWith('<svg') || (start.startsWith('<?xml') && start.includes('<svg'))) return t('image/svg+xml', 'svg');
  return PLAIN_TEXT;
}

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
  ...Object.fromEntries(SIGNATURES.map((s) => [s.type.mime, s.type.extension])),
};

export function detectFileType(data: Uint8Array, mimeHint?: string): DetectedType {
  if (mimeHint) return t(mimeHint, EXTENSION_BY_MIME[mimeHint] ?? BINARY.extension);
  const signature = SIGNATURES.find((s) => matches(data, s));
  if (signature) return signature.type;
  if (data.length === 0) return BINARY;
  return textType(data) ?? BINARY;
}
