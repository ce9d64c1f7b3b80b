import { describe, expect, it } from 'vitest';
import { solveImplicitDerivative } from './solve-implicit-derivative';
import { readImplicitDerivative } from './read-implicit-derivative';

const solve = (source: string) => solveImplicitDerivative(readImplicitDerivative(source)!);

describe('solveImplicitDerivative', () => {
  it('shows dy/dx with every step verified', () => {
    const result = solve('find dy/dx if x^2+y^2=25');
    expect(result.status).toBe('solved');
    expect(result.answer?.text).toBe('-x/y');
    expect(result.steps.every((step) => step.verified)).toBe(true);
    expect(result.steps[0]?.expression.text).toBe('2*x + 2*y*dy/dx = 0');
    expect(result.readAs?.text).toBe('dy/dx on the curve x^2 + y^2 = 25');
  });

  it('gives the slope at a point on the curve', () => {
    expect(solve('x² + y² = 25 find dy/dx at (3,4)').answer?.text).toBe('-3/4');
    expect(solve('find the slope of the tangent to x^2 + xy + y^2 = 7 at (1,2)').answer?.text).toBe('-4/5');
  });

  it('refuses a point that is not on the curve, and a vertical tangent', () => {
    expect(solve('x^2 + y^2 = 25, find dy/dx at (3,5)').status).toBe('unsupported');
    expect(solve('x^2 + y^2 = 25, find dy/dx at (5,0)').status).toBe('unsupported');
  });
});
