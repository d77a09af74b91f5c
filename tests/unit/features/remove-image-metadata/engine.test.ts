import { describe, expect, test } from 'vitest';
import { canvasOutputType } from '../../../../src/features/remove-image-metadata/canvasClean';
import { cleanName } from '../../../../src/features/remove-image-metadata/engine';

describe('download names (spec section 7)', () => {
  test("remover: 'clean_' + name; the extension changes only when the canvas wrote another type", () => {
    expect(cleanName('photo.jpg', 'image/jpeg', 'image/jpeg')).toBe('clean_photo.jpg');
    expect(cleanName('photo.JPG', 'image/jpg', 'image/jpeg')).toBe('clean_photo.JPG');
    expect(cleanName('anim.gif', 'image/gif', 'image/png')).toBe('clean_anim.png');
    expect(cleanName('scan.tiff', 'image/tiff', 'image/png')).toBe('clean_scan.png');
  });

  test('canvas path keeps JPEG/PNG/WebP and writes PNG for the rest', () => {
    expect(canvasOutputType('image/jpeg')).toBe('image/jpeg');
    expect(canvasOutputType('image/jpg')).toBe('image/jpeg');
    expect(canvasOutputType('image/webp')).toBe('image/webp');
    expect(canvasOutputType('image/heic')).toBe('image/png');
    expect(canvasOutputType('image/bmp')).toBe('image/png');
  });
});
