/**
 * The handwriting fonts of typed signatures, served from this site (SIL Open Font License 1.1,
 * from the @fontsource packages): Dancing Script (Impallari Type), Great Vibes (TypeSETit), Caveat
 * (Impallari Type). This module is loaded only when the user chooses to type a signature, and the
 * font files only then.
 */
import caveat from '@fontsource/caveat/files/caveat-latin-400-normal.woff2?url&no-inline';
import dancingScript from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2?url&no-inline';
import greatVibes from '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2?url&no-inline';

const SIGNATURE_FONTS = [
  { family: 'Dancing Script', url: dancingScript },
  { family: 'Great Vibes', url: greatVibes },
  { family: 'Caveat', url: caveat },
] as const;

let loading: Promise<readonly { family: string }[]> | undefined;

/** Adds the fonts to the document and waits until they can draw; answers their families. */
export function loadSignatureFonts(): Promise<readonly { family: string }[]> {
  loading ??= Promise.all(
    SIGNATURE_FONTS.map(async ({ family, url }) => {
      const face = new FontFace(family, `url(${url})`);
      document.fonts.add(face);
      await face.load();
    }),
  ).then(() => SIGNATURE_FONTS);
  return loading;
}
