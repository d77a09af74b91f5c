/**
 * What a file is, from its bytes: the one sniffer of the app. The image engine (which decoder),
 * the metadata engine (which walker), Base64 to File (which name) and the upload zone (which MIME
 * type for a file the browser left untyped) all ask it. A file's name and MIME type can lie; its
 * magic bytes do not. ISO base media files (an 'ftyp' box first) are told apart by their brands:
 * AVIF (AV1-coded, the browser decodes it) or HEIF/HEIC (HEVC-coded or generic HEIF, libheif
 * decodes it), else QuickTime or MP4 video. A file that names an AVIF brand anywhere is AVIF even
 * when it also claims the generic 'mif1'.
 */
export interface FileType {
  /** Our name for the kind (the image engine's format ids for images). */
  id: string;
  mime: string;
  /** The extension a file of this kind should have. */
  extension: string;
}

type Magic = { bytes: (number | null)[]; offset?: number };

const t = (id: string, mime: string, extension: string): FileType => ({ id, mime, extension });
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const riff = (form: string): Magic => ({ bytes: [...ascii('RIFF'), null, null, null, null, ...ascii(form)] });

const AVIF = t('avif', 'image/avif', 'avif');
const HEIC = t('heic', 'image/heic', 'heic');
const HEIF = t('heic', 'image/heif', 'heif');
const MOV = t('mov', 'video/quicktime', 'mov');
const MP4 = t('mp4', 'video/mp4', 'mp4');
const SVG = t('svg', 'image/svg+xml', 'svg');
const PLAIN_TEXT = t('text', 'text/plain', 'txt');

/**
 * Checked in order; null matches any byte. PNG is known by its first four bytes: a PNG whose
 * signature was damaged further on (line endings converted in transit) is still a PNG, a damaged
 * one (see hasPngSignature).
 */
const SIGNATURES: { magic: Magic[]; type: FileType }[] = [
  { magic: [{ bytes: [0x89, ...ascii('PNG')] }], type: t('png', 'image/png', 'png') },
  { magic: [{ bytes: [0xff, 0xd8, 0xff] }], type: t('jpeg', 'image/jpeg', 'jpg') },
  { magic: [{ bytes: ascii('GIF8') }], type: t('gif', 'image/gif', 'gif') },
  { magic: [riff('WEBP')], type: t('webp', 'image/webp', 'webp') },
  { magic: [riff('WAVE')], type: t('wav', 'audio/wav', 'wav') },
  { magic: [riff('AVI ')], type: t('avi', 'video/x-msvideo', 'avi') },
  { magic: [{ bytes: ascii('%PDF-') }], type: t('pdf', 'application/pdf', 'pdf') },
  { magic: [{ bytes: [0x50, 0x4b, 0x03, 0x04] }, { bytes: [0x50, 0x4b, 0x05, 0x06] }], type: t('zip', 'application/zip', 'zip') },
  { magic: [{ bytes: [0x1f, 0x8b] }], type: t('gz', 'application/gzip', 'gz') },
  { magic: [{ bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] }], type: t('7z', 'application/x-7z-compressed', '7z') },
  { magic: [{ bytes: ascii('Rar!') }], type: t('rar', 'application/vnd.rar', 'rar') },
  { magic: [{ bytes: ascii('II*\0') }, { bytes: ascii('MM\0*') }], type: t('tiff', 'image/tiff', 'tif') },
  { magic: [{ bytes: [0x00, 0x00, 0x01, 0x00] }], type: t('ico', 'image/x-icon', 'ico') },
  // ISO base media ('ftyp' at 4): by its brands, see isoType.
  { magic: [{ bytes: [0x1a, 0x45, 0xdf, 0xa3] }], type: t('webm', 'video/webm', 'webm') },
  { magic: [{ bytes: ascii('ID3') }], type: t('mp3', 'audio/mpeg', 'mp3') },
  { magic: [{ bytes: ascii('OggS') }], type: t('ogg', 'audio/ogg', 'ogg') },
  { magic: [{ bytes: ascii('fLaC') }], type: t('flac', 'audio/flac', 'flac') },
  { magic: [{ bytes: ascii('wOFF') }], type: t('woff', 'font/woff', 'woff') },
  { magic: [{ bytes: ascii('wOF2') }], type: t('woff2', 'font/woff2', 'woff2') },
  { magic: [{ bytes: ascii('BM') }], type: t('bmp', 'image/bmp', 'bmp') },
  // JPEG XL: a bare codestream, or the ISO container's 12-byte signature box.
  { magic: [{ bytes: [0xff, 0x0a] }, { bytes: [0, 0, 0, 0x0c, ...ascii('JXL '), 0x0d, 0x0a, 0x87, 0x0a] }], type: t('jxl', 'image/jxl', 'jxl') },
];
/** Where the ISO base media types go in the order above (before WebM). */
const ISO_AT = SIGNATURES.findIndex((s) => s.type.id === 'webm');

