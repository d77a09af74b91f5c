/**
 * The video engine: WebCodecs conversion through Mediabunny in a worker, and the spec's
 * MediaRecorder path (recorder/) as fallback. The plans (sizes, bitrates, presets) are light and
 * load with the page; the converters load when a conversion starts.
 */
type Client = typeof import('./client');
type Recorder = typeof import('./recorder/recorder');

export const runVideoJob: Client['runVideoJob'] = async (...args) => (await import('./client')).runVideoJob(...args);
export const recordVideo: Recorder['recordVideo'] = async (...args) => (await import('./recorder/recorder')).recordVideo(...args);

export * from './plan';
export { RECORDER_AUDIO_BPS, recorderDimensions, recorderVideoBitrate } from './recorder/plan';
export { VideoJobError, type VideoDestination, type VideoEncodeSettings } from './jobs';
