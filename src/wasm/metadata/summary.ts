/**
 * The remover's display: the spec's summary keys (File Name ... Contains Sensitive Tags) plus
 * every tag found, and the shorter after-removal summary. Pure: the caller supplies file facts.
 */
import { dateCreated, dateModified, faceRegions, formatValue, gpsPosition, isSensitiveName, personsInImage, tagRows, type TagRow } from './normalize';
import type { RawMetadata } from './readMetadata';

export interface FileFacts {
  name: string;
  size: number;
  type: string;
  lastModified: number;
}

/** What a summary row is, for a page that words it in its own language (`label` is the English). */
type SummaryKey =
  | 'fileName'
  | 'fileSize'
  | 'fileType'
  | 'lastModified'
  | 'dateCreated'
  | 'dateModified'
  | 'gpsLatitude'
  | 'gpsLongitude'
  | 'personsInImage'
  | 'faceRegions'
  | 'containsSensitive'
  | 'status';

/** A value that is a word rather than data, for a page that words it in its own language. */
type SummaryWord = 'notAvailable' | 'unknown' | 'none' | 'yes' | 'no';

export interface SummaryRow {
  key: SummaryKey;
  label: string;
  value: string;
  /** Set when `value` is one of the summary's words (English in `value`). */
  word?: SummaryWord;
  /** The status row's count of processed files. */
  count?: number;
  sensitive: boolean;
}

export interface MetadataView {
  rows: SummaryRow[];
  tags: TagRow[];
  /** False when the metadata could not be read (the basic summary only). */
  readable: boolean;
}

/** The spec's size display for this tool: KB with 2 decimals. */
export const sizeInKB = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

const row = (key: SummaryKey, label: string, value: string | [SummaryWord, string], more: Partial<SummaryRow> = {}): SummaryRow => ({
  key,
  label,
  ...(typeof value === 'string' ? { value } : { value: value[1], word: value[0] }),
  ...more,
  sensitive: isSensitiveName(label),
});

const NOT_AVAILABLE: [SummaryWord, string] = ['notAvailable', 'Not available'];

const dateText = (value: unknown) => (value === undefined ? NOT_AVAILABLE : formatValue(value));

function basicSummary(file: FileFacts): SummaryRow[] {
  return [
    row('fileName', 'File Name', file.name),
    row('fileSize', 'File Size', sizeInKB(file.size)),
    row('fileType', 'File Type', file.type || ['unknown', 'Unknown']),
    row('lastModified', 'Last Modified', new Date(file.lastModified).toLocaleString('en-US')),
  ];
}

/** Whether a tag name (with its group) is one of the spec's sensitive kinds. */
export const isSensitiveTag = (tag: TagRow) => isSensitiveName(`${tag.group}:${tag.key}`);

export function metadataSummary(file: FileFacts, raw: RawMetadata): MetadataView {
  const gps = gpsPosition(raw);
  const persons = personsInImage(raw);
  const faces = faceRegions(raw).length;
  const tags = tagRows(raw);
  const sensitive = gps !== null || persons.length > 0 || faces > 0 || tags.some(isSensitiveTag);
  const rows = [
    ...basicSummary(file),
    row('dateCreated', 'Date Created', dateText(dateCreated(raw))),
    row('dateModified', 'Date Modified', dateText(dateModified(raw))),
    row('gpsLatitude', 'GPS Latitude', gps ? gps.latitude.toFixed(6) : NOT_AVAILABLE),
    row('gpsLongitude', 'GPS Longitude', gps ? gps.longitude.toFixed(6) : NOT_AVAILABLE),
    row('personsInImage', 'Persons In Image', persons.length ? persons.join(', ') : ['none', 'None']),
    row('faceRegions', 'Face Regions Detected', String(faces)),
    row('containsSensitive', 'Contains Sensitive Tags', sensitive ? ['yes', 'Yes'] : ['no', 'No']),
  ];
  return { rows, tags, readable: true };
}

export const unreadableSummary = (file: FileFacts): MetadataView => ({ rows: basicSummary(file), tags: [], readable: false });

const removalStatus = (count: number) => `Metadata removed from ${count} file(s)`;

export function afterRemovalSummary(output: FileFacts, processedCount: number): SummaryRow[] {
  return [
    row('fileName', 'File Name', output.name),
    row('fileSize', 'File Size', sizeInKB(output.size)),
    row('fileType', 'File Type', output.type),
    row('status', 'Status', removalStatus(processedCount), { count: processedCount }),
  ];
}