/** Every kind the sniffer names, each once (HEIF twice: image/heic and image/heif). */
export const FILE_TYPES: readonly FileType[] = [...SIGNATURES.slice(0, ISO_AT).map((s) => s.type), AVIF, HEIC, HEIF, MOV, MP4, ...SIGNATURES.slice(ISO_AT).map((s) => s.type), SVG];

const matches = (data: Uint8Array, { bytes, offset = 0 }: Magic) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => b === null || data[offset + i] === b);

/** The kind its magic bytes say, or null (text, SVG and unknown binaries: see sniffText). */
export function sniffFileType(data: Uint8Array): FileType | null {
  for (const [i, { magic, type }] of SIGNATURES.entries()) {
    if (i === ISO_AT && isIso(data)) return isoType(data);
    if (magic.some((m) => matches(data, m))) return type;
  }
  return null;
}

/** The 8 bytes every PNG starts with. */
export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** Whether the whole 8-byte PNG signature is there, undamaged. */
export const hasPngSignature = (data: Uint8Array) => matches(data, { bytes: [...PNG_SIGNATURE] });

/** Text if it is valid UTF-8 without control characters other than tab, CR and LF; SVG when it starts like one. */
export function sniffText(data: Uint8Array): FileType | null {
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
  if (start.startsWith('<svg') || (start.startsWith('<?xml') && start.includes('<svg'))) return SVG;
  return PLAIN_TEXT;
}

// ISO base media files.

export type IsoImageFamily = 'avif' | 'heif';

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'heim', 'heis', 'hevc', 'hevx']);
/** Generic HEIF brands: such a file is image/heif; one that names its codec (heic, heix ...) is image/heic. */
const GENERIC_HEIF = new Set(['mif1', 'msf1']);
/** Enough for the ftyp of every file met so far (a dozen compatible brands). */
const FTYP_SNIFF_BYTES = 64;

const text = (b: Uint8Array, at: number) => String.fromCharCode(b[at], b[at + 1], b[at + 2], b[at + 3]);
const isIso = (b: Uint8Array) => b.length >= 8 && text(b, 4) === 'ftyp';

/** The major brand, the minor version (low-overhead 'mif3' files keep the real brand there) and the compatible brands. */
export function ftypBrands(b: Uint8Array): string[] {
  if (b.length < 16 || text(b, 4) !== 'ftyp') return [];
  const size = ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
  const end = Math.min(b.length, Math.max(16, size));
  const brands: string[] = [];
  for (let at = 8; at + 4 <= end; at += 4) brands.push(text(b, at));
  return brands;
}

export function isoImageFamily(b: Uint8Array): IsoImageFamily | null {
  const brands = ftypBrands(b);
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heif';
  return null;
}

function isoType(b: Uint8Array): FileType {
  const family = isoImageFamily(b);
  if (family === 'avif') return AVIF;
  if (family === 'heif') return GENERIC_HEIF.has(text(b, 8)) ? HEIF : HEIC;
  return b.length >= 12 && text(b, 8) === 'qt  ' ? MOV : MP4;
}

// Files the browser left untyped.

const HEIF_EXTENSIONS: Record<string, string> = { heic: 'image/heic', heif: 'image/heif', hif: 'image/heif', avif: 'image/avif' };

/**
 * The MIME type a file should have had: its own when the browser gave one, else the one its magic
 * bytes (the first FTYP_SNIFF_BYTES) or, failing that, its extension say. '' when none does.
 * Browsers often give .heic files an empty MIME type.
 */
export function sniffedImageType(type: string, name: string, head: Uint8Array): string {
  if (type) return type;
  const family = isoImageFamily(head);
  if (family) return family === 'avif' ? 'image/avif' : 'image/heic';
  return HEIF_EXTENSIONS[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? '';
}

/** The file with the MIME type its bytes or extension say, when the browser gave it none (many do for .heic). */
export async function withSniffedType(file: File): Promise<File> {
  if (file.type) return file;
  const head = new Uint8Array(await file.slice(0, FTYP_SNIFF_BYTES).arrayBuffer());
  const type = sniffedImageType('', file.name, head);
  return type ? new File([file], file.name, { type, lastModified: file.lastModified }) : file;
}
