import { describe, expect, it } from 'vitest';
import { estimateOutput, formatDuration } from '../../../../src/features/compress-video/estimate';
import { VIDEO_DEFAULTS } from '../../../../src/machines/compressVideo.machine';
import { SIZE_PRESETS } from '../../../../src/wasm/video/plan';

describe('formatDuration (m:ss)', () => {
  it('formats like the spec preview', () => {
    expect(formatDuration(6.008)).toBe('0:06');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3725)).toBe('62:05');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});

describe('estimateOutput', () => {
  const facts = { duration: 60, width: 1920, height: 1080 };
  const fileSize = 60 * 10_000_000 / 8; // a 10 Mbps source

  it('shrinks with resolution and quality', () => {
    const full = estimateOutput(fileSize, facts, VIDEO_DEFAULTS, true);
    const small = estimateOutput(fileSize, facts, { ...VIDEO_DEFAULTS, resolution: '360p' }, true);
    const low = estimateOutput(fileSize, facts, { ...VIDEO_DEFAULTS, quality: 30 }, true);
    expect([small.width, small.height]).toEqual([640, 360]);
    expect(small.bytes).toBeLessThan(full.bytes);
    expect(low.bytes).toBeLessThan(full.bytes);
    expect(full.bytes).toBeLessThan(fileSize);
  });

  it('counts the trim window and removed audio', () => {
    const trimmed = estimateOutput(fileSize, facts, { ...VIDEO_DEFAULTS, trimStart: 10, trimEnd: 40 }, true);
    const whole = estimateOutput(fileSize, facts, VIDEO_DEFAULTS, true);
    expect(trimmed.bytes).toBeCloseTo(whole.bytes / 2, -3);
    const silent = estimateOutput(fileSize, facts, { ...VIDEO_DEFAULTS, removeAudio: true }, true);
    expect(whole.bytes - silent.bytes).toBeCloseTo((128_000 * 60 * 1.01) / 8, -3);
  });

  it('fits a preset under its target, or says it cannot', () => {
    const email = estimateOutput(fileSize, facts, { ...VIDEO_DEFAULTS, preset: 'email' }, true);
    expect(email.fits).toBe(true);
    expect(email.bytes).toBeLessThanOrEqual(SIZE_PRESETS.email.bytes);
    const long = estimateOutput(fileSize * 60, { ...facts, duration: 3600 }, { ...VIDEO_DEFAULTS, preset: 'chat' }, true);
    expect(long.fits).toBe(false);
    expect(long.maxSeconds).toBeLessThan(3600);
  });

  it('uses the spec constants when only the fallback can run', () => {
    const fallback = estimateOutput(fileSize, { duration: 10, width: 640, height: 360 }, { ...VIDEO_DEFAULTS, resolution: '360p' }, false);
    expect([fallback.width, fallback.height]).toEqual([192, 108]);
    expect(fallback.videoBitrate).toBe(700_000);
  });
});
