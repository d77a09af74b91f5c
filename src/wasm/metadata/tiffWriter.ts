/**
 * Writes a TIFF/EXIF block from IFD0, Exif and GPS entries: a header, then each IFD followed by
 * the values that do not fit in an entry, offsets word-aligned, entries sorted by tag as TIFF asks.
 */
import { concatBytes } from './bytes';
import { EXIF_POINTER, GPS_POINTER, TYPE, typeSize, type ByteOrder, type ExifIfds, type IfdEntry } from './tiffReader';

class Encoder {
  constructor(readonly little: boolean) {}
  u16(v: number): Uint8Array {
    const b = new Uint8Array(2);
    new DataView(b.buffer).setUint16(0, v, this.little);
    return b;
  }
  u32(v: number): Uint8Array {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setUint32(0, v >>> 0, this.little);
    return b;
  }
}

/** Entry builders in a block's byte order. */
export function entryFactory(order: ByteOrder) {
  const enc = new Encoder(order === 'II');
  return {
    short: (tag: number, values: number[]): IfdEntry => ({ tag, type: TYPE.SHORT, count: values.length, value: concatBytes(values.map((v) => enc.u16(v))) }),
    long: (tag: number, values: number[]): IfdEntry => ({ tag, type: TYPE.LONG, count: values.length, value: concatBytes(values.map((v) => enc.u32(v))) }),
    rational: (tag: number, values: [number, number][]): IfdEntry => ({
      tag,
      type: TYPE.RATIONAL,
      count: values.length,
      value: concatBytes(values.flatMap(([n, d]) => [enc.u32(n), enc.u32(d)])),
    }),
    /** UTF-8 text in an ASCII entry, NUL-terminated. */
    text: (tag: number, text: string): IfdEntry => {
      const value = concatBytes([new TextEncoder().encode(text), Uint8Array.of(0)]);
      return { tag, type: TYPE.ASCII, count: value.length, value };
    },
    /** Windows XP* tags: UCS-2 little-endian whatever the block's order, NUL-terminated. */
    ucs2: (tag: number, text: string): IfdEntry => {
      const value = new Uint8Array((text.length + 1) * 2);
      for (let i = 0; i < text.length; i++) {
        value[i * 2] = text.charCodeAt(i) & 0xff;
        value[i * 2 + 1] = text.charCodeAt(i) >> 8;
      }
      return { tag, type: TYPE.BYTE, count: value.length, value };
    },
    bytes: (tag: number, values: number[]): IfdEntry => ({ tag, type: TYPE.BYTE, count: values.length, value: Uint8Array.from(values) }),
  };
}

const IFD_HEADER = 2;
const ENTRY = 12;
const NEXT = 4;

const align = (n: number) => n + (n & 1);

/** Serialises one IFD placed at `at`; returns its bytes (entries + overflow values). */
function writeIfd(enc: Encoder, entries: IfdEntry[], at: number, next = 0): Uint8Array {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  let dataAt = at + IFD_HEADER + sorted.length * ENTRY + NEXT;
  const table: Uint8Array[] = [enc.u16(sorted.length)];
  const data: Uint8Array[] = [];
  for (const e of sorted) {
    table.push(enc.u16(e.tag), enc.u16(e.type), enc.u32(e.count));
    if (e.value.length <= 4) {
      const inline = new Uint8Array(4);
      inline.set(e.value);
      table.push(inline);
    } else {
      table.push(enc.u32(dataAt));
      const padded = align(e.value.length);
      const v = new Uint8Array(padded);
      v.set(e.value);
      data.push(v);
      dataAt += padded;
    }
  }
  table.push(enc.u32(next));
  return concatBytes([...table, ...data]);
}

function ifdSize(entries: IfdEntry[]): number {
  return IFD_HEADER + entries.length * ENTRY + NEXT + entries.reduce((s, e) => s + (e.value.length > 4 ? align(e.value.length) : 0), 0);
}

/** Builds the TIFF block; the Exif and GPS pointers are added when those IFDs have entries. */
export function writeTiff(ifds: ExifIfds): Uint8Array {
  const enc = new Encoder(ifds.order === 'II');
  const f = entryFactory(ifds.order);
  const pointers = (exifAt: number, gpsAt: number) => [
    ...(ifds.exif.length ? [f.long(EXIF_POINTER, [exifAt])] : []),
    ...(ifds.gps.length ? [f.long(GPS_POINTER, [gpsAt])] : []),
  ];
  const bad = [...ifds.ifd0, ...ifds.exif, ...ifds.gps].find((e) => e.value.length !== e.count * typeSize(e.type));
  if (bad) throw new Error(`EXIF entry 0x${bad.tag.toString(16)} has the wrong size`);
  // The pointer values do not change the size, so lay out with zeros first, then for real.
  const ifd0Size = ifdSize([...ifds.ifd0, ...pointers(0, 0)]);
  const exifAt = 8 + ifd0Size;
  const gpsAt = exifAt + (ifds.exif.length ? ifdSize(ifds.exif) : 0);
  const header = concatBytes([Uint8Array.from(ifds.order, (c) => c.charCodeAt(0)), enc.u16(42), enc.u32(8)]);
  return concatBytes([
    header,
    writeIfd(enc, [...ifds.ifd0, ...pointers(exifAt, gpsAt)], 8),
    ...(ifds.exif.length ? [writeIfd(enc, ifds.exif, exifAt)] : []),
    ...(ifds.gps.length ? [writeIfd(enc, ifds.gps, gpsAt)] : []),
  ]);
}

/** The smallest EXIF block that keeps a photo upright: IFD0 with only Orientation. */
export function orientationOnlyTiff(orientation: number, order: ByteOrder = 'MM'): Uint8Array {
  return writeTiff({ order, ifd0: [entryFactory(order).short(0x0112, [orientation])], exif: [], gps: [] });
}
