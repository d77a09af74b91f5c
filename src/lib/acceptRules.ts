/** The upload widget's accept rules: '*' allows anything, 'type/*' matches by prefix, else exact. */
export function isAcceptedType(type: string, accept: readonly string[]): boolean {
  if (accept.length === 0 || accept.includes('*')) return true;
  return accept.some((rule) => (rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : type === rule));
}

/** The upload widget's size rule: max MB × 1024 × 1024. */
export const isWithinSize = (bytes: number, maxMB?: number) => maxMB === undefined || bytes <= maxMB * 1024 * 1024;

/** The `accept` attribute for a file input. */
export const acceptAttribute = (accept: readonly string[]) => (accept.includes('*') ? undefined : accept.join(','));
