import { fraction, parse, type Fraction, type MathNode } from 'mathjs';
import type { MathMethod, MathProblem, MethodResult, Relation, StepDraft } from '../../problem';
import { relation, relationState, statesOf } from './build-node';
import { functionName, unwrapParens } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';
import { coefficientOf, containsVariable, degreeOf, toPolynomial } from './polynomial';
import { rootsResult } from './roots-answer';
import { NO_SOLUTION_STATE } from './check-candidates';
import { solveRelation } from './solve-linear-equation';
import { rootNodesOf, solvePolynomialRelation } from './solve-polynomial-relation';
import { valueOf } from './check-solution';

// Exponential equations the one-power method cannot take: a power on each side with unrelated bases
// (4^x = 3^(x+1): logarithms of both sides), and sums of powers of one base (e^(2x) − 5e^x + 6 = 0,
// 4^x − 6·2^x + 8 = 0: a quadratic in u = e^x or 2^x). Every root is put back into the equation as
// typed (rootsResult) before the answer is given, and the final check searches for roots left out.

const U = '__u';

/** A whole base b > 1 (or e), written as root^power with the smallest root; null for anything else. */
interface Base {
  root: bigint | 'e';
  power: number;
}

function wholeNumber(node: MathNode): bigint | null {
  const p = toPolynomial(node, U);
  if (!p || p.length !== 1 || p[0]!.d !== 1n || p[0]!.s < 0n) return null;
  return p[0]!.n;
}

function smallestRoot(b: bigint): Base {
  for (let m = 40; m >= 2; m--) {
    const r = BigInt(Math.round(Math.pow(Number(b), 1 / m)));
    for (const c of [r - 1n, r, r + 1n]) if (c > 1n && c ** BigInt(m) === b) return { root: c, power: m };
  }
  return { root: b, power: 1 };
}

/** b^(k·x + j): the base, and the exponent as a linear polynomial in the variable. */
interface LinearPower {
  base: Base;
  baseNode: MathNode;
  slope: Fraction;
  offset: Fraction;
}

function asLinearPower(node: MathNode, variable: string): LinearPower | null {
  const n = unwrapParens(node) as unknown as { type: string; fn?: string; args?: MathNode[]; name?: string };
  let baseNode: MathNode;
  let exponent: MathNode;
  if (functionName(node) === 'exp' && n.args) [baseNode, exponent] = [parse('e'), n.args[0]!];
  else if (n.type === 'OperatorNode' && n.fn === 'pow' && n.args) [baseNode, exponent] = n.args as [MathNode, MathNode];
  else return null;
  if (containsVariable(baseNode, variable) || !containsVariable(exponent, variable)) return null;
  const bare = unwrapParens(baseNode) as unknown as { type: string; name?: string };
  let base: Base;
  if (bare.type === 'SymbolNode' && bare.name === 'e') base = { root: 'e', power: 1 };
  else {
    const whole = wholeNumber(baseNode);
    if (whole === null || whole < 2n) return null;
    base = smallestRoot(whole);
  }
  const f = toPolynomial(exponent, variable);
  if (!f || degreeOf(f) !== 1) return null;
  return { base, baseNode, slope: coefficientOf(f, 1), offset: coefficientOf(f, 0) };
}

const rootText = (root: bigint | 'e') => (root === 'e' ? 'e' : String(root));

/** c1·t1 + c2·t2 … as text, leaving out zero terms and unit coefficients. */
function combination(terms: Array<[Fraction, string]>): string {
  const parts = terms.filter(([c]) => !c.equals(0));
  if (parts.length === 0) return '0';
  return parts
    .map(([c, t], i) => {
      const sign = c.s < 0n ? '-' : i === 0 ? '' : '+';
      const size = c.abs();
      const body = t === '1' ? size.toFraction() : size.equals(1) ? t : `${size.toFraction()}*${t}`;
      return `${i === 0 ? sign : ` ${sign} `}${body}`;
    })
    .join('');
}

/** Every node of the tree that is a power of the variable's kind; null when some power is not linear-exponent. */
function powersIn(node: MathNode, variable: string): LinearPower[] | null {
  const found: LinearPower[] = [];
  let bad = false;
  node.traverse((child, _path, parent) => {
    if (bad || !containsVariable(child, variable)) return;
    const power = asLinearPower(child, variable);
    const parentPower = parent ? asLinearPower(parent, variable) : null;
    if (power) found.push(power);
    // A logarithm or trig function of x is not a power's sum.
    else if (!parentPower && child.type === 'FunctionNode' && functionName(child) !== 'exp') bad = true;
  });
  return bad ? null : found;
}

