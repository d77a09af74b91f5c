/**
 * ISO base media file format boxes (AVIF/HEIF): (32-bit size, 4-char type, payload), with a
 * 64-bit size when size is 1 and "to the end" when it is 0. Only the structure AVIF still images
 * use is walked: meta (a full box) > iinf/iloc/pitm/iprp > ipco (properties) + ipma (associations).
 */
import { FormatError, ascii, u32be } from './bytes';

export interface Box {
  type: string;
  start: number;
  end: number;
  /** Offset of the payload (after size, type and any 64-bit size). */
  dataStart: number;
  /** True when the size is stored in the 32-bit field (the only kind we rewrite). */
  compactSize: boolean;
}

export function parseBoxes(bytes: Uint8Array, start = 0, end = bytes.length): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = u32be(bytes, at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) throw new FormatError('Corrupt box: truncated 64-bit size');
      size = u32be(bytes, at + 8) * 2 ** 32 + u32be(bytes, at + 12);
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) throw new FormatError(`Corrupt box ${ascii(bytes, at + 4, 4)}: size runs past its parent`);
    boxes.push({ type: ascii(bytes, at + 4, 4), start: at, end: at + size, dataStart: at + header, compactSize: header === 8 });
    at += size;
  }
  return boxes;
}

/** Boxes whose payload starts with version + flags (4 bytes) before children or fields. */
const FULL_BOXES = new Set(['meta', 'iloc', 'ipma', 'pitm', 'iinf', 'iref']);

export const childrenOf = (bytes: Uint8Array, box: Box) =>
  parseBoxes(bytes, box.dataStart + (FULL_BOXES.has(box.type) ? 4 : 0), box.end);

export function findBox(boxes: readonly Box[], type: string): Box | undefined {
  return boxes.find((b) => b.type === type);
}

/** The boxes of an AVIF/HEIF file that describe its primary image. */
export interface HeifLayout {
  meta: Box;
  iprp: Box;
  ipco: Box;
  ipma: Box;
  iloc: Box | undefined;
  /** The primary item's id (pitm), 1 when the file has none. */
  primary: number;
  properties: Box[];
}

export function heifLayout(bytes: Uint8Array): HeifLayout {
  const meta = findBox(parseBoxes(bytes), 'meta');
  if (!meta) throw new FormatError('Not an AVIF/HEIF file: no meta box');
  const inMeta = childrenOf(bytes, meta);
  const iprp = findBox(inMeta, 'iprp');
  const ipco = iprp && findBox(childrenOf(bytes, iprp), 'ipco');
  const ipma = iprp && findBox(childrenOf(bytes, iprp), 'ipma');
  if (!iprp || !ipco || !ipma) throw new FormatError('Corrupt AVIF/HEIF: no item properties');
  const pitm = findBox(inMeta, 'pitm');
  const primary = pitm ? (bytes[pitm.dataStart] === 0 ? (bytes[pitm.dataStart + 4] << 8) | bytes[pitm.dataStart + 5] : u32be(bytes, pitm.dataStart + 4)) : 1;
  return { meta, iprp, ipco, ipma, iloc: findBox(inMeta, 'iloc'), primary, properties: childrenOf(bytes, ipco) };
}
