import { describe, expect, it } from 'vitest';
import { parseMath } from '../math-text';
import { readCompetitionProblem } from './read-competition-problem';
import { solveAsTyped, isRefused } from './solve-as-typed.test-helpers';
import { solveCompetitionProblem } from './solve-competition-problem';

const solve = solveAsTyped;
const refused = isRefused;

describe('percents and fractions of amounts', () => {
  it('multiplies a chain of percents and fractions', async () => {
    const result = await solve('What is 20$\\%$ of 50$\\%$ of 80?');
    expect(result.status).toBe('solved');
    expect(result.answer?.text).toBe('8');
    expect((await solve('What is 50$\\%$ of $\\frac{1}{3}$ of 36?')).answer?.text).toBe('6');
    expect((await solve('What is the positive difference between $120\\%$ of 30 and $130\\%$ of 20?')).answer?.text).toBe('10');
  });

  it('refuses a percent with a letter, and "of" between two whole numbers', async () => {
    expect(await refused('What is $x\\%$ of 30?')).toBe(true);
    expect(await refused('What is $30$ of $20$?')).toBe(true);
  });

  it('withholds a value that is not the product of the numbers as typed', () => {
    const read = readCompetitionProblem('What is 20$\\%$ of 50$\\%$ of 80?');
    expect(read).not.toBeNull();
    expect(solveCompetitionProblem({ ...read!, asked: [parseMath('20 * 50 * 80 / 100')] }, () => null)).toBeNull();
  });
});
