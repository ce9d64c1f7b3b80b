import { fraction, type Fraction } from 'mathjs';

/**
 * A polynomial in s = sin u and c = cos u with exact rational coefficients: a map from "i,j" (the term
 * s^i·c^j) to its coefficient. Small on purpose: school identities have a handful of terms.
 */
export type SinCosPolynomial = Map<string, Fraction>;

const key = (i: number, j: number) => `${i},${j}`;
const powers = (k: string) => k.split(',').map(Number) as [number, number];

export function constantPolynomial(value: Fraction): SinCosPolynomial {
  return value.equals(0) ? new Map() : new Map([[key(0, 0), value]]);
}

export function monomial(i: number, j: number): SinCosPolynomial {
  return new Map([[key(i, j), fraction(1)]]);
}

function addTerm(p: SinCosPolynomial, k: string, value: Fraction): void {
  const sum = (p.get(k) ?? fraction(0)).add(value);
  if (sum.equals(0)) p.delete(k);
  else p.set(k, sum);
}

export function addPolynomials(a: SinCosPolynomial, b: SinCosPolynomial, sign = 1): SinCosPolynomial {
  const out = new Map(a);
  for (const [k, value] of b) addTerm(out, k, sign < 0 ? value.neg() : value);
  return out;
}

export function multiplyPolynomials(a: SinCosPolynomial, b: SinCosPolynomial): SinCosPolynomial {
  const out: SinCosPolynomial = new Map();
  for (const [ka, va] of a) {
    const [ia, ja] = powers(ka);
    for (const [kb, vb] of b) {
      const [ib, jb] = powers(kb);
      addTerm(out, key(ia + ib, ja + jb), va.mul(vb));
    }
  }
  return out;
}

export function isZeroPolynomial(p: SinCosPolynomial): boolean {
  return p.size === 0;
}

/**
 * The polynomial with sin²u + cos²u = 1 used until one letter has degree at most 1: `c` replaces c² by
 * 1 − s² (a canonical form: two polynomials are equal on the circle exactly when these forms are equal),
 * `s` replaces s² by 1 − c².
 */
export function reduceOnCircle(p: SinCosPolynomial, letter: 's' | 'c'): SinCosPolynomial {
  let out: SinCosPolynomial = new Map();
  for (const [k, value] of p) {
    const [i, j] = powers(k);
    const reduced = letter === 'c' ? j : i;
    const kept = reduced % 2;
    const pairs = (reduced - kept) / 2;
    // (1 − other²)^pairs by repeated multiplication.
    let factor = constantPolynomial(value);
    const other = letter === 'c' ? monomial(2, 0) : monomial(0, 2);
    for (let n = 0; n < pairs; n += 1) factor = multiplyPolynomials(factor, addPolynomials(constantPolynomial(fraction(1)), other, -1));
    const rest = letter === 'c' ? monomial(i, kept) : monomial(kept, j);
    out = addPolynomials(out, multiplyPolynomials(factor, rest));
  }
  return out;
}

/** The lowest power of s and of c dividing every term (a common monomial factor). */
export function commonMonomial(p: SinCosPolynomial): [number, number] {
  let [i, j] = [Infinity, Infinity];
  for (const k of p.keys()) {
    const [a, b] = powers(k);
    [i, j] = [Math.min(i, a), Math.min(j, b)];
  }
  return p.size ? [i, j] : [0, 0];
}

export function divideByMonomial(p: SinCosPolynomial, [i, j]: [number, number]): SinCosPolynomial {
  return new Map([...p].map(([k, value]) => {
    const [a, b] = powers(k);
    return [key(a - i, b - j), value];
  }));
}

/** The terms as [i, j, coefficient], highest total degree first (for printing). */
export function termsOf(p: SinCosPolynomial): Array<[number, number, Fraction]> {
  return [...p].map(([k, value]) => [...powers(k), value] as [number, number, Fraction]).sort((a, b) => b[0] + b[1] - (a[0] + a[1]) || b[0] - a[0]);
}

/** Coefficients of one letter's powers when the other letter is absent (index = power); null when both letters appear. */
export function univariateCoefficients(p: SinCosPolynomial, letter: 's' | 'c'): Fraction[] | null {
  const out: Fraction[] = [];
  for (const [k, value] of p) {
    const [i, j] = powers(k);
    if ((letter === 's' ? j : i) !== 0) return null;
    const n = letter === 's' ? i : j;
    while (out.length <= n) out.push(fraction(0));
    out[n] = value;
  }
  return out;
}

export function fromUnivariate(coefficients: Fraction[], letter: 's' | 'c'): SinCosPolynomial {
  const out: SinCosPolynomial = new Map();
  coefficients.forEach((value, n) => addTerm(out, letter === 's' ? key(n, 0) : key(0, n), value));
  return out;
}
