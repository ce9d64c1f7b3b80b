import { type Poly, type Term, exponentOf, invertTerm, mergeTerms, mulPoly, polyLetters, subPoly, isPlainPolynomial, mulTerm } from './poly';
import * as R from './rational';

/** Lexicographic order on the letters (x before y): the leading term for long division. */
function lexCompare(a: Term, b: Term, letters: string[]): number {
  for (const name of letters) {
    const c = R.compare(exponentOf(a, `b:${name}`), exponentOf(b, `b:${name}`));
    if (c !== 0) return c;
  }
  return 0;
}

function leadingTerm(p: Poly, letters: string[]): Term {
  return p.reduce((best, t) => (lexCompare(t, best, letters) > 0 ? t : best));
}

function divides(lead: Term, by: Term, letters: string[]): boolean {
  return letters.every((name) => R.compare(exponentOf(lead, `b:${name}`), exponentOf(by, `b:${name}`)) >= 0);
}

/**
 * p ÷ d when d divides p exactly (ordinary polynomials in any letters), else null. Long division by
 * the lexicographic leading term: with one divisor the remainder is zero exactly when d divides p.
 */
export function dividePoly(p: Poly, d: Poly): Poly | null {
  if (d.length === 0) return null;
  if (!isPlainPolynomial(p) || !isPlainPolynomial(d)) return null;
  const letters = [...new Set([...polyLetters(p), ...polyLetters(d)])].sort();
  const lead = leadingTerm(d, letters);
  let rest = p;
  const quotient: Term[] = [];
  for (let guard = 0; rest.length > 0; guard++) {
    if (guard > 500) return null;
    const top = leadingTerm(rest, letters);
    if (!divides(top, lead, letters)) return null;
    const step = mulTerm(top, invertTerm(lead));
    quotient.push(step);
    rest = subPoly(rest, mulPoly([step], d));
  }
  return mergeTerms(quotient);
}
