/**
 * Which image family an ISO base media file (the 'ftyp' box first) belongs to, from its brands.
 * Browsers often give .heic files an empty MIME type, so the bytes decide: AVIF (AV1-coded, the
 * browser decodes it) or HEIF/HEIC (HEVC-coded or generic HEIF, libheif decodes it). A file that
 * names an AVIF brand anywhere is AVIF even when it also claims the generic 'mif1'.
 */
export type IsoImageFamily = 'avif' | 'heif';

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'heim', 'heis', 'hevc', 'hevx']);
/** Enough for the ftyp of every file met so far (a dozen compatible brands). */
export const FTYP_SNIFF_BYTES = 64;

const text = (b: Uint8Array, at: number) => String.fromCharCode(b[at], b[at + 1], b[at + 2], b[at + 3]);

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

const HEIF_EXTENSIONS: Record<string, string> = { heic: 'image/heic', heif: 'image/heif', hif: 'image/heif', avif: 'image/avif' };

/**
 * The MIME type a file should have had: its own when the browser gave one, else the one its magic
 * bytes (the first FTYP_SNIFF_BYTES) or, failing that, its extension say. '' when none does.
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
