/**
 * A tool's settings remembered on this device (localStorage), as JSON under one key. Storage may
 * be missing, full or refused (private windows, blocked cookies): then nothing is remembered.
 */
export function loadSettings(key: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function saveSettings(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Not remembered; the tool works the same.
  }
}
