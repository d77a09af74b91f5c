import { describe, expect, it } from 'vitest';
import { formatBytes, formatSize, percentSaved, toMB } from '../../../src/lib/formatSize';
import { acceptAttribute, isAcceptedType, isWithinSize } from '../../../src/lib/acceptRules';
import { baseName, prefixedName, withExtension } from '../../../src/lib/fileNames';

describe('formatSize (spec: base 1024, MB above 1 MB else KB, 2 decimals)', () => {
  it.each([
    [0, '0.00 KB'],
    [512, '0.50 KB'],
    [1024 * 1024, '1024.00 KB'],
    [1024 * 1024 + 1, '1.00 MB'],
    [5.5 * 1024 * 1024, '5.50 MB'],
  ])('%d bytes -> %s', (bytes, text) => expect(formatSize(bytes)).toBe(text));

  it.each([
    [500, '500 Bytes'],
    [2048, '2.00 KB'],
    [3 * 1024 * 1024, '3.00 MB'],
    [2.5 * 1024 ** 3, '2.50 GB'],
  ])('formatBytes %d -> %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));

  it('toMB and percentSaved', () => {
    expect(toMB(10 * 1024 * 1024 + 1)).toBe('10.00');
    expect(percentSaved(1000, 250)).toBe(75);
    expect(percentSaved(1000, 1200)).toBe(0);
    expect(percentSaved(0, 0)).toBe(0);
  });
});

describe('accept rules', () => {
  it.each([
    ['text/plain', ['*'], true],
    ['image/png', ['image/*'], true],
    ['video/mp4', ['image/*'], false],
    ['image/jpeg', ['image/jpeg', 'image/jpg'], true],
    ['image/png', ['image/jpeg', 'image/jpg'], false],
    ['', ['application/pdf'], false],
  ])('%s with %j -> %s', (type, accept, ok) => expect(isAcceptedType(type, accept)).toBe(ok));

  it('size limit is max MB × 1024 × 1024', () => {
    expect(isWithinSize(150 * 1024 * 1024, 150)).toBe(true);
    expect(isWithinSize(150 * 1024 * 1024 + 1, 150)).toBe(false);
    expect(isWithinSize(1e12)).toBe(true);
  });

  it('input accept attribute', () => {
    expect(acceptAttribute(['*'])).toBeUndefined();
    expect(acceptAttribute(['image/jpeg', 'image/jpg'])).toBe('image/jpeg,image/jpg');
  });
});

describe('download names', () => {
  it('compressed_ prefix, extension changed with the format', () => {
    expect(prefixedName('holiday.png')).toBe('compressed_holiday.png');
    expect(prefixedName('holiday.png', 'compressed_', 'jpg')).toBe('compressed_holiday.jpg');
    expect(prefixedName('photo.jpg', 'clean_')).toBe('clean_photo.jpg');
    expect(withExtension('archive.tar.gz', 'zip')).toBe('archive.tar.zip');
    expect(baseName('.hidden')).toBe('.hidden');
  });
});
