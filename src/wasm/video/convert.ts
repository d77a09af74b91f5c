/**
 * One video conversion with Mediabunny (WebCodecs): probe the input, plan size and bitrate, pick
 * MP4/H.264 or WebM/VP9, copy or re-encode audio, trim, and write to disk or memory.
 * The input is read through BlobSource, in slices, so a multi-GB file never sits in memory.
 */
import {
  ALL_FORMATS,
  BlobSource,
  BufferTarget,
  canEncodeVideo,
  Conversion,
  ConversionCanceledError,
  EncodedPacketSink,
  Input,
  type InputAudioTrack,
  type InputVideoTrack,
  Mp4OutputFormat,
  Output,
  Quality,
  StreamTarget,
  WebMOutputFormat,
} from 'mediabunny';
import {
  bitrateForTarget,
  OPUS_BITRATE,
  OPUS_SAMPLE_RATE,
  resolutionForBitrate,
  targetDimensions,
  trimWindow,
  VIDEO_CODECS,
  smallerResolution,
  videoBitrateFor,
  type VideoFormat,
} from './plan';
import { ERROR_MESSAGES, VideoJobError, type AudioOutcome, type VideoJob, type VideoJobResult } from './jobs';
import { controlVideoEncoder } from './encoderControl';
import { openDiskSink, type DiskSink } from './outputTarget';

export interface RunningConversion {
  cancel: () => void;
}

const fail = (code: Exclude<VideoJobError['code'], 'failed'>) => new VideoJobError(code, ERROR_MESSAGES[code]);

async function openInput(file: File) {
  if (file.size === 0) throw fail('empty');
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  if (!(await input.canRead().catch(() => false))) throw fail('unreadable');
  const video = await input.getPrimaryVideoTrack().catch(() => null);
  if (!video) throw fail('no-video');
  if (!(await video.canDecode().catch(() => false))) throw fail('undecodable');
  // A cut-off file still has its index (an MP4's moov often comes first) but not the frames it
  // lists: the conversion would start on nothing. Both ends of the picture data must be there.
  const packets = new EncodedPacketSink(video);
  const duration = await input.computeDuration();
  const [first, last] = await Promise.all([packets.getFirstPacket(), packets.getPacket(duration)].map((p) => p.catch(() => null)));
  if (!first || !last) throw fail('incomplete');
  return { input, video, audio: await input.getPrimaryAudioTrack().catch(() => null) };
}

/** The first container (the user's choice first) whose codec the browser can encode at this size and rate. */
async function pickFormat(preferred: VideoFormat, size: { width: number; height: number }, bitrate: number) {
  const order: VideoFormat[] = preferred === 'mp4' ? ['mp4', 'webm'] : ['webm', 'mp4'];
  for (const format of order) {
    const ok = await canEncodeVideo(VIDEO_CODECS[format], { ...size, quality: new Quality({ bitrate }) }).catch(() => false);
    if (ok) return format;
  }
  throw fail('no-encoder');
}

async function audioPlan(audio: InputAudioTrack | null, job: VideoJob, supported: string[]) {
  if (!audio) return { outcome: 'none' as AudioOutcome, bitrate: 0 };
  if (job.removeAudio) return { outcome: 'removed' as AudioOutcome, bitrate: 0 };
  const codec = await audio.getCodec();
  if (codec && supported.includes(codec)) {
    const stats = await audio.computePacketStats(200).catch(() => null);
    return { outcome: 'kept' as AudioOutcome, bitrate: stats?.averageBitrate ?? OPUS_BITRATE };
  }
  return { outcome: 'opus' as AudioOutcome, bitrate: OPUS_BITRATE };
}

async function videoPlanFor(video: InputVideoTrack, job: VideoJob, seconds: number, audioBitrate: number) {
  const width = await video.getDisplayWidth();
  const height = await video.getDisplayHeight();
  const stats = await video.computePacketStats(240).catch(() => null);
  const fps = stats?.averagePacketRate ?? 0;
  let resolution = job.resolution;
  let bitrate: number;
  let targetFits: boolean | null = null;
  if (job.targetBytes) {
    const plan = bitrateForTarget(job.targetBytes, seconds, audioBitrate);
    resolution = smallerResolution(resolution, resolutionForBitrate(width, height, fps, plan.videoBitrate));
    bitrate = plan.videoBitrate;
    targetFits = plan.fits;
  } else {
    const size = targetDimensions(width, height, resolution);
    bitrate = videoBitrateFor(job.quality, size, { width, height, fps, videoBitrate: stats?.averageBitrate });
  }
  return { size: targetDimensions(width, height, resolution), bitrate, targetFits };
}

