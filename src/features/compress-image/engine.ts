/**
 * /compress-image: settings from the page's options (the same for one image or a batch, and
 * remembered on the device), and the single-file engine.
 */
import { type CompressSettings, type OutputChoice, type ResizeRule } from '../../wasm/image';
import { imageEngineActor } from '../../machines/imageEngine.actor';
import { FORMATS } from './texts';

export type SizeUnit = 'KB' | 'MB';

export interface ImageOptions {
  quality: number;
  format: OutputChoice;
  keepMetadata: boolean;
  /** 'Max size' as typed; blank means no target. */
  maxSize: string;
  maxUnit: SizeUnit;
  /** The resize fields as typed (px, px, %); blank means no limit. */
  resizeWidth: string;
  resizeHeight: string;
  resizePercent: string;
}

/** The storage key of the remembered settings. */
export const SETTINGS_KEY = 'filesmith:compress-image';

export const IMAGE_QUALITY = { min: 30, max: 100, step: 1, default: 80 } as const;

export const defaultImageOptions: ImageOptions = { quality: IMAGE_QUALITY.default, format: 'same', keepMetadata: false, maxSize: '', maxUnit: 'KB', resizeWidth: '', resizeHeight: '', resizePercent: '' };

/** Bytes of the 'Max size' field, or undefined when it is blank or not a positive number. */
function maxBytes(options: Pick<ImageOptions, 'maxSize' | 'maxUnit'>): number | undefined {
  const value = Number(options.maxSize.trim().replace(',', '.'));
  if (!options.maxSize.trim() || !Number.isFinite(value) || value <= 0) return undefined;
  return Math.floor(value * (options.maxUnit === 'MB' ? 1024 * 1024 : 1024));
}

/** A typed whole number within 1..max, else undefined (blank or not a number: no limit). */
function whole(text: string, max: number): number | undefined {
  const value = Math.floor(Number(text.trim()));
  return text.trim() && Number.isFinite(value) && value >= 1 ? Math.min(max, value) : undefined;
}

/** The resize rule of the typed fields, or undefined when all are blank. */
export function resizeRule(o: Pick<ImageOptions, 'resizeWidth' | 'resizeHeight' | 'resizePercent'>): ResizeRule | undefined {
  const rule: ResizeRule = { maxWidth: whole(o.resizeWidth, 100_000), maxHeight: whole(o.resizeHeight, 100_000), percent: whole(o.resizePercent, 100) };
  return rule.maxWidth || rule.maxHeight || rule.percent ? rule : undefined;
}

export const toSettings = (o: ImageOptions): CompressSettings => ({
  format: o.format,
  quality: o.quality,
  scaleBelow70: true,
  keepMetadata: o.keepMetadata,
  maxBytes: maxBytes(o),
  resize: resizeRule(o),
});

export const imageEngine = imageEngineActor<ImageOptions>(toSettings);

/** The options kept of a remembered value: each field only when it is still a valid one. */
export function restoreImageOptions(stored: unknown): Partial<ImageOptions> {
  if (typeof stored !== 'object' || stored === null) return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<ImageOptions> = {};
  if (typeof s.quality === 'number' && Number.isInteger(s.quality) && s.quality >= IMAGE_QUALITY.min && s.quality <= IMAGE_QUALITY.max) out.quality = s.quality;
  if (typeof s.format === 'string' && FORMATS.includes(s.format as OutputChoice)) out.format = s.format as OutputChoice;
  if (typeof s.keepMetadata === 'boolean') out.keepMetadata = s.keepMetadata;
  if (s.maxUnit === 'KB' || s.maxUnit === 'MB') out.maxUnit = s.maxUnit;
  for (const key of ['maxSize', 'resizeWidth', 'resizeHeight', 'resizePercent'] as const) if (typeof s[key] === 'string' && (s[key] as string).length <= 12) out[key] = s[key] as string;
  return out;
}
