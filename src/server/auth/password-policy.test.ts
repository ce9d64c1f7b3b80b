import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, describeWeakPassword } from './password-policy';

describe('checkPasswordStrength', () => {
  it('refuses short passwords', () => {
    expect(checkPasswordStrength('Ab1!')).toMatchObject({ ok: false, reasons: ['Use at least 8 characters.'] });
  });

  it('refuses common passwords with the estimator’s warning and suggestions', () => {
    const verdict = checkPasswordStrength('password123');
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons[0]).toMatch(/commonly used|heavily used|frequently used/i);
    expect(verdict.reasons.length).toBeGreaterThan(1);
    expect(describeWeakPassword(verdict.reasons)).toContain(verdict.reasons[0]);
  });

  it('refuses keyboard patterns and passwords made of the user’s own details', () => {
    expect(checkPasswordStrength('qwertyuiop').ok).toBe(false);
    expect(checkPasswordStrength('dorothygale1', ['dorothy.gale@example.com']).ok).toBe(false);
  });

  it('accepts long, unpredictable passwords', () => {
    expect(checkPasswordStrength('correct horse battery staple')).toMatchObject({ ok: true, reasons: [] });
    expect(checkPasswordStrength('kT9#mVq2$xLp').ok).toBe(true);
  });
});
