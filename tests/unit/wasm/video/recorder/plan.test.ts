import { describe, expect, it } from 'vitest';
import {
  RECORDER_AUDIO_BPS,
  RECORDER_FPS,
  RECORDER_MIME,
  RECORDER_SCALE,
  recorderDimensions,
  recorderTick,
  recorderVideoBitrate,
  recordingProgress,
  safetyStopMs,
  simulatedStep,
} from '../../../../../src/wasm/video/recorder/plan';

describe('the spec fallback constants', () => {
  it('records webm vp9+opus at 30 fps with 128 kbps audio', () => {
    expect(RECORDER_MIME).toBe('video/webm;codecs=vp9,opus');
    expect(RECORDER_FPS).toBe(30);
    expect(RECORDER_AUDIO_BPS).toBe(128_000);
  });

  it('uses 1,000,000 × the quality fraction for video', () => {
    expect(recorderVideoBitrate(70)).toBe(700_000);
    expect(recorderVideoBitrate(100)).toBe(1_000_000);
    expect(recorderVideoBitrate(30)).toBe(300_000);
  });

  it('scales by 0.3/0.5/0.7/1/1 and forces even sides', () => {
    expect(RECORDER_SCALE).toEqual({ original: 1, '1080p': 1, '720p': 0.7, '480p': 0.5, '360p': 0.3 });
    expect(recorderDimensions(640, 360, '360p')).toEqual({ width: 192, height: 108 });
    expect(recorderDimensions(1920, 1080, '720p')).toEqual({ width: 1344, height: 756 });
    expect(recorderDimensions(568, 320, '480p')).toEqual({ width: 284, height: 160 });
    const odd = recorderDimensions(721, 577, '360p');
    expect([odd.width % 2, odd.height % 2]).toEqual([0, 0]);
  });

  it('stops at duration + 5 s', () => {
    expect(safetyStopMs(10)).toBe(15_000);
  });
});

describe('the simulated-then-real progress', () => {
  it('ramps by random steps of up to 10, never above 85', () => {
    expect(simulatedStep(0, () => 0.5)).toBe(5);
    expect(simulatedStep(80, () => 1)).toBe(85);
    expect(simulatedStep(84.9, () => 0.99)).toBe(85);
  });

  it('then maps the real position onto 85..100 and never goes back', () => {
    expect(recordingProgress(85, 5, 10)).toBe(92.5);
    expect(recordingProgress(95, 1, 10)).toBe(95);
    expect(recordingProgress(85, 20, 10)).toBe(100);
  });

  it('each tick ramps first, then follows the recording', () => {
    expect(recorderTick(10, 9, 10, () => 0.1)).toBe(11);
    expect(recorderTick(85, 5, 10, () => 0.1)).toBe(92.5);
  });
});
