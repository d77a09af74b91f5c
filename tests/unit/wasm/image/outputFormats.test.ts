import { expect, it } from 'vitest';
import { extensionsFor, formatLabel, MIME, resolveFormat } from '../../../../src/wasm/image/outputFormats';

it("'Same' keeps what the compressors write; HEIC becomes JPEG, the other formats we only read become PNG", () => {
  expect(['jpeg', 'png', 'webp', 'avif', 'heic', 'jxl', 'gif', 'bmp', 'tiff', 'ico'].map((source) => resolveFormat('same', source as never))).toEqual([
    'jpeg', 'png', 'webp', 'avif', 'jpeg', 'jxl', 'png', 'png', 'png', 'png',
  ]);
  expect(resolveFormat('webp', 'heic')).toBe('webp');
  expect(MIME).toEqual({ jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', jxl: 'image/jxl' });
});

it('extensions tell the truth about the format, the one to write first', () => {
  expect(extensionsFor('image/jpeg')).toEqual(['jpg', 'jpeg', 'jpe', 'jfif']);
  expect(extensionsFor('image/png')[0]).toBe('png');
  expect(extensionsFor('image/x-icon')[0]).toBe('ico');
  expect(extensionsFor('image/tiff')).toEqual(['tiff', 'tif']);
  expect(extensionsFor('image/heic')[0]).toBe('heic');
  expect(extensionsFor('image/svg+xml')[0]).toBe('svg');
  // A type we do not know: PNG, what the canvas falls back to.
  expect(extensionsFor('')[0]).toBe('png');
});

it('names formats for people', () => {
  expect(['image/jpeg', 'image/png', 'image/webp', 'image/avif'].map(formatLabel)).toEqual(['JPEG', 'PNG', 'WebP', 'AVIF']);
  expect(formatLabel('image/x-unknown')).toBe('x-unknown');
});
