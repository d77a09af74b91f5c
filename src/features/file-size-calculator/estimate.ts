/**
 * The size calculator's rules (spec sections 2 and 9): the size is converted to MB, the quality is
 * snapped to a ratio level, and the remaining-size ratio of the file type gives the estimate.
 * Pure: the page and its tests call it with plain numbers.
 */
import { t } from '../../i18n/messages';
import type { CalculatorInputs, EstimateFileType, SizeUnit } from '../../machines/fileSizeCalculator.machine';

/** The spec's calculator result, every size in MB. */
export interface Estimate {
  originalSize: number;
  compressedSize: number;
  savedSize: number;
  savedPercentage: number;
  /** The quality level whose ratio was used (50, 75, 85 or 95). */
  level: RatioLevel;
}

export const SIZE_INPUT = { min: 0.1, step: 0.1 } as const;
const EMAIL_LIMIT_MB = 25;

export const RATIO_LEVELS = [50, 75, 85, 95] as const;
export type RatioLevel = (typeof RATIO_LEVELS)[number];

/** Remaining-size ratios at levels 50/75/85/95; image uses the JPEG row, pdf the medium row, video MP4. */
export const RATIOS: Record<EstimateFileType, readonly [number, number, number, number]> = {
  image: [0.85, 0.7, 0.55, 0.3],
  pdf: [0.6, 0.45, 0.3, 0.2],
  video: [0.8, 0.65, 0.5, 0.3],
};

const UNIT_TO_MB: Record<SizeUnit, number> = { KB: 1 / 1024, MB: 1, GB: 1024 };

export const toMegabytes = (size: number, unit: SizeUnit) => size * UNIT_TO_MB[unit];

/** Nearest ratio level; a tie (80, 90) keeps the lower level, as a first-found nearest search does. */
export function snapQuality(quality: number): RatioLevel {
  return RATIO_LEVELS.reduce((best, level) => (Math.abs(level - quality) < Math.abs(best - quality) ? level : best));
}

/** Null when there is nothing to estimate: the spec computes only for a size greater than 0. */
export function estimate({ size, unit, fileType, quality }: CalculatorInputs): Estimate | null {
  if (!Number.isFinite(size) || size <= 0) return null;
  const originalSize = toMegabytes(size, unit);
  const level = snapQuality(quality);
  const ratio = RATIOS[fileType][RATIO_LEVELS.indexOf(level)];
  const compressedSize = originalSize * ratio;
  const savedSize = originalSize - compressedSize;
  return { originalSize, compressedSize, savedSize, savedPercentage: (savedSize / originalSize) * 100, level };
}

/** Display of a size given in MB: KB below 1 MB, GB from 1024 MB, otherwise MB; 2 decimals. */
export function formatMegabytes(mb: number): string {
  if (mb < 1) return `${(mb * 1024).toFixed(2)} KB`;
  if (mb >= 1024) return `${(mb / 1024).toFixed(2)} GB`;
  return `${mb.toFixed(2)} MB`;
}

/** The email hint, in the page's language. */
export const emailHint = (compressedMB: number) => t(compressedMB < EMAIL_LIMIT_MB ? 'fileSizeCalculator.hint.email.under' : 'fileSizeCalculator.hint.email.large');

/** The website-loading hint, in the page's language. */
export const websiteLoading = (savedPercentage: number) => t(savedPercentage > 50 ? 'fileSizeCalculator.hint.website.significant' : 'fileSizeCalculator.hint.website.moderate');

/** The upload time improvement: about the saved percentage, rounded. */
export const uploadImprovement = (savedPercentage: number) => Math.round(savedPercentage);
