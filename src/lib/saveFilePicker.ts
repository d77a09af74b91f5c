/**
 * The save-file picker (File System Access API, Chromium): lets a big output stream straight to
 * disk instead of being built in memory. Must be called from the click itself or soon after (it
 * needs the user's gesture).
 */
export interface SaveFileType {
  description: string;
  accept: Record<string, string[]>;
}

type SaveFilePicker = (options: { suggestedName: string; types: SaveFileType[] }) => Promise<FileSystemFileHandle>;

/** Above this size an output is worth streaming to disk where the browser can. */
export const STREAM_TO_DISK_BYTES = 1024 ** 3;

const picker = () => (globalThis as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;

export const hasSavePicker = () => typeof picker() === 'function';

/** The picked file, or null when the browser has no picker or the user closed it. */
export async function pickSaveTarget(suggestedName: string, type: SaveFileType): Promise<FileSystemFileHandle | null> {
  try {
    return (await picker()?.({ suggestedName, types: [type] })) ?? null;
  } catch {
    return null;
  }
}
