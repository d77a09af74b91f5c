/**
 * Metadata removal from an AVIF (or any HEIF) file without touching the image: the EXIF and XMP
 * items are taken out of iinf, iloc, iref and ipma, and their bytes are zeroed where they lie. The
 * meta box keeps its size (a 'free' box takes up what the items' entries used), so every offset
 * in the file stays true and the image data is copied byte for byte. The colour profile ('colr')
 * and every image property stay.
 */
import { FormatError, concatBytes, u16be, u16beBytes, u32be, u32beBytes } from './bytes';
import { heifItems } from './heifExif';
import { childrenOf, findBox, parseBoxes, type Box } from './isobmff';

const box = (type: string, ...parts: Uint8Array[]): Uint8Array => {
  const payload = concatBytes(parts);
  return concatBytes([u32beBytes(payload.length + 8), Uint8Array.from(type, (c) => c.charCodeAt(0)), payload]);
};

const slice = (b: Uint8Array, from: number, to: number) => b.slice(from, to);

/** iinf without the removed items' infe boxes. */
function rewriteIinf(b: Uint8Array, iinf: Box, keep: (entry: Box) => boolean): Uint8Array {
  const version = b[iinf.dataStart];
  const countSize = version === 0 ? 2 : 4;
  const entries = parseBoxes(b, iinf.dataStart + 4 + countSize, iinf.end).filter(keep);
  const count = countSize === 2 ? u16beBytes(entries.length) : u32beBytes(entries.length);
  return box('iinf', slice(b, iinf.dataStart, iinf.dataStart + 4), count, ...entries.map((e) => slice(b, e.start, e.end)));
}

/** iloc without the removed items' entries (the others copied as they are). */
function rewriteIloc(b: Uint8Array, iloc: Box, entries: { entryStart: number; entryEnd: number }[]): Uint8Array {
  const version = b[iloc.dataStart];
  const head = slice(b, iloc.dataStart, iloc.dataStart + 6);
  const count = version < 2 ? u16beBytes(entries.length) : u32beBytes(entries.length);
  return box('iloc', head, count, ...entries.map((e) => slice(b, e.entryStart, e.entryEnd)));
}

/** iref without references from the removed items, and without them among the targets. */
function rewriteIref(b: Uint8Array, iref: Box, removed: Set<number>): Uint8Array {
  const wide = b[iref.dataStart] !== 0;
  const idSize = wide ? 4 : 2;
  const readId = (at: number) => (wide ? u32be(b, at) : u16be(b, at));
  const idBytes = (id: number) => (wide ? u32beBytes(id) : u16beBytes(id));
  const kept: Uint8Array[] = [];
  for (const reference of childrenOf(b, iref)) {
    const from = readId(reference.dataStart);
    if (removed.has(from)) continue;
    const count = u16be(b, reference.dataStart + idSize);
    const targets: number[] = [];
    for (let i = 0; i < count; i++) targets.push(readId(reference.dataStart + idSize + 2 + i * idSize));
    const left = targets.filter((id) => !removed.has(id));
    if (left.length === 0) continue;
    kept.push(box(reference.type, idBytes(from), u16beBytes(left.length), ...left.map(idBytes)));
  }
  return box('iref', slice(b, iref.dataStart, iref.dataStart + 4), ...kept);
}

/** ipma without the removed items' associations (metadata items seldom have any). */
function rewriteIpma(b: Uint8Array, ipma: Box, removed: Set<number>): Uint8Array {
  const version = b[ipma.dataStart];
  const wideIndex = (b[ipma.dataStart + 3] & 1) === 1;
  const count = u32be(b, ipma.dataStart + 4);
  let at = ipma.dataStart + 8;
  const kept: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const start = at;
    const id = version < 1 ? u16be(b, at) : u32be(b, at);
    at += version < 1 ? 2 : 4;
    const associations = b[at];
    at += 1 + associations * (wideIndex ? 2 : 1);
    if (at > ipma.end) throw new FormatError('Corrupt ipma: entries run past the box');
    if (!removed.has(id)) kept.push(slice(b, start, at));
  }
  return box('ipma', slice(b, ipma.dataStart, ipma.dataStart + 4), u32beBytes(kept.length), ...kept);
}

/**
 * The file without its EXIF and XMP items, the same length as the input; the input itself (a
 * copy) when it has none. Throws FormatError on a structure it cannot rewrite safely.
 */
export function stripHeifMetadata(source: Uint8Array): Uint8Array {
  const items = heifItems(source);
  if (!items) throw new FormatError('Not an AVIF/HEIF file with items: no meta, iinf or iloc box');
  const removed = new Set(items.infos.filter((item) => item.kind !== null).map((item) => item.id));
  if (removed.size === 0) return source.slice();
  const { meta, inMeta } = items;
  if (!meta.compactSize) throw new FormatError('The meta box has a 64-bit size');
  // Zero the items' bytes first (in the file, or in idat), then rebuild meta from the zeroed copy.
  const b = source.slice();
  const idat = findBox(inMeta, 'idat');
  for (const location of items.locations.filter((l) => removed.has(l.id))) {
    if (location.method > 1 || (location.method === 1 && !idat)) throw new FormatError('A metadata item is stored in a way we do not rewrite');
    const origin = location.method === 1 && idat ? idat.dataStart : 0;
    for (const [start, end] of location.extents) {
      if (origin + end > b.length) throw new FormatError('Corrupt iloc: an item runs past the file');
      b.fill(0, origin + start, origin + end);
    }
  }
  const children: Uint8Array[] = [];
  for (const child of inMeta) {
    if (child.type === 'iinf') children.push(rewriteIinf(b, child, (entry) => entry.type !== 'infe' || !items.infos.some((i) => i.box.start === entry.start && removed.has(i.id))));
    else if (child.type === 'iloc') children.push(rewriteIloc(b, child, items.locations.filter((l) => !removed.has(l.id))));
    else if (child.type === 'iref') children.push(rewriteIref(b, child, removed));
    else if (child.type === 'iprp') {
      const parts = childrenOf(b, child).map((part) => (part.type === 'ipma' ? rewriteIpma(b, part, removed) : slice(b, part.start, part.end)));
      children.push(box('iprp', ...parts));
    } else children.push(slice(b, child.start, child.end));
  }
  const body = concatBytes([slice(b, meta.dataStart, meta.dataStart + 4), ...children]);
  const spare = meta.end - meta.start - 8 - body.length;
  if (spare !== 0 && spare < 8) throw new FormatError('No room for a free box in the rewritten meta box');
  const rewritten = box('meta', body, spare > 0 ? box('free', new Uint8Array(spare - 8)) : new Uint8Array(0));
  const out = concatBytes([b.subarray(0, meta.start), rewritten, b.subarray(meta.end)]);
  if (out.length !== source.length) throw new FormatError('The rewritten file changed size');
  return out;
}
