import { derivative, type MathNode } from 'mathjs';
import type { MathMethod, MathProblem, MathState, MethodResult, StepDraft } from '../../problem';
import { add, asOperator, dependsOn, div, mul, neg, num, numberNode, pow, replaceSymbol, stripParentheses, unwrap } from './calculus-nodes';
import { pendingLimit, type LimitDirection } from './calculus-markers';
import { checkCalculusState } from './check-calculus-state';
import { limitByAbsoluteValueSides } from './absolute-value-sides';
import { limitPointValue } from './check-limit-state';
import { exactValue } from './exact-value';
import { evaluateNode, isFiniteValue } from './numeric-check';
import { evaluateAt, fromPolynomial } from './polynomial-coefficients';
import { degreeOf as degree, dividePolynomials, ONE, toPolynomial, ZERO, type Polynomial } from '../equations/polynomial';
import { simplestForm } from './simplest-form';
import { limitByGrowth } from './limit-by-growth';
import { tidy } from './tidy-expression';
import { callNode, symbolNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';
import { formatState } from '../../math-text';

/** L'Hôpital at most this often: past it the limit is beyond a worked solution. */
const MAX_LHOPITAL = 4;

const expression = (node: MathNode): MathState => ({ kind: 'expression', node });
const INFINITY = () => symbolNode('Infinity');

interface Context {
  x: string;
  point: MathNode;
  at: number;
  direction?: LimitDirection;
}

function valueAt(node: MathNode, x: string, t: number): number {
  const v = evaluateNode(node, { [x]: t });
  return isFiniteValue(v) && Math.abs(v.im) < 1e-12 ? v.re : Number.NaN;
}

function isZero(value: number): boolean {
  return Math.abs(value) < 1e-12;
}

/** The steps from lim f to its value; null when none of our methods fits. */
function limitSteps(fn: MathNode, ctx: Context, depth: number): StepDraft[] | null {
  const f = stripParentheses(fn);
  const powerForm = oneToTheInfinity(f, ctx, depth);
  if (powerForm) return powerForm;
  if (!Number.isFinite(ctx.at)) return atInfinity(f, ctx, depth);
  const direct = valueAt(f, ctx.x, ctx.at);
  if (Number.isFinite(direct)) {
    const plugged = replaceSymbol(f, ctx.x, ctx.point);
    const value = tidy(exactValue(plugged));
    const steps: StepDraft[] = [
      {
        rule: 'Direct substitution',
        explanation: `The function is defined at ${ctx.x} = ${printNode(ctx.point, 'mathjs')}, so put ${printNode(ctx.point, 'mathjs')} in for ${ctx.x}.`,
        state: expression(plugged),
      },
    ];
    if (printNode(value, 'mathjs') !== printNode(plugged, 'mathjs')) steps.push({ rule: 'Simplify', explanation: 'Work out the numbers.', state: expression(value) });
    return steps;
  }
  const o = asOperator(unwrap(f));
  if (!o || o.fn !== 'divide') return null;
  const [top, bottom] = [o.args[0]!, o.args[1]!];
  const topValue = valueAt(top, ctx.x, ctx.at);
  const bottomValue = valueAt(bottom, ctx.x, ctx.at);
  if (isZero(bottomValue) && Number.isFinite(topValue) && !isZero(topValue)) return infiniteLimit(f, ctx, topValue);
  if (!isZero(topValue) || !isZero(bottomValue)) return null;
  return cancelCommonFactor(top, bottom, ctx, depth) ?? lHopital(top, bottom, ctx, depth, '0/0');
}

/**
 * f^g with f → 1 and g → ±∞ (the form 1^∞: (1 + x)^(1/x) at 0, (1 + 1/x)^x at ∞): f^g = e^(g·ln f), and g·ln f is
 * written as ln f / (1/g), a 0/0 form the other methods finish; the answer is e to that limit. Each state keeps the
 * e^(lim …) around the inner work, so it is checked against the problem's own limit.
 */
function oneToTheInfinity(f: MathNode, ctx: Context, depth: number): StepDraft[] | null {
  const o = asOperator(unwrap(f));
  if (!o || o.fn !== 'pow' || depth >= MAX_LHOPITAL) return null;
  const [base, exponent] = [o.args[0]!, o.args[1]!];
  if (!dependsOn(exponent, ctx.x)) return null;
  const near = Number.isFinite(ctx.at) ? [ctx.at + 1e-7 * (1 + Math.abs(ctx.at)), ctx.at - 1e-7 * (1 + Math.abs(ctx.at))] : [Math.sign(ctx.at) * 1e8];
  const sides = ctx.direction === 'left' ? near.slice(1) : ctx.direction === 'right' || !Number.isFinite(ctx.at) ? near.slice(0, 1) : near;
  if (!sides.every((t) => Math.abs(valueAt(base, ctx.x, t) - 1) < 1e-5 && Math.abs(valueAt(exponent, ctx.x, t)) > 1e5)) return null;
  // Only the bottom is tidied: the whole would be folded back into a product (x·ln(1 + 1/x)).
  const quotient = div(callNode('log', [base]), simplestForm(div(num(1), exponent), ctx.x));
  const inner = limitSteps(quotient, ctx, depth + 1);
  if (!inner || inner.some((step) => step.state.kind !== 'expression')) return null;
  const e = symbolNode('e');
  const wrap = (node: MathNode) => pow(e, node);
  return [
    {
      rule: 'Write the power with e',
      explanation: `The limit has the form 1^∞: the base tends to 1 and the exponent grows without bound. Since f^g = e^(g·ln f), it is e raised to the limit of ${printNode(exponent, 'mathjs')}·ln(${printNode(base, 'mathjs')}), written as the fraction ${printNode(quotient, 'mathjs')}.`,
      state: expression(wrap(pendingLimit(quotient, ctx.x, ctx.point, ctx.direction))),
    },
    ...inner.map((step) => ({ ...step, state: expression(wrap((step.state as { node: MathNode }).node)) })),
  ];
}

/** c/0 with c ≠ 0: the function blows up; the sides may disagree. */
function infiniteLimit(f: MathNode, ctx: Context, topValue: number): StepDraft[] {
  const side = (s: LimitDirection) => Math.sign(valueAt(f, ctx.x, ctx.at + (s === 'right' ? 1e-7 : -1e-7)));
  const signed = (s: number) => (s > 0 ? INFINITY() : neg(INFINITY()));
  const why = `The top tends to ${printNode(numberNode(topValue), 'mathjs')} and the bottom to 0, so the fraction grows without bound.`;
  if (ctx.direction) {
    return [{ rule: 'Infinite limit', explanation: `${why} Just ${ctx.direction === 'left' ? 'left' : 'right'} of ${printNode(ctx.point, 'mathjs')} it is ${side(ctx.direction) > 0 ? 'positive' : 'negative'}.`, state: expression(signed(side(ctx.direction))) }];
  }
  const [left, right] = [side('left'), side('right')];
  if (left === right) return [{ rule: 'Infinite limit', explanation: `${why} It has the same sign on both sides of ${printNode(ctx.point, 'mathjs')}.`, state: expression(signed(left)) }];
  return [
    {
      rule: 'One-sided limits differ',
      explanation: `${why} On the left of ${printNode(ctx.point, 'mathjs')} it is ${left > 0 ? 'positive' : 'negative'}, on the right ${right > 0 ? 'positive' : 'negative'}: the two one-sided limits differ, so the limit does not exist.`,
      state: {
        kind: 'relations',
        join: 'and',
        relations: [
          { lhs: pendingLimit(f, ctx.x, ctx.point, 'left'), op: '=', rhs: signed(left) },
          { lhs: pendingLimit(f, ctx.x, ctx.point, 'right'), op: '=', rhs: signed(right) },
        ],
      },
    },
  ];
}

/** 0/0 with polynomials: (x - a) is a factor of both; cancel it. */
function cancelCommonFactor(top: MathNode, bottom: MathNode, ctx: Context, depth: number): StepDraft[] | null {
  let p = toPolynomial(top, ctx.x);
  let q = toPolynomial(bottom, ctx.x);
  // The point as an exact number (2, -1/3): (x - a) is divided out exactly.
  const point = toPolynomial(ctx.point, ctx.x);
  if (!p || !q || !point || degree(point) > 0) return null;
  const a = point[0] ?? ZERO;
  const factor: Polynomial = [a.neg(), ONE];
  let times = 0;
  while (isZero(evaluateAt(p, ctx.at)) && isZero(evaluateAt(q, ctx.at)) && degree(p) >= 1 && degree(q) >= 1) {
    p = dividePolynomials(p, factor).quotient;
    q = dividePolynomials(q, factor).quotient;
    times++;
  }
  if (times === 0) return null;
  const linear = fromPolynomial(factor, ctx.x);
  const repeated = times === 1 ? linear : pow(linear, num(times));
  const factored = div(mul(repeated, polyNode(p, ctx.x)), mul(repeated, polyNode(q, ctx.x)));
  const cancelled = div(polyNode(p, ctx.x), polyNode(q, ctx.x));
  const rest = limitSteps(cancelled, ctx, depth + 1);
  if (!rest) return null;
  return [
    {
      rule: 'Factor',
      explanation: `Putting ${ctx.x} = ${printNode(ctx.point, 'mathjs')} in gives 0/0, so ${printNode(linear, 'mathjs')} is a factor of both the top and the bottom.`,
      state: expression(pendingLimit(factored, ctx.x, ctx.point, ctx.direction)),
    },
    {
      rule: 'Cancel the common factor',
      explanation: `Cancel ${printNode(repeated, 'mathjs')}: for ${ctx.x} ≠ ${printNode(ctx.point, 'mathjs')} the two fractions are equal, and the limit never looks at ${ctx.x} = ${printNode(ctx.point, 'mathjs')} itself.`,
      state: expression(pendingLimit(cancelled, ctx.x, ctx.point, ctx.direction)),
    },
    ...rest,
  ];
}

function polyNode(p: Polynomial, x: string): MathNode {
  return fromPolynomial(p, x);
}

/** `tidyQuotient`: the new fraction simplified as a whole (0/0 at ∞, where (top)' and (bottom)' share powers of x). */
function lHopital(top: MathNode, bottom: MathNode, ctx: Context, depth: number, form: string, tidyQuotient = false): StepDraft[] | null {
  if (depth >= MAX_LHOPITAL) return null;
  let dTop: MathNode;
  let dBottom: MathNode;
  try {
    dTop = simplestForm(derivative(top, ctx.x), ctx.x);
    dBottom = simplestForm(derivative(bottom, ctx.x), ctx.x);
  } catch {
    return null;
  }
  const next = tidyQuotient ? simplestForm(div(dTop, dBottom), ctx.x) : div(dTop, dBottom);
  const rest = limitSteps(next, ctx, depth + 1);
  if (!rest) return null;
  return [
    {
      rule: "L'Hôpital's rule",
      explanation: `The limit has the form ${form}, so it equals the limit of (top)'/(bottom)'. Here (${printNode(top, 'mathjs')})' = ${printNode(dTop, 'mathjs')} and (${printNode(bottom, 'mathjs')})' = ${printNode(dBottom, 'mathjs')}.`,
      state: expression(pendingLimit(next, ctx.x, ctx.point, ctx.direction)),
    },
    ...rest,
  ];
}

/** x → ±∞: a rational function by its leading terms, otherwise ∞/∞ by L'Hôpital. */
function atInfinity(f: MathNode, ctx: Context, depth: number): StepDraft[] | null {
  const o = asOperator(unwrap(f));
  const [top, bottom] = o && o.fn === 'divide' ? [o.args[0]!, o.args[1]!] : [f, num(1)];
  const p = toPolynomial(top, ctx.x);
  const q = toPolynomial(bottom, ctx.x);
  if (p && q) return rationalAtInfinity(p, q, ctx, f);
  if (!dependsOn(f, ctx.x)) return [{ rule: 'Constant', explanation: 'The expression does not change with ' + ctx.x + '.', state: expression(f) }];
  const sign = ctx.at > 0 ? 1 : -1;
  const [far, nearer] = [valueAt(top, ctx.x, sign * 1e8), valueAt(top, ctx.x, sign * 1e4)];
  const farBottom = valueAt(bottom, ctx.x, sign * 1e8);
  const bottomGrows = !Number.isFinite(farBottom) ? Math.abs(evaluateNode(bottom, { [ctx.x]: sign * 1e8 })?.re ?? 0) === Infinity : Math.abs(farBottom) > 1e6;
  if (Number.isFinite(far) && Math.abs(far - nearer) <= 1e-9 * Math.max(1, Math.abs(far)) && bottomGrows) {
    return [
      {
        rule: 'Limit at infinity',
        explanation: `The top stays at ${printNode(numberNode(far), 'mathjs')} while the bottom grows without bound, so the fraction tends to 0.`,
        state: expression(num(0)),
      },
    ];
  }
  const topGrows = Math.abs(far) > 1e3 || (Math.abs(far) > 10 && Math.abs(far) > 1.5 * Math.abs(nearer));
  if (topGrows && bottomGrows) return lHopital(top, bottom, ctx, depth, '∞/∞');
  // ln(1 + 1/x) / (1/x): both tend to 0 (session 43, the 1^∞ form at ∞).
  const shrinks = (node: MathNode) => {
    const [a, b] = [valueAt(node, ctx.x, sign * 1e8), valueAt(node, ctx.x, sign * 1e4)];
    return Math.abs(a) < 1e-6 && Math.abs(b) > Math.abs(a);
  };
  if (o && o.fn === 'divide' && shrinks(top) && shrinks(bottom)) {
    const steps = lHopital(top, bottom, ctx, depth, '0/0', true);
    if (steps) return steps;
  }
  return byGrowth(f, ctx);
}

/** 1/(1 + 1/x) at ∞: each part followed as x grows (limit-by-growth.ts); the state is checked like any limit's. */
function byGrowth(f: MathNode, ctx: Context): StepDraft[] | null {
  const found = limitByGrowth(f, ctx.x, ctx.at > 0 ? 1 : -1);
  if (!found) return null;
  const value = found.kind === 'finite' ? tidy(exactValue(found.node)) : found.sign > 0 ? INFINITY() : neg(INFINITY());
  return [{ rule: 'Limit at infinity', explanation: `As ${ctx.x} → ${ctx.at > 0 ? '∞' : '-∞'}, each part tends to its own limit (1/${ctx.x} → 0, a power of ${ctx.x} grows), so the expression tends to ${printNode(value, 'mathjs')}.`, state: expression(value) }];
}

function rationalAtInfinity(p: Polynomial, q: Polynomial, ctx: Context, f: MathNode): StepDraft[] {
  const [m, n] = [degree(p), degree(q)];
  const k = Math.max(n, 0);
  const divided = (poly: Polynomial) =>
    poly.reduceRight<MathNode>((acc, exact, i) => {
      const c = exact.valueOf();
      if (isZero(c)) return acc;
      const shift = i - k;
      const term = shift === 0 ? numberNode(c) : shift > 0 ? mul(numberNode(c), shift === 1 ? symbolNode(ctx.x) : pow(symbolNode(ctx.x), num(shift))) : div(numberNode(c), -shift === 1 ? symbolNode(ctx.x) : pow(symbolNode(ctx.x), num(-shift)));
      return acc === null ? term : add(acc, term);
    }, null as unknown as MathNode) ?? num(0);
  const leadP = (p[p.length - 1] ?? ZERO).valueOf();
  const leadQ = (q[q.length - 1] ?? ZERO).valueOf();
  const sign = ctx.at > 0 ? 1 : -1;
  let value: MathNode;
  let why: string;
  if (m < n) {
    value = num(0);
    why = 'Every term on top has a power of ' + ctx.x + ' underneath, so the top tends to 0 while the bottom tends to a number.';
  } else if (m === n) {
    value = numberNode(leadP / leadQ);
    why = `Every c/${ctx.x}^k tends to 0, leaving the leading coefficients: ${printNode(numberNode(leadP), 'mathjs')}/${printNode(numberNode(leadQ), 'mathjs')}.`;
  } else {
    const s = Math.sign(leadP / leadQ) * sign ** (m - n);
    value = s > 0 ? INFINITY() : neg(INFINITY());
    why = `The top has the higher power of ${ctx.x}, so the fraction grows without bound; its sign is the sign of the leading terms.`;
  }
  const steps: StepDraft[] = [];
  const rewritten = div(divided(p), divided(q));
  if (n >= 1 && printNode(rewritten, 'mathjs') !== printNode(f, 'mathjs')) {
    steps.push({
      rule: 'Divide by the highest power',
      explanation: `Divide the top and the bottom by ${ctx.x}${k === 1 ? '' : `^${k}`}, the highest power in the bottom.`,
      state: expression(pendingLimit(rewritten, ctx.x, ctx.point, ctx.direction)),
    });
  }
  steps.push({ rule: 'Limit at infinity', explanation: why, state: expression(value) });
  return steps;
}

export const limitBySteps: MathMethod = (problem) => {
  if (problem.task !== 'limit' || problem.target.kind !== 'limit') return null;
  const { node, point, direction } = problem.target;
  const at = limitPointValue(point);
  if (at === null) return null;
  const ctx: Context = { x: problem.variable, point, at, ...(direction ? { direction } : {}) };
  // |x|/x at 0: no method sees through the bars, so each side is worked without them.
  const steps = limitSteps(node, ctx, 0) ?? limitByAbsoluteValueSides(stripParentheses(node), ctx, limitSteps);
  if (!steps || steps.length === 0 || !allStatesCheck(problem, steps)) return null;
  const answer = steps[steps.length - 1]!.state;
  const result: MethodResult = { method: methodName(steps), steps, answer };
  if (answer.kind === 'relations') {
    result.note = 'The limit does not exist: the two one-sided limits are different.';
    // The two one-sided values alone read as the limit's value; the answer says first that there is none.
    const sides = formatState(answer);
    result.shownAs = { text: `Does not exist (${sides.text})`, latex: `\\text{Does not exist: } ${sides.latex}` };
  }
  return result;
};

function allStatesCheck(problem: MathProblem, steps: StepDraft[]): boolean {
  return steps.every((s) => checkCalculusState(problem, s.state));
}

function methodName(steps: StepDraft[]): string {
  const rules = new Set(steps.map((s) => s.rule));
  if (rules.has("L'Hôpital's rule")) return "L'Hôpital's rule";
  if (rules.has('Cancel the common factor')) return 'factoring';
  if (rules.has('Divide by the highest power')) return 'dividing by the highest power';
  if (rules.has('One-sided limits differ') || rules.has('Infinite limit')) return 'one-sided limits';
  return 'direct substitution';
}
