import { describe, expect, it } from 'vitest';
import { parseMath } from '../math-text';
import { readCompetitionProblem } from './read-competition-problem';
import { solveAsTyped, isRefused } from './solve-as-typed.test-helpers';
import { solveCompetitionProblem } from './solve-competition-problem';

const solve = solveAsTyped;
const refused = isRefused;

describe('a quadratic written as a(x − h)² + k', () => {
  it('reads the letters off the completed square and works out what is asked', async () => {
    const result = await solve('The quadratic $4x^2+2x-1$ can be written in the form $a(x+b)^2+c$, where $a$, $b$, and $c$ are constants. What is $a+b+c$?');
    expect(result.status).toBe('solved');
    expect(result.answer?.text).toBe('3');
    expect(result.steps.some((step) => step.rule === 'Complete the square')).toBe(true);
    expect((await solve('If we express $x^2 + 4x + 5$ in the form $a(x - h)^2 + k$, then what is $h$?')).answer?.text).toBe('-2');
    expect((await solve('The quadratic $x^2-6x+66$ can be written in the form $(x+b)^2+c$, where $b$ and $c$ are constants. What is $b+c$?')).answer?.text).toBe('54');
  });

  it('refuses a form that cannot equal the quadratic', async () => {
    // The leading coefficient of x^2 - 6x + 66 is 1, not 2.
    expect(await refused('The quadratic $x^2-6x+66$ can be written in the form $2(x+b)^2+c$, where $b$ and $c$ are constants. What is $b+c$?')).toBe(true);
  });

  it('withholds a value that does not come from the completed square', () => {
    const read = readCompetitionProblem('The quadratic $x^2-6x+66$ can be written in the form $(x+b)^2+c$, where $b$ and $c$ are constants. What is $b+c$?');
    expect(read).not.toBeNull();
    expect(solveCompetitionProblem({ ...read!, asked: [parseMath('3 + 57')] }, () => null)).toBeNull();
  });
});
