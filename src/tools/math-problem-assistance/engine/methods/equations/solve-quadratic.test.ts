import { describe, expect, it } from 'vitest';
import { alternativeEquationMethods, primaryEquationResult } from './index';
import { expectSolutions, stateText } from './expect-solution';
import { solveQuadraticByCompletingSquare } from './solve-quadratic-by-completing-square';
import { solveQuadraticByFactoring } from './solve-quadratic-by-factoring';
import { solveQuadraticByFormula } from './solve-quadratic-by-formula';
import { equationProblem } from './test-problem';

describe('solveQuadraticByFactoring', () => {
  it('finds two numbers that multiply to c and add to b', () => {
    const problem = equationProblem('x^2 - 5x + 6 = 0');
    const r = expectSolutions(problem, solveQuadraticByFactoring(problem), ['2', '3']);
    expect(r.steps.map((s) => s.rule)).toEqual(['Factor the left side', 'Set each factor equal to zero', 'Solve each equation']);
    expect(stateText(r.steps[0]!.state)).toBe('(x - 2) (x - 3) = 0');
    expect(stateText(r.answer)).toBe('x = 2 or x = 3');
    expect(r.solutions).toEqual([{ x: '2' }, { x: '3' }]);
  });

  it('divides out a common factor and moves terms first', () => {
    const problem = equationProblem('5x^2 - 5x = 30');
    const r = expectSolutions(problem, solveQuadraticByFactoring(problem), ['-2', '3']);
    expect(r.steps.slice(0, 2).map((s) => s.rule)).toEqual(['Move every term to the left', 'Divide both sides by 5']);
  });

  it('factors with a leading coefficient, differences of squares and a common x', () => {
    for (const [text, roots, factored] of [
      ['6x^2 + x - 2 = 0', ['1/2', '-2/3'], '(2 x - 1) (3 x + 2) = 0'],
      ['4x^2 - 81 = 0', ['9/2', '-9/2'], '(2 x - 9) (2 x + 9) = 0'],
      ['x^2 - x = 0', ['0', '1'], 'x (x - 1) = 0'],
    ] as const) {
      const problem = equationProblem(text);
      const r = expectSolutions(problem, solveQuadraticByFactoring(problem), [...roots]);
      expect(stateText(r.steps.find((s) => s.rule === 'Factor the left side')!.state)).toBe(factored);
    }
  });

  it('gives a double root once', () => {
    const problem = equationProblem('x^2 + 2x + 1 = 0');
    const r = expectSolutions(problem, solveQuadraticByFactoring(problem), ['-1']);
    expect(r.solutions).toEqual([{ x: '-1' }]);
  });

  it('uses factors the student already wrote', () => {
    const problem = equationProblem('x^2 (x - 5)^2 = 0');
    const r = expectSolutions(problem, solveQuadraticByFactoring(problem), ['0', '5']);
    expect(r.steps[0]!.rule).toBe('Set each factor equal to zero');
  });

  it('factors cubics by the rational root theorem', () => {
    const problem = equationProblem('x^3 - 6x^2 + 11x - 6 = 0');
    expectSolutions(problem, solveQuadraticByFactoring(problem), ['1', '2', '3']);
  });

  it('leaves irrational roots to the formula', () => {
    expect(solveQuadraticByFactoring(equationProblem('x^2 - 5x + 3 = 0'))).toBeNull();
  });
});

describe('solveQuadraticByFormula', () => {
  it('keeps irrational roots exact', () => {
    const problem = equationProblem('x^2 - 5x + 3 = 0');
    const r = expectSolutions(problem, solveQuadraticByFormula(problem), ['(5 + sqrt(13))/2', '(5 - sqrt(13))/2']);
    expect(r.solutions).toEqual([{ x: '(5 + sqrt(13)) / 2' }, { x: '(5 - sqrt(13)) / 2' }]);
    expect(r.steps[0]!.rule).toBe('Use the quadratic formula');
    expect(stateText(r.steps[0]!.state)).toBe('x = (-(-5) + sqrt((-5) ^ 2 - 4 * 1 * 3)) / (2 * 1) or x = (-(-5) - sqrt((-5) ^ 2 - 4 * 1 * 3)) / (2 * 1)');
  });

  it('simplifies the square root and the fraction', () => {
    const problem = equationProblem('x^2 - 2x - 1 = 0');
    const r = expectSolutions(problem, solveQuadraticByFormula(problem), ['1 + sqrt(2)', '1 - sqrt(2)']);
    expect(stateText(r.answer)).toBe('x = 1 + sqrt(2) or x = 1 - sqrt(2)');
  });

  it('gives complex roots exactly, with i, and says there is no real solution', () => {
    const problem = equationProblem('x^2 + x + 1 = 0');
    const r = expectSolutions(problem, solveQuadraticByFormula(problem), ['(-1 + i sqrt(3))/2', '(-1 - i sqrt(3))/2']);
    expect(r.solutions![0]!.x).toContain('i');
    expect(r.note).toMatch(/no real solution/);
  });
});

describe('solveQuadraticByCompletingSquare', () => {
  it('reaches the same exact roots as the formula', () => {
    const problem = equationProblem('2x^2 - 3x - 1 = 0');
    const r = expectSolutions(problem, solveQuadraticByCompletingSquare(problem), ['(3 + sqrt(17))/4', '(3 - sqrt(17))/4']);
    expect(r.steps.map((s) => s.rule)).toContain('Write the left side as a square');
    expect(stateText(r.steps.find((s) => s.rule === 'Write the left side as a square')!.state)).toBe('(x - 3 / 4) ^ 2 = 17 / 16');
  });
});

describe('primary and alternative quadratic methods', () => {
  it('factors rational roots and offers the formula and completing the square as alternatives', () => {
    const problem = equationProblem('x^2 - 5x + 6 = 0');
    expect(primaryEquationResult(problem)!.method).toBe('factoring');
    expect(alternativeEquationMethods(problem).map((r) => r.method)).toEqual(['quadratic formula', 'completing the square']);
  });

  it('uses the formula when the roots are irrational', () => {
    const problem = equationProblem('x^2 - 5x + 3 = 0');
    expect(primaryEquationResult(problem)!.method).toBe('quadratic formula');
    expect(alternativeEquationMethods(problem).map((r) => r.method)).toEqual(['completing the square']);
  });
});

describe('solveQuadraticBySquareRoot', () => {
  it('takes ± square roots when there is no x term', () => {
    const problem = equationProblem('2x^2 = 6');
    const r = primaryEquationResult(problem)!;
    expect(r.method).toBe('square roots');
    expectSolutions(problem, r, ['sqrt(3)', '-sqrt(3)']);
    expect(stateText(r.answer)).toBe('x = sqrt(3) or x = -sqrt(3)');
    const complex = equationProblem('x^2 + 4 = 0');
    expect(primaryEquationResult(complex)!.solutions).toEqual([{ x: '2 * i' }, { x: '-2 * i' }]);
  });
});
