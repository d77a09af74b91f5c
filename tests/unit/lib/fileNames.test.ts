import { describe, expect, it } from 'vitest';
import { baseName, prefixedName, withExtension } from '../../../src/lib/fileNames';

describe('download names', () => {
  it('compressed_ prefix, extension changed with the format', () => {
    expect(prefixedName('holiday.png')).toBe('compressed_holiday.png');
    expect(prefixedName('holiday.png', 'compressed_', 'jpg')).toBe('compressed_holiday.jpg');
    expect(prefixedName('photo.jpg', 'clean_')).toBe('clean_photo.jpg');
    expect(withExtension('archive.tar.gz', 'zip')).toBe('archive.tar.zip');
    expect(baseName('.hidden')).toBe('.hidden');
  });
});
