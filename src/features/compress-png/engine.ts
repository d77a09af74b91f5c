import { t } from '../../i18n/messages';
import { imageEngineActor } from '../../machines/imageEngine.actor';
import type { CompressSettings } from '../../wasm/image';

/**
 * The quality floor of each palette level (SSIM, the same numbers as PNG_FLOORS in
 * src/wasm/image/codecs/pngCompress.ts, which a unit test keeps equal): below it the PNG stays
 * full-colour. Written here so the page does not load the codec module to show the hint.
 */
export const LEVEL_FLOORS: Readonly<Record<number, number>> = { 5: 0.99, 6: 0.98, 7: 0.97, 8: 0.96, 9: 0.95 };

export interface PngOptions {
  level: number;
}

export const PNG_LEVEL = { min: 1, max: 9, step: 1, default: 7 } as const;

/** PNG in, PNG out: levels 1-4 lossless (OxiPNG), 5-9 palette quantisation + OxiPNG (see src/wasm/image/codecs/pngCompress.ts). */
export const pngSettings = (o: PngOptions): CompressSettings => ({ format: 'png', quality: 100, pngLevel: o.level, scaleBelow70: false, keepMetadata: false });

export const pngEngine = imageEngineActor<PngOptions>(pngSettings, true);

/** The level's hint under the slider, in the page's language. */
export function levelHint(level: number): string {
  if (level <= 4) return t('compressPng.level.hint.lossless');
  const palette = level <= 6 ? t('compressPng.level.hint.dithered') : t('compressPng.level.hint.colours', { colours: level === 7 ? 256 : level === 8 ? 128 : 64 });
  return t('compressPng.level.hint.lossy', { palette, floor: LEVEL_FLOORS[level] });
}
