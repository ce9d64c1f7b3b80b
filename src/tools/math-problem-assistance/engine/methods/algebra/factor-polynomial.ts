import type { MathNode } from 'mathjs';
import { mulNode, negNode, numberNode, powNode, productNode, sumNode } from './node-build';
import {
  type Poly,
  type Term,
  constPoly,
  exponentOf,
  isPlainPolynomial,
  letterTerm,
  mergeTerms,
  mulPoly,
  polyConst,
  polyKey,
  polyLetters,
  samePoly,
  scalePoly,
  termDegree,
  univariateCoefficients,
} from './poly';
import { dividePoly } from './poly-divide';
import { splitByCas } from './factor-by-cas';
import * as R from './rational';
import { type Q, q } from './rational';
import { polyToNode, termToNode } from './ratio';
import { divisors, gcdInt, lcmInt, wholeRoot } from '../../numbers/whole-numbers';
import { symbolNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';

/** One factor of a factorization: a polynomial to a power; `final` once no rule splits it further. */
export interface FactorPiece {
  poly: Poly;
  power: number;
  final: boolean;
}

/** constant × piece × piece …, the state of factoring. */
export interface Factorization {
  constant: Q;
  pieces: FactorPiece[];
}

export interface FactorStep {
  rule: string;
  explanation: string;
  /** The whole expression after the step (a product, or a sum of groups half way through grouping). */
  node: MathNode;
}

export interface FactorOutcome {
  steps: FactorStep[];
  result: Factorization;
  /** Nothing but (at most) a constant could be taken out: irreducible over the rationals. */
  irreducible: boolean;
  /** Said with the answer when the CAS found a split we have no rule for. */
  note?: string;
}

const MAX_ROUNDS = 30;

// ───────────── helpers on terms ─────────────

function letterPowers(t: Term): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of t.factors) if (f.base.name) out[f.base.name] = Number(R.numerator(polyConst(f.exp) ?? R.ZERO));
  return out;
}

const monomial = (coef: Q, powers: Record<string, number>): Term => letterTerm(coef, powers, symbolNode);

/** The square root of a term (4x^2 → 2x), or null when it is not a perfect square. */
function termRoot(t: Term, k: 2 | 3): Term | null {
  const root = R.exactRoot(t.coef, k);
  if (!root) return null;
  const powers: Record<string, number> = {};
  for (const [name, e] of Object.entries(letterPowers(t))) {
    if (e % k !== 0) return null;
    powers[name] = e / k;
  }
  return monomial(root, powers);
}

/** Largest common factor of all terms: number (sign of the first term) and the lowest power of each letter. */
export function commonFactorOf(p: Poly): Term {
  const letters = polyLetters(p);
  const powers: Record<string, number> = {};
  for (const name of letters) powers[name] = Math.min(...p.map((t) => Number(R.numerator(exponentOf(t, `b:${name}`)))));
  const den = p.reduce((acc, t) => lcmInt(acc, t.coef.d), 1n);
  const num = p.reduce((acc, t) => gcdInt(acc, R.numerator(t.coef)), 0n) || 1n;
  let coef = q(num, den);
  if (R.isNegative((p[0] as Term).coef)) coef = R.neg(coef);
  return monomial(coef, powers);
}

function divideByTerm(p: Poly, t: Term): Poly {
  return dividePoly(p, [t]) as Poly;
}

const polyText = (p: Poly): string => printNode(polyToNode(p), 'words');
const termText = (t: Term): string => printNode(termToNode(t), 'words');
/** "x", "3", but "(2x)" before a power sign. */
const powerBase = (t: Term): string => {
  const text = termText(t);
  return /^(?:[a-zA-Z]|\d+)$/u.test(text) ? text : `(${text})`;
};

function degree(p: Poly): number {
  return Math.max(0, ...p.map(termDegree));
}

function isMonomial(p: Poly): boolean {
  return p.length === 1;
}

// ───────────── display ─────────────

function pieceNode(piece: FactorPiece): MathNode {
  const node = polyToNode(piece.poly);
  return piece.power === 1 ? node : powNode(node, numberNode(piece.power));
}

