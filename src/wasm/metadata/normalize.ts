/**
 * Turns exifr's nested output into plain facts: XMP one-item lists become arrays, language
 * alternatives become text, face regions (MWG and Microsoft) and people are counted, and every tag
 * becomes a display row.
 */
import type { RawMetadata } from './readMetadata';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Uint8Array) && !(v instanceof Date);

/** exifr returns a one-item XMP list as the item itself; this makes every list a list. */
export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Text of an XMP value: plain text, a language alternative ({lang, value}) or a list of those. */
export function xmpText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const texts = value.map(xmpText).filter((t): t is string => !!t);
    return texts.length ? texts.join(', ') : undefined;
  }
  if (isObj(value) && 'value' in value) return xmpText(value.value);
  return undefined;
}

export interface FaceRegion {
  name?: string;
  type?: string;
}

/** MWG regions (mwg-rs:Regions/RegionList) and Microsoft Photo regions (MPRI / MP RegionInfo). */
export function faceRegions(raw: RawMetadata): FaceRegion[] {
  const mwg = raw['mwg-rs']?.Regions;
  const mwgList = isObj(mwg) ? asArray(mwg.RegionList) : [];
  const mp = raw.MP?.RegionInfo;
  const mpList = isObj(mp) ? asArray(mp.Regions) : [];
  const regions = [...mwgList, ...mpList].filter(isObj);
  return regions
    .map((r) => ({ name: xmpText(r.Name ?? r.PersonDisplayName), type: xmpText(r.Type) }))
    .filter((r) => r.type === undefined || /face/i.test(r.type));
}

/** Named people: IPTC Extension PersonInImage plus the names of face regions. */
export function personsInImage(raw: RawMetadata): string[] {
  const listed = asArray(raw.Iptc4xmpExt?.PersonInImage).map(xmpText);
  const named = faceRegions(raw).map((r) => r.name);
  return [...new Set([...listed, ...named].filter((n): n is string => !!n))];
}

/** Latitude/longitude in signed decimal degrees (exifr adds them to the GPS block). */
export function gpsPosition(raw: RawMetadata): { latitude: number; longitude: number } | null {
  const { latitude, longitude } = raw.gps ?? {};
  return typeof latitude === 'number' && typeof longitude === 'number' && Number.isFinite(latitude) && Number.isFinite(longitude)
    ? { latitude, longitude }
    : null;
}

const firstDefined = (...values: unknown[]) => values.find((v) => v !== undefined && v !== null && v !== '');

/** The capture date: original date, create date or media create date, from EXIF or XMP. */
export const dateCreated = (raw: RawMetadata) =>
  firstDefined(raw.exif?.DateTimeOriginal, raw.exif?.CreateDate, raw.xmp?.CreateDate, raw.xap?.CreateDate, raw.exif?.MediaCreateDate, raw.photoshop?.DateCreated, raw.iptc?.DateCreated);

export const dateModified = (raw: RawMetadata) => firstDefined(raw.ifd0?.ModifyDate, raw.xmp?.ModifyDate, raw.xap?.ModifyDate);

export interface TagRow {
  /** The segment or XMP namespace (ifd0, exif, gps, iptc, dc, mwg-rs ...). */
  group: string;
  key: string;
  value: string;
}

const MAX_VALUE = 160;

/** A short human-readable form of any exifr value. */
export function formatValue(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(+value) ? 'Invalid date' : value.toLocaleString('en-US');
  if (value instanceof Uint8Array) return `(${value.length} bytes)`;
  if (typeof value === 'number') return String(Math.round(value * 1e6) / 1e6);
  if (Array.isArray(value)) return truncate(value.map(formatValue).join(', '));
  if (isObj(value)) {
    const text = xmpText(value);
    if (text !== undefined) return truncate(text);
    return truncate(Object.entries(value).map(([k, v]) => `${k}: ${formatValue(v)}`).join('; '));
  }
  return truncate(String(value));
}

const truncate = (text: string) => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text);

/** Segments that only describe the file container, not the photo or its author. */
const SKIPPED_GROUPS = new Set(['ifd1', 'thumbnail']);

/** Every tag exifr found, one row each. */
export function tagRows(raw: RawMetadata): TagRow[] {
  return Object.entries(raw)
    .filter(([group]) => !SKIPPED_GROUPS.has(group))
    .flatMap(([group, tags]) =>
      Object.entries(tags)
        .filter(([, v]) => v !== undefined && v !== null && v !== '')
        .map(([key, value]) => ({ group, key, value: formatValue(value) })),
    );
}

const SENSITIVE = /gps|location|latitude|longitude|face|region|person|subject/i;

/** The spec's sensitive-field rule: names matching gps, location, latitude, longitude, face, region, person or subject. */
export const isSensitiveName = (name: string) => SENSITIVE.test(name);
