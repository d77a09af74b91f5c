/** The spec's compression levels and their labels; the size factors only feed the 'expected' hint. */
import { t } from '../../i18n/messages';
import type { CompressPdfOptions, TargetChoice } from '../../machines/compressPdf.machine';
import type { PdfCompressionLevel } from '../../wasm/pdf';

export type { PdfCompressionLevel };

export const DEFAULT_LEVEL: PdfCompressionLevel = 'medium';

const LEVEL_IDS: Record<PdfCompressionLevel, string> = {
  low: 'compressPdf.level.low',
  medium: 'compressPdf.level.medium',
  high: 'compressPdf.level.high',
  maximum: 'compressPdf.level.maximum',
};

/** The levels with their labels in the page's language (read at render). */
export const levelOptions = (): { value: PdfCompressionLevel; label: string }[] =>
  (Object.keys(LEVEL_IDS) as PdfCompressionLevel[]).map((value) => ({ value, label: t(LEVEL_IDS[value]) }));

/** The spec's size factors (section 9). Real results depend on the images inside the PDF. */
const SIZE_FACTORS: Record<PdfCompressionLevel, number> = { low: 0.95, medium: 0.85, high: 0.75, maximum: 0.65 };

/** The spec's estimate: factor × size, never below half the original. */
export const expectedSize = (bytes: number, level: PdfCompressionLevel) =>
  Math.max(bytes / 2, bytes * (SIZE_FACTORS[level] ?? SIZE_FACTORS.medium));

/** The target sizes offered next to the level ('none': the level decides). */
const TARGET_IDS: Record<TargetChoice, string> = {
  none: 'compressPdf.target.none',
  '25MB': 'compressPdf.target.25MB',
  '10MB': 'compressPdf.target.10MB',
  '5MB': 'compressPdf.target.5MB',
  '1MB': 'compressPdf.target.1MB',
  custom: 'compressPdf.target.custom',
};

export const targetOptions = (): { value: TargetChoice; label: string }[] =>
  (Object.keys(TARGET_IDS) as TargetChoice[]).map((value) => ({ value, label: t(TARGET_IDS[value]) }));

export const unitOptions = (): { value: CompressPdfOptions['customUnit']; label: string }[] => [
  { value: 'MB', label: t('compressPdf.unit.MB') },
  { value: 'KB', label: t('compressPdf.unit.KB') },
];
