import { describe, expect, it } from 'vitest';
import { isRefused, solveAsTyped } from './solve-as-typed.test-helpers';

// Written-out series (issue 35, session 17): one rule for every term shown, the sum by the formula and term by term.
describe('the sum of a series written out with dots', () => {
  it('sums arithmetic and geometric series to their last term', async () => {
    expect((await solveAsTyped('What is the sum of $3+6+9+ \\cdots + 30$?')).answer?.text).toBe('165');
    expect((await solveAsTyped('Compute the sum of the geometric series $1 - 3 + 9 - \\cdots + 729$.')).answer?.text).toBe('547');
    expect((await solveAsTyped('Calculate the sum $2 + 4 + \\cdots + 18 + 20$.')).answer?.text).toBe('110');
    const fractions = await solveAsTyped('Find the sum: $\\frac{1}{4} + \\frac{2}{4} + \\frac{3}{4} + \\dots + \\frac{8}{4}$');
    expect(fractions.answer?.text).toBe('9');
    expect(fractions.steps[0]?.rule).toBe('Sum of an arithmetic series');
  });

  it('sums an infinite geometric series only when |r| < 1', async () => {
    expect((await solveAsTyped('Evaluate the infinite geometric series: $$\\frac{1}{2}+\\frac{1}{4}+\\frac{1}{8}+\\dots$$')).answer?.text).toBe('1');
    expect(await isRefused('Evaluate the infinite geometric series: $$1+2+4+\\dots$$')).toBe(true);
  });

  it('refuses terms that follow no one rule, too few terms, and letters', async () => {
    expect(await isRefused('What is the sum of $1+2+4+7+ \\cdots + 29$?')).toBe(true);
    expect(await isRefused('What is the sum of $1 + 2 + \\cdots + 10$?')).toBe(true);
    expect(await isRefused('What is the sum of $x + 2x + 3x + \\cdots + 10x$?')).toBe(true);
    // 17 is not a term of 1, 4, 7, …: the count of terms would not be whole.
    expect(await isRefused('What is the sum of $1+4+7+ \\cdots + 17$?')).toBe(true);
  });
});
