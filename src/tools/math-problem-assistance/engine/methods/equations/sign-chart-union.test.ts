import { describe, expect, it } from 'vitest';
import { formatState } from '../../math-text';
import type { MethodResult, Relation } from '../../problem';
import { readProblem } from '../../read-problem';
import { checkFinalAnswer } from '../../verify/check-final-answer';
import { haveSameSolutions } from '../../equivalence';
import { parseMath } from '../../math-text';
import { primaryEquationResult } from './index';

const answerText = (source: string) => {
  const result = primaryEquationResult(readProblem({ problem: source, task: 'auto' }));
  return result && formatState(result.answer).text;
};

const piece = (...texts: string[]): Relation[] =>
  texts.map((text) => {
    const [lhs, op, rhs] = text.split(' ') as [string, Relation['op'], string];
    return { lhs: parseMath(lhs), op, rhs: parseMath(rhs) };
  });

describe('sign chart answers that are unions with a bounded piece', () => {
  it.each([
    ['x^3 - 4x > 0', '-2 < x < 0 or x > 2'],
    ['(x-1)(x+2)(x-4) ≤ 0', 'x <= -2 or 1 <= x <= 4'],
    ['(x^2-9)/(x+1) ≥ 0', '-3 <= x < -1 or x >= 3'],
    ['x^4 - 5x^2 + 4 < 0', '-2 < x < -1 or 1 < x < 2'],
    ['x^2(x-1) >= 0', 'x = 0 or x >= 1'],
  ])('%s → %s', (source, expected) => {
    expect(answerText(source)).toBe(expected);
  });

  it('is checked at the end like any inequality answer: a wrong union fails', () => {
    const problem = readProblem({ problem: 'x^3 - 4x > 0', task: 'auto' });
    const answer = (pieces: Relation[][]): MethodResult => ({ method: 'test', steps: [], answer: { kind: 'union', pieces } });
    expect(checkFinalAnswer(problem, answer([piece('-2 < x', 'x < 0'), piece('x > 2')])).kind).toBe('passed');
    expect(checkFinalAnswer(problem, answer([piece('-2 < x', 'x < 1'), piece('x > 2')])).kind).toBe('failed');
    expect(checkFinalAnswer(problem, answer([piece('x < -2'), piece('0 < x', 'x < 2')])).kind).toBe('failed');
  });

  it('compares as a solution set in step verification (its truth at test points, ends included)', () => {
    const problem = readProblem({ problem: 'x^3 - 4x > 0', task: 'auto' });
    const start = problem.target.kind === 'relation' ? { kind: 'relation' as const, relation: problem.target.relation } : undefined;
    expect(haveSameSolutions(start!, { kind: 'union', pieces: [piece('-2 < x', 'x < 0'), piece('x > 2')] }, 'x')).toBe(true);
    expect(haveSameSolutions(start!, { kind: 'union', pieces: [piece('-2 <= x', 'x < 0'), piece('x > 2')] }, 'x')).toBe(false);
  });
});
