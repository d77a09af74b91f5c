/** Where a compressed video is saved when it streams straight to disk, and in which format. */
import { pickSaveTarget } from '../../lib/saveFilePicker';
import type { VideoFormat } from '../../wasm/video';

/** H.264 when this browser can encode it, else WebM: asked before the picker so the name's extension is true. */
export async function encodableFormat(preferred: VideoFormat): Promise<VideoFormat> {
  if (preferred === 'webm' || typeof VideoEncoder === 'undefined') return 'webm';
  const probe = await VideoEncoder.isConfigSupported({ codec: 'avc1.640028', width: 1280, height: 720, bitrate: 2_000_000 }).catch(() => null);
  return probe?.supported ? 'mp4' : 'webm';
}

/** The picked file, or null when the user closed the picker. */
export function pickSaveFile(suggestedName: string, format: VideoFormat): Promise<FileSystemFileHandle | null> {
  const mime = format === 'mp4' ? 'video/mp4' : 'video/webm';
  return pickSaveTarget(suggestedName, { description: `${format.toUpperCase()} video`, accept: { [mime]: [`.${format}`] } });
}
