/**
 * The editor's values applied to the EXIF entries: the existing entries are kept, the edited ones
 * replaced (or removed when emptied). Also the check of the values as they are typed (the editor's
 * machine asks it on every change, so this stays apart from the file writing in ./writeEdits.ts).
 */
import { EDITABLE_KEYS, TAG, splitKeywords, type EditableMetadata } from './editableFields';
import type { ExifIfds, IfdEntry } from './tiffReader';
import { entryFactory } from './tiffWriter';
import { parseDecimal, parseExposure, parseGps, parseIso, toDms, toRational } from './valueParsers';

type Ifd = 'ifd0' | 'exif' | 'gps';

class EntryList {
  constructor(readonly ifds: ExifIfds) {}
  set(ifd: Ifd, entry: IfdEntry | null, tag: number) {
    const list = this.ifds[ifd].filter((e) => e.tag !== tag);
    this.ifds[ifd] = entry ? [...list, entry] : list;
  }
}

/** Applies the edited values to a copy of the EXIF entries. Throws a readable Error on a bad value. */
export function applyEdits(source: ExifIfds | null, edits: EditableMetadata): ExifIfds {
  const ifds: ExifIfds = source
    ? { order: source.order, ifd0: [...source.ifd0], exif: [...source.exif], gps: [...source.gps] }
    : { order: 'II', ifd0: [], exif: [], gps: [] };
  const f = entryFactory(ifds.order);
  const list = new EntryList(ifds);
  const v = Object.fromEntries(EDITABLE_KEYS.map((k) => [k, (edits[k] ?? '').trim()])) as EditableMetadata;
  const textTag = (ifd: Ifd, tag: number, value: string) => list.set(ifd, value ? f.text(tag, value) : null, tag);
  const ucs2Tag = (tag: number, value: string) => list.set('ifd0', value ? f.ucs2(tag, value) : null, tag);

  ucs2Tag(TAG.XPTitle, v.title);
  textTag('exif', TAG.ImageTitle, v.title);
  textTag('ifd0', TAG.ImageDescription, v.description);
  ucs2Tag(TAG.XPComment, v.description);
  ucs2Tag(TAG.XPKeywords, splitKeywords(v.keywords).join('; '));
  textTag('ifd0', TAG.Artist, v.author);
  ucs2Tag(TAG.XPAuthor, v.author);
  textTag('ifd0', TAG.Copyright, v.copyright);
  textTag('ifd0', TAG.Make, v.make);
  textTag('ifd0', TAG.Model, v.model);

  list.set('exif', v.iso ? f.short(TAG.ISO, [parseIso(v.iso)]) : null, TAG.ISO);
  list.set('exif', v.exposureTime ? f.rational(TAG.ExposureTime, [parseExposure(v.exposureTime)]) : null, TAG.ExposureTime);
  const fNumber = v.fNumber.replace(/^f\s*\/?\s*/i, '');
  list.set('exif', fNumber ? f.rational(TAG.FNumber, [toRational(parseDecimal(fNumber, 'F-Number'))]) : null, TAG.FNumber);
  const focal = v.focalLength.replace(/\s*mm$/i, '');
  list.set('exif', focal ? f.rational(TAG.FocalLength, [toRational(parseDecimal(focal, 'Focal Length'))]) : null, TAG.FocalLength);
  if (ifds.exif.length && !ifds.exif.some((e) => e.tag === TAG.ExifVersion)) {
    list.set('exif', { tag: TAG.ExifVersion, type: 7, count: 4, value: Uint8Array.from('0232', (c) => c.charCodeAt(0)) }, TAG.ExifVersion);
  }
  applyGps(list, f, v.latitude, v.longitude);
  return ifds;
}

function applyGps(list: EntryList, f: ReturnType<typeof entryFactory>, latitude: string, longitude: string) {
  const lat = latitude ? parseGps(latitude, 90, 'GPS Latitude') : null;
  const lon = longitude ? parseGps(longitude, 180, 'GPS Longitude') : null;
  if ((lat === null) !== (lon === null)) throw new Error('Enter both GPS Latitude and GPS Longitude, or neither.');
  const tags = [TAG.GPSLatitudeRef, TAG.GPSLatitude, TAG.GPSLongitudeRef, TAG.GPSLongitude];
  if (lat === null || lon === null) {
    tags.forEach((t) => list.set('gps', null, t));
    if (list.ifds.gps.every((e) => e.tag === TAG.GPSVersionID)) list.ifds.gps = [];
    return;
  }
  if (!list.ifds.gps.some((e) => e.tag === TAG.GPSVersionID)) list.set('gps', f.bytes(TAG.GPSVersionID, [2, 3, 0, 0]), TAG.GPSVersionID);
  list.set('gps', f.text(TAG.GPSLatitudeRef, lat < 0 ? 'S' : 'N'), TAG.GPSLatitudeRef);
  list.set('gps', f.rational(TAG.GPSLatitude, toDms(lat)), TAG.GPSLatitude);
  list.set('gps', f.text(TAG.GPSLongitudeRef, lon < 0 ? 'W' : 'E'), TAG.GPSLongitudeRef);
  list.set('gps', f.rational(TAG.GPSLongitude, toDms(lon)), TAG.GPSLongitude);
}

/** The first problem with the values (a message for a toast), or null when they can be written. */
export function editProblem(edits: EditableMetadata): string | null {
  try {
    applyEdits(null, edits);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