/**
 * b^f(x) = c^g(x) with b and c whole numbers (or e), f and g linear: equal bases after writing both as
 * powers of one number set the exponents equal; otherwise logarithms of both sides give a linear equation.
 */
function solvePowerEqualsPower(problem: MathProblem, rel: Relation): MethodResult | null {
  const v = problem.variable;
  const left = asLinearPower(rel.lhs, v);
  const right = asLinearPower(rel.rhs, v);
  if (!left || !right) return null;
  const steps: StepDraft[] = [];
  // ln(b^(kx + j)) = (kx + j)·ln(b), with b = root^power.
  let [a1, b1] = [left.slope.mul(left.base.power), left.offset.mul(left.base.power)];
  let [a2, b2] = [right.slope.mul(right.base.power), right.offset.mul(right.base.power)];
  let answer: string;
  if (left.base.root === right.base.root) {
    const root = rootText(left.base.root);
    steps.push({
      rule: `Write both sides as powers of ${root}`,
      explanation: 'Equal powers of the same base have equal exponents.',
      state: relationState(parse(combination([[a1, v], [b1, '1']])), '=', parse(combination([[a2, v], [b2, '1']]))),
    });
    // 3^(2x) = 9^(x+1): 2x = 2x + 2 holds for no x (the same exponent on both sides would be every x: left to others).
    if (a1.equals(a2)) {
      if (b1.equals(b2)) return null;
      const never = `${combination([[a1, v], [b1, '1']])} and ${combination([[a2, v], [b2, '1']])} always differ by ${b2.sub(b1).abs().toFraction()}`;
      steps.push({ rule: 'The exponents never agree', explanation: `${never}, so the two powers are never equal.`, state: NO_SOLUTION_STATE });
      return { method: 'exponential equation', steps, answer: NO_SOLUTION_STATE, solutions: [], note: `No solution: ${never}, so the two sides are never equal.` };
    }
    answer = b2.sub(b1).div(a1.sub(a2)).toFraction();
  } else {
    // The logarithms of the bases as typed (ln 4, not 2 ln 2): the answer reads as the student's own working would.
    const typedLog = (p: LinearPower) => (p.base.root === 'e' ? '1' : `log(${String(p.base.root as bigint ** BigInt(p.base.power))})`);
    const [lnB, lnC] = [typedLog(left), typedLog(right)];
    [a1, b1, a2, b2] = [left.slope, left.offset, right.slope, right.offset];
    const side = (a: Fraction, b: Fraction, ln: string) => (ln === '1' ? combination([[a, v], [b, '1']]) : `(${combination([[a, v], [b, '1']])})*${ln}`);
    steps.push({
      rule: 'Take logarithms of both sides',
      explanation: `log(b^u) = u·log(b): each exponent comes down as a factor (log here is the natural logarithm, ln).`,
      state: relationState(parse(side(a1, b1, lnB)), '=', parse(side(a2, b2, lnC))),
    });
    const slope = combination([[a1, lnB], [a2.neg(), lnC]]);
    const constant = combination([[b2, lnC], [b1.neg(), lnB]]);
    if (Math.abs(numberOf(slope)) < 1e-12) return null;
    steps.push({
      rule: `Collect the ${v} terms`,
      explanation: `Expand, move every ${v} term to the left and the rest to the right, then take ${v} out as a factor.`,
      state: relationState(parse(`${v}*(${slope})`), '=', parse(constant)),
    });
    answer = constant === '0' ? '0' : `(${constant})/(${slope})`;
  }
  const value = parse(answer);
  steps.push({ rule: `Solve for ${v}`, explanation: `Divide both sides by what multiplies ${v}.`, state: relationState(parse(v), '=', value) });
  return rootsResult(problem, 'exponential equation', steps, [value]);
}

function numberOf(text: string): number {
  const value = valueOf(parse(text));
  return value ? value.re : Number.NaN;
}

/**
 * A sum of powers of one base, b^(kx + j) with whole k ≥ 0: with u = root^(g·x) it is a polynomial in u of
 * degree 2 or more; each positive root u = r gives g·x·ln(root) = ln(r), and u ≤ 0 has no x (a power is positive).
 */
