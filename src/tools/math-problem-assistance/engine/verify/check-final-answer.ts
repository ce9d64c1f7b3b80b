import type { MathNode } from 'mathjs';
import { derivative } from 'mathjs';
import { freeSymbols, parseMath } from '../math-text';
import type { Domain, MathProblem, MathState, MethodResult, Relation } from '../problem';
import { boundsOf, equationRootsIn, insideBounds, sameRoots } from './roots-in-domain';
import type { Evaluator, Scope, Value } from './evaluate';
import { close, compileNode, isReal, sampleParameters, samplePoints } from './evaluate';
import { definiteIntegral, limitAt, numericDerivative, sameLimit, type LimitValue } from './evaluate-state';
import { readSolutionValues } from './read-solution-values';
import { difference, realRoots } from './solve-one-variable';
import { formatNumber } from '../nodes/print-nodes';
import { definiteIntegralValue, divergenceSign } from '../methods/calculus/quadrature';

/**
 * The last word before an answer is shown as solved: the answer itself is checked against the problem by
 * a route that shares nothing with the method that found it — the solutions put back into the equation,
 * the equation searched numerically for solutions the answer left out (or for holding everywhere), an
 * antiderivative differentiated numerically, a derivative against difference quotients, a simplified,
 * expanded or factored form compared with the original at sample points. A step verifier only sees the
 * chain of steps; this sees the end result, so a method that slipped on the way cannot pass.
 * `unknown` means the check could not decide (too few defined points, several parameters): the step
 * verification then stands alone.
 */
export type FinalVerdict = { kind: 'passed' } | { kind: 'unknown' } | { kind: 'failed'; why: string; range?: true };

const PASSED: FinalVerdict = { kind: 'passed' };
const UNKNOWN: FinalVerdict = { kind: 'unknown' };

export function checkFinalAnswer(problem: MathProblem, result: MethodResult): FinalVerdict {
  try {
    if (stateNodes(result.answer).some(hasInexactWholeNumber)) return failed('the answer has more digits than this calculation keeps exactly');
    switch (problem.task) {
      case 'solve':
        return checkSolve(problem, result);
      case 'derivative':
        return checkDerivative(problem, result);
      case 'integral':
        return checkIntegral(problem, result);
      case 'limit':
        return checkLimit(problem, result);
      default:
        return checkSameValue(problem, result);
    }
  } catch {
    return UNKNOWN;
  }
}

function failed(why: string): FinalVerdict {
  return { kind: 'failed', why };
}

function answerNode(result: MethodResult): MathNode | undefined {
  return result.answer.kind === 'expression' ? result.answer.node : undefined;
}

/** Simplify, expand, factor, evaluate: the answer has the same value as the problem wherever both are defined. */
function checkSameValue(problem: MathProblem, result: MethodResult): FinalVerdict {
  const answer = answerNode(result);
  if (problem.target.kind !== 'expression' || !answer) return UNKNOWN;
  const symbols = freeSymbols(problem.target.node, answer);
  return compareEverywhere(compileNode(problem.target.node, 'real'), compileNode(answer, 'real'), symbols, 'the answer does not have the same value as the problem');
}

/**
 * Two evaluators agree at the sample points where both are defined. One point off is not enough to refuse
 * (difference quotients lose digits near a pole): a wrong answer is wrong at most points, so a quarter of
 * them, and at least two, must fail. Letters other than the variable get moderate values.
 */
function stateNodes(state: MathState): MathNode[] {
  if (state.kind === 'expression') return [state.node];
  const relations = state.kind === 'relation' ? [state.relation] : state.kind === 'union' ? state.pieces.flat() : state.relations;
  return relations.flatMap((relation) => [relation.lhs, relation.rhs]);
}

/** A whole number past 2^53 held as a float has lost digits (only BigInt constants keep them all). */
function hasInexactWholeNumber(node: MathNode): boolean {
  return node.filter((child) => {
    const value = (child as unknown as { value?: unknown }).value;
    return child.type === 'ConstantNode' && typeof value === 'number' && Number.isInteger(value) && Math.abs(value) > Number.MAX_SAFE_INTEGER;
  }).length > 0;
}

