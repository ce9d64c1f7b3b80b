import { describe, expect, it } from 'vitest';
import { evaluateExpression, evaluatePercentAsFraction } from './evaluate-expression';
import { answerText, expectSoundSteps, expressionProblem, firstWrongStep, parseMath } from './test-kit';
import { expressionStep } from './method-kit';

function evaluate(text: string, source = text) {
  const problem = expressionProblem('evaluate', text, source);
  return { problem, result: evaluateExpression(problem) };
}

describe('evaluateExpression', () => {
  it('gives no value for tan, sec, cot or csc where they are undefined, rather than the problem back as a number', () => {
    for (const text of ['tan(pi/2)', 'tan(3*pi/2) + 1', 'sec(pi/2)', 'csc(pi)']) expect(evaluate(text).result).toBeNull();
    expect(evaluate('tan(pi/4)').result).not.toBeNull();
  });

  it('gives no value for the log of a negative number, rather than log10(-100) back as solved', () => {
    for (const text of ['log10(-100)', 'log(-4) + 1', 'asin(2)']) expect(evaluate(text).result).toBeNull();
    expect(evaluate('log10(100)').result).not.toBeNull();
  });

  it('adds fractions over the lowest common denominator, naming it', () => {
    const { problem, result } = evaluate('3/4 + 5/6');
    const r = expectSoundSteps(problem, result);
    expect(r.steps.map((s) => [s.rule, answerText({ ...r, answer: s.state })])).toEqual([
      ['Find a common denominator', '9/12 + 10/12'],
      ['Add the numerators', '19/12'],
    ]);
    expect(r.steps[0]?.explanation).toMatch(/lowest common denominator of 4 and 6 is 12/u);
    expect(r.steps[1]?.explanation).toMatch(/≈ 1\.58333/u);
  });

  it('simplifies the result of a fraction sum', () => {
    const { problem, result } = evaluate('1/3 + 1/6');
    const r = expectSoundSteps(problem, result);
    expect(r.steps.at(-1)?.rule).toBe('Simplify the fraction');
    expect(answerText(r)).toBe('1/2');
  });

  it('follows the order of operations, one phase per step', () => {
    const { problem, result } = evaluate('2 + 3*(4-1)^2');
    const r = expectSoundSteps(problem, result);
    expect(r.steps.map((s) => s.rule)).toEqual(['Brackets first', 'Powers', 'Multiply', 'Add']);
    expect(answerText(r)).toBe('29');
  });

  it('reads a percent naturally', () => {
    const { problem, result } = evaluate('15/100*80', '15% of 80');
    const r = expectSoundSteps(problem, result);
    expect(r.steps[0]?.explanation).toContain('15% = 15/100 = 0.15');
    expect(r.steps[1]?.explanation).toContain('0.15 × 80 = 12');
    expect(answerText(r)).toBe('12');
    expect(answerText(evaluatePercentAsFraction(problem))).toBe('12');
  });

  it('simplifies roots exactly', () => {
    const { problem, result } = evaluate('sqrt(50)');
    const r = expectSoundSteps(problem, result);
    expect(answerText(r)).toBe('5√2');
    expect(r.steps[0]?.explanation).toContain('50 = 25 × 2');
  });

  it.each([
    ['0.5 + 0.25*2', '1'],
    ['2^-3', '1/8'],
    ['(2/3) / (4/5)', '5/6'],
    ['(8-2) * 2^2 * (1+1) / (4 /2) / 5', '24/5'],
    ['-6 + -5 - abs(-4) + -10 - 3 abs(-4)', '-37'],
    ['1/2 - 3/4', '-1/4'],
    ['2 + 5/2 + 3', '15/2'],
    ['--(-----5) + 6', '1'],
  ])('%s = %s', (input, expected) => {
    const { problem, result } = evaluate(input);
    expect(answerText(expectSoundSteps(problem, result))).toBe(expected);
  });

  it('treats letters as a simplify problem', () => {
    expect(answerText(evaluate('2x + 3x').result)).toBe('5x');
  });

  it('the step check catches a wrong step', () => {
    const { problem, result } = evaluate('3/4 + 5/6');
    const r = result as NonNullable<typeof result>;
    const broken = { ...r, steps: [expressionStep('Add the fractions', 'wrong on purpose', parseMath('8/10')), ...r.steps.slice(1)] };
    if (problem.target.kind !== 'expression') throw new Error('expression expected');
    expect(firstWrongStep(problem.target.node, broken)).toBe(0);
  });
});
