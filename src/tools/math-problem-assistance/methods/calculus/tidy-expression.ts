import { simplify, type MathNode } from 'mathjs';
import { add, asFunction, asOperator, constValue, binary, div, fraction, neg, num, pow, product, sub, termsOf, unwrap } from './calculus-nodes';
import { callNode } from '../../nodes/build-nodes';
import { gcdOfNumbers } from '../../numbers/whole-numbers';

/**
 * mathjs `simplify` gets the algebra right but writes `x ^ (-3 / 2) * -1 / 2` and `1 / 2 / sqrt(x)`;
 * a student writes -1/(2x^(3/2)) and 1/(2 sqrt(x)). `tidy` simplifies, then rewrites each product as
 * sign · coefficient · factors / factors, with negative powers moved under the fraction bar.
 */

export function tidy(node: MathNode): MathNode {
  let simplified: MathNode;
  try {
    simplified = simplify(node);
  } catch {
    simplified = node;
  }
  return tidyNode(simplified);
}

/** Only the layout pass: signs, coefficients and negative powers, no algebra. */
export function tidyLayout(node: MathNode): MathNode {
  return tidyNode(node);
}

/** p/q for a float that is a simple fraction, else null. */
function asRational(v: number): [number, number] | null {
  for (let q = 1; q <= 1000; q++) {
    const p = Math.round(v * q);
    if (Math.abs(v * q - p) < 1e-9 * Math.max(1, Math.abs(v * q))) return [p, q];
  }
  return null;
}

interface Collected {
  sign: 1 | -1;
  p: number;
  q: number;
  /** A coefficient that is not a simple fraction (e.g. 1.4427 from a base-2 log), kept as a factor. */
  numerator: MathNode[];
  denominator: MathNode[];
}

function collect(node: MathNode, into: Collected, flip: boolean): void {
  const n = unwrap(node);
  const o = asOperator(n);
  const v = constValue(n);
  if (v !== null && v !== 0) {
    if (v < 0) into.sign = (into.sign * -1) as 1 | -1;
    const r = asRational(Math.abs(v));
    if (r) {
      if (flip) [into.p, into.q] = [into.p * r[1], into.q * r[0]];
      else [into.p, into.q] = [into.p * r[0], into.q * r[1]];
    } else (flip ? into.denominator : into.numerator).push(num(Math.abs(v)));
    return;
  }
  if (o && o.fn === 'unaryMinus') {
    into.sign = (into.sign * -1) as 1 | -1;
    collect(o.args[0]!, into, flip);
    return;
  }
  if (o && o.fn === 'multiply') {
    o.args.forEach((a) => collect(a, into, flip));
    return;
  }
  if (o && o.fn === 'divide') {
    collect(o.args[0]!, into, flip);
    collect(o.args[1]!, into, !flip);
    return;
  }
  if (o && o.fn === 'pow') {
    const e = constValue(o.args[1]!);
    if (e !== null && e < 0) {
      const base = tidyNode(o.args[0]!);
      (flip ? into.numerator : into.denominator).push(powerOf(base, -e));
      return;
    }
  }
  (flip ? into.denominator : into.numerator).push(tidyNode(n));
}

function powerOf(base: MathNode, e: number): MathNode {
  if (e === 1) return base;
  if (e === 0.5) return callNode('sqrt', [base]);
  const r = asRational(e);
  return pow(base, r ? fraction(r[0], r[1]) : num(e));
}

/** Plain powers of letters first (2 x sin(x), not 2 sin(x) x), otherwise the order simplify chose. */
function factorRank(node: MathNode): number {
  const n = unwrap(node);
  if (n.type === 'SymbolNode') return 0;
  const o = asOperator(n);
  if (o && o.fn === 'pow' && unwrap(o.args[0]!).type === 'SymbolNode' && !dependsOnAnyFunction(o.args[1]!)) return 0;
  return 1;
}

function dependsOnAnyFunction(node: MathNode): boolean {
  let found = false;
  node.traverse((n) => {
    if (n.type === 'FunctionNode') found = true;
  });
  return found;
}

function orderFactors(factors: MathNode[]): MathNode[] {
  return factors.map((f, i) => ({ f, i, r: factorRank(f) })).sort((a, b) => a.r - b.r || a.i - b.i).map((e) => e.f);
}

function tidyProduct(node: MathNode): MathNode {
  const c: Collected = { sign: 1, p: 1, q: 1, numerator: [], denominator: [] };
  collect(node, c, false);
  if (c.p === 0) return num(0);
  const g = gcdOfNumbers(c.p, c.q);
  const [p, q] = [c.p / g, c.q / g];
  const topFactors = [...(p !== 1 ? [num(p)] : []), ...orderFactors(c.numerator)];
  // The minus sign sits on the first factor (-2 * cos(x), -x * e^x), not around the product.
  if (c.sign === -1) topFactors[0] = topFactors.length ? neg(topFactors[0]!) : num(-1);
  const top = topFactors.length ? topFactors.reduce((acc, f) => binary('multiply', acc, f)) : num(c.sign);
  const bottom = product([...(q !== 1 ? [num(q)] : []), ...orderFactors(c.denominator)]);
  return c.denominator.length === 0 && q === 1 ? top : binary('divide', top, bottom);
}

function tidyNode(node: MathNode): MathNode {
  const n = unwrap(node);
  const o = asOperator(n);
  if (o && (o.fn === 'add' || o.fn === 'subtract')) {
    const terms = termsOf(n).map((t) => ({ sign: t.sign, term: tidyNode(t.term) }));
    return terms.reduce<MathNode>((acc, t, i) => {
      const [sign, body] = splitSign(t.term, t.sign);
      if (i === 0) return sign === 1 ? body : negateLeading(body);
      return sign === 1 ? add(acc, body) : sub(acc, body);
    }, num(0));
  }
  if (o && (o.fn === 'multiply' || o.fn === 'divide' || o.fn === 'unaryMinus')) return tidyProduct(n);
  if (o && o.fn === 'pow') {
    const e = constValue(o.args[1]!);
    if (e !== null && e < 0) return tidyProduct(n);
    if (e === 0.5) return callNode('sqrt', [tidyNode(o.args[0]!)]);
    return pow(tidyNode(o.args[0]!), tidyNode(o.args[1]!));
  }
  const f = asFunction(n);
  if (f) return callNode(f.name, f.args.map(tidyNode));
  return n;
}

/** A term's own minus sign moves into the sum: a + (-b) becomes a - b. */
function splitSign(term: MathNode, sign: 1 | -1): [1 | -1, MathNode] {
  const o = asOperator(unwrap(term));
  if (o && o.fn === 'unaryMinus') return [(sign * -1) as 1 | -1, o.args[0]!];
  if (o && o.fn === 'divide') {
    const top = asOperator(unwrap(o.args[0]!));
    if (top && top.fn === 'unaryMinus') return [(sign * -1) as 1 | -1, div(top.args[0]!, o.args[1]!)];
  }
  const v = constValue(term);
  if (v !== null && v < 0) return [(sign * -1) as 1 | -1, num(-v)];
  return [sign, term];
}

/** -a/b reads better with the sign on top: (-a)/b prints as -a / b. */
function negateLeading(body: MathNode): MathNode {
  const o = asOperator(unwrap(body));
  if (o && o.fn === 'divide') return binary('divide', neg(o.args[0]!), o.args[1]!);
  return neg(body);
}