function compareEverywhere(expected: Evaluator, actual: Evaluator, symbols: string[], why: string, relative = 1e-7, variable?: string): FinalVerdict {
  const points = symbols.length === 0 ? [{}] : pointsFor(symbols, variable);
  let compared = 0;
  const failures: Scope[] = [];
  for (const point of points) {
    const want = expected(point);
    const got = actual(point);
    if (!want || !got || !Number.isFinite(want.re) || !Number.isFinite(got.re)) continue;
    compared += 1;
    if (!close(want, got, relative)) failures.push(point);
  }
  const decisive = symbols.length === 0 ? failures.length > 0 : failures.length >= 2 && failures.length * 4 >= compared;
  if (decisive) return failed(`${why}${describePoint(failures[0] as Scope)}`);
  return compared >= Math.min(3, points.length) ? PASSED : UNKNOWN;
}

function pointsFor(symbols: string[], variable: string | undefined): Scope[] {
  const others = symbols.filter((name) => name !== variable);
  if (variable === undefined || !symbols.includes(variable) || others.length === 0) return samplePoints(symbols, 24, 4242);
  const parameters = sampleParameters(others, 24, 4243);
  return samplePoints([variable], 24, 4242).map((point, k) => ({ ...point, ...parameters[k] }));
}

function describePoint(point: Scope): string {
  const entries = Object.entries(point);
  if (entries.length === 0) return '';
  return ` (at ${entries.map(([name, value]) => `${name} = ${typeof value === 'number' ? formatNumber(value, 'approximate') : '…'}`).join(', ')})`;
}

/** d/dx f: the answer against central difference quotients of f (for d²/dx², of mathjs's own f′). */
function checkDerivative(problem: MathProblem, result: MethodResult): FinalVerdict {
  const answer = answerNode(result);
  if (problem.target.kind !== 'expression' || !answer) return UNKNOWN;
  const v = problem.variable;
  const base = problem.order === 2 ? derivative(problem.target.node, v) : problem.target.node;
  const symbols = freeSymbols(problem.target.node, answer, parseMath(v));
  return compareEverywhere(numericDerivative(compileNode(base, 'real'), v), compileNode(answer, 'real'), symbols, 'the derivative does not match the slope of the function', 1e-5, v);
}

/** ∫ f dx: the antiderivative's slope is f; a definite integral matches the numeric one. */
function checkIntegral(problem: MathProblem, result: MethodResult): FinalVerdict {
  const answer = answerNode(result);
  if (problem.target.kind !== 'integral' || !answer) return UNKNOWN;
  const v = problem.variable;
  const { node, lower, upper } = problem.target;
  if (lower && upper) return checkDefiniteIntegral(node, lower, upper, answer, v);
  const symbols = freeSymbols(node, answer, parseMath(v));
  return compareEverywhere(compileNode(node, 'real'), numericDerivative(compileNode(answer, 'real'), v), symbols, 'the derivative of the antiderivative is not the integrand', 1e-5, v);
}

function checkDefiniteIntegral(integrand: MathNode, lower: MathNode, upper: MathNode, answer: MathNode, v: string): FinalVerdict {
  const low = compileNode(lower, 'real')({});
  const high = compileNode(upper, 'real')({});
  const claimed = compileNode(answer, 'real')({});
  if (!low || !high || !claimed || freeSymbols(integrand).some((name) => name !== v)) return UNKNOWN;
  if (!Number.isFinite(low.re) || !Number.isFinite(high.re)) return checkImproperIntegral(integrand, lower, upper, low.re, high.re, claimed.re, v);
  const f = compileNode(integrand, 'real');
  const numeric = definiteIntegral((t) => f({ [v]: t }), low.re, high.re);
  if (!numeric) return UNKNOWN;
  return close(numeric, claimed, 1e-6) ? PASSED : failed(`the value does not match the integral worked out numerically (≈ ${formatNumber(numeric.re, 'approximate')})`);
}

/**
 * ∫ to ±∞ (decision 0094): a value against quadrature over the whole range (mapped onto a finite one), "diverges" (±∞)
 * against the integral's pieces over [R, 2R] growing without settling.
 */
