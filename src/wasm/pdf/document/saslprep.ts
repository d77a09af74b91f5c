/**
 * Passwords of AES-256 PDFs (revisions 5 and 6) are prepared with SASLprep (RFC 4013) and encoded
 * as UTF-8, at most 127 bytes (ISO 32000-2, 7.6.4.3.3). So 'S\u00AASL\u00ADprep' and 'SaSLprep'
 * open the same file: the soft hyphen maps to nothing, NFKC folds 'ª' to 'a'.
 */

/** RFC 3454 B.1: characters commonly mapped to nothing (code point ranges, inclusive). */
const MAPPED_TO_NOTHING: [number, number][] = [
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x1806, 0x1806],
  [0x180b, 0x180d],
  [0x200b, 0x200d],
  [0x2060, 0x2060],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
];
const mapsToNothing = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return MAPPED_TO_NOTHING.some(([from, to]) => code >= from && code <= to);
};
/** RFC 3454 C.1.2: non-ASCII spaces, mapped to U+0020. */
const NON_ASCII_SPACE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

export function saslprep(password: string): string {
  const kept = [...password].filter((char) => !mapsToNothing(char)).join('');
  return kept.replace(NON_ASCII_SPACE, ' ').normalize('NFKC');
}

const MAX_PASSWORD_BYTES = 127;

/** UTF-8 bytes of the prepared password, as a one-byte-per-character string (capped at 127 bytes). */
export function utf8ByteString(password: string): string {
  const bytes = new TextEncoder().encode(password).subarray(0, MAX_PASSWORD_BYTES);
  let out = '';
  for (const byte of bytes) out += String.fromCharCode(byte);
  return out;
}

/**
 * The spellings worth trying for a typed password, most likely first: prepared (what revision 6
 * wants; the library encodes it as UTF-8), its UTF-8 bytes (revision 5, which the library takes
 * byte for byte), and the password as typed (revisions 2-4, Latin-1). Duplicates are dropped.
 */
export function passwordCandidates(password: string): string[] {
  const prepared = saslprep(password);
  return [...new Set([prepared, utf8ByteString(prepared), password])];
}
