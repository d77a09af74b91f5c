/**
 * Bi-level images (scanned text and line art, 1 bit per pixel) stored as CCITT fax become JBIG2,
 * losslessly, at every level: the same pixels in fewer bytes (see jbig2Generic.ts). The image's
 * dictionary keeps everything but its filter: /ImageMask, /Decode and the colour space mean the
 * same, since JBIG2Decode gives the PDF its samples exactly as CCITTFaxDecode did.
 */
import { PDFArray, PDFBool, PDFDict, PDFName, PDFNumber, PDFRawStream, type PDFContext, type PDFRef } from '@cantoo/pdf-lib';
import { IMAGE_PIXEL_BUDGET } from '../../document/inflate';
import { decodeCcitt, type CcittParams } from './ccitt';
import { encodeJbig2 } from './jbig2Generic';

/** A replacement must save at least this much. */
const REPLACE_BELOW = 0.95;

const numberIn = (dict: PDFDict | undefined, key: string, fallback: number) => {
  const value = dict?.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : fallback;
};
const flagIn = (dict: PDFDict | undefined, key: string) => dict?.lookup(PDFName.of(key)) === PDFBool.True;

/** The CCITT parameters of a one-filter CCITT image, or null when it is anything else. */
function ccittParams(stream: PDFRawStream): CcittParams | null {
  const dict = stream.dict;
  let filter = dict.lookup(PDFName.of('Filter'));
  let parms = dict.lookup(PDFName.of('DecodeParms'));
  if (filter instanceof PDFArray) {
    if (filter.size() !== 1) return null;
    filter = filter.lookup(0);
    parms = parms instanceof PDFArray ? parms.lookup(0) : parms;
  }
  if (filter !== PDFName.of('CCITTFaxDecode') && filter !== PDFName.of('CCF')) return null;
  const params = parms instanceof PDFDict ? parms : undefined;
  const width = numberIn(dict, 'Width', 0);
  const height = numberIn(dict, 'Height', 0);
  const columns = numberIn(params, 'Columns', 1728);
  const rows = numberIn(params, 'Rows', height);
  // The image must be exactly what the code holds; a mismatch is left to the readers' own habits.
  if (columns !== width || rows !== height || !(width > 0 && height > 0) || width * height > IMAGE_PIXEL_BUDGET * 8) return null;
  const bits = dict.lookup(PDFName.of('BitsPerComponent'));
  if (!flagIn(dict, 'ImageMask') && !(bits instanceof PDFNumber && bits.asNumber() === 1)) return null;
  return { k: numberIn(params, 'K', 0), columns, rows, blackIs1: flagIn(params, 'BlackIs1'), encodedByteAlign: flagIn(params, 'EncodedByteAlign') };
}

/** Re-codes one CCITT image as JBIG2 when that is smaller; true when it was replaced. */
function recodeBilevel(context: PDFContext, ref: PDFRef, stream: PDFRawStream): boolean {
  const params = ccittParams(stream);
  if (!params) return false;
  let samples: Uint8Array;
  try {
    samples = decodeCcitt(stream.contents, params);
  } catch {
    return false; // damaged or unusual code: kept exactly as it is
  }
  // JBIG2's 1 is the PDF's 0: JBIG2Decode hands the PDF the inverse of the bitmap it decodes.
  for (let i = 0; i < samples.length; i++) samples[i] ^= 0xff;
  const jbig2 = encodeJbig2(samples, params.columns, params.rows);
  if (jbig2.length >= stream.contents.length * REPLACE_BELOW) return false;
  const dict = stream.dict.clone(context);
  dict.delete(PDFName.of('DecodeParms'));
  dict.delete(PDFName.of('Length'));
  dict.set(PDFName.of('Filter'), PDFName.of('JBIG2Decode'));
  context.assign(ref, PDFRawStream.of(dict, jbig2));
  return true;
}

/** Every CCITT image of the document; returns how many became JBIG2. */
export function recodeBilevelImages(context: PDFContext): number {
  let replaced = 0;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (recodeBilevel(context, ref, object)) replaced += 1;
  }
  return replaced;
}
