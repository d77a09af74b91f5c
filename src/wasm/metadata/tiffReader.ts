/**
 * Reads the raw entries of a TIFF/EXIF block (IFD0, the Exif sub-IFD and the GPS sub-IFD) so they
 * can be edited and written back. Values stay as bytes in the block's own byte order; entries
 * that point elsewhere in the old layout (sub-IFD, strip and thumbnail offsets) are left out,
 * because their offsets would be wrong in a rewritten block.
 */
import { FormatError } from './bytes';

export type ByteOrder = 'II' | 'MM';

export interface IfdEntry {
  tag: number;
  type: number;
  count: number;
  /** The value bytes, in the block's byte order. */
  value: Uint8Array;
}

export interface ExifIfds {
  order: ByteOrder;
  ifd0: IfdEntry[];
  exif: IfdEntry[];
  gps: IfdEntry[];
}

export const TYPE = { BYTE: 1, ASCII: 2, SHORT: 3, LONG: 4, RATIONAL: 5, UNDEFINED: 7, SRATIONAL: 10 } as const;
const TYPE_SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8, 13: 4, 129: 1 };

export const EXIF_POINTER = 0x8769;
export const GPS_POINTER = 0x8825;
/** Tags whose values are offsets into the old block (sub-IFDs, strips, tiles, thumbnail). */
const OFFSET_TAGS = new Set([EXIF_POINTER, GPS_POINTER, 0xa005, 0x0111, 0x0117, 0x0144, 0x0145, 0x014a, 0x0201, 0x0202]);

export const typeSize = (type: number) => TYPE_SIZE[type] ?? 0;

class TiffView {
  readonly view: DataView;
  readonly little: boolean;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const order = String.fromCharCode(bytes[0], bytes[1]);
    if (order !== 'II' && order !== 'MM') throw new FormatError('Not a TIFF block');
    this.little = order === 'II';
    if (this.u16(2) !== 42) throw new FormatError('Not a TIFF block');
  }
  u16 = (o: number) => this.view.getUint16(o, this.little);
  u32 = (o: number) => this.view.getUint32(o, this.little);
  get order(): ByteOrder {
    return this.little ? 'II' : 'MM';
  }
}

function readIfd(t: TiffView, offset: number): { entries: IfdEntry[]; pointers: Map<number, number> } {
  const entries: IfdEntry[] = [];
  const pointers = new Map<number, number>();
  if (offset < 8 || offset + 2 > t.bytes.length) return { entries, pointers };
  const n = t.u16(offset);
  for (let i = 0; i < n; i++) {
    const at = offset + 2 + i * 12;
    if (at + 12 > t.bytes.length) break;
    const tag = t.u16(at);
    const type = t.u16(at + 2);
    const count = t.u32(at + 4);
    const size = typeSize(type) * count;
    if (tag === EXIF_POINTER || tag === GPS_POINTER) pointers.set(tag, t.u32(at + 8));
    if (OFFSET_TAGS.has(tag) || typeSize(type) === 0) continue;
    const valueAt = size <= 4 ? at + 8 : t.u32(at + 8);
    if (valueAt + size > t.bytes.length) continue; // a broken entry: skip it, keep the rest
    entries.push({ tag, type, count, value: t.bytes.slice(valueAt, valueAt + size) });
  }
  return { entries, pointers };
}

/** Parses a TIFF block (the payload of an Exif APP1 after 'Exif\0\0', a PNG eXIf or a WebP EXIF chunk). */
export function readTiff(tiff: Uint8Array): ExifIfds {
  const t = new TiffView(tiff);
  const ifd0 = readIfd(t, t.u32(4));
  const exifAt = ifd0.pointers.get(EXIF_POINTER);
  const gpsAt = ifd0.pointers.get(GPS_POINTER);
  return {
    order: t.order,
    ifd0: ifd0.entries,
    exif: exifAt ? readIfd(t, exifAt).entries : [],
    gps: gpsAt ? readIfd(t, gpsAt).entries : [],
  };
}

/** Orientation (1..8) from IFD0, or 1 when absent or out of range. */
export function orientationOf(ifds: ExifIfds): number {
  const entry = ifds.ifd0.find((e) => e.tag === 0x0112);
  if (!entry || entry.value.length < 2) return 1;
  const v = ifds.order === 'II' ? entry.value[0] | (entry.value[1] << 8) : (entry.value[0] << 8) | entry.value[1];
  return v >= 1 && v <= 8 ? v : 1;
}

/** The Windows XP* tags (UCS-2 little-endian bytes), decoded properly whatever the first character is. */
export function decodeUcs2(value: Uint8Array): string {
  const units: number[] = [];
  for (let i = 0; i + 1 < value.length; i += 2) units.push(value[i] | (value[i + 1] << 8));
  return String.fromCharCode(...units).replace(/\0+$/, '').trim();
}

/** An ASCII/UTF-8 entry as text (EXIF writers in practice store UTF-8 in ASCII tags). */
export function decodeText(value: Uint8Array): string {
  return new TextDecoder().decode(value).replace(/\0+$/, '').trim();
}

export function findEntry(entries: readonly IfdEntry[], tag: number): IfdEntry | undefined {
  return entries.find((e) => e.tag === tag);
}
