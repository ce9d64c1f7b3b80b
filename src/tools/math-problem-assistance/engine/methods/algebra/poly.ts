import type { MathNode } from 'mathjs';
import { numberNode } from './node-build';
import * as R from './rational';
import { type Q, q, qText } from './rational';
import { splitRoot } from '../../numbers/whole-numbers';
import { callNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';

/**
 * Sums of terms over "bases": letters (x), positive whole numbers under a root (2 in √2) and opaque
 * pieces (sin(x), |x|, (x + 1)^y). An exponent is itself a sum, so x^y·x^z = x^(y + z). Exponents
 * may be negative or fractional: x^(-1) is 1/x and x^(1/2) is √x, as in school algebra where the
 * letters stand for positive numbers. A merged Poly has one term per power product, no zero terms,
 * and a fixed order (standard form: highest degree first).
 */
export interface Base {
  /** Sorting and identity: "a#2" for the number 2, "b:x" for the letter x, "c:sin(x)" for the rest. */
  key: string;
  node: MathNode;
  /** A positive whole number base (radicals). */
  int?: bigint;
  /** A letter. */
  name?: string;
}

export interface Factor {
  base: Base;
  exp: Poly;
}

export interface Term {
  coef: Q;
  /** Sorted by base key; no zero exponent. */
  factors: Factor[];
}

export type Poly = Term[];

export const zeroPoly: Poly = [];

export function constPoly(value: Q): Poly {
  return R.isZero(value) ? [] : [{ coef: value, factors: [] }];
}

export function basePoly(base: Base): Poly {
  return [{ coef: R.ONE, factors: [{ base, exp: constPoly(R.ONE) }] }];
}

export function letterBase(name: string, node: MathNode): Base {
  return { key: `b:${name}`, node, name };
}

/** The exponent as a rational number when it is one. */
export function polyConst(p: Poly): Q | null {
  if (p.length === 0) return R.ZERO;
  const [only] = p;
  return p.length === 1 && only && only.factors.length === 0 ? only.coef : null;
}

export function expKey(p: Poly): string {
  const c = polyConst(p);
  return c ? qText(c) : `(${polyKey(p)})`;
}

export function termKey(t: Term): string {
  return t.factors.map((f) => `${f.base.key}^${expKey(f.exp)}`).join('*');
}

export function polyKey(p: Poly): string {
  return p.map((t) => `${qText(t.coef)}·${termKey(t)}`).join(' + ');
}

export function samePoly(a: Poly, b: Poly): boolean {
  return polyKey(a) === polyKey(b);
}

/** The sum of a term's constant exponents on letters and opaque bases (numbers under roots count 0). */
export function termDegree(t: Term): number {
  let degree = 0;
  for (const f of t.factors) {
    if (f.base.int !== undefined) continue;
    const c = polyConst(f.exp);
    degree += c ? R.toNumber(c) : 1;
  }
  return degree;
}

export function exponentOf(t: Term, baseKey: string): Q {
  const f = t.factors.find((factor) => factor.base.key === baseKey);
  if (!f) return R.ZERO;
  return polyConst(f.exp) ?? R.ZERO;
}

/** Standard form: highest degree first; ties by the letters in alphabetical order, higher powers first. */
export function compareTerms(a: Term, b: Term): number {
  const d = termDegree(b) - termDegree(a);
  if (d !== 0) return d;
  const keys = [...new Set([...a.factors, ...b.factors].map((f) => f.base.key))].sort();
  for (const key of keys) {
    const c = R.compare(exponentOf(b, key), exponentOf(a, key));
    if (c !== 0) return c;
  }
  const ka = termKey(a);
  const kb = termKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** Merges like terms (adds their coefficients), drops zeros, sorts into standard form. */
export function mergeTerms(terms: Term[]): Poly {
  const byKey = new Map<string, Term>();
  for (const t of terms) {
    const key = termKey(t);
    const seen = byKey.get(key);
    byKey.set(key, seen ? { coef: R.add(seen.coef, t.coef), factors: seen.factors } : t);
  }
  return [...byKey.values()].filter((t) => !R.isZero(t.coef)).sort(compareTerms);
}

export const addPoly = (a: Poly, b: Poly): Poly => mergeTerms([...a, ...b]);
export const negPoly = (a: Poly): Poly => a.map((t) => ({ coef: R.neg(t.coef), factors: t.factors }));
export const subPoly = (a: Poly, b: Poly): Poly => addPoly(a, negPoly(b));
export const scalePoly = (a: Poly, c: Q): Poly => mergeTerms(a.map((t) => ({ coef: R.mul(t.coef, c), factors: t.factors })));

/** The product of two terms: coefficients multiply, exponents of the same base add. */
export function mulTerm(a: Term, b: Term): Term {
  const byKey = new Map<string, Factor>();
  for (const f of [...a.factors, ...b.factors]) {
    const seen = byKey.get(f.base.key);
    byKey.set(f.base.key, seen ? { base: f.base, exp: addPoly(seen.exp, f.exp) } : f);
  }
  return normalizeNumbers({ coef: R.mul(a.coef, b.coef), factors: [...byKey.values()] });
}

/** All products of a term of a with a term of b, like terms not yet merged (for "expand" steps). */
export function mulTermLists(a: Term[], b: Term[]): Term[] {
  const out: Term[] = [];
  for (const x of a) for (const y of b) out.push(mulTerm(x, y));
  return out;
}

export const mulPoly = (a: Poly, b: Poly): Poly => mergeTerms(mulTermLists(a, b));

export function powPolyInt(a: Poly, n: number): Poly {
  let out = constPoly(R.ONE);
  for (let i = 0; i < n; i++) out = mulPoly(out, a);
  return out;
}

/** 1/t for a term, when its coefficient is not zero. */
export function invertTerm(t: Term): Term {
  return normalizeNumbers({ coef: R.div(R.ONE, t.coef), factors: t.factors.map((f) => ({ base: f.base, exp: negPoly(f.exp) })) });
}

/** t^e, distributing the exponent over coefficient and factors; null when that is not real-valued here. */
export function powTerm(t: Term, e: Poly): Term | null {
  const r = polyConst(e);
  const factors: Factor[] = t.factors.map((f) => (r && evenRootOfEvenPower(f, r)) ?? { base: f.base, exp: mulPoly(f.exp, e) });
  let coef = R.ONE;
  if (r) {
    if (R.isInteger(r)) {
      coef = R.powInt(t.coef, Number(R.numerator(r)));
    } else {
      let c = t.coef;
      if (R.isNegative(c)) {
        if (r.d % 2n === 0n) return null;
        if (R.numerator(r) % 2n !== 0n) coef = R.neg(coef);
        c = R.neg(c);
      }
      // c^(p/k) = n^(p/k) · d^(-p/k), each a whole-number base with a fractional exponent.
      if (R.numerator(c) !== 1n) factors.push({ base: intBase(R.numerator(c)), exp: constPoly(r) });
      if (c.d !== 1n) factors.push({ base: intBase(c.d), exp: constPoly(R.neg(r)) });
    }
  } else if (!R.isOne(t.coef)) {
    if (R.isNegative(t.coef) || !R.isInteger(t.coef)) return null;
    factors.push({ base: intBase(R.numerator(t.coef)), exp: e });
  }
  const merged = mulTerm({ coef: R.ONE, factors: [] }, { coef, factors: [] });
  return factors.reduce<Term>((acc, f) => mulTerm(acc, { coef: R.ONE, factors: [f] }), merged);
}

/**
 * An even root of an even power keeps the sign away: √(x²) = |x|, not x, for a letter (or any piece)
 * that may be negative; (x⁴)^(1/2) = x² needs no bars since an even power is never negative.
 */
function evenRootOfEvenPower(f: Factor, r: Q): Factor | null {
  const m = polyConst(f.exp);
  if (f.base.int !== undefined || R.isInteger(r) || r.d % 2n !== 0n || !m || !R.isInteger(m) || R.numerator(m) % 2n !== 0n) return null;
  const power = R.mul(m, r);
  if (R.isInteger(power) && R.numerator(power) % 2n === 0n) return null;
  const node = callNode('abs', [f.base.node]);
  return { base: { key: `c:${printNode(node, 'words')}`, node }, exp: constPoly(power) };
}

export function intBase(value: bigint): Base {
  return { key: `a#${value.toString().padStart(12, '0')}`, node: numberNode(value), int: value };
}

/**
 * Whole-number bases keep only a root: 2^3 moves into the coefficient, 8^(1/2) becomes 2·2^(1/2),
 * and √2·√3 becomes √6 (same root index). Exponent-free factors are dropped.
 */
function normalizeNumbers(t: Term): Term {
  let coef = t.coef;
  const others: Factor[] = [];
  const roots = new Map<bigint, bigint>(); // k → product of bases under a k-th root (exponent 1/k after reduction)
  for (const f of t.factors) {
    const r = polyConst(f.exp);
    if (r && R.isZero(r)) continue;
    if (f.base.int === undefined || !r) {
      others.push(f);
      continue;
    }
    const k = r.d;
    // floor(p/k) whole powers come out; the rest p mod k stays under the k-th root.
    let whole = R.numerator(r) / k;
    let rest = R.numerator(r) % k;
    if (rest < 0n) {
      rest += k;
      whole -= 1n;
    }
    coef = R.mul(coef, R.powInt(q(f.base.int), Number(whole)));
    if (rest !== 0n) roots.set(k, (roots.get(k) ?? 1n) * f.base.int ** rest);
  }
  for (const [k, value] of roots) {
    const { outside, inside } = splitRoot(value, Number(k));
    coef = R.mul(coef, q(outside));
    if (inside !== 1n) others.push({ base: intBase(inside), exp: constPoly(q(1n, k)) });
  }
  others.sort((a, b) => (a.base.key < b.base.key ? -1 : a.base.key > b.base.key ? 1 : 0));
  return { coef, factors: R.isZero(coef) ? [] : others };
}

/** The letters of a poly (not those inside opaque pieces), sorted. */
export function polyLetters(p: Poly): string[] {
  const names = new Set<string>();
  for (const t of p) for (const f of t.factors) if (f.base.name) names.add(f.base.name);
  return [...names].sort();
}

/** True when every exponent is a whole number ≥ 0 on a letter: an ordinary polynomial. */
export function isPlainPolynomial(p: Poly): boolean {
  return p.every((t) =>
    t.factors.every((f) => {
      const r = polyConst(f.exp);
      return f.base.name !== undefined && r !== null && R.isInteger(r) && !R.isNegative(r);
    }),
  );
}

/** Coefficient list by power of one letter (index = power); null when not a plain polynomial in it alone. */
export function univariateCoefficients(p: Poly, name: string): Q[] | null {
  const out: Q[] = [];
  for (const t of p) {
    if (t.factors.some((f) => f.base.name !== name)) return null;
    const e = exponentOf(t, `b:${name}`);
    if (!R.isInteger(e) || R.isNegative(e)) return null;
    const i = Number(R.numerator(e));
    while (out.length <= i) out.push(R.ZERO);
    out[i] = R.add(out[i] as Q, t.coef);
  }
  return out;
}

export function letterTerm(coef: Q, powers: Record<string, number>, letterNodes: (name: string) => MathNode): Term {
  const factors: Factor[] = Object.entries(powers)
    .filter(([, e]) => e !== 0)
    .map(([name, e]) => ({ base: letterBase(name, letterNodes(name)), exp: constPoly(q(e)) }))
    .sort((a, b) => (a.base.key < b.base.key ? -1 : 1));
  return { coef, factors };
}
