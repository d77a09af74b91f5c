/** The toast of /file-size-calculator, worded as the spec's error catalogue (read when it shows). */
import { t } from '../../i18n/messages';
import type { CalculatorTexts } from '../../machines/fileSizeCalculator.machine';

export const texts: CalculatorTexts = {
  get invalidSize() {
    return { title: t('fileSizeCalculator.toast.invalidSize.title'), description: t('fileSizeCalculator.toast.invalidSize.text'), variant: 'destructive' as const };
  },
};
