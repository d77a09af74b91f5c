/**
 * A TrueType program that must keep every glyph (a form field types with it, or we cannot tell
 * which glyphs the document draws) still carries text no reader draws: licence, description,
 * designer and URL strings in its name table (often kilobytes, in two platforms), and a digital
 * signature that any change voids. This keeps the naming records readers and font tools look at
 * (IDs 0 to 6: copyright, family, style, unique id, full name, version, PostScript name), in
 * Windows English when the font has them, and drops DSIG. Glyphs, metrics, cmap and hinting stay.
 */
import { rewriteSfnt } from './sfnt';

const KEPT_IDS = 6;

function trimmedName(data: Uint8Array): Uint8Array | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const count = view.getUint16(2);
  const storage = view.getUint16(4);
  const records: { platform: number; encoding: number; language: number; id: number; text: Uint8Array }[] = [];
  for (let n = 0; n < count; n++) {
    const at = 6 + 12 * n;
    const length = view.getUint16(at + 8);
    const offset = storage + view.getUint16(at + 10);
    if (offset + length > data.length) return null;
    records.push({ platform: view.getUint16(at), encoding: view.getUint16(at + 2), language: view.getUint16(at + 4), id: view.getUint16(at + 6), text: data.subarray(offset, offset + length) });
  }
  const wanted = records.filter(({ id }) => id <= KEPT_IDS);
  const windowsEnglish = wanted.filter(({ platform, language }) => platform === 3 && language === 0x409);
  const kept = windowsEnglish.length > 0 ? windowsEnglish : wanted;
  const header = 6 + 12 * kept.length;
  const size = header + kept.reduce((sum, { text }) => sum + text.length, 0);
  if (size >= data.length) return null;
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  outView.setUint16(2, kept.length);
  outView.setUint16(4, header);
  let offset = 0;
  kept.forEach(({ platform, encoding, language, id, text }, n) => {
    const at = 6 + 12 * n;
    outView.setUint16(at, platform);
    outView.setUint16(at + 2, encoding);
    outView.setUint16(at + 4, language);
    outView.setUint16(at + 6, id);
    outView.setUint16(at + 8, text.length);
    outView.setUint16(at + 10, offset);
    out.set(text, header + offset);
    offset += text.length;
  });
  return out;
}

/** The font without the strings and signature readers never use; the font itself when nothing goes. */
export function tidyWholeTrueType(font: Uint8Array): Uint8Array {
  return rewriteSfnt(font, (tag, data) => {
    if (tag === 'DSIG') return null;
    if (tag !== 'name' || data.length < 6 || new DataView(data.buffer, data.byteOffset).getUint16(0) !== 0) return data;
    return trimmedName(data) ?? data;
  });
}