/** -(x + 1)(x - 1), 2x(x + 2), (x - 1)(x + 1)(x^2 + 1). */
export function factorizationNode(f: Factorization, replace?: { index: number; node: MathNode }): MathNode {
  const nodes = f.pieces.map((piece, i) => (replace && replace.index === i ? replace.node : pieceNode(piece)));
  const magnitude = R.abs(f.constant);
  const parts = R.isOne(magnitude) && nodes.length > 0 ? nodes : [polyToNode(constPoly(magnitude)), ...nodes];
  const product = productNode(parts);
  return R.isNegative(f.constant) ? negNode(product) : product;
}

/** Letters alone (x, y) first, then by degree; otherwise the order the rules produced. */
function sortPieces(pieces: FactorPiece[]): FactorPiece[] {
  return pieces
    .map((piece, i) => ({ piece, i }))
    .sort((a, b) => {
      const ma = isMonomial(a.piece.poly) ? 0 : 1;
      const mb = isMonomial(b.piece.poly) ? 0 : 1;
      if (ma !== mb) return ma - mb;
      if (ma === 0) return polyKey(a.piece.poly) < polyKey(b.piece.poly) ? -1 : 1;
      return degree(a.piece.poly) - degree(b.piece.poly) || a.i - b.i;
    })
    .map(({ piece }) => piece);
}

/** Equal pieces become one piece with a power: (x + 1)(x + 1) → (x + 1)^2. */
function collectPowers(pieces: FactorPiece[]): FactorPiece[] {
  const out: FactorPiece[] = [];
  for (const piece of pieces) {
    const same = out.find((other) => samePoly(other.poly, piece.poly));
    if (same) same.power += piece.power;
    else out.push({ ...piece });
  }
  return out;
}

// ───────────── rules ─────────────

interface RuleResult {
  rule: string;
  explanation: string;
  /** Pieces that replace the piece (with its power applied to each). */
  pieces: Array<{ poly: Poly; power: number; final?: boolean }>;
  /** A constant that comes out (e.g. from a non-monic split). */
  constant?: Q;
  /** Half-way states shown before the result (grouping). */
  before?: Array<{ rule: string; explanation: string; node: MathNode }>;
  note?: string;
}

function differenceOfSquares(p: Poly): RuleResult | null {
  if (p.length !== 2) return null;
  const [t1, t2] = p as [Term, Term];
  const positive = R.isNegative(t1.coef) ? t2 : t1;
  const negative = positive === t1 ? t2 : t1;
  if (R.isNegative(positive.coef) || !R.isNegative(negative.coef)) return null;
  const a = termRoot(positive, 2);
  const b = termRoot({ coef: R.neg(negative.coef), factors: negative.factors }, 2);
  if (!a || !b) return null;
  const minus = mergeTerms([a, { coef: R.neg(b.coef), factors: b.factors }]);
  const plus = mergeTerms([a, b]);
  return {
    rule: 'Difference of squares',
    explanation: `${polyText(p)} is a difference of two squares, ${powerBase(a)}^2 - ${powerBase(b)}^2, and a^2 - b^2 = (a - b)(a + b).`,
    pieces: [
      { poly: minus, power: 1 },
      { poly: plus, power: 1 },
    ],
  };
}

function sumOrDifferenceOfCubes(p: Poly): RuleResult | null {
  if (p.length !== 2) return null;
  const [t1, t2] = p as [Term, Term];
  const a = termRoot(t1, 3);
  const b = termRoot(t2, 3);
  if (!a || !b || (termDegree(a) === 0 && termDegree(b) === 0)) return null;
  // t1 + t2 = a^3 + b^3 (b may be negative: a^3 - c^3 with b = -c).
  const linear = mergeTerms([a, b]);
  const quadratic = mergeTerms([mulPoly([a], [a])[0] as Term, { ...(mulPoly([a], [b])[0] as Term), coef: R.neg((mulPoly([a], [b])[0] as Term).coef) }, mulPoly([b], [b])[0] as Term]);
  const isSum = !R.isNegative(b.coef);
  const shownB = isSum ? b : { coef: R.neg(b.coef), factors: b.factors };
  return {
    rule: isSum ? 'Sum of cubes' : 'Difference of cubes',
    explanation: isSum
      ? `${polyText(p)} is a sum of two cubes, ${powerBase(a)}^3 + ${powerBase(shownB)}^3, and a^3 + b^3 = (a + b)(a^2 - ab + b^2).`
      : `${polyText(p)} is a difference of two cubes, ${powerBase(a)}^3 - ${powerBase(shownB)}^3, and a^3 - b^3 = (a - b)(a^2 + ab + b^2).`,
    pieces: [
      { poly: linear, power: 1 },
      { poly: quadratic, power: 1 },
    ],
  };
}

