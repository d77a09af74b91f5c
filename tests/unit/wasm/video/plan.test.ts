import { describe, expect, it } from 'vitest';
import {
  bitrateForTarget,
  bitsPerPixel,
  even,
  expectedBytes,
  MIN_VIDEO_BITRATE,
  resolutionForBitrate,
  SIZE_PRESETS,
  smallerResolution,
  targetDimensions,
  trimWindow,
  videoBitrateFor,
} from '../../../../src/wasm/video/plan';

describe('targetDimensions', () => {
  it('scales the short side to the target lines and keeps the aspect ratio', () => {
    expect(targetDimensions(1920, 1080, '720p')).toEqual({ width: 1280, height: 720 });
    expect(targetDimensions(1920, 1080, '480p')).toEqual({ width: 854, height: 480 });
    expect(targetDimensions(1920, 1080, '360p')).toEqual({ width: 640, height: 360 });
    expect(targetDimensions(768, 576, '360p')).toEqual({ width: 480, height: 360 });
  });

  it('treats portrait clips by their short side', () => {
    expect(targetDimensions(1080, 1920, '720p')).toEqual({ width: 720, height: 1280 });
  });

  it('never upscales', () => {
    expect(targetDimensions(568, 320, '360p')).toEqual({ width: 568, height: 320 });
    expect(targetDimensions(640, 360, '1080p')).toEqual({ width: 640, height: 360 });
  });

  it('keeps both sides even, also for original', () => {
    expect(targetDimensions(641, 361, 'original')).toEqual({ width: 640, height: 360 });
    const odd = targetDimensions(1001, 667, '480p');
    expect(odd.width % 2).toBe(0);
    expect(odd.height).toBe(480);
    expect(even(1)).toBe(2);
  });
});

describe('bitrate from quality × pixels', () => {
  it('maps 30..100 to 0.03..0.15 bits per pixel, clamped', () => {
    expect(bitsPerPixel(30)).toBeCloseTo(0.03);
    expect(bitsPerPixel(100)).toBeCloseTo(0.15);
    expect(bitsPerPixel(10)).toBeCloseTo(0.03);
    expect(bitsPerPixel(70)).toBeGreaterThan(bitsPerPixel(65));
  });

  it('is quality × width × height × fps without a known source rate', () => {
    const rate = videoBitrateFor(70, { width: 1280, height: 720 }, { width: 1920, height: 1080, fps: 30 });
    expect(rate).toBe(Math.round(bitsPerPixel(70) * 1280 * 720 * 30));
  });

  it('never spends more bits per pixel than the source', () => {
    const source = { width: 1280, height: 720, fps: 30, videoBitrate: 1_000_000 };
    expect(videoBitrateFor(100, { width: 1280, height: 720 }, source)).toBe(850_000);
    expect(videoBitrateFor(100, { width: 640, height: 360 }, source)).toBe(212_500);
  });

  it('has a floor so tiny outputs stay watchable', () => {
    expect(videoBitrateFor(30, { width: 64, height: 36 }, { width: 64, height: 36, fps: 30 })).toBe(MIN_VIDEO_BITRATE);
  });
});

describe('target-size presets', () => {
  it('picks a video bitrate that fits duration and audio in the target', () => {
    const plan = bitrateForTarget(SIZE_PRESETS.email.bytes, 60, 128_000);
    expect(plan.fits).toBe(true);
    expect(expectedBytes(plan.videoBitrate, 128_000, 60)).toBeLessThanOrEqual(SIZE_PRESETS.email.bytes);
    expect(expectedBytes(plan.videoBitrate, 128_000, 60)).toBeGreaterThan(SIZE_PRESETS.email.bytes * 0.85);
  });

  it('says when a clip is too long, and how long could fit', () => {
    const plan = bitrateForTarget(SIZE_PRESETS.chat.bytes, 3600, 128_000);
    expect(plan.fits).toBe(false);
    expect(plan.videoBitrate).toBe(MIN_VIDEO_BITRATE);
    expect(plan.maxSeconds).toBeGreaterThan(300);
    expect(plan.maxSeconds).toBeLessThan(400);
    expect(bitrateForTarget(SIZE_PRESETS.chat.bytes, plan.maxSeconds - 1, 128_000).fits).toBe(true);
  });

  it('chooses the largest resolution the bitrate can feed', () => {
    expect(resolutionForBitrate(1920, 1080, 30, 5_000_000)).toBe('original');
    expect(resolutionForBitrate(1920, 1080, 30, 1_500_000)).toBe('720p');
    expect(resolutionForBitrate(1920, 1080, 30, 100_000)).toBe('360p');
    expect(smallerResolution('480p', 'original')).toBe('480p');
    expect(smallerResolution('original', '720p')).toBe('720p');
  });
});

describe('trimWindow', () => {
  it('clamps to the clip and to start <= end', () => {
    expect(trimWindow(10, null, null)).toEqual({ start: 0, end: 10, seconds: 10 });
    expect(trimWindow(10, 2, 5)).toEqual({ start: 2, end: 5, seconds: 3 });
    expect(trimWindow(10, 8, 3)).toEqual({ start: 8, end: 8, seconds: 0 });
    expect(trimWindow(10, -1, 99)).toEqual({ start: 0, end: 10, seconds: 10 });
  });
});
