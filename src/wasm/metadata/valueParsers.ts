/** Parsing of the editor's typed values into EXIF numbers; errors read well in a toast. */

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A decimal as an unsigned rational with up to 6 decimal places. */
export function toRational(value: number): [number, number] {
  let denominator = 1;
  while (denominator < 1e6 && Math.abs(Math.round(value * denominator) - value * denominator) > 1e-9) denominator *= 10;
  const numerator = Math.round(value * denominator);
  const d = gcd(numerator, denominator) || 1;
  return [numerator / d, denominator / d];
}

export function parseDecimal(text: string, label: string): number {
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0 || value > 1e6) throw new Error(`${label} must be a positive number.`);
  return value;
}

export function parseIso(text: string): number {
  const value = Number(text.trim());
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error('ISO Speed must be a whole number from 1 to 65535.');
  return value;
}

/** '1/125', '0.5', '2' or '2s' as a rational of seconds. */
export function parseExposure(text: string): [number, number] {
  const t = text.trim().replace(/\s*(s|sec|")$/i, '');
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (fraction && Number(fraction[2]) > 0) return [Number(fraction[1]), Number(fraction[2])];
  return toRational(parseDecimal(t, 'Exposure Time'));
}

/** Signed decimal degrees; a trailing N/S/E/W sets the sign. */
export function parseGps(text: string, limit: number, label: string): number {
  const m = /^\s*([-+]?\d+(?:[.,]\d+)?)\s*°?\s*([NSEW])?\s*$/i.exec(text);
  const value = m ? Number(m[1].replace(',', '.')) * (m[2] && /[SW]/i.test(m[2]) ? -1 : 1) : NaN;
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw new Error(`${label} must be a number from -${limit} to ${limit}.`);
  return value;
}

/** Degrees, minutes, seconds (seconds to 1/10000) of |value|, as EXIF GPS rationals. */
export function toDms(value: number): [number, number][] {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutesFloat = (abs - degrees) * 60;
  const minutes = Math.floor(minutesFloat);
  const seconds = Math.round((minutesFloat - minutes) * 60 * 10000);
  return [[degrees, 1], [minutes, 1], [seconds, 10000]];
}
