/**
 * Base64 both ways, UTF-8 safe (TextEncoder/TextDecoder rather than btoa on JS strings, which
 * breaks on anything outside Latin-1). Decoding forgives what people paste: whitespace and line
 * breaks, the URL-safe alphabet (- and _), missing padding and a data: URL prefix.
 */
export class InvalidBase64Error extends Error {
  constructor() {
    super('Invalid Base64 string');
    this.name = 'InvalidBase64Error';
  }
}

type WithBase64 = Uint8Array & { toBase64?: () => string };

/** Bytes to standard Base64; native `toBase64` where the browser has it, btoa in 32 KB pieces otherwise. */
export function bytesToBase64(bytes: Uint8Array): string {
  const native = (bytes as WithBase64).toBase64;
  if (typeof native === 'function') return native.call(bytes);
  let binary = '';
  const STEP = 0x8000; // fromCharCode's argument list must stay well under engine limits
  for (let i = 0; i < bytes.length; i += STEP) binary += String.fromCharCode(...bytes.subarray(i, i + STEP));
  return btoa(binary);
}

export const encodeText = (text: string) => bytesToBase64(new TextEncoder().encode(text));

export interface NormalizedBase64 {
  /** Standard alphabet, padded. */
  base64: string;
  /** The MIME type of a data: URL prefix, when there was one. */
  mime?: string;
}

const DATA_URL_PREFIX = /^data:([^;,]*)((?:;[^;,]*)*);base64,/i;

export function normalizeBase64(input: string): NormalizedBase64 {
  let text = input.trim();
  let mime: string | undefined;
  const prefix = DATA_URL_PREFIX.exec(text);
  if (prefix) {
    mime = prefix[1].trim().toLowerCase() || undefined;
    text = text.slice(prefix[0].length);
  }
  text = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (text === '' || !/^[A-Za-z0-9+/]*$/.test(text) || text.length % 4 === 1) throw new InvalidBase64Error();
  return { base64: text + '='.repeat((4 - (text.length % 4)) % 4), mime };
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw new InvalidBase64Error();
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Base64 (any accepted form) to text; bytes that are not UTF-8 are a decoding error, not mojibake. */
export function decodeText(input: string): string {
  const bytes = base64ToBytes(normalizeBase64(input).base64);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new InvalidBase64Error();
  }
}
