/**
 * The parts of the Mediabunny engine that run without WebCodecs: input checks (Node has no video
 * decoder, so real conversions are covered by the e2e tests) and the remux that gives
 * MediaRecorder's WebM a duration and a seek index.
 */
import { corpusPath, corpusIt } from '../../../helpers/corpus';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_FORMATS, BlobSource, Input } from 'mediabunny';
import { convertVideo } from '../../../../src/wasm/video/convert';
import type { VideoJob } from '../../../../src/wasm/video/jobs';
import { finalizeRecording } from '../../../../src/wasm/video/recorder/remux';

const corpus = (name: string) => readFileSync(corpusPath(name));

const job = (file: File): VideoJob => ({
  file,
  quality: 70,
  resolution: 'original',
  format: 'mp4',
  trimStart: null,
  trimEnd: null,
  removeAudio: false,
  targetBytes: null,
  destination: { kind: 'memory' },
});

const run = (file: File) => convertVideo(job(file), () => {}, () => {});

describe('convertVideo input checks', () => {
  it('rejects an empty file', async () => {
    await expect(run(new File([], 'empty.mp4', { type: 'video/mp4' }))).rejects.toMatchObject({ code: 'empty' });
  });

  corpusIt('rejects a PDF that claims to be MP4', async () => {
    const pdf = new File([corpus('text-2pages-libreoffice.pdf')], 'holiday.mp4', { type: 'video/mp4' });
    await expect(run(pdf)).rejects.toMatchObject({ code: 'unreadable', message: expect.stringContaining('not a video container') });
  });

  corpusIt('rejects a truncated container it cannot parse', async () => {
    const head = new File([corpus('ball-720x576-h264-aac.mp4').subarray(0, 4096)], 'cut.mp4', { type: 'video/mp4' });
    await expect(run(head)).rejects.toHaveProperty('code');
  });
});

describe('finalizeRecording', () => {
  corpusIt('rewrites a WebM with a duration, keeping every packet', async () => {
    const source = new Blob([corpus('cockatoo-vp9-opus.webm')], { type: 'video/webm' });
    const { blob, seconds } = await finalizeRecording(source);
    expect(seconds).toBeCloseTo(6.008, 1);
    const input = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
    expect(await input.getDurationFromMetadata()).toBeCloseTo(6.008, 1);
    const video = await input.getPrimaryVideoTrack();
    expect(await video?.getCodec()).toBe('vp9');
    expect(await (await input.getPrimaryAudioTrack())?.getCodec()).toBe('opus');
  });

  it('hands back the recording unchanged when it cannot be read', async () => {
    const junk = new Blob([new Uint8Array([1, 2, 3, 4])]);
    const { blob, seconds } = await finalizeRecording(junk);
    expect(blob).toBe(junk);
    expect(seconds).toBeNull();
  });
});
