import { describe, expect, it } from 'vitest';
import { acceptAttribute, isAcceptedType, isWithinSize } from '../../../src/lib/acceptRules';

describe('accept rules', () => {
  it.each([
    ['text/plain', ['*'], true],
    ['image/png', ['image/*'], true],
    ['video/mp4', ['image/*'], false],
    ['image/jpeg', ['image/jpeg', 'image/jpg'], true],
    ['image/png', ['image/jpeg', 'image/jpg'], false],
    ['', ['application/pdf'], false],
  ])('%s with %j -> %s', (type, accept, ok) => expect(isAcceptedType(type, accept)).toBe(ok));

  it('size limit is max MB × 1024 × 1024', () => {
    expect(isWithinSize(150 * 1024 * 1024, 150)).toBe(true);
    expect(isWithinSize(150 * 1024 * 1024 + 1, 150)).toBe(false);
    expect(isWithinSize(1e12)).toBe(true);
  });

  it('input accept attribute', () => {
    expect(acceptAttribute(['*'])).toBeUndefined();
    expect(acceptAttribute(['image/jpeg', 'image/jpg'])).toBe('image/jpeg,image/jpg');
  });
});
