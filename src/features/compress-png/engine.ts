import { imageEngineActor } from '../../machines/imageEngine.actor';
import type { CompressSettings } from '../../wasm/image';

export interface PngOptions {
  level: number;
}

export const PNG_LEVEL = { min: 1, max: 9, step: 1, default: 7 } as const;

/** PNG in, PNG out: levels 1-4 lossless (OxiPNG), 5-9 palette quantisation + OxiPNG (see src/wasm/image/codecs/pngCompress.ts). */
export const pngSettings = (o: PngOptions): CompressSettings => ({ format: 'png', quality: 100, pngLevel: o.level, scaleBelow70: false, keepMetadata: false });

export const pngEngine = imageEngineActor<PngOptions>(pngSettings, true);

export const levelHint = (level: number) =>
  level <= 4 ? 'Lossless: every pixel stays exactly the same.' : level <= 6 ? 'Lossy: up to 256 colours with dithering for smooth gradients.' : `Lossy: up to ${level === 7 ? 256 : level === 8 ? 128 : 64} colours, smallest files.`;
