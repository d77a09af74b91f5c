import { describe, expect, it } from 'vitest';
import { defaultImageOptions, resizeRule, restoreImageOptions, toSettings } from '../../../../src/features/compress-image/engine';
import { formatTabs } from '../../../../src/features/compress-image/texts';
import { OUTPUT_FORMATS } from '../../../../src/wasm/image/formats';

describe('compress-image settings', () => {
  it('the resize fields become a rule; blank ones do not limit, and nonsense is no limit', () => {
    expect(resizeRule(defaultImageOptions)).toBeUndefined();
    expect(resizeRule({ resizeWidth: '800', resizeHeight: '', resizePercent: '' })).toEqual({ maxWidth: 800, maxHeight: undefined, percent: undefined });
    expect(resizeRule({ resizeWidth: 'abc', resizeHeight: '0', resizePercent: '250' })).toEqual({ maxWidth: undefined, maxHeight: undefined, percent: 100 });
    expect(toSettings({ ...defaultImageOptions, resizePercent: '50' }).resize).toEqual({ percent: 50, maxWidth: undefined, maxHeight: undefined });
  });

  it('remembered settings come back only where still valid', () => {
    const saved = JSON.parse(JSON.stringify({ ...defaultImageOptions, quality: 62, format: 'webp', keepMetadata: true, resizeWidth: '800', maxUnit: 'MB' }));
    expect(restoreImageOptions(saved)).toEqual({ ...defaultImageOptions, quality: 62, format: 'webp', keepMetadata: true, resizeWidth: '800', maxUnit: 'MB' });
    expect(restoreImageOptions({ quality: 5, format: 'tiff', keepMetadata: 'yes', maxUnit: 'GB', resizeWidth: 800 })).toEqual({});
    expect(restoreImageOptions(null)).toEqual({});
    expect(restoreImageOptions('80')).toEqual({});
  });

  it("offers 'Same' and a tab for every format the compressors write", () => {
    expect(formatTabs().map((tab) => tab.value)).toEqual(['same', ...OUTPUT_FORMATS]);
    expect(formatTabs().map((tab) => tab.label)).toEqual(['Same', 'JPG', 'PNG', 'WebP', 'AVIF', 'JPEG XL']);
    for (const format of OUTPUT_FORMATS) expect(restoreImageOptions({ format })).toEqual({ format });
  });
});
