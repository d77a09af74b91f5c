/**
 * The decoded bytes of content: one stream, or a page's /Contents (a stream or an array of them,
 * joined on a whitespace boundary). Shared by the image sizer and the font subsetter's glyph scan.
 */
import { PDFArray, PDFFlateStream, PDFName, PDFRawStream, PDFStream, decodePDFRawStream, type PDFDocument, type PDFObject } from '@cantoo/pdf-lib';
import { inflateStream } from './inflate';
import { joinedOnce } from './contentOperations';

/**
 * The decoded bytes of a stream (content streams use general filters, never DCT). A Flate stream is
 * inflated within the stream budget: a bomb throws, and its readers fall back or give up safely.
 * The result may be shared (see `inflateStream`): read it, never change it.
 */
export function streamBytes(stream: PDFStream): Uint8Array {
  if (stream instanceof PDFRawStream && stream.dict.lookup(PDFName.of('Filter')) === PDFName.of('FlateDecode') && !stream.dict.has(PDFName.of('DecodeParms'))) {
    const plain = inflateStream(stream.contents);
    if (!plain) throw new Error('Content stream over budget');
    return plain;
  }
  if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
  // Streams pdf-lib built itself (e.g. a page drawn on before saving) keep their plain bytes.
  if (stream instanceof PDFFlateStream) return stream.getUnencodedContents();
  return stream.getContents();
}

/** A page's whole content: every part of /Contents in order. */
export function pageContent(doc: PDFDocument, contents: PDFObject | undefined): Uint8Array {
  const parts = (contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [])
    .map((part) => doc.context.lookup(part))
    .filter((part): part is PDFStream => part instanceof PDFStream)
    .map(streamBytes);
  const join = () => {
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length + 1, 0));
    let offset = 0;
    for (const part of parts) {
      out.set(part, offset);
      out[offset + part.length] = 0x0a; // content parts join on a whitespace boundary
      offset += part.length + 1;
    }
    return out;
  };
  // One stream (most pages): the same joined bytes for every pass of a compression run.
  return parts.length === 1 ? joinedOnce(parts[0], join) : join();
}
