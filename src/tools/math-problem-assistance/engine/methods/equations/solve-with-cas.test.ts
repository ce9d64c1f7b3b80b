import { describe, expect, it } from 'vitest';
import { primaryEquationResult } from './index';
import { solveWithCas, STEPS_UNAVAILABLE_NOTE } from './solve-with-cas';
import { equationProblem } from './test-problem';

describe('solveWithCas', () => {
  it('answers without steps, with a note, when the answer checks out', () => {
    const r = solveWithCas(equationProblem('2y - x - 2 = x', 'x'))!;
    expect(r.steps).toEqual([]);
    expect(r.note).toBe(STEPS_UNAVAILABLE_NOTE);
    expect(r.solutions).toHaveLength(1);
  });

  it('gives no answer to a trig equation with no interval, where its roots would leave out infinitely many', () => {
    for (const text of ['sin(x)*cos(x) = 0', 'x*sin(x) = 0', 'e^x*sin(x) = 0']) expect(solveWithCas(equationProblem(text, 'x')), text).toBeNull();
  });

  it('refuses two nested radicals at once instead of running the CAS for minutes', () => {
    const started = performance.now();
    expect(solveWithCas(equationProblem('sqrt(4 + sqrt(16 + 16a)) + sqrt(1 + sqrt(1 + a)) = 6', 'a'))).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('gives no answer rather than a decimal approximation', () => {
    expect(solveWithCas(equationProblem('x^3 - 3x + 1 = 0'))).toBeNull();
    expect(primaryEquationResult(equationProblem('x^3 - 3x + 1 = 0'))).toBeNull();
  });
});