/** a·U^2 + b·U·V + c·V^2 with U, V monomials (U = x, V = 1 for ax^2 + bx + c). */
interface QuadraticForm {
  a: bigint;
  b: bigint;
  c: bigint;
  u: Term;
  v: Term;
}

function quadraticForm(p: Poly): QuadraticForm | null {
  if (p.length !== 3 || !p.every((t) => R.isInteger(t.coef))) return null;
  const [t1, t2, t3] = p as [Term, Term, Term];
  const u = termRoot({ coef: R.ONE, factors: t1.factors }, 2);
  const v = termRoot({ coef: R.ONE, factors: t3.factors }, 2);
  if (!u || !v) return null;
  const uv = mulPoly([u], [v])[0] as Term;
  if (polyKey([{ coef: R.ONE, factors: t2.factors }]) !== polyKey([uv])) return null;
  return { a: R.numerator(t1.coef), b: R.numerator(t2.coef), c: R.numerator(t3.coef), u, v };
}

/** (k·U + m·V) as a poly. */
function linearIn(form: QuadraticForm, k: bigint, m: bigint): Poly {
  return mergeTerms([
    { coef: q(k), factors: form.u.factors },
    { coef: q(m), factors: form.v.factors },
  ]);
}

function perfectSquareTrinomial(p: Poly): RuleResult | null {
  const form = quadraticForm(p);
  if (!form || form.a < 0n) return null;
  const s = wholeRoot(form.a, 2);
  const t = wholeRoot(form.c, 2);
  if (s === null || t === null) return null;
  const sign = form.b === 2n * s * t ? 1n : form.b === -2n * s * t ? -1n : 0n;
  if (sign === 0n) return null;
  const a = { coef: q(s), factors: form.u.factors };
  const b = { coef: q(t), factors: form.v.factors };
  return {
    rule: 'Perfect square trinomial',
    explanation: `${polyText(p)} has the form a^2 ${sign > 0n ? '+' : '-'} 2ab + b^2 with a = ${termText(a)} and b = ${termText(b)}, so it equals (a ${sign > 0n ? '+' : '-'} b)^2.`,
    pieces: [{ poly: linearIn(form, s, sign * t), power: 2 }],
  };
}

/**
 * A perfect square and one more square term: 9x^2 - 6xy + y^2 - 49 = (3x - y)^2 - 7^2, then a difference
 * of squares; also 49 - (3x - y)^2. Without it the factoring stopped at 2(9x^2 - 6xy + y^2 - 49).
 */
function squareGroupDifference(p: Poly): RuleResult | null {
  if (p.length !== 4) return null;
  for (const lone of p) {
    const rest = p.filter((term) => term !== lone);
    const negative = R.isNegative(lone.coef);
    const root = termRoot(negative ? { coef: R.neg(lone.coef), factors: lone.factors } : lone, 2);
    if (!root) continue;
    const square = perfectSquareOfAnyOrder(negative ? rest : rest.map((term) => ({ ...term, coef: R.neg(term.coef) })));
    if (!square) continue;
    const [a, b] = negative ? [square, [root]] : [[root], square];
    const minus = mergeTerms([...a, ...b.map((term) => ({ ...term, coef: R.neg(term.coef) }))]);
    const plus = mergeTerms([...a, ...b]);
    const shownSquare = `(${polyText(negative ? square : [root])})^2 - (${polyText(negative ? [root] : square)})^2`;
    return {
      rule: 'Difference of squares',
      explanation: `Three of the terms make a perfect square, so ${polyText(p)} = ${shownSquare}, a difference of two squares: a^2 - b^2 = (a - b)(a + b).`,
      pieces: [
        { poly: minus, power: 1 },
        { poly: plus, power: 1 },
      ],
    };
  }
  return null;
}

/** The base L of a trinomial that is L^2, its terms in any order; null when it is not a perfect square. */
function perfectSquareOfAnyOrder(terms: Term[]): Poly | null {
  const orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  for (const order of orders) {
    const found = perfectSquareTrinomial(order.map((k) => terms[k] as Term));
    const piece = found?.pieces[0];
    if (piece && piece.power === 2) return piece.poly;
  }
  return null;
}

