import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../../../../src/features/protect-pdf/strength';

const level = (password: string) => passwordStrength(password).level;

describe('the password strength hint', () => {
  it('calls the most used passwords weak, whatever their length or a digit tacked on', () => {
    for (const password of ['password', 'Password123', 'qwertyuiop', '1234567890', 'letmein!', 'iloveyou']) expect(level(password), password).toBe('weak');
    expect(passwordStrength('password1').hint).toMatch(/most used passwords/);
  });

  it('prices repeats, counting runs and keyboard rows as the cheap guesses they are', () => {
    expect(level('aaaaaaaaaaaaaaaaaaaa')).toBe('weak');
    expect(level('abcdefghijklmnopqrst')).toBe('weak');
    expect(level('asdfghjklasdfghjkl')).toBe('weak');
  });

  it('caps short passwords whatever their mix of characters', () => {
    expect(level('Xq7#')).toBe('weak');
    expect(level('Tr0ub4dor&3')).toBe('fair');
    expect(level('mK8$vL2@pQ9!')).toBe('good');
  });

  it('rewards length: a passphrase of unrelated words is strong', () => {
    expect(level('correct horse battery staple')).toBe('strong');
    expect(level('vX9#mK2$pL7@qR4!')).toBe('strong');
    expect(passwordStrength('correct horse battery staple')).toMatchObject({ score: 4, label: 'Strong' });
  });

  it('counts every script: a long password in Greek or Chinese is not weak', () => {
    expect(level('Ωμέγα πέντε δέκα')).not.toBe('weak');
    expect(level('密码很长很长的句子九十')).not.toBe('weak');
  });
});
