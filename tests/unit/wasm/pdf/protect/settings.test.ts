import { describe, expect, it } from 'vitest';
import { protectSettingsProblem } from '../../../../../src/wasm/pdf/protect/settings';
import type { PdfPermissions } from '../../../../../src/wasm/pdf/protect/jobs';

const NONE: PdfPermissions = { print: false, copy: false, edit: false, annotate: false, fillForms: false };
const owner = (password: string) => ({ password, permissions: NONE });

describe('protect settings', () => {
  it('takes an open password, with or without a different permissions password', () => {
    expect(protectSettingsProblem({ openPassword: 'a', encryption: 'AES-256' })).toBeNull();
    expect(protectSettingsProblem({ openPassword: 'a', owner: owner('b'), encryption: 'AES-128' })).toBeNull();
    expect(protectSettingsProblem({ openPassword: 'pässwörd 密码', encryption: 'AES-256' })).toBeNull();
  });

  it('names what is missing or wrong', () => {
    expect(protectSettingsProblem({ openPassword: '', encryption: 'AES-256' })).toBe('Enter a password to open the PDF.');
    expect(protectSettingsProblem({ openPassword: 'a', owner: owner(''), encryption: 'AES-256' })).toMatch(/^Enter a permissions password/);
    expect(protectSettingsProblem({ openPassword: 'same', owner: owner('same'), encryption: 'AES-256' })).toMatch(/must be different from the open password/);
  });

  it('AES-128 takes printable ASCII up to 32 characters; AES-256 up to 127 bytes of UTF-8', () => {
    expect(protectSettingsProblem({ openPassword: 'pässwörd', encryption: 'AES-128' })).toMatch(/only unaccented letters/);
    expect(protectSettingsProblem({ openPassword: 'a', owner: owner('wörd'), encryption: 'AES-128' })).toMatch(/only unaccented letters/);
    expect(protectSettingsProblem({ openPassword: 'x'.repeat(32), encryption: 'AES-128' })).toBeNull();
    expect(protectSettingsProblem({ openPassword: 'x'.repeat(33), encryption: 'AES-128' })).toMatch(/at most 32 characters/);
    expect(protectSettingsProblem({ openPassword: 'x'.repeat(127), encryption: 'AES-256' })).toBeNull();
    expect(protectSettingsProblem({ openPassword: 'é'.repeat(64), encryption: 'AES-256' })).toMatch(/at most 127 bytes/);
  });

  it('refuses an AES-256 password that readers would prepare differently (SASLprep changes it)', () => {
    expect(protectSettingsProblem({ openPassword: 'non\u00a0breaking', encryption: 'AES-256' })).toMatch(/treat differently/);
    expect(protectSettingsProblem({ openPassword: 'soft\u00adhyphen', encryption: 'AES-256' })).toMatch(/treat differently/);
    expect(protectSettingsProblem({ openPassword: '\ufb01le', encryption: 'AES-256' })).toMatch(/treat differently/);
  });
});
