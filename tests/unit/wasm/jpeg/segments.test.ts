import { describe, expect, it } from 'vitest';
import { APP0, APP1, DHT, DQT, EOI, isApp, isSof, isTruncatedJpeg, parseJpegSegments, SOI, SOS } from '../../../../src/wasm/jpeg/segments';
import { FormatError } from '../../../../src/lib/formatError';
import { corpusBytes, corpusDescribe } from '../../../helpers/corpus';

describe('the marker set', () => {
  it('takes SOF0..SOF15 as frames, but not DHT, JPG or DAC', () => {
    const frames = Array.from({ length: 256 }, (_, m) => m).filter(isSof);
    expect(frames).toEqual([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
    expect(isApp(APP0) && isApp(0xef) && !isApp(0xfe) && !isApp(0xdf)).toBe(true);
  });
});

corpusDescribe('the segment walk on real photos', () => {
  it.each(['gps-nikon-coolpix.jpg', 'progressive-nikon.jpg', 'iptc-xmp-staff-photographer.jpg', 'cmyk-coffee.jpg'])('%s: SOI first, EOI last, segments back to back, tables, a frame and scans', (name) => {
    const bytes = corpusBytes(name);
    const segments = parseJpegSegments(bytes);
    expect(segments[0]).toMatchObject({ marker: SOI, start: 0, end: 2 });
    expect(segments.at(-1)?.marker).toBe(EOI);
    for (let i = 1; i < segments.length; i++) expect(segments[i].start).toBe(segments[i - 1].end);
    const markers = segments.map((s) => s.marker);
    expect(markers).toContain(DQT);
    expect(markers).toContain(DHT);
    expect(markers.filter(isSof)).toHaveLength(1);
    expect(markers).toContain(SOS);
    // An SOS segment runs on over its entropy-coded data, up to the next marker.
    const scanData = segments.filter((s) => s.marker === SOS).reduce((sum, s) => sum + s.end - s.payloadEnd, 0);
    expect(scanData).toBeGreaterThan(5_000);
  });

  it('finds the EXIF APP1 of a camera photo', () => {
    const bytes = corpusBytes('gps-nikon-coolpix.jpg');
    const app1 = parseJpegSegments(bytes).find((s) => s.marker === APP1);
    expect(String.fromCharCode(...bytes.subarray(app1?.payloadStart, (app1?.payloadStart ?? 0) + 6))).toBe('Exif\0\0');
  });

  it('throws a FormatError on what is not a JPEG', () => {
    expect(() => parseJpegSegments(corpusBytes('astronaut-rgb.png'))).toThrow(FormatError);
    expect(() => parseJpegSegments(corpusBytes('pdf-disguised.jpg'))).toThrow(/Not a JPEG/);
  });

  it('spots a truncated JPEG (no end-of-image after the last scan) but not whole ones', () => {
    expect(isTruncatedJpeg(corpusBytes('truncated-photo.jpg'))).toBe(true);
    for (const name of ['gps-nikon-coolpix.jpg', 'progressive-nikon.jpg', 'iptc-xmp-staff-photographer.jpg']) expect(isTruncatedJpeg(corpusBytes(name))).toBe(false);
  });
});
