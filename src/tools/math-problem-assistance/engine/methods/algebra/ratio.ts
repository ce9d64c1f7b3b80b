import type { MathNode } from 'mathjs';
import { CONSTANT_NAMES, children, constantValue, divNode, functionName, asOperator, negNode, numberNode, powNode, productNode, stripParens, sumNode, symbolName } from './node-build';
import {
  type Base,
  type Factor,
  type Poly,
  type Term,
  addPoly,
  basePoly,
  constPoly,
  invertTerm,
  letterBase,
  mulPoly,
  negPoly,
  polyConst,
  polyKey,
  powPolyInt,
  powTerm,
} from './poly';
import * as R from './rational';
import { type Q, q } from './rational';
import { gcdInt, lcmInt } from '../../numbers/whole-numbers';
import { callNode, symbolNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';

/** A quotient of two sums; `den` is 1 unless the denominator has more than one term. */
export interface Ratio {
  num: Poly;
  den: Poly;
}

const ONE_POLY = constPoly(R.ONE);
const MAX_EXPAND_POWER = 8;

export function polyRatio(p: Poly): Ratio {
  return { num: p, den: ONE_POLY };
}

export function isPolyRatio(r: Ratio): boolean {
  const c = polyConst(r.den);
  return c !== null && R.isOne(c);
}

/** Moves a one-term denominator into the numerator (x/(2y) is the term (1/2)·x·y^(-1)). */
function settle(r: Ratio): Ratio {
  if (r.den.length === 1) {
    const inverse = invertTerm(r.den[0] as Term);
    return { num: mulPoly(r.num, [inverse]), den: ONE_POLY };
  }
  if (r.num.length === 0) return { num: [], den: ONE_POLY };
  return r;
}

export function mulRatio(a: Ratio, b: Ratio): Ratio {
  return settle({ num: mulPoly(a.num, b.num), den: mulPoly(a.den, b.den) });
}

export function addRatio(a: Ratio, b: Ratio): Ratio {
  if (polyKey(a.den) === polyKey(b.den)) return settle({ num: addPoly(a.num, b.num), den: a.den });
  return settle({ num: addPoly(mulPoly(a.num, b.den), mulPoly(b.num, a.den)), den: mulPoly(a.den, b.den) });
}

export function negRatio(a: Ratio): Ratio {
  return { num: negPoly(a.num), den: a.den };
}

export function invRatio(a: Ratio): Ratio | null {
  if (a.num.length === 0) return null;
  return settle({ num: a.den, den: a.num });
}

function opaque(node: MathNode, exp: Poly = ONE_POLY): Ratio {
  const base: Base = { key: `c:${printNode(node, 'words')}`, node };
  return polyRatio([{ coef: R.ONE, factors: [{ base, exp }] }]);
}

export function powRatio(a: Ratio, e: Ratio): Ratio | null {
  if (!isPolyRatio(e)) return opaqueWithExp(a, e);
  const exp = e.num;
  const r = polyConst(exp);
  if (r && R.isZero(r)) return a.num.length === 0 ? null : polyRatio(ONE_POLY);
  if (r && R.isInteger(r)) {
    const n = Number(R.numerator(r));
    const oneTermEach = a.num.length <= 1 && a.den.length <= 1;
    if (!oneTermEach && Math.abs(n) > MAX_EXPAND_POWER) return opaqueWithExp(a, e);
    if (n < 0) {
      const inverse = invRatio(a);
      return inverse ? powRatio(inverse, polyRatio(constPoly(q(-n)))) : null;
    }
    if (oneTermEach && a.num.length === 1) {
      const top = powTerm(a.num[0] as Term, exp);
      const bottom = powTerm(a.den[0] as Term, exp);
      if (top && bottom) return settle({ num: [top], den: [bottom] });
    }
    return settle({ num: powPolyInt(a.num, n), den: powPolyInt(a.den, n) });
  }
  if (a.num.length === 0) return r && R.isNegative(r) ? null : polyRatio([]);
  if (a.num.length === 1 && a.den.length === 1) {
    const top = powTerm(a.num[0] as Term, exp);
    const bottom = powTerm(a.den[0] as Term, exp);
    if (top && bottom) return settle({ num: [top], den: [bottom] });
  }
  return opaqueWithExp(a, e);
}

function opaqueWithExp(a: Ratio, e: Ratio): Ratio {
  if (!isPolyRatio(e)) return opaque(powNode(ratioToNode(a), ratioToNode(e)));
  return opaque(ratioToNode(a), e.num);
}

/**
 * The exact algebraic value of an expression as a Ratio; null for what has no value (division by
 * zero) or what we do not read (matrices, strings).
 */
export function readRatio(input: MathNode): Ratio | null {
  const node = stripParens(input);
  const value = constantValue(node);
  if (value !== null) {
    const exact = R.qFromNumber(value);
    return exact ? polyRatio(constPoly(exact)) : null;
  }
  const name = symbolName(node);
  if (name !== null) {
    if (CONSTANT_NAMES.has(name)) return opaque(node);
    return polyRatio(basePoly(letterBase(name, node)));
  }
  const fn = functionName(node);
  if (fn !== null) return readFunction(fn, children(node), node);
  const o = asOperator(node);
  if (!o) return null;
  const args = o.args.map(readRatio);
  if (args.some((arg) => arg === null)) return null;
  const [a, b] = args as Ratio[];
  switch (o.fn) {
    case 'add':
      return addRatio(a as Ratio, b as Ratio);
    case 'subtract':
      return addRatio(a as Ratio, negRatio(b as Ratio));
    case 'unaryMinus':
      return negRatio(a as Ratio);
    case 'unaryPlus':
      return a as Ratio;
    case 'multiply':
      return (args as Ratio[]).reduce((acc, arg) => mulRatio(acc, arg));
    case 'divide': {
      const inverse = invRatio(b as Ratio);
      return inverse ? mulRatio(a as Ratio, inverse) : null;
    }
    case 'pow':
      return powRatio(a as Ratio, b as Ratio);
    default:
      return null;
  }
}

function readFunction(fn: string, args: MathNode[], node: MathNode): Ratio | null {
  const inner = args[0] ? readRatio(args[0]) : null;
  if (!inner) return null;
  if (fn === 'sqrt') return powRatio(inner, polyRatio(constPoly(q(1n, 2n))));
  if (fn === 'cbrt') return powRatio(inner, polyRatio(constPoly(q(1n, 3n))));
  if (fn === 'nthRoot') {
    const index = args[1] ? readRatio(args[1]) : polyRatio(constPoly(q(2)));
    const k = index && isPolyRatio(index) ? polyConst(index.num) : null;
    if (!k || !R.isInteger(k) || R.numerator(k) < 2n) return opaque(node);
    // An odd root of a negative number is real: nthRoot(-8, 3) = -2.
    const c = isPolyRatio(inner) ? polyConst(inner.num) : null;
    if (c && R.isNegative(c) && R.numerator(k) % 2n === 1n) return negRatio(powRatio(negRatio(inner), polyRatio(constPoly(q(1n, R.numerator(k))))) as Ratio);
    return powRatio(inner, polyRatio(constPoly(q(1n, R.numerator(k)))));
  }
  if (fn === 'exp') return powRatio(opaque(symbolNode('e')), inner);
  if (fn === 'abs') {
    const c = isPolyRatio(inner) ? polyConst(inner.num) : null;
    if (c) return polyRatio(constPoly(R.abs(c)));
    return opaque(callNode('abs', [ratioToNode(inner)]));
  }
  const canonical = args.map((arg) => {
    const r = readRatio(arg);
    return r ? ratioToNode(r) : arg;
  });
  return opaque(callNode(fn, canonical));
}


// ───────────────────────── display ─────────────────────────

/** Nodes for a term's factors: letters and other pieces first, then numbers under roots (2x√3). */
function factorNodes(factors: Factor[]): MathNode[] {
  const ordered = [...factors.filter((f) => f.base.int === undefined), ...factors.filter((f) => f.base.int !== undefined)];
  const out: MathNode[] = [];
  for (const f of ordered) {
    const r = polyConst(f.exp);
    if (!r) {
      out.push(powNode(f.base.node, polyToNode(f.exp)));
      continue;
    }
    if (R.isInteger(r)) {
      out.push(R.isOne(r) ? f.base.node : powNode(f.base.node, numberNode(R.numerator(r))));
      continue;
    }
    const whole = R.numerator(r) / r.d;
    const rest = R.numerator(r) % r.d;
    if (whole > 0n) out.push(whole === 1n ? f.base.node : powNode(f.base.node, numberNode(whole)));
    const radicand = rest === 1n ? f.base.node : powNode(f.base.node, numberNode(rest));
    out.push(r.d === 2n ? callNode('sqrt', [radicand]) : callNode('nthRoot', [radicand, numberNode(r.d)]));
  }
  return out;
}

function isNegativeExp(f: Factor): boolean {
  const r = polyConst(f.exp);
  return r !== null && R.isNegative(r);
}

/** One term as a node: 5x^2, -3xy, 3x/2, -y^2/x, 2√2. */
export function termToNode(t: Term): MathNode {
  const top = t.factors.filter((f) => !isNegativeExp(f));
  const bottom = t.factors.filter(isNegativeExp).map((f) => ({ base: f.base, exp: negPoly(f.exp) }));
  const a = R.abs(t.coef);
  const topNodes = factorNodes(top);
  const bottomNodes = factorNodes(bottom);
  const numerator = productNode(R.numerator(a) !== 1n || topNodes.length === 0 ? [numberNode(R.numerator(a)), ...topNodes] : topNodes);
  const denominatorParts = [...(a.d !== 1n ? [numberNode(a.d)] : []), ...bottomNodes];
  const body = denominatorParts.length ? divNode(numerator, productNode(denominatorParts)) : numerator;
  return R.isNegative(t.coef) ? negNode(body) : body;
}

export function polyToNode(p: Poly): MathNode {
  if (p.length === 0) return numberNode(0);
  return sumNode(p.map(termToNode));
}

/** The ratio as a node: a polynomial, or one fraction with whole-number coefficients and a positive leading coefficient below. */
export function ratioToNode(r: Ratio): MathNode {
  if (isPolyRatio(r)) return polyToNode(r.num);
  const { num, den } = tidyFraction(r);
  return divNode(polyToNode(num), polyToNode(den));
}

/** Whole-number coefficients with no common factor, the denominator's first coefficient positive. */
export function tidyFraction(input: Ratio): Ratio {
  const r = clearNegativePowers(input);
  const all = [...r.num, ...r.den];
  const scale = all.reduce((acc, t) => lcmInt(acc, t.coef.d), 1n);
  const g = all.reduce((acc, t) => gcdInt(acc, (R.numerator(t.coef) * scale) / t.coef.d), 0n) || 1n;
  let factor: Q = q(scale, g);
  if (R.isNegative((r.den[0] as Term).coef)) factor = R.neg(factor);
  const scaleTerms = (p: Poly): Poly => p.map((t) => ({ coef: R.mul(t.coef, factor), factors: t.factors }));
  return { num: scaleTerms(r.num), den: scaleTerms(r.den) };
}

/** (2 + 1/x)/(x + 1) → (2x + 1)/(x(x + 1)): multiply top and bottom by the letters' negative powers. */
export function clearNegativePowers(r: Ratio): Ratio {
  const lowest = new Map<string, { factor: Factor; exp: Q }>();
  for (const t of [...r.num, ...r.den]) {
    for (const f of t.factors) {
      const e = polyConst(f.exp);
      if (!e || !R.isNegative(e)) continue;
      const seen = lowest.get(f.base.key);
      if (!seen || R.compare(e, seen.exp) < 0) lowest.set(f.base.key, { factor: f, exp: e });
    }
  }
  if (lowest.size === 0) return r;
  const m: Term = { coef: R.ONE, factors: [...lowest.values()].map(({ factor, exp }) => ({ base: factor.base, exp: constPoly(R.neg(exp)) })) };
  return { num: mulPoly(r.num, [m]), den: mulPoly(r.den, [m]) };
}

export type { Q };
