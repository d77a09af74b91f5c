import { expect, it } from 'vitest';
import { formatOptions } from '../../../../src/features/image-converter/engine';
import { CONVERT_TARGETS } from '../../../../src/wasm/image/formats';

it('offers every format the converter writes, once, in the menu order', () => {
  expect(formatOptions().map((option) => option.value).sort()).toEqual([...CONVERT_TARGETS].sort());
  expect(formatOptions().map((option) => option.label)).toEqual(['PNG', 'JPEG', 'WebP', 'AVIF', 'BMP', 'GIF', 'TIFF', 'ICO (icon)', 'SVG (raster wrapped in SVG)', 'JPEG XL']);
});
