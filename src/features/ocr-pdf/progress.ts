/** What the page shows while OCR runs: the page being read and its image (set by process.ts, read by the page). */
interface OcrProgress {
  /** 1-based page being read now, and its image (null until drawn). */
  page: number;
  image: Blob | null;
  /** Pages read so far, out of `todo`. */
  done: number;
  todo: number;
  loading: boolean;
}

let current: OcrProgress | null = null;
const listeners = new Set<() => void>();
export const publish = (next: OcrProgress | null) => {
  current = next;
  for (const listener of listeners) listener();
};

export const ocrProgress = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current,
};

