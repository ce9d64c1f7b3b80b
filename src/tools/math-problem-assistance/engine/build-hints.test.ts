import { describe, expect, it } from 'vitest';
import { buildHints } from './build-hints';
import { formatState, parseMath } from './math-text';
import { algebraMethods } from './methods/algebra/index';
import { expressionProblem } from './methods/algebra/test-kit';
import type { MathProblem, MethodResult } from './problem';
import { printNode } from './nodes/print-nodes';

function hintsFor(task: MathProblem['task'], text: string, source = text) {
  const problem = expressionProblem(task, text, source);
  const result = algebraMethods.map((method) => method(problem)).find(Boolean) as MethodResult;
  return { problem, result, hints: buildHints(problem, result) };
}

const CASES: Array<[MathProblem['task'], string, string?]> = [
  ['evaluate', '3/4 + 5/6'],
  ['evaluate', '15/100*80', '15% of 80'],
  ['evaluate', '2 + 3*(4-1)^2'],
  ['evaluate', 'sqrt(50)'],
  ['simplify', 'x^2 + 3x*(-4x) + 5x^3 + 3x^2 + 6'],
  ['simplify', '(x^2-1)/(x^2+2x+1)'],
  ['simplify', '(x+1)/(x-1)'],
  ['expand', '(x+2)(x+3)'],
  ['expand', '(x-1)^3'],
  ['factor', 'x^2 - 5x + 6'],
  ['factor', '6x^2 + x - 2'],
  ['factor', 'x^4 - 1'],
  ['factor', 'x^2 + x + 1'],
];

describe('buildHints', () => {
  it.each(CASES)('%s %s: 3–6 hints, the first without the answer', (task, text, source) => {
    const { result, hints } = hintsFor(task, text, source);
    expect(hints.length).toBeGreaterThanOrEqual(3);
    expect(hints.length).toBeLessThanOrEqual(6);
    const answer = formatState(result.answer).text.replace(/\s+/gu, '');
    const shown = result.answer.kind === 'expression' ? printNode(result.answer.node, 'words').replace(/\s+/gu, '') : answer;
    const first = (hints[0] as string).replace(/\s+/gu, '');
    expect(first.includes(answer)).toBe(false);
    expect(first.includes(shown)).toBe(false);
    expect(hints.at(-1)).toMatch(/^Check/u);
  });

  it('climbs from the method to the first move to the check', () => {
    const { hints } = hintsFor('factor', 'x^2 - 5x + 6');
    expect(hints[0]).toMatch(/two numbers that multiply to the constant term/u);
    expect(hints[1]).toBe('Start here — factor the trinomial: find two numbers that multiply to 6 and add to -5.');
    expect(hints.at(-1)).toMatch(/multiply your factors back out/u);
  });

  it('names the common denominator move without the new fractions', () => {
    const { hints } = hintsFor('evaluate', '3/4 + 5/6');
    expect(hints[1]).toMatch(/common denominator/iu);
    expect(hints.join(' ')).not.toContain('19/12');
  });

  it('works for other tasks from their step rules', () => {
    const relation = { lhs: parseMath('2x + 3'), op: '=' as const, rhs: parseMath('7') };
    const problem: MathProblem = { task: 'solve', variable: 'x', variables: ['x'], target: { kind: 'relation', relation }, source: '2x+3=7' };
    const result: MethodResult = {
      method: 'linear equation',
      steps: [
        { rule: 'Subtract 3 from both sides', explanation: 'Subtracting the same number from both sides keeps the equation balanced: 2x = 4.', state: { kind: 'relation', relation: { lhs: parseMath('2x'), op: '=', rhs: parseMath('4') } } },
        { rule: 'Divide both sides by 2', explanation: 'Dividing both sides by the same number keeps it balanced: x = 2.', state: { kind: 'relation', relation: { lhs: parseMath('x'), op: '=', rhs: parseMath('2') } } },
      ],
      answer: { kind: 'relation', relation: { lhs: parseMath('x'), op: '=', rhs: parseMath('2') } },
      solutions: [{ x: '2' }],
    };
    const hints = buildHints(problem, result);
    expect(hints[0]).toMatch(/equation in x/u);
    expect(hints[1]).toBe('Start here — subtract 3 from both sides: subtracting the same number from both sides keeps the equation balanced.');
    expect(hints.join(' ')).not.toMatch(/x = 2/u);
  });
});

describe('first hints that name session 13 kinds', () => {
  it('names a trig simplification, a trig equation on an interval and a compound inequality', async () => {
    const { solveMathProblem } = await import('./solve-problem');
    const first = async (problem: string) => (await solveMathProblem({ problem, task: 'auto' }, { responses: 'basic' })).hints[0] ?? '';
    expect(await first('simplify sin(x)cot(x)')).toMatch(/^This is a trig expression/u);
    expect(await first('2sin²x − sin x − 1 = 0 for 0 ≤ x < 2π')).toMatch(/^This is a trig equation on an interval/u);
    expect(await first('-3 < 2x + 1 ≤ 7')).toMatch(/^This is a compound inequality/u);
  });
});
