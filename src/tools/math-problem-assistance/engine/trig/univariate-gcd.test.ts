import { fraction } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { divideUnivariate, gcdUnivariate } from './univariate-gcd';

const poly = (...values: number[]) => values.map((v) => fraction(v));
const text = (p: ReturnType<typeof poly>) => p.map((v) => v.toFraction()).join(',');

describe('univariate gcd', () => {
  it('finds 1 − c shared by 1 − c² and 1 − c (monic: c − 1)', () => {
    expect(text(gcdUnivariate(poly(1, 0, -1), poly(1, -1)))).toBe('-1,1');
  });
  it('is 1 for coprime polynomials', () => {
    expect(text(gcdUnivariate(poly(1, 0, 1), poly(1, 1)))).toBe('1');
  });
  it('divides exactly with remainder', () => {
    const { quotient, remainder } = divideUnivariate(poly(1, 0, -1), poly(1, -1));
    expect([text(quotient), text(remainder)]).toEqual(['1,1', '']);
  });
});
