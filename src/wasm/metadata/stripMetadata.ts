/**
 * Lossless metadata removal for JPEG, PNG and WebP: segments/chunks are cut out, the image data is
 * copied byte for byte. A photo whose EXIF says it must be rotated keeps a minimal EXIF holding
 * only that Orientation, so it does not turn sideways.
 */
import { exifIfdsOf, stripAll } from './exifBlock';
import { detectFormat, type LosslessFormat } from './imageFormat';
import { asDamage, checkStructure, damagedSignatureProblem, DamagedImageError } from './structure';
import { orientationOf } from './tiffReader';
import { orientationOnlyTiff } from './tiffWriter';

export interface StripResult {
  bytes: Uint8Array;
  format: LosslessFormat;
  /** The orientation kept (1 = none needed). */
  orientation: number;
}

/**
 * Returns null for formats that cannot be cleaned losslessly (they take the canvas path).
 * `keepProfile: false` also drops the ICC colour profile (used after the canvas path, whose
 * encoder tags its output with one). A damaged file is refused (DamagedImageError, saying what is
 * wrong) rather than handed back "clean" and still broken.
 */
export function stripMetadata(bytes: Uint8Array, { keepProfile = true } = {}): StripResult | null {
  const format = detectFormat(bytes);
  if (!format) {
    const problem = damagedSignatureProblem(bytes);
    if (problem) throw new DamagedImageError(problem);
    return null;
  }
  checkStructure(bytes, format);
  return asDamage(format, () => strip(bytes, format, keepProfile));
}

function strip(bytes: Uint8Array, format: LosslessFormat, keepProfile: boolean): StripResult {
  const ifds = exifIfdsOf(bytes, format);
  const orientation = ifds ? orientationOf(ifds) : 1;
  const exif = orientation !== 1 ? orientationOnlyTiff(orientation, ifds?.order) : undefined;
  return { bytes: stripAll[format](bytes, exif, keepProfile), format, orientation };
}
