/**
 * A password strength hint, worked out as the user types (nothing leaves the page). It estimates
 * how many guesses an attacker trying likely passwords first would need: the character classes in
 * use give a pool, the length the number of draws, and well-known passwords, repeats, keyboard rows
 * and counting runs are priced as the cheap guesses they are. A hint, not a guarantee.
 */
import { t } from '../../i18n/messages';

type StrengthLevel = 'weak' | 'fair' | 'good' | 'strong';

export interface PasswordStrength {
  level: StrengthLevel;
  /** 1 (weak) to 4 (strong), for the meter. */
  score: 1 | 2 | 3 | 4;
  label: string;
  hint: string;
}

/** Some of the most used passwords in leaked lists: guessed first, whatever their length. */
const COMMON = new Set([
  'password', 'passw0rd', 'p@ssw0rd', 'p@ssword', '123456', '1234567', '12345678', '123456789', '1234567890', 'qwerty', 'qwertyuiop',
  'azerty', 'abc123', '111111', '123123', 'letmein', 'welcome', 'admin', 'iloveyou', 'monkey', 'dragon', 'football', 'baseball',
  'sunshine', 'princess', 'master', 'shadow', 'superman', 'trustno1', 'secret', 'changeme', 'qwerty123', 'password1', 'password123',
  '000000', '654321', 'zaq12wsx', '1q2w3e4r', '1qaz2wsx', 'hello123', 'admin123', 'welcome1', 'login', 'starwars', 'pdf', 'document',
]);

/** Keyboard rows and digits: neighbours here are as cheap to guess as a repeated key. */
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'azertyuiop', 'qwertzuiop', '1234567890'];

/** The same key, the next or previous letter or digit, or a keyboard neighbour. */
function linked(a: string, b: string): boolean {
  if (a === b) return true;
  const alnum = /[a-z0-9]/;
  if (alnum.test(a) && alnum.test(b) && Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) === 1) return true;
  return ROWS.some((row) => {
    const at = row.indexOf(a);
    return at >= 0 && (row[at + 1] === b || (at > 0 && row[at - 1] === b));
  });
}

/** Length of the text once each run of 3+ linked characters ('aaaa', '1234', 'qwer') counts as one and a half. */
function effectiveLength(password: string): number {
  const chars = [...password.toLowerCase()];
  let length = 0;
  for (let i = 0; i < chars.length; ) {
    let run = 1;
    while (i + run < chars.length && linked(chars[i + run - 1], chars[i + run])) run++;
    length += run >= 3 ? 1.5 : run;
    i += run;
  }
  return length;
}

function poolSize(password: string): number {
  let pool = 0;
  if (/[a-z]/.test(password)) pool += 26;
  if (/[A-Z]/.test(password)) pool += 26;
  if (/[0-9]/.test(password)) pool += 10;
  if (/[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/.test(password)) pool += 33;
  if ([...password].some((char) => char.charCodeAt(0) > 0x7f)) pool += 100;
  return Math.max(pool, 10);
}

/** Estimated bits of guessing work. */
function passwordBits(password: string): number {
  if (password === '') return 0;
  const stripped = password.toLowerCase().replace(/[\d!@#$%^&*?.]+$/, '');
  if (COMMON.has(password.toLowerCase()) || COMMON.has(stripped)) return 10;
  return effectiveLength(password) * Math.log2(poolSize(password));
}

/** Each level's meter step, label and hint (in the page's language, read when the strength is worked out). */
const LEVELS: Record<StrengthLevel, () => Omit<PasswordStrength, 'level'>> = {
  weak: () => ({ score: 1, label: t('protectPdf.strength.weak.label'), hint: t('protectPdf.strength.weak.hint') }),
  fair: () => ({ score: 2, label: t('protectPdf.strength.fair.label'), hint: t('protectPdf.strength.fair.hint') }),
  good: () => ({ score: 3, label: t('protectPdf.strength.good.label'), hint: t('protectPdf.strength.good.hint') }),
  strong: () => ({ score: 4, label: t('protectPdf.strength.strong.label'), hint: t('protectPdf.strength.strong.hint') }),
};

const ORDER: StrengthLevel[] = ['weak', 'fair', 'good', 'strong'];

/** Short passwords stay capped whatever their mix: under 8 weak, under 12 fair, under 16 good. */
const lengthCap = (length: number): StrengthLevel => (length < 8 ? 'weak' : length < 12 ? 'fair' : length < 16 ? 'good' : 'strong');

export function passwordStrength(password: string): PasswordStrength {
  const bits = passwordBits(password);
  const byBits: StrengthLevel = bits < 40 ? 'weak' : bits < 60 ? 'fair' : bits < 80 ? 'good' : 'strong';
  const cap = lengthCap([...password].length);
  const level = ORDER[Math.min(ORDER.indexOf(byBits), ORDER.indexOf(cap))];
  if (bits === 10 && password !== '') {
    return { level: 'weak', ...LEVELS.weak(), hint: t('protectPdf.strength.common') };
  }
  return { level, ...LEVELS[level]() };
}
