import { describe, expect, it } from 'vitest';
import { areEquivalent } from '../equivalence';
import { parseMath } from '../math-text';
import { differentiateImplicitly } from './differentiate-implicitly';

const curve = (lhs: string, rhs: string) => ({ lhs: parseMath(lhs), op: '=' as const, rhs: parseMath(rhs) });

describe('differentiateImplicitly', () => {
  it.each([
    ['x^2 + y^2', '25', '-x/y'],
    ['x*y', '6', '-y/x'],
    ['x^3 + y^3', '6*x*y', '(2*y - x^2)/(y^2 - 2*x)'],
    ['sin(y)', 'x', '1/cos(y)'],
    ['x + sin(y)', 'x*y', '(y - 1)/(cos(y) - x)'],
    ['ln(y)', 'x*y', 'y^2/(1 - x*y)'],
  ])('%s = %s gives dy/dx = %s in three steps', (lhs, rhs, expected) => {
    const worked = differentiateImplicitly(curve(lhs, rhs));
    expect(worked?.steps.map((step) => step.rule)).toEqual(['Differentiate both sides with respect to x', 'Collect the dy/dx terms', 'Divide both sides']);
    expect(areEquivalent(worked!.answer, parseMath(expected))).toBe(true);
  });

  it('gives up when dy/dx drops out (no y left after differentiating)', () => {
    expect(differentiateImplicitly(curve('x^2 + y - y', '4'))).toBeNull();
  });
});