function checkImproperIntegral(integrand: MathNode, lower: MathNode, upper: MathNode, low: number, high: number, claimed: number, v: string): FinalVerdict {
  if (claimed === Infinity || claimed === -Infinity) {
    const sign = Number.isFinite(low) && high === Infinity ? divergenceSign(integrand, low, 1, v) : Number.isFinite(high) && low === -Infinity ? divergenceSign(integrand, high, -1, v) : null;
    if (sign === null) return UNKNOWN;
    return sign === Math.sign(claimed) ? PASSED : failed('the integral does not grow without bound the way the answer says');
  }
  const numeric = definiteIntegralValue(integrand, lower, upper, v);
  if (numeric === null) return failed('the integral over the infinite range did not settle on a value numerically');
  return Math.abs(numeric - claimed) <= 1e-6 * (1 + Math.abs(numeric)) ? PASSED : failed(`the value does not match the integral worked out numerically (≈ ${formatNumber(numeric, 'approximate')})`);
}

/** lim f: the answer against f's values ever closer to the point (only when they settle clearly). */
function checkLimit(problem: MathProblem, result: MethodResult): FinalVerdict {
  const answer = answerNode(result);
  const { target } = problem;
  if (target.kind !== 'limit' || !answer || freeSymbols(target.node).some((name) => name !== problem.variable)) return UNKNOWN;
  const point = compileNode(target.point, 'real')({});
  const f = compileNode(target.node, 'real');
  const numeric = limitAt((t) => f({ [problem.variable]: t }), point?.re, target.direction);
  const claimed = claimedLimit(answer);
  if (!numeric || !claimed) return UNKNOWN;
  return sameLimit(numeric, claimed) ? PASSED : failed(`the values of the function near the point approach ${typeof numeric === 'string' ? (numeric === 'inf' ? '∞' : '-∞') : formatNumber(numeric.re, 'approximate')}`);
}

/** The answer's limit value: a number, or ±∞ written as Infinity / -Infinity. */
function claimedLimit(answer: MathNode): LimitValue | undefined {
  const text = answer.toString().replace(/\s/gu, '');
  if (text === 'Infinity') return 'inf';
  if (text === '-Infinity' || text === '-(Infinity)') return '-inf';
  return compileNode(answer, 'real')({});
}

/** Equations, inequalities and systems. */
function checkSolve(problem: MathProblem, result: MethodResult): FinalVerdict {
  const { target } = problem;
  if (target.kind === 'system' && isInequalityChain(target.relations, problem.variable)) return checkInequality({ kind: 'relations', relations: target.relations, join: 'and' }, result.answer, problem.variable);
  if (target.kind === 'system') return checkSystem(target.relations, result);
  if (target.kind !== 'relation') return UNKNOWN;
  const v = problem.variable;
  // Parameters (a·x + b = 0 for x) make the solutions formulas; they are left to the step verifier.
  if (freeSymbols(target.relation.lhs, target.relation.rhs).some((name) => name !== v)) return UNKNOWN;
  if (target.relation.op !== '=' || isIntervalAnswer(result.answer)) return checkInequality({ kind: 'relation', relation: target.relation }, result.answer, v);
  if (problem.domain) return checkEquationInDomain(target.relation, result, v, problem.domain);
  return checkEquation(target.relation, result, v);
}

/** −3 < 2x + 1 ≤ 7 read as two inequalities in one unknown: its answer is checked like an inequality's. */
function isInequalityChain(relations: Relation[], v: string): boolean {
  return relations.every((relation) => relation.op !== '=' && freeSymbols(relation.lhs, relation.rhs).every((name) => name === v));
}

/** An equation answered with where it holds (x >= 0), not with values. */
function isIntervalAnswer(state: MathState): boolean {
  if (state.kind === 'expression') return false;
  if (state.kind === 'union') return true;
  const relations = state.kind === 'relation' ? [state.relation] : state.relations;
  return relations.length > 0 && relations.some((relation) => relation.op !== '=');
}

function solutionValues(result: MethodResult, v: string): Value[] | undefined {
  return readSolutionValues(result, v)?.map((solution) => solution.value);
}

