import { afterEach, describe, expect, it } from 'vitest';
import { formatBytes, formatSize, percentSaved, setSizeLanguage, toMB } from '../../../src/lib/formatSize';

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

describe('sizes in the page’s language', () => {
  afterEach(() => setSizeLanguage('en'));

  it('writes the number and the unit as the language does', () => {
    setSizeLanguage('de');
    expect(formatSize(5.5 * 1024 * 1024)).toBe('5,50 MB');
    setSizeLanguage('fr');
    expect(formatSize(5.5 * 1024 * 1024).replace(/\s/g, ' ')).toBe('5,50 Mo');
    expect(formatBytes(2048).replace(/\s/g, ' ')).toBe('2,00 ko');
    setSizeLanguage('ru');
    expect(formatSize(512).replace(/\s/g, ' ')).toBe('0,50 кБ');
    setSizeLanguage('ja');
    expect(formatSize(1024 * 1024 + 1)).toMatch(/^1\.00\s?MB$/);
  });

  it('keeps the spec’s English form in English and the pseudo-locale, with no thousands separator anywhere', () => {
    for (const tag of ['en', 'en-XA']) {
      setSizeLanguage(tag);
      expect(formatSize(1024 * 1024)).toBe('1024.00 KB');
      expect(formatBytes(500)).toBe('500 Bytes');
    }
    setSizeLanguage('de');
    expect(formatSize(1024 * 1024)).toBe('1024,00 kB');
  });
});
