/**
 * The pdf-lib fork decrypts each literal string of an encrypted file into its raw bytes but keeps it
 * a literal string without escaping them, so a decrypted ')' or '\' would end or break the string
 * when the file is written. Rewritten as hex strings, the same bytes are safe. Objects that sat in
 * object streams were never encrypted on their own (the stream was), so their strings are left be.
 */
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFStream,
  PDFString,
  decodePDFRawStream,
  type PDFContext,
  type PDFObject,
} from '@cantoo/pdf-lib';

function hexOf(text: PDFString): PDFHexString {
  let hex = '';
  for (const char of text.asString()) hex += (char.charCodeAt(0) & 0xff).toString(16).padStart(2, '0');
  return PDFHexString.of(hex);
}

/** The same object with every literal string (in any depth of direct dictionaries and arrays) as hex. */
function rewritten(object: PDFObject): PDFObject {
  if (object instanceof PDFString) return hexOf(object);
  const dict = object instanceof PDFStream ? object.dict : object;
  if (dict instanceof PDFDict) for (const [key, value] of dict.entries()) dict.set(key, rewritten(value));
  if (object instanceof PDFArray) for (let i = 0; i < object.size(); i++) object.set(i, rewritten(object.get(i)));
  return object;
}

/** Object numbers stored inside object streams (from each stream's header of number/offset pairs). */
function packedObjectNumbers(context: PDFContext): Set<number> {
  const packed = new Set<number>();
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.lookup(PDFName.of('Type')) !== PDFName.of('ObjStm')) continue;
    const first = object.dict.lookup(PDFName.of('First'));
    if (!(first instanceof PDFNumber)) continue;
    try {
      const header = decodePDFRawStream(object).decode().subarray(0, first.asNumber());
      const numbers = new TextDecoder('latin1').decode(header).trim().split(/\s+/);
      for (let i = 0; i < numbers.length; i += 2) packed.add(Number(numbers[i]));
    } catch {
      // an unreadable object stream contributed no objects either
    }
  }
  return packed;
}

export function escapeDecryptedStrings(context: PDFContext): void {
  const packed = packedObjectNumbers(context);
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (packed.has(ref.objectNumber)) continue;
    const next = rewritten(object);
    if (next !== object) context.assign(ref, next);
  }
}
