/**
 * HEIC/HEIF decoding with libheif (LGPL-3.0). It is never bundled: in the browser the worker imports
 * the module from its own URL (__LIBHEIF_URL__, see scripts/libheifAsset.ts) the first time a HEIC
 * arrives; Node tests hand a loader to `setLibheifLoader`. libheif applies the file's transforms (irot,
 * imir, clap), assembles grid tiles, converts 10-bit and YCbCr to 8-bit RGBA and adds the alpha
 * plane when there is one, so what comes back is the upright picture as a viewer shows it.
 */
import { checkPixelLimit, ImageInputError } from '../imageHeader';

interface HeifImageHandle {
  get_width(): number;
  get_height(): number;
  is_primary(): boolean;
  display(target: ImageData, done: (shown: ImageData | null) => void): void;
  free(): void;
}

interface HeifDecoder {
  /** The libheif context of the last decode (0 or null before any). */
  decoder: number | null;
  decode(bytes: Uint8Array): HeifImageHandle[];
}

interface Libheif {
  HeifDecoder: new () => HeifDecoder;
  heif_context_free(context: number): void;
}

type LibheifLoader = () => Promise<Libheif>;

/** libheif could not be fetched (offline before it was cached): not the file's fault. */
export class LibheifLoadError extends Error {
  override name = 'LibheifLoadError';
}

const fromUrl: LibheifLoader = async () => {
  const module = (await import(/* @vite-ignore */ __LIBHEIF_URL__)) as { default: () => Promise<Libheif> };
  return module.default();
};

let libheif: Promise<Libheif> | undefined;

/** Where libheif comes from (Node tests: the package in node_modules); the browser needs no call. */
export function setLibheifLoader(load: LibheifLoader): void {
  libheif = load();
}

function loadLibheif(): Promise<Libheif> {
  libheif ??= fromUrl().catch((error: unknown) => {
    libheif = undefined; // offline on the first HEIC: the next one tries again
    throw new LibheifLoadError(`The HEIC decoder could not be loaded (${error instanceof Error ? error.message : String(error)}).`);
  });
  return libheif;
}

const UNREADABLE = 'This HEIC/HEIF file holds no image we can read: it is damaged, or it uses a HEIF feature we do not support.';

/** The primary image of a HEIC/HEIF file as upright 8-bit RGBA. */
export async function decodeHeif(bytes: Uint8Array): Promise<ImageData> {
  const lib = await loadLibheif();
  const decoder = new lib.HeifDecoder();
  const images = decoder.decode(bytes);
  try {
    const primary = images.find((image) => image.is_primary()) ?? images[0];
    if (!primary) throw new ImageInputError(UNREADABLE, 'heifUnreadable');
    const width = primary.get_width();
    const height = primary.get_height();
    if (!(width > 0 && height > 0)) throw new ImageInputError(UNREADABLE, 'heifUnreadable');
    checkPixelLimit(width, height);
    const shown = await new Promise<ImageData | null>((resolve) => primary.display(new ImageData(width, height), resolve));
    if (!shown) throw new ImageInputError('The HEIC/HEIF image could not be decoded: its picture data is damaged or incomplete.', 'heifDamaged');
    return shown;
  } finally {
    for (const image of images) image.free();
    if (decoder.decoder) lib.heif_context_free(decoder.decoder);
  }
}
