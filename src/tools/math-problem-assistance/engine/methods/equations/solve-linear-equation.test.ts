import { describe, expect, it } from 'vitest';
import { expectNoSolution, expectSolutions, stateText } from './expect-solution';
import { solveLinearEquation } from './solve-linear-equation';
import { equationProblem } from './test-problem';

function solve(text: string, variable?: string) {
  const problem = equationProblem(text, variable);
  return { problem, result: solveLinearEquation(problem) };
}

describe('solveLinearEquation', () => {
  it('moves the constant and divides', () => {
    const { problem, result } = solve('2x + 3 = 7');
    const r = expectSolutions(problem, result, ['2']);
    expect(r.steps.map((s) => s.rule)).toEqual(['Subtract 3 from both sides', 'Divide both sides by 2']);
    expect(stateText(r.steps[0]!.state)).toBe('2 x = 4');
    expect(stateText(r.answer)).toBe('x = 2');
    expect(r.solutions).toEqual([{ x: '2' }]);
  });

  it('expands brackets and collects x on the left', () => {
    const { problem, result } = solve('2(x+1) = 3x - 4');
    const r = expectSolutions(problem, result, ['6']);
    expect(r.steps[0]!.rule).toBe('Expand the brackets');
    expect(stateText(r.steps[0]!.state)).toBe('2 x + 2 = 3 x - 4');
    expect(r.steps.at(-1)!.rule).toBe('Multiply both sides by -1');
  });

  it('clears fractions with the lowest common denominator', () => {
    const { problem, result } = solve('x/3 + 1 = 5');
    const r = expectSolutions(problem, result, ['12']);
    expect(r.steps[0]!.rule).toBe('Multiply both sides by 3');
    expect(stateText(r.steps[0]!.state)).toBe('x + 3 = 15');
  });

  it('keeps answers exact', () => {
    const { problem, result } = solve('(-2/3)x + 3/7 = 1/2');
    expectSolutions(problem, result, ['-3/28']);
    expect(result!.solutions).toEqual([{ x: '-3 / 28' }]);
  });

  it('answers in decimals when the problem is written in decimals and the answer terminates', () => {
    const { problem, result } = solve('- q - 4.36= ( 2.2q )/( 1.8)', 'q');
    expectSolutions(problem, result, ['-1.962']);
    expect(result!.solutions).toEqual([{ q: '-1.962' }]);
  });

  it('says when there is no solution', () => {
    const r = expectNoSolution(solve('2x + 1 = 2x + 5').result);
    expect(stateText(r.answer)).toBe('1 = 5');
  });

  it('says when every number is a solution', () => {
    const { result } = solve('(x+2)^2 - x^2 = 4(x+1)');
    expect(result!.solutions).toEqual([{ x: 'x' }]);
    expect(result!.note).toMatch(/every real number/i);
  });

  it('swaps sides when x is on the right', () => {
    const { problem, result } = solve('2 = x');
    expect(expectSolutions(problem, result, ['2']).steps.map((s) => s.rule)).toEqual(['Swap the sides']);
  });

  it('leaves quadratics, inequalities and rational equations to other methods', () => {
    expect(solve('x^2 = 4').result).toBeNull();
    expect(solve('x + 2 > 3').result).toBeNull();
    expect(solve('2/x = 1').result).toBeNull();
  });
});
