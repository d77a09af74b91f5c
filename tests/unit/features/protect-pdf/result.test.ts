import { describe, expect, it } from 'vitest';
import { permissionSummary } from '../../../../src/features/protect-pdf/ProtectResult';

const NONE = { print: false, copy: false, edit: false, annotate: false, fillForms: false };

describe("the result panel's words on permissions", () => {
  it('lists what is allowed and what is not', () => {
    expect(permissionSummary({ ...NONE, print: true, fillForms: true })).toBe('may print and fill in forms; may not copy, edit or comment');
    expect(permissionSummary(NONE)).toBe('may not print, copy, edit, comment or fill in forms');
    expect(permissionSummary({ print: true, copy: true, edit: true, annotate: true, fillForms: true })).toBe('may print, copy, edit, comment and fill in forms');
  });

  it('counts form filling as allowed when comments are (readers allow both)', () => {
    expect(permissionSummary({ ...NONE, annotate: true })).toBe('may comment and fill in forms; may not print, copy or edit');
  });
});
