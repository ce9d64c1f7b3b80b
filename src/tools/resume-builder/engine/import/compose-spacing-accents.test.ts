import { describe, expect, it } from 'vitest';
import { composeSpacingAccents } from './compose-spacing-accents';

describe('composeSpacingAccents', () => {
  it('joins an accent printed before its letter', () => {
    expect(composeSpacingAccents('Hochschule M¨unchen, ¨Osterreich')).toBe('Hochschule München, Österreich');
    expect(composeSpacingAccents('Caf´e Cr`eme')).toBe('Café Cr`eme');
    expect(composeSpacingAccents('ˇCesk´a')).toBe('Česká');
  });

  it('leaves an accent that makes no letter', () => {
    expect(composeSpacingAccents('a ¨ b, x¨q 5´')).toBe('a ¨ b, x¨q 5´');
  });
});
