import { describe, expect, it } from 'vitest';
import { parseMath } from '../math-text';
import { readCompetitionProblem } from './read-competition-problem';
import { solveAsTyped, isRefused } from './solve-as-typed.test-helpers';
import { solveCompetitionProblem } from './solve-competition-problem';

const solve = solveAsTyped;
const refused = isRefused;

describe('terms of arithmetic and geometric sequences', () => {
  it('answers the n-th term of a listed geometric sequence, as a fraction', async () => {
    const result = await solve('What is the sixth term in the geometric sequence $\\frac{27}{125}, \\frac{9}{25}, \\frac{3}{5},\\ldots$?  Express your answer as a common fraction.');
    expect(result.status).toBe('solved');
    expect(result.answer?.text).toBe('25/9');
    expect(result.steps.some((step) => /common ratio/u.test(step.rule))).toBe(true);
    expect((await solve('What is the $100^{\\text{th}}$ term of the arithmetic sequence $6, 10, 14, 18, \\ldots$?')).answer?.text).toBe('402');
  });

  it('answers from two terms given by position', async () => {
    expect((await solve('The third term of an arithmetic sequence is $5$ and the sixth term is $-1.$ Find the twelfth term of this sequence.')).answer?.text).toBe('-13');
    expect((await solve('The first term of a geometric sequence is 7, and the 7th term is 5103. What is the 5th term?')).answer?.text).toBe('567');
    expect((await solve('The second and fifth terms of an arithmetic sequence are 17 and 19, respectively. What is the eighth term?')).answer?.text).toBe('21');
  });

  it('refuses when the ratio could be r or −r and they disagree, or the terms do not fit', async () => {
    // r² = 9: r = 3 gives 54, r = −3 gives −54.
    expect(await refused('The first term of a geometric sequence is 2, and the 3rd term is 18. What is the 4th term?')).toBe(true);
    expect(await refused('What is the tenth term in the sequence $1, 1, 2, 3, 5, \\ldots$?')).toBe(true);
    expect(await refused('What is the sixth term in the arithmetic sequence $1, 2, 4, 8, \\ldots$?')).toBe(true);
  });

  it('withholds a term that does not come out of building the sequence', () => {
    const read = readCompetitionProblem('The third term of an arithmetic sequence is $5$ and the sixth term is $-1.$ Find the twelfth term of this sequence.');
    expect(read).not.toBeNull();
    expect(solveCompetitionProblem({ ...read!, asked: [parseMath('-11')] }, () => null)).toBeNull();
  });
});
