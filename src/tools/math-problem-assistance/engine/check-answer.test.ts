import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check-answer';
import { parseMath } from './math-text';
import { evaluateExpression } from './methods/algebra/evaluate-expression';
import { factorExpression } from './methods/algebra/factor-expression';
import { expandExpression } from './methods/algebra/expand-expression';
import { simplifyExpression } from './methods/algebra/simplify-expression';
import { expressionProblem } from './methods/algebra/test-kit';
import type { MathProblem, MethodResult } from './problem';

function solved(task: MathProblem['task'], text: string, method: (p: MathProblem) => MethodResult | null) {
  const problem = expressionProblem(task, text);
  return { problem, result: method(problem) as MethodResult };
}

/** A solved equation as the equation methods hand it over (their answer states and solutions). */
function equation(lhs: string, rhs: string, solutions: string[]): { problem: MathProblem; result: MethodResult } {
  const relation = { lhs: parseMath(lhs), op: '=' as const, rhs: parseMath(rhs) };
  const problem: MathProblem = { task: 'solve', variable: 'x', variables: ['x'], target: { kind: 'relation', relation }, source: `${lhs} = ${rhs}` };
  const relations = solutions.map((value) => ({ lhs: parseMath('x'), op: '=' as const, rhs: parseMath(value) }));
  const answer = relations.length === 1 ? { kind: 'relation' as const, relation: relations[0] as (typeof relations)[number] } : { kind: 'relations' as const, relations, join: 'or' as const };
  return { problem, result: { method: 'test', steps: [], answer, solutions: solutions.map((x) => ({ x })) } };
}

describe('checkAnswer: equations', () => {
  const linear = equation('2x + 3', '7', ['2']);
  const quadratic = equation('x^2 - 5x + 6', '0', ['2', '3']);

  it('accepts x = 2 and plain 2', () => {
    expect(checkAnswer(linear.problem, linear.result, 'x = 2').correct).toBe(true);
    expect(checkAnswer(linear.problem, linear.result, '2').correct).toBe(true);
    expect(checkAnswer(linear.problem, linear.result, '4/2').correct).toBe(true);
  });

  it('explains a wrong value by putting it in', () => {
    const check = checkAnswer(linear.problem, linear.result, 'x = 4');
    expect(check.correct).toBe(false);
    expect(check.message).toBe('Not quite: x = 4 does not satisfy 2x + 3 = 7, since 2·4 + 3 = 11, not 7.');
  });

  it('accepts a solution list in any order and any notation', () => {
    for (const answer of ['x = 3 or x = 2', '{2, 3}', '2, 3', 'x = 2, x = 3', '[3, 2]']) {
      expect(checkAnswer(quadratic.problem, quadratic.result, answer)).toMatchObject({ correct: true });
    }
  });

  it('asks for the missing solution without giving it', () => {
    const check = checkAnswer(quadratic.problem, quadratic.result, 'x = 2');
    expect(check.correct).toBe(false);
    expect(check.message).toMatch(/another solution/u);
    expect(check.message).not.toMatch(/3/u);
  });

  it('knows "no solution"', () => {
    const none = equation('x + 1', 'x + 2', []);
    expect(checkAnswer(none.problem, none.result, 'no solution').correct).toBe(true);
    expect(checkAnswer(linear.problem, linear.result, 'no solution').correct).toBe(false);
  });

  it('says kindly when it cannot read the answer', () => {
    const check = checkAnswer(linear.problem, linear.result, '2x+*3');
    expect(check.correct).toBe(false);
    expect(check.message).toMatch(/could not read/u);
  });
});

describe('checkAnswer: expressions', () => {
  it('accepts equivalent numbers: 0.5 = 1/2 = 2/4', () => {
    const { problem, result } = solved('evaluate', '1/4 + 1/4', evaluateExpression);
    for (const answer of ['1/2', '0.5', '2/4']) expect(checkAnswer(problem, result, answer).correct).toBe(true);
    expect(checkAnswer(problem, result, '2/4').message).toMatch(/simplify the fraction to 1\/2/u);
    expect(checkAnswer(problem, result, '1/3')).toMatchObject({ correct: false });
  });

  it('accepts a rounded decimal and names the exact value', () => {
    const { problem, result } = solved('evaluate', '3/4 + 5/6', evaluateExpression);
    const check = checkAnswer(problem, result, '1.58');
    expect(check.correct).toBe(true);
    expect(check.message).toMatch(/2 decimal places.*19\/12/u);
  });

  it('requires a factored form to be complete', () => {
    const { problem, result } = solved('factor', 'x^4 - 1', factorExpression);
    expect(checkAnswer(problem, result, '(x+1)(x-1)(x^2+1)')).toMatchObject({ correct: true, message: 'Correct, and fully factored.' });
    const partial = checkAnswer(problem, result, '(x^2-1)(x^2+1)');
    expect(partial.correct).toBe(false);
    expect(partial.message).toMatch(/equivalent but not fully factored: x\^2 - 1 can still be factored/u);
    const wrong = checkAnswer(problem, result, '(x-1)(x+1)(x^2-1)');
    expect(wrong.correct).toBe(false);
    expect(wrong.message).toMatch(/Not quite/u);
  });

  it('spots a common factor left inside a bracket', () => {
    const { problem, result } = solved('factor', '2x^2 + 6x + 4', factorExpression);
    expect(checkAnswer(problem, result, '2(x+1)(x+2)').correct).toBe(true);
    expect(checkAnswer(problem, result, '(2x+2)(x+2)').message).toMatch(/2x \+ 2 still has a common factor, 2/u);
    expect(checkAnswer(problem, result, '2(x^2+3x+2)').correct).toBe(false);
  });

  it('is gentle about a form that is equal but not simplified', () => {
    const { problem, result } = solved('simplify', '2x + 3x + x*x', simplifyExpression);
    expect(checkAnswer(problem, result, 'x^2 + 5x').correct).toBe(true);
    expect(checkAnswer(problem, result, '5x + x^2').correct).toBe(true);
    const unsimplified = checkAnswer(problem, result, 'x*x + 2x + 3x');
    expect(unsimplified.correct).toBe(false);
    expect(unsimplified.message).toMatch(/equal to the original, but it can be simplified further/u);
  });

  it('checks that an expansion is complete', () => {
    const { problem, result } = solved('expand', '(x+2)(x+3)', expandExpression);
    expect(checkAnswer(problem, result, '6 + 5x + x^2').correct).toBe(true);
    expect(checkAnswer(problem, result, 'x(x+3) + 2(x+3)').message).toMatch(/not fully expanded/u);
    expect(checkAnswer(problem, result, 'x^2 + 6').message).toMatch(/at x = 2 yours gives 10 but it should give 20/u);
  });

  it('accepts antiderivatives up to a constant', () => {
    const problem: MathProblem = { task: 'integral', variable: 'x', variables: ['x'], target: { kind: 'integral', node: parseMath('2x') }, source: '∫ 2x dx' };
    const result: MethodResult = { method: 'power rule', steps: [], answer: { kind: 'expression', node: parseMath('x^2') }, plusConstant: true };
    expect(checkAnswer(problem, result, 'x^2 + C').correct).toBe(true);
    expect(checkAnswer(problem, result, 'x^2 + 5')).toMatchObject({ correct: true });
    expect(checkAnswer(problem, result, 'x^2')).toMatchObject({ correct: true, message: expect.stringMatching(/add \+ C/u) });
    expect(checkAnswer(problem, result, '2x^2 + C').correct).toBe(false);
  });
});
