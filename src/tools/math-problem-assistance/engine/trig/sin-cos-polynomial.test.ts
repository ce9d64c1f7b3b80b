import { fraction } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { addPolynomials, constantPolynomial, isZeroPolynomial, monomial, multiplyPolynomials, reduceOnCircle, termsOf } from './sin-cos-polynomial';

const shown = (p: ReturnType<typeof monomial>) => termsOf(p).map(([i, j, v]) => `${v.toFraction()}s${i}c${j}`).join(' ');

describe('sin–cos polynomials', () => {
  it('reduces sin² + cos² − 1 to 0 either way', () => {
    const p = addPolynomials(addPolynomials(monomial(2, 0), monomial(0, 2)), constantPolynomial(fraction(1)), -1);
    expect(isZeroPolynomial(reduceOnCircle(p, 'c'))).toBe(true);
    expect(isZeroPolynomial(reduceOnCircle(p, 's'))).toBe(true);
  });

  it('writes cos⁴ as 1 − 2 sin² + sin⁴ (c-degree at most 1)', () => {
    expect(shown(reduceOnCircle(monomial(0, 4), 'c'))).toBe('1s4c0 -2s2c0 1s0c0');
  });

  it('multiplies exactly: (s + c)² = s² + 2sc + c²', () => {
    const sum = addPolynomials(monomial(1, 0), monomial(0, 1));
    expect(shown(multiplyPolynomials(sum, sum))).toBe('1s2c0 2s1c1 1s0c2');
  });
});
