import { describe, expect, it } from 'vitest';
import { parseMath } from '../math-text';
import { readCompetitionProblem } from './read-competition-problem';
import { solveAsTyped, isRefused } from './solve-as-typed.test-helpers';
import { solveCompetitionProblem } from './solve-competition-problem';

const solve = solveAsTyped;
const refused = isRefused;

describe('least and greatest values of a quadratic', () => {
  it('answers the minimum of a quadratic in one letter, with the vertex step', async () => {
    const result = await solve('What is the minimum value of $a^2+6a-7$?');
    expect(result.status).toBe('solved');
    expect(result.answer?.text).toBe('-16');
    expect(result.steps.some((step) => /vertex/u.test(step.explanation))).toBe(true);
    expect(result.steps.every((step) => step.verified)).toBe(true);
  });

  it('answers where the minimum is, a maximum, two letters and y = … forms', async () => {
    expect((await solve('What value of $x$ will give the minimum value for $x^2- 14x + 3$?')).answer?.text).toBe('7');
    expect((await solve('What is the maximum value of $-x^2+5x+\\frac{1}{3}$?')).answer?.text).toBe('79/12');
    expect((await solve('What is the minimum value of the expression $2x^2+3y^2+8x-24y+62$ for real $x$ and $y$?')).answer?.text).toBe('6');
    expect((await solve('What is the minimum possible value for $y$ in the equation $y = x^2 - 6x + 13$?')).answer?.text).toBe('4');
    expect((await solve('The vertex of the parabola described by the equation $3y=2x^2-16x+18$ is $(m,n)$. What is $m+n$?')).answer?.text).toBe('-2/3');
  });

  it('refuses a maximum of a parabola that opens up, and what is not a quadratic', async () => {
    expect(await refused('What is the maximum value of $a^2+6a-7$?')).toBe(true);
    expect(await refused('What is the minimum value of $x^3-3x$?')).toBe(true);
    expect(await refused('What is the least possible value of the sum $|x - 1| + |x - 1.5| + |x - 2|$?')).toBe(true);
    // "for real x" names one letter, the expression has two: not the problem the reader knows.
    expect(await refused('What is the minimum value of $x^2+y^2$ for real $x$?')).toBe(true);
  });

  it('withholds an answer that fails the check against the problem as typed', () => {
    const read = readCompetitionProblem('What is the minimum value of $a^2+6a-7$?');
    expect(read).not.toBeNull();
    // A misread that works out the wrong value (the expression at a = 3, not at the vertex) is caught.
    const misread = { ...read!, asked: [parseMath('3^2 + 6*3 - 7')] };
    const stage = () => null;
    expect(solveCompetitionProblem(misread, stage)).toBeNull();
  });
});
