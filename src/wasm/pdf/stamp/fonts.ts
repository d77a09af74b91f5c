/**
 * The fonts marks are set in: DejaVu (Bitstream Vera licence with the DejaVu changes in the public
 * domain: free to use, embed and subset; not GPL), shipped as build assets of our own origin and
 * fetched by the stamping worker the first time a mark needs one.
 */
import sans from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url&no-inline';
import sansBold from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url&no-inline';
import serif from 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf?url&no-inline';
import mono from 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf?url&no-inline';
import type { StampFont } from './stamp';

const URLS: Record<StampFont, string> = { sans, 'sans-bold': sansBold, serif, mono };

const loaded = new Map<StampFont, Promise<Uint8Array>>();

/** One of our fonts, fetched once per worker. */
export function fetchFont(font: StampFont): Promise<Uint8Array> {
  let bytes = loaded.get(font);
  if (!bytes) {
    bytes = fetch(URLS[font]).then(async (response) => {
      if (!response.ok) throw new Error(`Could not load the font (${response.status}).`);
      return new Uint8Array(await response.arrayBuffer());
    });
    bytes.catch(() => loaded.delete(font));
    loaded.set(font, bytes);
  }
  return bytes;
}
