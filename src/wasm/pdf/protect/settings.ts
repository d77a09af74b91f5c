/**
 * The checks a protect request must pass, shared by the page (before it starts) and the worker
 * (which refuses anything else): free of pdf-lib.
 */
import { saslprep } from '../document/saslprep';
import type { ProtectSettings } from './jobs';

/** ISO 32000-2: an AES-256 password is at most 127 bytes of UTF-8 (longer ones are cut there). */
const MAX_AES256_BYTES = 127;
/** Revisions 2 to 4 pad or cut every password to 32 bytes. */
const MAX_AES128_CHARS = 32;
/**
 * Revision 4 passwords are bytes, and readers turn typed text into bytes in different ways (UTF-8,
 * Latin-1, PDFDocEncoding); printable ASCII is the same in all of them.
 */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** What can be wrong with protect settings: a code the page words in its language. */
export type ProtectSettingsIssue = 'noOpenPassword' | 'noOwnerPassword' | 'samePasswords' | 'aes128Characters' | 'aes128Length' | 'aes256Length' | 'saslprep';

/** The issues in English (the worker's refusal and the tests say these). */
export const PROTECT_SETTINGS_MESSAGES: Record<ProtectSettingsIssue, string> = {
  noOpenPassword: 'Enter a password to open the PDF.',
  noOwnerPassword: 'Enter a permissions password, or allow everything.',
  samePasswords: 'The permissions password must be different from the open password: anyone who knows the open password would get full access.',
  aes128Characters: 'With AES-128, passwords can use only unaccented letters, digits, spaces and keyboard symbols. Choose AES-256 to use other characters.',
  aes128Length: `With AES-128, passwords can be at most ${MAX_AES128_CHARS} characters long. Choose AES-256 for a longer one.`,
  aes256Length: 'Passwords can be at most 127 bytes long (about 127 letters, fewer with accents or other scripts).',
  saslprep:
    'This password has characters that PDF readers treat differently (such as a non-breaking space, a soft hyphen or a ligature). Type it with ordinary letters, digits and spaces.',
};

/** Why these settings cannot protect a file, as a code, or null when they can. */
export function protectSettingsIssue({ openPassword, owner, encryption }: ProtectSettings): ProtectSettingsIssue | null {
  if (openPassword === '') return 'noOpenPassword';
  if (owner && owner.password === '') return 'noOwnerPassword';
  if (owner && owner.password === openPassword) return 'samePasswords';
  for (const password of owner ? [openPassword, owner.password] : [openPassword]) {
    if (encryption === 'AES-128') {
      if (!PRINTABLE_ASCII.test(password)) return 'aes128Characters';
      if (password.length > MAX_AES128_CHARS) return 'aes128Length';
    } else if (new TextEncoder().encode(password).length > MAX_AES256_BYTES) {
      return 'aes256Length';
    } else if (saslprep(password) !== password) {
      // Acrobat prepares a typed password with SASLprep, pdf.js, poppler and qpdf do not: only a
      // password SASLprep leaves alone opens the file in all of them.
      return 'saslprep';
    }
  }
  return null;
}

/** Why these settings cannot protect a file, in English, or null when they can. */
export function protectSettingsProblem(settings: ProtectSettings): string | null {
  const issue = protectSettingsIssue(settings);
  return issue === null ? null : PROTECT_SETTINGS_MESSAGES[issue];
}
