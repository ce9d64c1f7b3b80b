import { describe, expect, it } from 'vitest';
import type { MathResult } from '../../contract';
import { finishRequestedFormat, roundToDecimals } from './finish-requested-format';

const solved = (text: string, solutions?: Array<Record<string, string>>) => ({ status: 'solved', task: 'solve', steps: [], hints: [], engine: 'embedded', answer: { text, latex: text, ...(solutions ? { solutions } : {}) } }) as MathResult;

describe('putting a solved answer in the form asked (session 47)', () => {
  it('shows each exact root and its rounding, keeping the exact solutions', () => {
    const result = finishRequestedFormat(solved('x = -2 + sqrt(11) or x = -2 - sqrt(11)', [{ x: '-2 + sqrt(11)' }, { x: '-2 - sqrt(11)' }]), { decimals: 1 });
    expect(result.answer?.text).toBe('x = -2 + sqrt(11) ≈ 1.3 or x = -2 - sqrt(11) ≈ -5.3');
    expect(result.answer?.solutions).toEqual([{ x: '-2 + sqrt(11)' }, { x: '-2 - sqrt(11)' }]);
  });

  it('shows an inverse trig angle in degrees, rounded when asked', () => {
    expect(finishRequestedFormat(solved('asin(1/2)'), {}, { toDegrees: true }).answer?.text).toBe('30°');
    expect(finishRequestedFormat(solved('atan(2)'), { decimals: 1 }, { toDegrees: true }).answer?.text).toBe('atan(2) ≈ 63.4°');
  });

  it('writes a fraction as a mixed number and an inequality in interval notation', () => {
    expect(finishRequestedFormat(solved('31/12'), { mixedNumber: true }).answer?.text).toBe('2 7/12');
    expect(finishRequestedFormat(solved('x = -7 / 3', [{ x: '-7 / 3' }]), { mixedNumber: true }).answer?.text).toBe('x = -2 1/3');
    expect(finishRequestedFormat(solved('x = 7 or x = 1/2', [{ x: '7' }, { x: '1/2' }]), { mixedNumber: true }).status).toBe('unsupported');
    expect(finishRequestedFormat(solved('x <= -3 or x >= 3'), { intervalNotation: true }).answer?.text).toBe('(-∞, -3] ∪ [3, ∞)');
  });

  it('refuses a rounding or a mixed number it cannot give, rather than an answer in another form', () => {
    expect(finishRequestedFormat(solved('3*x + x^2'), { decimals: 1 }).status).toBe('unsupported');
    expect(finishRequestedFormat(solved('sqrt(2)'), { mixedNumber: true }).status).toBe('unsupported');
    expect(finishRequestedFormat(solved('x = 1 + i', [{ x: '1 + i' }]), { decimals: 2 }).status).toBe('unsupported');
  });

  it('rounds half up on the decimal digits', () => {
    expect(roundToDecimals(1.005, 2)).toBe('1.01');
    expect(roundToDecimals(-0.04, 1)).toBe('0.0');
    expect(roundToDecimals(2.345, 0)).toBe('2');
  });
});
