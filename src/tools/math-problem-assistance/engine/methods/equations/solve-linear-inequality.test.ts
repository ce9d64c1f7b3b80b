import { describe, expect, it } from 'vitest';
import { stateText } from './expect-solution';
import { solveLinearInequality } from './solve-linear-inequality';
import { equationProblem } from './test-problem';

const solve = (text: string) => solveLinearInequality(equationProblem(text));

describe('solveLinearInequality', () => {
  it('keeps the sign when dividing by a positive number', () => {
    const r = solve('2x < 6')!;
    expect(stateText(r.answer)).toBe('x < 3');
    expect(r.note).toBe('In interval notation: (-oo, 3).');
  });

  it('flips the sign when multiplying or dividing by a negative number', () => {
    const r = solve('-2x + 1 >= 7')!;
    expect(r.steps.at(-1)!.rule).toBe('Divide both sides by -2 and flip the sign');
    expect(stateText(r.answer)).toBe('x <= -3');
    expect(r.note).toBe('In interval notation: (-oo, -3].');
    expect(stateText(solve('2 - x < 3')!.answer)).toBe('x > -1');
  });

  it('turns the sign round when the sides are swapped', () => {
    expect(stateText(solve('5 < x + 2')!.answer)).toBe('x > 3');
  });

  it('handles fractions and brackets', () => {
    const r = solve('x/2 + 1 > 3(x - 1)')!;
    expect(stateText(r.answer)).toBe('x < 8 / 5');
  });

  it('reports inequalities that are never or always true', () => {
    expect(solve('x + 1 < x')!.note).toMatch(/no solution/i);
    expect(solve('x + 1 > x')!.note).toMatch(/every real number/i);
  });

  it('ignores equations', () => {
    expect(solve('x = 2')).toBeNull();
  });
});