/**
 * Whether the encoder can scale this track's frames itself (see encoderControl.ts): unrotated
 * tracks with square pixels, whose frames arrive exactly as they are displayed. Others keep
 * Mediabunny's canvas path.
 */
async function encoderCanScale(video: InputVideoTrack, size: { width: number; height: number }): Promise<boolean> {
  const [rotation, codedWidth, codedHeight, squareWidth, squareHeight] = await Promise.all([
    video.getRotation(),
    video.getCodedWidth(),
    video.getCodedHeight(),
    video.getSquarePixelWidth(),
    video.getSquarePixelHeight(),
  ]);
  return rotation === 0 && squareWidth === codedWidth && squareHeight === codedHeight && (size.width !== codedWidth || size.height !== codedHeight);
}

const audioCodecsOf = (format: VideoFormat): string[] =>
  (format === 'mp4' ? new Mp4OutputFormat() : new WebMOutputFormat()).getSupportedAudioCodecs();

function makeOutput(format: VideoFormat, sink: DiskSink | null) {
  const target = sink ? new StreamTarget(sink.writable, { chunked: true }) : new BufferTarget();
  // On disk the index goes at the end (no second pass over a big file); in memory MP4 gets fast start.
  const outputFormat = format === 'mp4' ? new Mp4OutputFormat({ fastStart: sink ? false : 'in-memory' }) : new WebMOutputFormat();
  return { output: new Output({ format: outputFormat, target }), target };
}

export async function convertVideo(job: VideoJob, onProgress: (fraction: number) => void, register: (run: RunningConversion) => void): Promise<VideoJobResult> {
  const started = performance.now();
  const { input, video, audio } = await openInput(job.file);
  let sink: DiskSink | null = null;
  let restoreEncoder: (() => void) | null = null;
  try {
    const sourceSeconds = await input.computeDuration();
    const trim = trimWindow(sourceSeconds, job.trimStart, job.trimEnd);
    const estimate = await audioPlan(audio, job, audioCodecsOf(job.format));
    const plan = await videoPlanFor(video, job, trim.seconds, estimate.bitrate);
    const format = await pickFormat(job.format, plan.size, plan.bitrate);
    const sound = format === job.format ? estimate : await audioPlan(audio, job, audioCodecsOf(format));
    sink = await openDiskSink(job.destination, format);
    const { output, target } = makeOutput(format, sink);
    const supported = audioCodecsOf(format);
    const encoderScales = await encoderCanScale(video, plan.size);
    restoreEncoder = controlVideoEncoder({ size: encoderScales ? plan.size : null, bitrate: plan.bitrate });
    const conversion = await Conversion.init({
      input,
      output,
      tracks: 'primary',
      showWarnings: false,
      trim: { start: trim.start, end: trim.end },
      video: {
        ...(encoderScales ? {} : { ...plan.size, fit: 'fill' as const }),
        codec: VIDEO_CODECS[format],
        quality: new Quality({ bitrate: plan.bitrate }),
        forceTranscode: true,
      },
      audio: async (track) => {
        if (job.removeAudio) return { discard: true };
        const codec = await track.getCodec();
        // Copy when the container can hold the source codec; else Opus at an explicit rate.
        if (codec && supported.includes(codec)) return {};
        return { codec: 'opus', sampleRate: OPUS_SAMPLE_RATE, quality: new Quality({ bitrate: OPUS_BITRATE }) };
      },
    });
    if (!conversion.isValid) {
      const reason = conversion.discardedTracks.find((d) => d.track.type === 'video')?.reason;
      throw reason === 'undecodable_source_codec' ? fail('undecodable') : fail('no-encoder');
    }
    conversion.onProgress = (fraction) => onProgress(fraction);
    register({ cancel: () => void conversion.cancel() });
    await conversion.execute();
    const audioDropped = !job.removeAudio && conversion.discardedTracks.some((d) => d.track.type === 'audio');
    const blob = sink ? await sink.result() : new Blob([(target as BufferTarget).buffer as ArrayBuffer], { type: await output.getMimeType() });
    return {
      blob,
      format,
      codec: VIDEO_CODECS[format] === 'avc' ? 'H.264' : 'VP9',
      ...plan.size,
      videoBitrate: plan.bitrate,
      audio: audioDropped ? 'dropped' : sound.outcome,
      seconds: trim.seconds,
      sourceSeconds,
      encodeSeconds: (performance.now() - started) / 1000,
      targetFits: plan.targetFits,
      destination: sink ? job.destination.kind : 'memory',
    };
  } catch (error) {
    await sink?.discard();
    if (error instanceof ConversionCanceledError) throw fail('cancelled');
    throw error;
  } finally {
    restoreEncoder?.();
    input.dispose();
  }
}