function checkEquation(relation: Relation, result: MethodResult, v: string): FinalVerdict {
  const values = solutionValues(result, v);
  if (!values) return UNKNOWN;
  const f = difference(relation);
  const real = compileNode(f, 'real');
  const complex = compileNode(f, 'complex');
  for (const value of values) {
    const at = isReal(value) ? real({ [v]: value.re }) : complex({ [v]: value });
    const scale = 1 + sideSize(relation, v, value);
    if (!at || Math.hypot(at.re, at.im) > 1e-7 * scale) return failed(`${v} = ${formatNumber(value.re, 'approximate')}${isReal(value) ? '' : ' + …i'} does not satisfy the equation`);
  }
  const sides: [Evaluator, Evaluator] = [compileNode(relation.lhs, 'real'), compileNode(relation.rhs, 'real')];
  const realValues = values.filter(isReal).map((value) => value.re);
  const near = (x: number) => realValues.some((r) => Math.abs(r - x) <= 1e-5 * (1 + Math.abs(x)));
  // Holding at many points is a whole range of solutions (√(x²) = x holds for every x ≥ 0), not a list.
  const holding = samplePoints([v], 24, 99).map((point) => point[v] as number).filter((x) => !near(x) && holdsAt(sides, v, x));
  if (holding.length >= 3) return { kind: 'failed', why: `the equation also holds for ${v} = ${formatNumber(holding[0] as number, 'approximate')} and many other values, so the solutions are a whole range, not the list given`, range: true };
  const roots = realRoots(real, v, {}, 20) ?? [];
  const missed = roots.find((x) => !near(x) && holdsAt(sides, v, x) && !isHole(sides, v, x));
  if (missed !== undefined) return failed(`${v} ≈ ${formatNumber(missed, 'approximate')} also satisfies the equation, and the answer leaves it out`);
  return PASSED;
}

/** Solutions wanted inside an interval: each one inside and true, and none of the interval's left out. */
function checkEquationInDomain(relation: Relation, result: MethodResult, v: string, domain: Domain): FinalVerdict {
  const bounds = boundsOf(domain);
  const values = solutionValues(result, v);
  if (!bounds || !values) return UNKNOWN;
  if (values.some((value) => !isReal(value) || !insideBounds(value.re, bounds))) return failed(`a solution lies outside the interval asked for`);
  const roots = equationRootsIn(relation, v, bounds);
  if (!roots) return UNKNOWN;
  const given = values.map((value) => value.re);
  if (!sameRoots(given, roots)) return failed(`the solutions in the interval are ${roots.map((root) => formatNumber(root, 'approximate')).join(', ') || 'none'}, not the ones given`);
  return PASSED;
}

function sideSize(relation: Relation, v: string, value: Value): number {
  const sides = [relation.lhs, relation.rhs].map((side) => compileNode(side, 'complex')({ [v]: value }));
  return Math.max(0, ...sides.map((side) => (side ? Math.hypot(side.re, side.im) : 0)));
}

/** Both sides equal at x, relative to their size (two tiny exponentials are not equal just for being small). */
function holdsAt(sides: [Evaluator, Evaluator], v: string, x: number): boolean {
  const a = sides[0]({ [v]: x });
  const b = sides[1]({ [v]: x });
  if (!a || !b) return false;
  // Beside a pole both sides are huge and nearly equal (x + 1/(x-1) against 1 + 1/(x-1) at x ≈ 1): not a solution.
  if (Math.abs(a.re) + Math.abs(b.re) > 1e10 * (1 + Math.abs(x))) return false;
  return Math.abs(a.re - b.re) <= 1e-9 * (Math.abs(a.re) + Math.abs(b.re)) + 1e-300;
}

/**
 * A "root" found beside a value where the equation is undefined (x + 1/(x-1) = 1 + 1/(x-1) near x = 1) is a
 * hole: the two sides agree all around it after the poles cancel, but not at the point itself. Such points
 * are simple numbers, so the candidate is snapped to a nearby fraction and tried there.
 */
