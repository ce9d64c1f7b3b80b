import { derivative, parse } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { integralBySteps } from './integral-steps';
import { checkAntiderivativeState, checkCalculusState } from './check-calculus-state';
import { integralProblem, stateText } from './make-calculus-problem';
import { numericallyEqual } from './numeric-check';

function solve(fn: string, bounds?: [string, string]) {
  const problem = integralProblem(fn, bounds);
  const result = integralBySteps(problem);
  if (!result || result.answer.kind !== 'expression') throw new Error(`no integral for ${fn}`);
  for (const step of result.steps) expect(checkCalculusState(problem, step.state), `${fn}: ${step.rule}`).toBe(true);
  if (!bounds) {
    expect(result.plusConstant).toBe(true);
    expect(numericallyEqual(derivative(result.answer.node, 'x'), parse(fn), 'x')).toBe(true);
  }
  return { ...result, rules: result.steps.map((s) => s.rule), answerText: stateText(result.answer) };
}

describe('integrals', () => {
  it('power rule', () => {
    const r = solve('x^3');
    expect(r.rules).toEqual(['Power rule']);
    expect(r.answerText).toBe('x^4/4');
  });

  it('1/x gives ln|x|', () => {
    expect(solve('1/x').answerText).toBe('log(abs(x))');
    expect(solve('x^(-1)').rules).toEqual(['Integral of 1/x']);
  });

  it('roots and negative powers', () => {
    expect(solve('sqrt(x)').answerText).toBe('2*x^(3/2)/3');
    solve('1/x^3');
  });

  it('exponentials, trig and their linear insides', () => {
    expect(solve('e^x').answerText).toBe('e^x');
    expect(solve('cos(3x)').answerText).toBe('sin(3*x)/3');
    expect(solve('sin(x)').answerText).toBe('-cos(x)');
    solve('sec(x)^2');
    solve('sec(x)*tan(x)');
    solve('2^x');
    solve('e^(2x + 1)');
  });

  it('arctangent and arcsine forms', () => {
    expect(solve('1/(1 + x^2)').answerText).toBe('atan(x)');
    expect(solve('1/(x^2 + 9)').answerText).toBe('atan(x/3)/3');
    expect(solve('1/sqrt(1 - x^2)').answerText).toBe('asin(x)');
  });

  it('linearity: sum rule and constant multiples', () => {
    const r = solve('3x^2 + 2sin(x) - 4');
    expect(r.rules[0]).toBe('Sum rule');
    expect(r.answerText).toBe('x^3-2*cos(x)-4*x');
  });

  it('u-substitution: u, du and the substitution back in the explanation, the state in x', () => {
    const r = solve('x * e^(x^2)');
    expect(r.rules).toEqual(['u-substitution']);
    expect(r.steps[0]!.explanation).toContain('Let u = x^2. Then du = 2 * x dx, so the integral becomes ∫ e^u / 2 du.');
    expect(r.steps[0]!.explanation).toContain('Put u = x^2 back in.');
    expect(stateText(r.steps[0]!.state)).toBe('e^x^2/2');
    solve('sin(x)^2 * cos(x)');
    solve('x / (x^2 + 1)');
    solve('log(x) / x');
  });

  it('integration by parts picks u by LIATE', () => {
    const r = solve('x * e^x');
    expect(r.rules[0]).toBe('Integration by parts');
    expect(r.steps[0]!.explanation).toContain('u = x');
    expect(solve('log(x)').steps[0]!.explanation).toContain('u = log(x)');
  });

  it('repeated parts for x^2 e^x', () => {
    const r = solve('x^2 * e^x');
    expect(r.rules.filter((rule) => rule === 'Integration by parts')).toHaveLength(2);
  });

  it('parts that come back to the start are solved for the integral', () => {
    const r = solve('e^x * sin(x)');
    expect(r.rules).toContain('Solve for the integral');
  });

  it('partial fractions with distinct linear factors', () => {
    const r = solve('1/(x^2 + 3x + 2)');
    expect(r.rules[0]).toBe('Partial fractions');
    expect(r.steps[0]!.explanation).toContain('x^2 + 3 * x + 2 = (x + 1) * (x + 2)');
  });

  it('partial fractions with a repeated factor', () => {
    expect(solve('(x + 7)/(x + 1)^3').rules[0]).toBe('Partial fractions');
    solve('(3x + 5)/((x - 1)^2 * (x + 2))');
  });

  it('long division first when the top is not of lower degree', () => {
    expect(solve('x^3/(x + 1)').rules[0]).toBe('Polynomial long division');
  });

  it('expands a product of brackets', () => {
    expect(solve('x*(x + 2)^2').rules[0]).toBe('Expand');
  });

  it('trig identity for tan^2', () => {
    expect(solve('tan(x)^2').rules[0]).toBe('Trig identity');
  });

  it('definite integrals end exact: F(b) - F(a)', () => {
    const r = solve('x^2', ['0', '2']);
    expect(r.plusConstant).toBeUndefined();
    expect(stateText(r.steps[0]!.state)).toBe('between(x^3/3,x,0,2)');
    expect(r.rules.slice(-2)).toEqual(['Evaluate at the bounds', 'Simplify']);
    expect(r.answerText).toBe('8/3');
    expect(solve('1/x', ['1', 'e']).answerText).toBe('1');
    expect(solve('cos(x)', ['0', 'pi/2']).answerText).toBe('1');
    expect(solve('x * e^x', ['0', '1']).answerText).toBe('1');
  });

  it('falls back to the CAS answer, without steps, when no method fits', () => {
    const r = integralBySteps(integralProblem('sec(x)^3'));
    expect(r?.steps).toEqual([]);
    expect(r?.note).toBe('Steps are not available for this integral.');
    expect(r?.plusConstant).toBe(true);
  });

  it('gives no answer when the CAS answer cannot be checked', () => {
    expect(integralBySteps(integralProblem('sin(x)/x'))).toBeNull();
  });

  it('parts inside a substitution names its parts p and q, not u twice', () => {
    const r = solve('sin(x) * log(cos(x))');
    expect(r.method).toBe('u-substitution');
    expect(r.steps[0]!.explanation).toContain('∫ p dq = pq - ∫ q dp');
  });

  it('the checker follows pending integrals and substitutions, and rejects a wrong step', () => {
    const integrand = parse('x * e^x');
    expect(checkAntiderivativeState(integrand, parse('x * e^x - integral(e^x, x)'), 'x')).toBe(true);
    expect(checkAntiderivativeState(integrand, parse('x * e^x + integral(e^x, x)'), 'x')).toBe(false);
    expect(checkAntiderivativeState(parse('2x * cos(x^2)'), parse('subst(integral(cos(u), u), u, x^2)'), 'x')).toBe(true);
    expect(checkAntiderivativeState(parse('2x * cos(x^2)'), parse('subst(integral(sin(u), u), u, x^2)'), 'x')).toBe(false);
  });
});