function solveAsPolynomialInPower(problem: MathProblem, rel: Relation): MethodResult | null {
  const v = problem.variable;
  const difference = parse(`(${rel.lhs.toString()}) - (${rel.rhs.toString()})`);
  const powers = powersIn(difference, v);
  if (!powers || powers.length < 2) return null;
  const root = powers[0]!.base.root;
  if (powers.some((p) => p.base.root !== root)) return null;
  const slopes = powers.map((p) => p.slope.mul(p.base.power));
  if (slopes.some((s) => s.d !== 1n || s.s < 0n)) return null;
  const gcd = slopes.reduce((g, s) => bigGcd(g, s.n), 0n);
  if (gcd === 0n) return null;
  let bad = false;
  const inU = difference.transform((node) => {
    const power = asLinearPower(node, v);
    if (!power) return node;
    const degree = power.slope.mul(power.base.power).div(Number(gcd));
    const offset = power.offset.mul(power.base.power);
    if (root === 'e' && !offset.equals(0)) bad = true;
    if (offset.d !== 1n) bad = true;
    return parse(`${root === 'e' ? 1 : `${rootText(root)}^(${offset.toFraction()})`} * ${U}^${degree.toFraction()}`);
  });
  if (bad || containsVariable(inU, v)) return null;
  const polynomial = toPolynomial(inU, U);
  if (!polynomial || degreeOf(polynomial) < 2 || degreeOf(polynomial) > 4) return null;
  const uNode = parse(`${rootText(root)}^(${gcd === 1n ? v : `${gcd}*${v}`})`);
  const uText = printNode(uNode, 'words');
  const inner = solvePolynomialRelation({ lhs: parse(printPolynomial(polynomial)), op: '=', rhs: parse('0') }, U, [U]);
  if (!inner) return null;
  const roots = rootNodesOf(inner);
  if (roots === 'all' || roots.length === 0) return null;
  const real = roots.filter((r) => {
    const value = valueOf(r);
    return value !== null && Math.abs(value.im) < 1e-12;
  });
  const positive = real.filter((r) => (valueOf(r)?.re ?? 0) > 0);
  const dropped = roots.filter((r) => !positive.includes(r));
  if (positive.length === 0) return null;
  const parts = positive.map((r) => relation(uNode, '=', r));
  const steps: StepDraft[] = [
    {
      rule: `Solve for ${uText} as a ${degreeOf(polynomial) === 2 ? 'quadratic' : 'polynomial'}`,
      explanation: `With u = ${uText} the equation is ${printNode(parse(printPolynomial(polynomial).replaceAll(U, 'u')), 'words')} = 0; its roots give the values of ${uText}.${
        dropped.length ? ` ${dropped.map((r) => `u = ${printNode(r, 'words')}`).join(' and ')} gives no ${v}: ${uText} is positive for every ${v}.` : ''
      }`,
      state: statesOf(parts, 'or'),
    },
  ];
  const values = positive.map((r) => {
    const exact = root === 'e' ? null : wholeLog(root, r);
    const scale = gcd === 1n ? '' : `${gcd}*`;
    if (exact !== null) return parse(fraction(exact).div(Number(gcd)).toFraction());
    return parse(root === 'e' ? `log(${r.toString()})${gcd === 1n ? '' : `/${gcd}`}` : `log(${r.toString()})/(${scale}log(${root}))`);
  });
  steps.push({
    rule: root === 'e' ? 'Take the natural logarithm' : `Write each value as a power of ${rootText(root)}, or take logarithms`,
    explanation: `${uText} = r means ${gcd === 1n ? v : `${gcd}${v}`} = ${root === 'e' ? 'ln(r)' : `log base ${rootText(root)} of r`}.`,
    state: statesOf(values.map((value) => relation(parse(v), '=', value)), 'or'),
  });
  return rootsResult(problem, 'exponential equation (quadratic in a power)', steps, values);
}

/** n with root^n = r for a whole or unit-fraction r, or null. */
function wholeLog(root: bigint, r: MathNode): number | null {
  const p = toPolynomial(r, U);
  if (!p || p.length !== 1) return null;
  const k = p[0]!;
  if (k.s < 0n) return null;
  const [top, bottom] = [k.n, k.d];
  if (top !== 1n && bottom !== 1n) return null;
  let x = top === 1n ? bottom : top;
  let n = 0;
  while (x > 1n && x % root === 0n) {
    x /= root;
    n++;
  }
  if (x !== 1n) return null;
  return top === 1n ? -n : n;
}

function bigGcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function printPolynomial(p: Fraction[]): string {
  return combination(p.map((c, k) => [c, k === 0 ? '1' : k === 1 ? U : `${U}^${k}`] as [Fraction, string]).reverse());
}

export const solveExponentialBySubstitution: MathMethod = (problem): MethodResult | null => {
  const rel = solveRelation(problem, false);
  if (!rel) return null;
  return solvePowerEqualsPower(problem, rel) ?? solveAsPolynomialInPower(problem, rel);
};
