import { fraction, type Fraction } from 'mathjs';
import { divisors } from '../../numbers/whole-numbers';
import {
  degreeOf,
  dividePolynomials,
  evaluatePolynomial,
  isZeroPolynomial,
  ONE,
  scalePolynomial,
  splitContent,
  trimPolynomial,
  ZERO,
  type Polynomial,
} from './polynomial';

/** p = constant · Π (x - root)^multiplicity · rest, where rest has no rational root. */
export interface RationalFactorization {
  constant: Fraction;
  roots: Array<{ root: Fraction; multiplicity: number }>;
  /** Primitive integer polynomial with positive leading coefficient; [1] when nothing is left. */
  rest: Polynomial;
}

/** Candidate numerators/denominators are divisors; beyond this the search is not a student's method. */
const MAX_DIVISOR_SEARCH = 1_000_000n;

function divisorsWithin(n: bigint): bigint[] | null {
  return (n < 0n ? -n : n) > MAX_DIVISOR_SEARCH ? null : divisors(n);
}

/** Rational roots by the rational root theorem (±p/q with p | a₀ and q | aₙ), each with its multiplicity. */
export function factorOverRationals(p: Polynomial): RationalFactorization | null {
  const q = trimPolynomial(p);
  if (q.length === 0) return null;
  const { content, primitive } = splitContent(q);
  let rest = primitive;
  const roots: Array<{ root: Fraction; multiplicity: number }> = [];
  // x = 0 first: it is where the constant term vanishes and the theorem says nothing.
  let zeroMultiplicity = 0;
  while (rest.length > 1 && rest[0]!.equals(0)) {
    rest = rest.slice(1);
    zeroMultiplicity++;
  }
  if (zeroMultiplicity > 0) roots.push({ root: ZERO, multiplicity: zeroMultiplicity });
  if (degreeOf(rest) >= 1) {
    const constantTerm = rest[0]!;
    const leading = rest[rest.length - 1]!;
    const ps = divisorsWithin(constantTerm.n);
    const qs = divisorsWithin(leading.n);
    if (!ps || !qs) return null;
    const candidates: Fraction[] = [];
    for (const a of ps) for (const b of qs) for (const s of [1n, -1n]) candidates.push(fraction(s * a, b));
    const seen = new Set<string>();
    for (const candidate of candidates.sort((x, y) => x.abs().compare(y.abs()) || y.compare(x))) {
      const key = candidate.toFraction();
      if (seen.has(key)) continue;
      seen.add(key);
      let multiplicity = 0;
      while (degreeOf(rest) >= 1 && evaluatePolynomial(rest, candidate).equals(0)) {
        rest = dividePolynomials(rest, [candidate.neg(), ONE]).quotient;
        multiplicity++;
      }
      if (multiplicity > 0) roots.push({ root: candidate, multiplicity });
    }
  }
  const restSplit = splitContent(rest);
  const restPrimitive = isZeroPolynomial(rest) ? [ONE] : restSplit.primitive;
  return { constant: content.mul(restSplit.content), roots, rest: restPrimitive };
}

/** The integer linear factor q·x - p for the root p/q (2x - 9 for 9/2, x + 2 for -2). */
export function linearFactorOf(root: Fraction): Polynomial {
  return [fraction(-(root.s * root.n)), fraction(root.d)];
}

export function scaleToIntegers(p: Polynomial): Polynomial {
  const { content, primitive } = splitContent(p);
  return content.s < 0n ? scalePolynomial(primitive, fraction(-1)) : primitive;
}
