import { describe, expect, it } from 'vitest';
import { readImplicitDerivative } from './read-implicit-derivative';

const curveOf = (source: string) => {
  const read = readImplicitDerivative(source);
  return read && `${read.curve.lhs.toString()} = ${read.curve.rhs.toString()}${read.point ? ` at ${read.point.x.toString()}, ${read.point.y.toString()}` : ''}`;
};

describe('readImplicitDerivative', () => {
  it.each([
    ['find dy/dx if x^2+y^2=25', 'x ^ 2 + y ^ 2 = 25'],
    ['x^2 + y^2 = 25, find dy/dx', 'x ^ 2 + y ^ 2 = 25'],
    ['implicit differentiation: xy = 6', 'x * y = 6'],
    ['dy/dx for x³ + y³ = 6xy', 'x ^ 3 + y ^ 3 = 6 * x * y'],
    ['differentiate implicitly x^2 - xy + y^2 = 7', 'x ^ 2 - x * y + y ^ 2 = 7'],
    ["find y' if y² + 2y = x³", 'y ^ 2 + 2 * y = x ^ 3'],
    ['find y′ when sin(y) = x', 'sin(y) = x'],
    ['\\frac{dy}{dx} if e^y = x^2 + 1', 'e ^ y = x ^ 2 + 1'],
    ['use implicit differentiation to find dy/dx: x^2/9 + y^2/4 = 1', 'x ^ 2 / 9 + y ^ 2 / 4 = 1'],
    ['x² + y² = 25 find dy/dx at (3,4)', 'x ^ 2 + y ^ 2 = 25 at 3, 4'],
    ['find the slope of the tangent to x^2 + xy + y^2 = 7 at (1,2)', 'x ^ 2 + x * y + y ^ 2 = 7 at 1, 2'],
  ])('%s', (source, curve) => {
    expect(curveOf(source)).toBe(curve);
  });

  it.each([
    ['solve x + y = 2', 'no dy/dx asked for'],
    ['dy/dx if y = 3', 'no x in the equation'],
    ['find dy/dx of x^2 + 1', 'no equation: an ordinary derivative'],
    ['find dy/dx if x^2 + y^2 + z^2 = 1', 'a third letter'],
    ['find dy/dx if x + y = 2 and x - y = 0', 'two equations'],
    ['find dy/dx if the cost is x + y = 5 dollars', 'words left over'],
  ])('leaves %s to the other readers (%s)', (source) => {
    expect(readImplicitDerivative(source)).toBeNull();
  });
});
