/** The spec's compression levels and their labels; the size factors only feed the 'expected' hint. */
import type { CompressPdfOptions, TargetChoice } from '../../machines/compressPdf.machine';
import type { PdfCompressionLevel } from '../../wasm/pdf';

export type { PdfCompressionLevel };

export const DEFAULT_LEVEL: PdfCompressionLevel = 'medium';

export const LEVEL_OPTIONS: { value: PdfCompressionLevel; label: string }[] = [
  { value: 'low', label: 'Best Quality' },
  { value: 'medium', label: 'Balanced' },
  { value: 'high', label: 'Smaller Size' },
  { value: 'maximum', label: 'Smallest Size' },
];

/** The spec's size factors (section 9). Real results depend on the images inside the PDF. */
const SIZE_FACTORS: Record<PdfCompressionLevel, number> = { low: 0.95, medium: 0.85, high: 0.75, maximum: 0.65 };

/** The spec's estimate: factor × size, never below half the original. */
export const expectedSize = (bytes: number, level: PdfCompressionLevel) =>
  Math.max(bytes / 2, bytes * (SIZE_FACTORS[level] ?? SIZE_FACTORS.medium));

/** The target sizes offered next to the level ('none': the level decides). */
export const TARGET_OPTIONS: { value: TargetChoice; label: string }[] = [
  { value: 'none', label: 'No target: use the level' },
  { value: '25MB', label: 'Under 25 MB (email)' },
  { value: '10MB', label: 'Under 10 MB' },
  { value: '5MB', label: 'Under 5 MB' },
  { value: '1MB', label: 'Under 1 MB' },
  { value: 'custom', label: 'Custom size' },
];

export const UNIT_OPTIONS: { value: CompressPdfOptions['customUnit']; label: string }[] = [
  { value: 'MB', label: 'MB' },
  { value: 'KB', label: 'KB' },
];