/** Trinomials: two numbers with product ac and sum b; for a ≠ 1 split the middle term and group. */
function trinomial(p: Poly): RuleResult | null {
  const form = quadraticForm(p);
  if (!form) return null;
  const { a, b, c } = form;
  const disc = b * b - 4n * a * c;
  const s = wholeRoot(disc, 2);
  if (s === null) {
    return null;
  }
  const m = (b + s) / 2n;
  const n = (b - s) / 2n;
  // Smaller number first: x^2 - 5x + 6 → (x - 2)(x - 3).
  const [p1, p2] = (m < 0n ? -m : m) <= (n < 0n ? -n : n) ? [m, n] : [n, m];
  const uText = termText(form.u);
  const vText = form.v.factors.length === 0 ? '' : termText(form.v);
  const show = (k: bigint): string => (k < 0n ? `(${k})` : `${k}`);
  if (a === 1n) {
    return {
      rule: 'Factor the trinomial',
      explanation: `Find two numbers that multiply to ${c} and add to ${b}: ${p1} and ${p2}, since ${show(p1)} × ${show(p2)} = ${c} and ${show(p1)} + ${show(p2)} = ${b}. So the factors are (${uText} ${signed(p1)}${vText}) and (${uText} ${signed(p2)}${vText}).`,
      pieces: [
        { poly: linearIn(form, 1n, p1), power: 1 },
        { poly: linearIn(form, 1n, p2), power: 1 },
      ],
    };
  }
  // ac method: a·U^2 + p1·UV + p2·UV + c·V^2, grouped in pairs.
  const uu = mulPoly([form.u], [form.u])[0] as Term;
  const uv = mulPoly([form.u], [form.v])[0] as Term;
  const vv = mulPoly([form.v], [form.v])[0] as Term;
  const split: Term[] = [
    { coef: q(a), factors: uu.factors },
    { coef: q(p1), factors: uv.factors },
    { coef: q(p2), factors: uv.factors },
    { coef: q(c), factors: vv.factors },
  ];
  const grouped = groupInPairs(split, [
    [0, 1],
    [2, 3],
  ]);
  if (!grouped) return null;
  const g1 = gcdInt(a, p1) || 1n;
  const g2 = gcdInt(a, p2) || 1n;
  const first = linearIn(form, a / g1, p1 / g1);
  const second = linearIn(form, a / g2, p2 / g2);
  const constant = q(g1 * g2, a);
  return {
    rule: 'Factor by grouping',
    explanation: `Each pair has a common bracket, ${polyText(grouped.bracket)}: take it out.`,
    before: [
      {
        rule: 'Split the middle term',
        explanation: `Multiply a × c = ${a} × ${show(c)} = ${a * c}. Two numbers that multiply to ${a * c} and add to ${b} are ${p1} and ${p2}, so write ${termText({ coef: q(b), factors: uv.factors })} as ${termText(split[1] as Term)} ${signed(p2)}${termText({ coef: R.ONE, factors: uv.factors })}.`,
        node: sumNode(split.map(termToNode)),
      },
      { rule: 'Group the terms in pairs', explanation: grouped.explanation, node: grouped.node },
    ],
    pieces: [
      { poly: first, power: 1 },
      { poly: second, power: 1 },
    ],
    ...(R.isOne(constant) ? {} : { constant }),
  };
}

function signed(k: bigint): string {
  return k < 0n ? `- ${-k}` : `+ ${k}`;
}

