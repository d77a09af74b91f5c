/**
 * What the image engine knows about one image format, in one place (see ./index.ts for the list):
 * its names, how its bytes are recognised and measured, what we do with it, and what metadata it
 * carries. Plain data and a small header reader: the format's code is its folder's `codec.ts`
 * (decode, encode; loaded on use by ./codec.ts) and, for an animated format, `frames.ts` (how many
 * frames a file holds; loaded on use by ./frames.ts).
 */
import type { ExifSource, IccSource, IccTarget } from '../../metadata';
import type { Encoded } from '../encoded';
import type { JpegReference } from '../codecs/jpegSearch';
import type { ImageHelpers, JpegSetting, StripHelpers } from '../helpers/contract';

export interface ImageFormatDescriptor {
  /** Our name for it (an ImageFormat). */
  readonly id: string;
  /** Its name for people: menus, summaries and messages. */
  readonly label: string;
  readonly mime: string;
  /** File name extensions, lower case; the first is the one we write. */
  readonly extensions: readonly string[];
  /** Its bytes as the one sniffer (lib/fileType.ts) names them; absent for a format we only write (SVG). */
  readonly sniff?: string;
  /**
   * The stored (pre-orientation) width and height its header gives, read before anything decodes
   * it (the pixel-bomb check); absent when the header does not say, and the decoder measures.
   * Throws on a damaged header.
   */
  readonly size?: (bytes: Uint8Array, view: DataView) => [number, number];
  /** It can hold several frames (the tools keep the first and say so): its folder has frames.ts. */
  readonly animates?: true;
  /** The converter writes it, with these options (its codec's `encode`). */
  readonly convert?: ConvertOptions;
  /** The compressors write it at the chosen quality (its codec's `compress`). */
  readonly compress?: true;
  /** What the compressors write when 'Same' is asked for a source they do not write. */
  readonly compressAs?: string;
  /** What 'Same' writes instead of `compressAs` when the source has transparency and `compressAs` cannot hold it. */
  readonly compressAsTransparent?: string;
  readonly metadata: {
    /** Where its ICC colour profile is read from (the metadata engine's reader for this container). */
    readonly iccIn?: IccSource;
    /** Our output of it can carry the source's ICC profile (the metadata engine's writer). */
    readonly iccOut?: IccTarget;
    /**
     * Where its EXIF block is, for 'Keep metadata' and for the metadata views: a JPEG APP1 segment,
     * a HEIF 'Exif' item (HEIC/HEIF and AVIF, read by the metadata engine's item reader).
     */
    readonly exifIn?: ExifSource;
    /** 'Keep metadata' writes the source's EXIF into our output of it. */
    readonly exifOut?: true;
  };
}

/** The converter's fixed settings for a format. */
interface ConvertOptions {
  /** The encoder's quality, 0..100. */
  readonly quality?: number;
  /** The largest side the format holds (an icon); bigger images are scaled down to it. */
  readonly maxSide?: number;
}

/** One image written by the converter: its bytes and the size it was written at. */
interface Written {
  bytes: ArrayBuffer;
  width: number;
  height: number;
}

/** What the compressors' encode of a format gets besides the pixels and the quality. */
interface CompressJob {
  /** /compress-png's level 1..9. */
  pngLevel?: number;
  /** The reference encoder of the JPEG quality search (none: no search). */
  reference: JpegReference | null;
  helpers?: ImageHelpers | null;
  onStep: (fraction: number) => void;
  /** A JPEG setting searched before for the same pixels and quality. */
  known?: JpegSetting;
  /** The pixels are known to be opaque (no need to look for transparency). */
  opaque: boolean;
}

/** A format's code (its folder's codec.ts): what exists depends on what the descriptor says it does. */
export interface FormatCodec {
  /** The upright pixels (the first frame of an animation). */
  decode?(buffer: ArrayBuffer, bytes: Uint8Array): Promise<ImageData>;
  /** The converter's encode (descriptor: `convert`). */
  encode?(image: ImageData, options: ConvertOptions, helpers?: StripHelpers | null): Promise<Written>;
  /** The compressors' encode at a quality 30..100 (descriptor: `compress`). */
  compress?(image: ImageData, quality: number, job: CompressJob): Promise<Encoded>;
}
