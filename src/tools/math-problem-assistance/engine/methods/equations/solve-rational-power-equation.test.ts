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

  it('reads an odd root as the real one: an even power of it has two answers, ±, an odd power keeps the sign', async () => {
    expect((await solveAsTyped('x^(2/3) = 16')).answer?.text).toBe('x = 64 or x = -64');
    expect((await solveAsTyped('x^(4/3) = 16')).answer?.text).toBe('x = 8 or x = -8');
    expect((await solveAsTyped('x^(-2/3) = 1/4')).answer?.text).toBe('x = 8 or x = -8');
    expect((await solveAsTyped('x^(3/5) = -8')).answer?.text).toBe('x = -32');
    expect((await solveAsTyped('2x^(2/3) = 10')).answer?.text).toBe('x = 5^(3/2) or x = -5^(3/2)');
  });

  it('answers "no real solution" for a negative value of an even root, or of an even power of an odd root (both refused before)', async () => {
    for (const typed of ['x^(3/2) = -8', 'x^(2/3) = -4', '2x^(4/3) + 10 = 0', 'x^(-2/3) = -1']) {
      const result = await solveAsTyped(typed);
      expect(result.status, typed).toBe('solved');
      expect(result.answer?.solutions, typed).toEqual([]);
      expect(result.message, typed).toMatch(/^No real solution: x\^\(-?\d\/\d\) is never negative\.$/u);
    }
  });

  it('keeps a zero right side with a negative power refused, and a positive one answered', async () => {
    expect(await isRefused('x^(-2/3) = 0')).toBe(true);
    expect((await solveAsTyped('x^(2/3) = 4')).answer?.text).toBe('x = 8 or x = -8');
  });
});