/** Pairs (i, j) and (k, l) each with their common factor taken out; null unless the brackets agree. */
function groupInPairs(terms: Term[], pairs: [[number, number], [number, number]]): { node: MathNode; bracket: Poly; outside: Poly; explanation: string } | null {
  const [[i, j], [k, l]] = pairs;
  const first = mergeTerms([terms[i] as Term, terms[j] as Term]);
  const second = mergeTerms([terms[k] as Term, terms[l] as Term]);
  if (first.length !== 2 || second.length !== 2) return null;
  const g1 = commonFactorOf([terms[i] as Term, terms[j] as Term]);
  let g2 = commonFactorOf([terms[k] as Term, terms[l] as Term]);
  const b1 = divideByTerm([terms[i] as Term, terms[j] as Term], g1);
  let b2 = divideByTerm([terms[k] as Term, terms[l] as Term], g2);
  if (!samePoly(mergeTerms(b1), mergeTerms(b2))) {
    g2 = { coef: R.neg(g2.coef), factors: g2.factors };
    b2 = scalePoly(b2, q(-1));
    if (!samePoly(mergeTerms(b1), mergeTerms(b2))) return null;
  }
  const bracket = mergeTerms(b1);
  // Keep a leading 1 visible: 2x(3x + 2) - 1(3x + 2) shows what was taken out.
  const groupNode = (g: Term): MathNode => {
    const magnitude = termToNode({ coef: R.abs(g.coef), factors: g.factors });
    const product = mulNode(magnitude, polyToNode(bracket));
    return R.isNegative(g.coef) ? negNode(product) : product;
  };
  return {
    node: sumNode([groupNode(g1), groupNode(g2)]),
    bracket,
    outside: mergeTerms([g1, g2]),
    explanation: `Take ${termText(g1)} out of the first pair and ${termText(g2)} out of the second; both leave ${polyText(bracket)}.`,
  };
}

function fourTermGrouping(p: Poly): RuleResult | null {
  if (p.length !== 4) return null;
  const orders: Array<[[number, number], [number, number]]> = [
    [
      [0, 1],
      [2, 3],
    ],
    [
      [0, 2],
      [1, 3],
    ],
    [
      [0, 3],
      [1, 2],
    ],
  ];
  for (const order of orders) {
    const grouped = groupInPairs(p, order);
    if (!grouped) continue;
    const before: NonNullable<RuleResult['before']> = [{ rule: 'Group the terms in pairs', explanation: grouped.explanation, node: grouped.node }];
    return {
      rule: 'Take out the common bracket',
      explanation: `Both groups contain ${polyText(grouped.bracket)}, so it is a common factor.`,
      before,
      pieces: [
        { poly: grouped.bracket, power: 1 },
        { poly: grouped.outside, power: 1 },
      ],
    };
  }
  return null;
}

function evalAt(coefs: Q[], x: Q): Q {
  let acc = R.ZERO;
  for (let i = coefs.length - 1; i >= 0; i--) acc = R.add(R.mul(acc, x), coefs[i] as Q);
  return acc;
}

/** A rational root r = p/q of a polynomial in one letter with whole coefficients, smallest first. */
function rationalRoot(coefs: Q[]): Q | null {
  const a0 = R.numerator(coefs[0] as Q);
  const an = R.numerator(coefs[coefs.length - 1] as Q);
  if (a0 === 0n) return R.ZERO;
  const candidates: Q[] = [];
  for (const num of divisors(a0, 2000)) for (const den of divisors(an, 2000)) candidates.push(q(num, den), q(-num, den));
  candidates.sort((x, y) => R.compare(R.abs(x), R.abs(y)) || R.compare(y, x));
  return candidates.find((r) => R.isZero(evalAt(coefs, r))) ?? null;
}

function rationalRootRule(p: Poly): RuleResult | null {
  const letters = polyLetters(p);
  if (letters.length !== 1 || !p.every((t) => R.isInteger(t.coef))) return null;
  const name = letters[0] as string;
  const coefs = univariateCoefficients(p, name);
  if (!coefs || coefs.length < 4) return null;
  const root = rationalRoot(coefs);
  if (!root) return null;
  const linear = mergeTerms([monomial(q(root.d), { [name]: 1 }), { coef: q(-R.numerator(root)), factors: [] }]);
  const quotient = dividePoly(p, linear);
  if (!quotient) return null;
  const value = R.qText(root);
  return {
    rule: 'Use a root to find a factor',
    explanation: `Try ${name} = ${value}: the polynomial is 0 there, so (${polyText(linear)}) is a factor (factor theorem). Dividing by it leaves ${polyText(quotient)}.`,
    pieces: [
      { poly: linear, power: 1 },
      { poly: quotient, power: 1 },
    ],
  };
}

function casRule(p: Poly): RuleResult | null {
  const letters = polyLetters(p);
  if (letters.length !== 1 || degree(p) < 4) return null;
  const parts = splitByCas(p);
  if (!parts || parts.length < 2) return null;
  return {
    rule: 'Split into irreducible factors',
    explanation: `No rational root and no pattern fits ${polyText(p)}, but it splits into ${parts.map((part) => `(${polyText(part)})`).join('')}. Multiply the factors out to check.`,
    pieces: parts.map((part) => ({ poly: part, power: 1 })),
    note: 'One split was found by the computer algebra system rather than by a rule shown step by step.',
  };
}

