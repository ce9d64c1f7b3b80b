import { parse } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { exactGaussianText, exactRationalText } from './exact-constant';
import { finishNumericAnswer, isUnfinishedConstant } from './finish-value';
import { isRefused } from './competition/solve-as-typed.test-helpers';

describe('exact values of constant answers', () => {
  it('finds the fraction a radical expression equals, checked to 45 digits', () => {
    expect(exactRationalText(parse('(408*sqrt(2) + 578)/(12*sqrt(2) + 17)'))).toBe('34');
    expect(exactRationalText(parse('sqrt(7 - 4*sqrt(3)) + sqrt(7 + 4*sqrt(3))'))).toBe('4');
    expect(exactRationalText(parse('(3 + sqrt(5))/2 * (3 - sqrt(5))/2'))).toBe('1');
  });

  it('leaves irrational values and values only close to a fraction alone', () => {
    expect(exactRationalText(parse('sqrt(2)'))).toBeUndefined();
    expect(exactRationalText(parse('1/3 + 1e-20'))).toBeUndefined();
    expect(exactRationalText(parse('pi'))).toBeUndefined();
  });

  it('works out quotients and powers with i exactly, as a + bi', () => {
    expect(exactGaussianText(parse('(3 + 4*i)/(1 - 2*i)'))).toBe('-1 + 2*i');
    expect(exactGaussianText(parse('(2 - 3*i)*(1 + i)'))).toBe('5 - i');
    expect(exactGaussianText(parse('(1 + i)^8'))).toBe('16');
    expect(exactGaussianText(parse('1/(2*i)'))).toBe('-1/2*i');
    expect(exactGaussianText(parse('(1 + i)/sqrt(2)'))).toBeUndefined();
  });

  it('shows the value as a last step of a constant answer, and leaves plain numbers alone', () => {
    const result = finishNumericAnswer({ method: 'test', steps: [], answer: { kind: 'expression', node: parse('(5 + 10*i)/(1 + 2*i)') } });
    expect(result.answer.kind === 'expression' && result.answer.node.toString()).toBe('5');
    expect(result.steps.at(-1)?.rule).toBe('Work out the value');
    const decimal = finishNumericAnswer({ method: 'test', steps: [], answer: { kind: 'expression', node: parse('0.75') } });
    expect(decimal.steps).toHaveLength(0);
  });

  it('calls a high power of a number with i, or a radical left below when asked to rationalize, unfinished', async () => {
    expect(isUnfinishedConstant(parse('(sqrt(2)/2 + i*sqrt(2)/2)^46'), 'Find it.')).toBe(true);
    expect(isUnfinishedConstant(parse('(1 + sqrt(3))/(sqrt(2) + 1)'), 'Rationalize the denominator of it.')).toBe(true);
    expect(isUnfinishedConstant(parse('(1 + sqrt(3))/(sqrt(2) + 1)'), 'Evaluate it.')).toBe(false);
    expect(isUnfinishedConstant(parse('sqrt(2)/2'), 'Rationalize the denominator.')).toBe(false);
    expect(isUnfinishedConstant(parse('i^2'), 'Evaluate.')).toBe(false);
    expect(await isRefused('Find $\\left(\\frac{1-i}{\\sqrt{2}}\\right)^{30}$.')).toBe(true);
  });
});
