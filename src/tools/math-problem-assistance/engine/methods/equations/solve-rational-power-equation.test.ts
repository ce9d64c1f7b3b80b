import { describe, expect, it } from 'vitest';
import { isRefused, solveAsTyped } from '../../competition/solve-as-typed.test-helpers';

describe('x to a fractional power (as typed)', () => {
  it('raises both sides to the reciprocal power and works the value out exactly', async () => {
    expect((await solveAsTyped('x^(3/2) = 8')).answer?.text).toBe('x = 4');
    expect((await solveAsTyped('3x^(5/2) + 1 = 97')).answer?.text).toBe('x = 4');
    expect((await solveAsTyped('x^(3/4) = 27')).answer?.text).toBe('x = 81');
  });

  it('leaves a power that is not whole in exact form', async () => {
    expect((await solveAsTyped('x^(3/2) = 5')).answer?.text).toBe('x = 5^(2/3)');
  });

  it('refuses an even power of an odd root (two answers, ±) and a negative value under an even root', async () => {
    expect(await isRefused('x^(4/3) = 16')).toBe(true);
    expect(await isRefused('x^(3/2) = -8')).toBe(true);
  });
});
