import { describe, expect, it } from 'vitest';
import { parseMath } from '../math-text';
import { checkImplicitDerivative, checkSlopeAt, liesOnCurve } from './check-implicit-derivative';

const circle = { lhs: parseMath('x^2 + y^2'), op: '=' as const, rhs: parseMath('25') };

describe('checkImplicitDerivative (the slope measured on the curve, nothing differentiated)', () => {
  it('passes the right dy/dx and fails a wrong one', () => {
    expect(checkImplicitDerivative(circle, parseMath('-x/y'))).toBe('passed');
    expect(checkImplicitDerivative(circle, parseMath('x/y'))).toBe('failed');
    expect(checkImplicitDerivative(circle, parseMath('-x/(2*y)'))).toBe('failed');
  });

  it('catches an answer to a misread curve (x^2 + y = 25 read for x^2 + y^2 = 25)', () => {
    expect(checkImplicitDerivative(circle, parseMath('-2*x'))).toBe('failed');
  });

  it('checks y = (3x + 1)^5, steep and large where the grid of y finds one point, by its own slope', () => {
    const steep = { lhs: parseMath('y'), op: '=' as const, rhs: parseMath('(3x + 1)^5') };
    expect(checkImplicitDerivative(steep, parseMath('15(3x + 1)^4'))).toBe('passed');
    expect(checkImplicitDerivative(steep, parseMath('5(3x + 1)^4'))).toBe('failed');
  });

  it('says unknown when no point of the curve is found', () => {
    const empty = { lhs: parseMath('x^2 + y^2'), op: '=' as const, rhs: parseMath('-1') };
    expect(checkImplicitDerivative(empty, parseMath('-x/y'))).toBe('unknown');
  });

  it('checks a slope at a point and whether the point is on the curve', () => {
    expect(liesOnCurve(circle, 3, 4)).toBe(true);
    expect(liesOnCurve(circle, 3, 5)).toBe(false);
    expect(checkSlopeAt(circle, 3, 4, -0.75)).toBe(true);
    expect(checkSlopeAt(circle, 3, 4, 0.75)).toBe(false);
  });
});
