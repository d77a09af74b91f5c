/**
 * The editor's fields read from an image: EXIF first (what we write), then XMP, then IPTC. Text
 * that is stored in the Windows XP* tags is decoded from the raw bytes, because exifr guesses
 * their byte order from the first character and gets non-Latin text wrong.
 */
import { gpsPosition, xmpText } from './normalize';
import type { MetadataReadout } from './readMetadata';
import { decodeText, decodeUcs2, findEntry, type IfdEntry } from './tiffReader';

export const EDITABLE_KEYS = [
  'title', 'description', 'keywords', 'author', 'copyright', 'make', 'model',
  'iso', 'exposureTime', 'fNumber', 'focalLength', 'latitude', 'longitude',
] as const;

export type EditableKey = (typeof EDITABLE_KEYS)[number];
export type EditableMetadata = Record<EditableKey, string>;

export const TAG = {
  ImageDescription: 0x010e, Make: 0x010f, Model: 0x0110, Orientation: 0x0112, Artist: 0x013b, Copyright: 0x8298,
  XPTitle: 0x9c9b, XPComment: 0x9c9c, XPAuthor: 0x9c9d, XPKeywords: 0x9c9e,
  ExposureTime: 0x829a, FNumber: 0x829d, ISO: 0x8827, ExifVersion: 0x9000, FocalLength: 0x920a, ImageTitle: 0xa436,
  GPSVersionID: 0x0000, GPSLatitudeRef: 0x0001, GPSLatitude: 0x0002, GPSLongitudeRef: 0x0003, GPSLongitude: 0x0004,
} as const;

const text = (v: unknown): string | undefined => {
  const t = typeof v === 'number' ? String(v) : xmpText(v);
  return t?.trim() ? t.trim() : undefined;
};

const rawText = (entries: readonly IfdEntry[] | undefined, tag: number, ucs2 = false) => {
  const entry = entries && findEntry(entries, tag);
  if (!entry) return undefined;
  return (ucs2 ? decodeUcs2(entry.value) : decodeText(entry.value)) || undefined;
};

/** XP keywords are ';'-separated; the editor shows every keyword list as 'a, b, c'. */
export const splitKeywords = (list: string) => list.split(/[;,\n]/).map((k) => k.trim()).filter(Boolean);
const keywordList = (value: unknown) => {
  const t = Array.isArray(value) ? value.map(text).filter(Boolean).join(', ') : text(value);
  return t && splitKeywords(t).join(', ');
};

function formatExposure(seconds: number): string {
  if (seconds > 0 && seconds < 1) return `1/${Math.round(1 / seconds)}`;
  return String(Math.round(seconds * 1000) / 1000);
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Array.isArray(v) && typeof v[0] === 'number' ? v[0] : undefined);
const round = (v: number, digits: number) => String(Math.round(v * 10 ** digits) / 10 ** digits);

/** The values shown in the editor; '' where the image has nothing. */
export function readEditable({ raw, ifds }: MetadataReadout): EditableMetadata {
  const ifd0 = raw.ifd0 ?? {};
  const exif = raw.exif ?? {};
  const dc = raw.dc ?? {};
  const iptc = raw.iptc ?? {};
  const gps = gpsPosition(raw);
  const iso = num(exif.ISO);
  const exposure = num(exif.ExposureTime);
  const fNumber = num(exif.FNumber);
  const focal = num(exif.FocalLength);
  const values: Partial<EditableMetadata> = {
    title: rawText(ifds?.exif, TAG.ImageTitle) ?? rawText(ifds?.ifd0, TAG.XPTitle, true) ?? text(dc.title) ?? text(iptc.ObjectName) ?? text(raw.photoshop?.Headline),
    description: text(ifd0.ImageDescription) ?? rawText(ifds?.ifd0, TAG.XPComment, true) ?? text(dc.description) ?? text(iptc.Caption),
    keywords: keywordList(rawText(ifds?.ifd0, TAG.XPKeywords, true)) ?? keywordList(dc.subject) ?? keywordList(iptc.Keywords),
    author: text(ifd0.Artist) ?? rawText(ifds?.ifd0, TAG.XPAuthor, true) ?? keywordList(dc.creator) ?? text(iptc.Byline),
    copyright: text(ifd0.Copyright) ?? text(dc.rights) ?? text(iptc.CopyrightNotice),
    make: text(ifd0.Make),
    model: text(ifd0.Model),
    iso: iso === undefined ? undefined : String(iso),
    exposureTime: exposure === undefined ? undefined : formatExposure(exposure),
    fNumber: fNumber === undefined ? undefined : `f/${round(fNumber, 1)}`,
    focalLength: focal === undefined ? undefined : `${round(focal, 1)}mm`,
    latitude: gps ? gps.latitude.toFixed(6) : undefined,
    longitude: gps ? gps.longitude.toFixed(6) : undefined,
  };
  return Object.fromEntries(EDITABLE_KEYS.map((k) => [k, values[k] ?? ''])) as EditableMetadata;
}

