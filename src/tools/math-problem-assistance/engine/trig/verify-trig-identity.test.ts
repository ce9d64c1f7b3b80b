import { describe, expect, it } from 'vitest';
import { parseMath } from '../math-text';
import { solveIdentityRequest } from './read-identity-request';
import { verifyTrigIdentity } from './verify-trig-identity';

const relation = (lhs: string, rhs: string) => ({ lhs: parseMath(lhs), op: '=' as const, rhs: parseMath(rhs) });

describe('verifyTrigIdentity', () => {
  it.each([
    ['sin(x)^2 + cos(x)^2', '1'],
    ['1 + tan(x)^2', 'sec(x)^2'],
    ['csc(x) - sin(x)', 'cos(x)*cot(x)'],
    ['(sin(x) + cos(x))^2', '1 + sin(2*x)'],
    ['cos(x)/(1 - sin(x))', '(1 + sin(x))/cos(x)'],
  ])('%s = %s is an identity, every step verified', (lhs, rhs) => {
    const result = verifyTrigIdentity(relation(lhs, rhs), 'x', undefined);
    expect(result?.status).toBe('solved');
    expect(result?.answer?.solutions).toEqual([{ x: 'x' }]);
    expect(result?.steps.every((step) => step.verified)).toBe(true);
  });

  it('refuses an equation that is not an identity, with a point where the sides differ', () => {
    const result = verifyTrigIdentity(relation('sin(2*x)', '2*sin(x)'), 'x', undefined);
    expect(result?.status).toBe('unsupported');
    expect(result?.message).toMatch(/not an identity: at x = /u);
  });

  it('leaves equations without trig, or with two angles, to the other methods', () => {
    expect(verifyTrigIdentity(relation('x + 1', '1 + x'), 'x', undefined)).toBeNull();
    expect(verifyTrigIdentity(relation('sin(x)', 'cos(3*x)'), 'x', undefined)).toBeNull();
  });
});

describe('solveIdentityRequest', () => {
  it.each(['verify sin^2 x + cos^2 x = 1', 'prove that tan x cos x = sin x', 'show that (1 - cos²x)/sin x = sin x', 'Prove: sec x cos x = 1.', 'is sin^2(x) = 1 - cos^2(x) an identity?'])('%s', (source) => {
    expect(solveIdentityRequest(source)?.status).toBe('solved');
  });

  it('is null for other words', () => {
    expect(solveIdentityRequest('solve sin x = 1/2')).toBeNull();
    expect(solveIdentityRequest('prove that x + 1 = 1 + x')).toBeNull();
  });
});
