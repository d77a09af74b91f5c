import { describe, expect, it } from 'vitest';
import {
  emailHint,
  estimate,
  formatMegabytes,
  snapQuality,
  toMegabytes,
  uploadImprovement,
  websiteLoading,
} from '../../../../src/features/file-size-calculator/estimate';
import type { CalculatorInputs } from '../../../../src/machines/fileSizeCalculator.machine';

/** The spec's rules (sections 2 and 9) worked out by hand for each case. */
const CASES: {
  inputs: CalculatorInputs;
  compressed: string;
  saved: string;
  percent: number;
  email: string;
  web: string;
}[] = [
  { inputs: { size: 10, unit: 'MB', fileType: 'image', quality: 75 }, compressed: '7.00 MB', saved: '3.00 MB', percent: 30, email: 'Under email limit', web: 'Moderately faster' },
  { inputs: { size: 100, unit: 'MB', fileType: 'video', quality: 95 }, compressed: '30.00 MB', saved: '70.00 MB', percent: 70, email: 'Still large for email', web: 'Significantly faster' },
  { inputs: { size: 500, unit: 'KB', fileType: 'image', quality: 50 }, compressed: '425.00 KB', saved: '75.00 KB', percent: 15, email: 'Under email limit', web: 'Moderately faster' },
  { inputs: { size: 2, unit: 'GB', fileType: 'video', quality: 85 }, compressed: '1.00 GB', saved: '1.00 GB', percent: 50, email: 'Still large for email', web: 'Moderately faster' },
  { inputs: { size: 30, unit: 'MB', fileType: 'pdf', quality: 95 }, compressed: '6.00 MB', saved: '24.00 MB', percent: 80, email: 'Under email limit', web: 'Significantly faster' },
  { inputs: { size: 40, unit: 'MB', fileType: 'pdf', quality: 50 }, compressed: '24.00 MB', saved: '16.00 MB', percent: 40, email: 'Under email limit', web: 'Moderately faster' },
  { inputs: { size: 50, unit: 'MB', fileType: 'image', quality: 85 }, compressed: '27.50 MB', saved: '22.50 MB', percent: 45, email: 'Still large for email', web: 'Moderately faster' },
  { inputs: { size: 1, unit: 'GB', fileType: 'pdf', quality: 75 }, compressed: '460.80 MB', saved: '563.20 MB', percent: 55, email: 'Still large for email', web: 'Significantly faster' },
  { inputs: { size: 1.5, unit: 'MB', fileType: 'image', quality: 95 }, compressed: '460.80 KB', saved: '1.05 MB', percent: 70, email: 'Under email limit', web: 'Significantly faster' },
  { inputs: { size: 20, unit: 'MB', fileType: 'video', quality: 50 }, compressed: '16.00 MB', saved: '4.00 MB', percent: 20, email: 'Under email limit', web: 'Moderately faster' },
  { inputs: { size: 2048, unit: 'MB', fileType: 'video', quality: 75 }, compressed: '1.30 GB', saved: '716.80 MB', percent: 35, email: 'Still large for email', web: 'Moderately faster' },
];

describe('estimate: the spec numbers', () => {
  it.each(CASES)('$inputs.size $inputs.unit $inputs.fileType at $inputs.quality', ({ inputs, compressed, saved, percent, email, web }) => {
    const result = estimate(inputs);
    expect(result).not.toBeNull();
    if (!result) return;
    expect(formatMegabytes(result.compressedSize)).toBe(compressed);
    expect(formatMegabytes(result.savedSize)).toBe(saved);
    expect(Math.round(result.savedPercentage)).toBe(percent);
    expect(emailHint(result.compressedSize)).toBe(email);
    expect(websiteLoading(result.savedPercentage)).toBe(web);
    expect(uploadImprovement(result.savedPercentage)).toBe(percent);
    expect(result.compressedSize + result.savedSize).toBeCloseTo(result.originalSize, 9);
  });

  it('computes nothing for a size of 0, below 0 or not a number', () => {
    for (const size of [0, -1, -0.1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(estimate({ size, unit: 'MB', fileType: 'image', quality: 75 })).toBeNull();
    }
  });
});

describe('the rules one by one', () => {
  it.each([
    [50, 50], [55, 50], [60, 50], [65, 75], [70, 75], [75, 75], [80, 75], [85, 85], [90, 85], [95, 95],
  ])('quality %i snaps to level %i (ties keep the lower level)', (quality, level) => {
    expect(snapQuality(quality)).toBe(level);
  });

  it('converts units to MB with base 1024', () => {
    expect(toMegabytes(1024, 'KB')).toBe(1);
    expect(toMegabytes(512, 'KB')).toBe(0.5);
    expect(toMegabytes(3, 'MB')).toBe(3);
    expect(toMegabytes(2, 'GB')).toBe(2048);
  });

  it.each([
    [0.5, '512.00 KB'], [0.999, '1022.98 KB'], [1, '1.00 MB'], [1023.99, '1023.99 MB'], [1024, '1.00 GB'], [1536, '1.50 GB'],
  ])('shows %f MB as %s (KB below 1 MB, GB from 1024 MB)', (mb, text) => {
    expect(formatMegabytes(mb)).toBe(text);
  });

  it('email hint: under 25 MB only', () => {
    expect(emailHint(24.99)).toBe('Under email limit');
    expect(emailHint(25)).toBe('Still large for email');
  });

  it('website loading: significantly faster only above 50 %', () => {
    expect(websiteLoading(50)).toBe('Moderately faster');
    expect(websiteLoading(50.01)).toBe('Significantly faster');
  });

  it('upload time improvement is the saved percent rounded', () => {
    expect(uploadImprovement(44.5)).toBe(45);
    expect(uploadImprovement(29.999999)).toBe(30);
  });
});