function isHole(sides: [Evaluator, Evaluator], v: string, x: number): boolean {
  for (let q = 1; q <= 12; q += 1) {
    const p = Math.round(x * q);
    if (Math.abs(x - p / q) > 1e-6 * (1 + Math.abs(x))) continue;
    const a = sides[0]({ [v]: p / q });
    const b = sides[1]({ [v]: p / q });
    return !a || !b || !Number.isFinite(a.re) || !Number.isFinite(b.re);
  }
  return false;
}

function checkSystem(relations: Relation[], result: MethodResult): FinalVerdict {
  if (!result.solutions || result.solutions.length === 0) return UNKNOWN;
  for (const solution of result.solutions) {
    const scope: Scope = {};
    for (const [name, text] of Object.entries(solution)) {
      const node = parseMath(text);
      if (freeSymbols(node).length > 0) return UNKNOWN;
      const value = compileNode(node, 'complex')({});
      if (!value) return UNKNOWN;
      scope[name] = value;
    }
    for (const relation of relations) {
      const at = compileNode(difference(relation), 'complex')(scope);
      if (!at || Math.hypot(at.re, at.im) > 1e-7 * (1 + relationSize(relation, scope))) return failed('a solution does not satisfy every equation of the system');
    }
  }
  return PASSED;
}

function relationSize(relation: Relation, scope: Scope): number {
  const sides = [relation.lhs, relation.rhs].map((side) => compileNode(side, 'complex')(scope));
  return Math.max(0, ...sides.map((side) => (side ? Math.hypot(side.re, side.im) : 0)));
}

/** An inequality's answer is true exactly where the inequality is, at sample points off the boundaries. */
function checkInequality(problem: MathState, answer: MathState, v: string): FinalVerdict {
  const original = truthOf(problem, v);
  const claimed = truthOf(answer, v);
  if (!original || !claimed) return UNKNOWN;
  let compared = 0;
  for (const point of samplePoints([v], 60, 77)) {
    const x = point[v] as number;
    const want = original(x) ?? false;
    const got = claimed(x);
    if (got === undefined || want === 'boundary' || got === 'boundary') continue;
    compared += 1;
    if (want !== got) return failed(`at ${v} = ${formatNumber(x, 'approximate')} the inequality is ${want ? 'true' : 'false'} but the answer says ${got ? 'true' : 'false'}`);
  }
  return compared >= 10 ? PASSED : UNKNOWN;
}

type Truth = (x: number) => boolean | 'boundary' | undefined;

function truthOf(state: MathState, v: string): Truth | undefined {
  if (state.kind === 'expression') return undefined;
  if (state.kind === 'union') {
    const pieces = state.pieces.map((piece) => truthOf({ kind: 'relations', relations: piece, join: 'and' }, v) as Truth);
    return (x) => {
      const values = pieces.map((piece) => piece(x));
      if (values.includes('boundary')) return 'boundary';
      if (values.includes(undefined)) return undefined;
      return values.some(Boolean);
    };
  }
  const relations = state.kind === 'relation' ? [state.relation] : state.relations;
  const join = state.kind === 'relations' ? state.join : 'and';
  const tests = relations.map((relation) => relationTruth(relation, v));
  return (x) => {
    const values = tests.map((test) => test(x));
    if (values.includes('boundary')) return 'boundary';
    if (values.includes(undefined)) return undefined;
    return join === 'and' ? values.every(Boolean) : values.some(Boolean);
  };
}

function relationTruth(relation: Relation, v: string): Truth {
  const lhs = compileNode(relation.lhs, 'real');
  const rhs = compileNode(relation.rhs, 'real');
  return (x) => {
    const a = lhs({ [v]: x });
    const b = rhs({ [v]: x });
    if (!a || !b) return undefined;
    const equal = Math.abs(a.re - b.re) <= 1e-9 * (1 + Math.abs(a.re) + Math.abs(b.re));
    // An equation is simply true or false; an inequality at its boundary is left out of the comparison.
    if (relation.op === '=') return equal;
    if (equal) return 'boundary';
    switch (relation.op) {
      case '<':
        return a.re < b.re;
      case '<=':
        return a.re <= b.re;
      case '>':
        return a.re > b.re;
      case '>=':
        return a.re >= b.re;
      default:
        return equal;
    }
  };
}
