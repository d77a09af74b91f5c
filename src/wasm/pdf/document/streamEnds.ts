/**
 * pdf-lib reads a stream whose /Length is an indirect object up to its `endstream` keyword and drops
 * the end of line before it. When the data's own last byte is a carriage return or a line feed,
 * that byte goes too: a Flate stream then lacks the last byte of its checksum, which every reader
 * forgives and our strict inflate does not (its page content could not be read, so none of the
 * file's fonts was subset). Here such a stream gets its bytes back from the file, up to the /Length
 * the file declares, when the bytes it lost are line ends.
 */
import { PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFContext } from '@cantoo/pdf-lib';

const isLineEnd = (byte: number) => byte === 0x0a || byte === 0x0d;

/** Where `part` first occurs in `whole`, or -1. */
function indexOf(whole: Uint8Array, part: Uint8Array): number {
  if (part.length === 0) return -1;
  const first = part[0];
  for (let at = whole.indexOf(first); at >= 0 && at + part.length <= whole.length; at = whole.indexOf(first, at + 1)) {
    let i = 1;
    while (i < part.length && whole[at + i] === part[i]) i++;
    if (i === part.length) return at;
  }
  return -1;
}

/** Restores the line ends pdf-lib cut from the end of streams of `bytes` (a file that is not encrypted); returns how many streams. */
export function restoreStreamEnds(context: PDFContext, bytes: Uint8Array): number {
  let restored = 0;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const length = object.dict.get(PDFName.of('Length'));
    if (!(length instanceof PDFRef)) continue;
    const declared = context.lookup(length);
    const missing = declared instanceof PDFNumber ? declared.asNumber() - object.contents.length : 0;
    if (missing !== 1 && missing !== 2) continue;
    const at = indexOf(bytes, object.contents);
    const end = at + object.contents.length + missing;
    if (at < 0 || end > bytes.length || !bytes.subarray(end - missing, end).every(isLineEnd)) continue;
    context.assign(ref, PDFRawStream.of(object.dict, bytes.slice(at, end)));
    restored += 1;
  }
  return restored;
}
