import { afterEach, describe, expect, it } from 'vitest';
import { controlVideoEncoder } from '../../../../src/wasm/video/encoderControl';

/**
 * A stand-in for WebCodecs' VideoEncoder that spends `efficiency` of the bitrate it is configured
 * with, as Chromium's software H.264 encoder does on easy footage, and records its configurations.
 */
function fakeEncoderClass(efficiency: number) {
  return class FakeEncoder {
    static configs: VideoEncoderConfig[] = [];
    static isConfigSupported = async (config: VideoEncoderConfig) => ({ supported: true, config });
    state: CodecState = 'unconfigured';
    private bitrate = 0;
    constructor(private readonly init: VideoEncoderInit) {}
    configure(config: VideoEncoderConfig) {
      FakeEncoder.configs.push(config);
      this.bitrate = config.bitrate ?? 0;
      this.state = 'configured';
    }
    /** One frame of `seconds` at `at`, coded at the current rate times the efficiency. */
    encodeFake(at: number, seconds: number) {
      const bytes = Math.round((this.bitrate * efficiency * seconds) / 8);
      this.init.output({ timestamp: at * 1e6, duration: seconds * 1e6, byteLength: bytes } as EncodedVideoChunk, {});
    }
  };
}

const original = globalThis.VideoEncoder;
afterEach(() => {
  globalThis.VideoEncoder = original;
});

function run(efficiency: number, size: { width: number; height: number } | null) {
  const Fake = fakeEncoderClass(efficiency);
  globalThis.VideoEncoder = Fake as unknown as typeof VideoEncoder;
  const restore = controlVideoEncoder({ size, bitrate: 1_000_000 });
  let bits = 0;
  const encoder = new globalThis.VideoEncoder({ output: (chunk) => (bits += chunk.byteLength * 8), error: () => undefined });
  encoder.configure({ codec: 'avc1.640028', width: 1920, height: 1080, bitrate: 1_000_000 });
  const fps = 30;
  for (let i = 0; i < 20 * fps; i++) (encoder as unknown as InstanceType<typeof Fake>).encodeFake(i / fps, 1 / fps);
  restore();
  return { rate: bits / 20, configs: Fake.configs, restored: (globalThis.VideoEncoder as unknown) === Fake };
}

describe('controlVideoEncoder', () => {
  it('an encoder that undershoots by 30 % is steered onto the requested bitrate (within 5 %)', () => {
    const { rate, configs } = run(0.7, null);
    expect(rate / 1_000_000).toBeGreaterThan(0.95);
    expect(rate / 1_000_000).toBeLessThan(1.05);
    expect(configs.length).toBeGreaterThan(1);
    expect(Math.max(...configs.map((c) => c.bitrate ?? 0))).toBeLessThanOrEqual(2_500_000);
  });

  it('an encoder that hits its rate is left alone', () => {
    const { rate, configs } = run(1, null);
    expect(rate).toBeCloseTo(1_000_000, -3);
    expect(configs).toHaveLength(1);
  });

  it('configures the target size (the frames keep theirs) and puts VideoEncoder back', () => {
    const { configs, restored } = run(1, { width: 1280, height: 720 });
    expect(configs[0]).toMatchObject({ width: 1280, height: 720, displayWidth: 1280, displayHeight: 720 });
    expect(restored).toBe(true);
  });
});
