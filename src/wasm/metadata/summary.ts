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

export interface SummaryRow {
  label: string;
  value: string;
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

const row = (label: string, value: string): SummaryRow => ({ label, value, sensitive: isSensitiveName(label) });

const dateText = (value: unknown) => (value === undefined ? 'Not available' : formatValue(value));

function basicSummary(file: FileFacts): SummaryRow[] {
  return [
    row('File Name', file.name),
    row('File Size', sizeInKB(file.size)),
    row('File Type', file.type || 'Unknown'),
    row('Last Modified', new Date(file.lastModified).toLocaleString('en-US')),
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
    row('Date Created', dateText(dateCreated(raw))),
    row('Date Modified', dateText(dateModified(raw))),
    row('GPS Latitude', gps ? gps.latitude.toFixed(6) : 'Not available'),
    row('GPS Longitude', gps ? gps.longitude.toFixed(6) : 'Not available'),
    row('Persons In Image', persons.length ? persons.join(', ') : 'None'),
    row('Face Regions Detected', String(faces)),
    row('Contains Sensitive Tags', sensitive ? 'Yes' : 'No'),
  ];
  return { rows, tags, readable: true };
}

export const unreadableSummary = (file: FileFacts): MetadataView => ({ rows: basicSummary(file), tags: [], readable: false });

const removalStatus = (count: number) => `Metadata removed from ${count} file(s)`;

export function afterRemovalSummary(output: FileFacts, processedCount: number): SummaryRow[] {
  return [
    row('File Name', output.name),
    row('File Size', sizeInKB(output.size)),
    row('File Type', output.type),
    row('Status', removalStatus(processedCount)),
  ];
}