const RULES = [differenceOfSquares, sumOrDifferenceOfCubes, perfectSquareTrinomial, trinomial, fourTermGrouping, squareGroupDifference, rationalRootRule, casRule];

// ───────────── the driver ─────────────

/**
 * Factors a polynomial completely over the rationals, one rule per step: common factor first, then
 * difference of squares, sum/difference of cubes, perfect-square trinomials, trinomials (ac method),
 * grouping, rational roots; whatever is left is irreducible. Null when the input is not a polynomial.
 */
export function factorPolynomial(p: Poly): FactorOutcome | null {
  if (p.length === 0 || !isPlainPolynomial(p)) return null;
  const steps: FactorStep[] = [];
  let state: Factorization = { constant: R.ONE, pieces: [{ poly: p, power: 1, final: false }] };
  let note: string | undefined;
  let changedBeyondConstant = false;

  const common = commonFactorOf(p);
  if (p.length > 1 && (!R.isOne(common.coef) || common.factors.length > 0)) {
    const rest = mergeTerms(divideByTerm(p, common));
    const letterPieces: FactorPiece[] = common.factors.map((f) => ({
      poly: [{ coef: R.ONE, factors: [{ base: f.base, exp: constPoly(R.ONE) }] }],
      power: Number(R.numerator(polyConst(f.exp) ?? R.ONE)),
      final: true,
    }));
    if (common.factors.length > 0) changedBeyondConstant = true;
    state = { constant: common.coef, pieces: [...letterPieces, { poly: rest, power: 1, final: rest.length === 1 }] };
    steps.push({
      rule: 'Take out the common factor',
      explanation: `Every term is divisible by ${termText(common)}, so write it in front of a bracket: ${polyText(p)} = ${termText(common)}(${polyText(rest)}).`,
      node: factorizationNode(state),
    });
  } else if (p.length === 1) {
    return { steps: [], result: { constant: common.coef, pieces: common.factors.length ? [{ poly: divideByTerm(p, { coef: common.coef, factors: [] }), power: 1, final: true }] : [] }, irreducible: true };
  }

  for (let round = 0; round < MAX_ROUNDS; round++) {
    const index = state.pieces.findIndex((piece) => !piece.final);
    if (index < 0) break;
    const piece = state.pieces[index] as FactorPiece;
    const applied = RULES.map((rule) => ({ rule, out: rule(piece.poly) })).find((r) => r.out !== null)?.out ?? null;
    if (!applied) {
      state.pieces[index] = { ...piece, final: true };
      continue;
    }
    changedBeyondConstant = true;
    for (const half of applied.before ?? []) steps.push({ rule: half.rule, explanation: half.explanation, node: factorizationNode(state, { index, node: half.node }) });
    const replacement: FactorPiece[] = applied.pieces.map((part) => ({ poly: part.poly, power: part.power * piece.power, final: part.poly.length === 1 || degree(part.poly) <= 1 }));
    const constant = applied.constant ? R.mul(state.constant, R.powInt(applied.constant, piece.power)) : state.constant;
    state = { constant, pieces: sortPieces(collectPowers([...state.pieces.slice(0, index), ...replacement, ...state.pieces.slice(index + 1)])) };
    steps.push({ rule: applied.rule, explanation: applied.explanation, node: factorizationNode(state) });
    if (applied.note) note = applied.note;
  }
  return { steps, result: state, irreducible: !changedBeyondConstant, ...(note ? { note } : {}) };
}

/** The product of the factorization, expanded (for checks). */
export function expandFactorization(f: Factorization): Poly {
  let out = constPoly(f.constant);
  for (const piece of f.pieces) for (let i = 0; i < piece.power; i++) out = mulPoly(out, piece.poly);
  return out;
}

/** How many non-constant factors (with multiplicity) a polynomial has over the rationals. */
export function countIrreducibleFactors(p: Poly): number | null {
  const outcome = factorPolynomial(p);
  if (!outcome) return null;
  return outcome.result.pieces.reduce((n, piece) => n + (degree(piece.poly) > 0 ? piece.power : 0), 0);
}

export { degree as polyDegree };
