/**
 * Signatures kept in this browser only, when the user ticks "Remember on this device": their
 * pictures (PNG data URLs) in localStorage, never sent anywhere, deleted one by one on request.
 * A browser that refuses storage (private windows, full quota) simply keeps nothing.
 */
export interface SavedSignature {
  id: string;
  url: string;
  width: number;
  height: number;
}

const LIST_KEY = 'filesmith.signatures';
const REMEMBER_KEY = 'filesmith.signatures.remember';

function read(): SavedSignature[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(LIST_KEY) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.filter(
      (item): item is SavedSignature =>
        typeof item === 'object' && item !== null && typeof item.id === 'string' && typeof item.url === 'string' && item.url.startsWith('data:image/png;base64,') && item.width > 0 && item.height > 0,
    );
  } catch {
    return [];
  }
}

function write(list: SavedSignature[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(LIST_KEY);
    else localStorage.setItem(LIST_KEY, JSON.stringify(list));
  } catch {
    // Storage refused: nothing is kept.
  }
}

export const savedSignatures = read;

/** Keeps `signature` (once); returns the list. */
export function saveSignature(signature: SavedSignature): SavedSignature[] {
  const list = read();
  if (!list.some((item) => item.url === signature.url)) write([...list, signature]);
  return read();
}

export function deleteSavedSignature(id: string): SavedSignature[] {
  write(read().filter((item) => item.id !== id));
  return read();
}

export function rememberChoice(): boolean {
  try {
    return localStorage.getItem(REMEMBER_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function setRememberChoice(remember: boolean): void {
  try {
    if (remember) localStorage.setItem(REMEMBER_KEY, 'yes');
    else localStorage.removeItem(REMEMBER_KEY);
  } catch {
    // Storage refused: the choice lasts for this visit.
  }
}
