/**
 * What our video conversions add to the WebCodecs VideoEncoder that Mediabunny creates, installed
 * for the length of one job (the conversion worker runs one at a time) and removed after:
 *
 * - Size: Mediabunny sizes its encoder from the frames it is given and, asked for another size,
 *   first redraws every frame on a canvas (YUV to RGB and back, at full size: a third of the CPU
 *   time of 1080p -> 720p). WebCodecs has the encoder scale every frame whose size differs from its
 *   configured width and height (Chromium does it on the YUV planes with libyuv), so the conversion
 *   keeps the source size and the encoder configuration gets the target size.
 * - Rate: Chromium's software H.264 encoder spends 12-34 % less than the bitrate it is given on
 *   footage that is easy to code. An outer loop watches what comes out over each WINDOW of media
 *   time and re-configures the encoder's bitrate so the whole output lands on the requested rate.
 */
const WINDOW_SECONDS = 1;
/** How far the loop may raise the encoder's rate above the request (an easy clip never fills it). */
const MAX_BOOST = 2.5;

export interface EncoderControlOptions {
  /** Encode at this size (the frames keep theirs); null leaves the size as configured. */
  size: { width: number; height: number } | null;
  /** The requested video bitrate, bits per second. */
  bitrate: number;
}

export function controlVideoEncoder({ size, bitrate }: EncoderControlOptions): () => void {
  const Original = globalThis.VideoEncoder;
  if (typeof Original !== 'function') return () => undefined;
  const sized = <T extends VideoEncoderConfig>(config: T): T =>
    size ? { ...config, ...size, displayWidth: size.width, displayHeight: size.height } : config;

  class ControlledEncoder extends Original {
    private config: VideoEncoderConfig | null = null;
    private rate = bitrate;
    private totalBits = 0;
    private windowStart = -1;
    private windowBits = 0;
    private mediaStart = -1;

    constructor(init: VideoEncoderInit) {
      super({
        output: (chunk, metadata) => {
          init.output(chunk, metadata);
          this.observe(chunk);
        },
        error: init.error,
      });
    }

    override configure(config: VideoEncoderConfig): void {
      this.config = sized(config);
      this.rate = config.bitrate ?? bitrate;
      super.configure(this.config);
    }

    private observe(chunk: EncodedVideoChunk): void {
      const end = (chunk.timestamp + (chunk.duration ?? 0)) / 1e6;
      if (this.windowStart < 0) this.windowStart = this.mediaStart = chunk.timestamp / 1e6;
      this.windowBits += chunk.byteLength * 8;
      this.totalBits += chunk.byteLength * 8;
      const seconds = end - this.windowStart;
      if (seconds < WINDOW_SECONDS || !this.config || this.state !== 'configured') return;
      // Aim the next window at what brings the whole output so far back to the request.
      const elapsed = end - this.mediaStart;
      const windowRate = this.windowBits / seconds;
      const wanted = Math.max(0, bitrate * (elapsed + WINDOW_SECONDS) - this.totalBits) / WINDOW_SECONDS;
      const next = Math.round(Math.min(bitrate * MAX_BOOST, Math.max(bitrate * 0.5, this.rate * (wanted / Math.max(1, windowRate)))));
      this.windowStart = end;
      this.windowBits = 0;
      if (Math.abs(next - this.rate) < this.rate * 0.05) return;
      this.rate = next;
      this.config = { ...this.config, bitrate: next };
      super.configure(this.config);
    }
  }

  ControlledEncoder.isConfigSupported = (config: VideoEncoderConfig) => Original.isConfigSupported(sized(config));
  globalThis.VideoEncoder = ControlledEncoder;
  return () => {
    globalThis.VideoEncoder = Original;
  };
}
