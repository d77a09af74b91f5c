/** The toast of /file-size-calculator, worded as the spec's error catalogue. */
import type { CalculatorTexts } from '../../machines/fileSizeCalculator.machine';

export const texts: CalculatorTexts = {
  invalidSize: { title: 'Invalid file size', description: 'Please enter a file size greater than 0.', variant: 'destructive' },
};
