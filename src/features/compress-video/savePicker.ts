/**
 * The save-file picker (File System Access API, Chromium): lets a big output stream straight to
 * disk. Must be called from the click itself (it needs the user's gesture).
 */
import type { VideoFormat } from '../../wasm/video';

interface PickerWindow {
  showSaveFilePicker?: (options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }) => Promise<FileSystemFileHandle>;
}

export const hasSavePicker = () => typeof (globalThis as PickerWindow).showSaveFilePicker === 'function';

/** H.264 when this browser can encode it, else WebM: asked before the picker so the name's extension is true. */
export async function encodableFormat(preferred: VideoFormat): Promise<VideoFormat> {
  if (preferred === 'webm' || typeof VideoEncoder === 'undefined') return 'webm';
  const probe = await VideoEncoder.isConfigSupported({ codec: 'avc1.640028', width: 1280, height: 720, bitrate: 2_000_000 }).catch(() => null);
  return probe?.supported ? 'mp4' : 'webm';
}

/** The picked file, or null when the user closed the picker. */
export async function pickSaveFile(suggestedName: string, format: VideoFormat): Promise<FileSystemFileHandle | null> {
  const mime = format === 'mp4' ? 'video/mp4' : 'video/webm';
  const type = { description: `${format.toUpperCase()} video`, accept: { [mime]: [`.${format}`] } };
  try {
    return (await (globalThis as PickerWindow).showSaveFilePicker?.({ suggestedName, types: [type] })) ?? null;
  } catch {
    return null;
  }
}
