import type { MathNode } from 'mathjs';
import { ConstantNode, simplify } from 'mathjs';
import { freeSymbols } from '../../math-text';
import type { MathMethod, MathProblem, MethodResult, Relation } from '../../problem';
import { asFunction, asOperator } from '../../read/node-kit';
import { compileNode } from '../../verify/evaluate';
import { readSolutionValues } from '../../verify/read-solution-values';
import { relation, statesOf } from './build-node';
import { formatNumber, printNode } from '../../nodes/print-nodes';
import { intervalOf } from './solve-linear-inequality';
import { symbolNode } from '../../nodes/build-nodes';

const METHOD = 'sign chart';

/** Only pieces that are continuous wherever they are defined, so the sign changes only at the boundary points. */
const CONTINUOUS_OPERATORS = new Set(['add', 'subtract', 'multiply', 'divide', 'pow', 'unaryMinus']);

export interface Boundary {
  node: MathNode;
  value: number;
  /** A zero of a denominator: never part of the answer. */
  hole: boolean;
}

/** A piece of the answer on the number line; undefined ends are ±∞. */
export interface Interval {
  low?: Boundary;
  high?: Boundary;
  closedLow: boolean;
  closedHigh: boolean;
}

/**
 * Polynomial, rational and absolute-value inequalities (x² < 9, (x - 1)/(x + 2) ≥ 0, |x - 1| < 2): solve
 * the equation lhs = rhs with the equation methods, add the zeros of denominators, test one point in
 * each interval between them, and join the intervals where the inequality holds. `solveEquation` is the
 * engine's own equation solver (passed in, as it lists this method too).
 */
export function signChartMethod(solveEquation: (problem: MathProblem) => MethodResult | null): MathMethod {
  return (problem) => {
    const { target } = problem;
    if (problem.task !== 'solve' || target.kind !== 'relation' || target.relation.op === '=') return null;
    const inequality = target.relation;
    const v = problem.variable;
    if (freeSymbols(inequality.lhs, inequality.rhs).some((name) => name !== v) || !isContinuousPiecewise(inequality)) return null;
    const zeros = realSolutions(solveEquation({ ...problem, target: { kind: 'relation', relation: { ...inequality, op: '=' } } }), v);
    const poles = denominatorsOf(inequality).map((bottom) => realSolutions(solveEquation({ ...problem, target: { kind: 'relation', relation: relation(bottom, '=', new ConstantNode(0)) } }), v));
    if (!zeros || poles.some((list) => !list)) return null;
    const boundaries = sortBoundaries([...zeros.map((b) => ({ ...b, hole: false })), ...poles.flatMap((list) => (list ?? []).map((b) => ({ ...b, hole: true })))]);
    const holds = truthOf(inequality, v);
    if (boundaries.length === 0) return everywhereOrNowhere(inequality, v, holds);
    const tests = testPoints(boundaries);
    const regionTruth = tests.map((x) => holds(x));
    if (regionTruth.some((truth) => truth === undefined)) return null;
    const pointTruth = boundaries.map((b) => !b.hole && (inequality.op === '<=' || inequality.op === '>='));
    const intervals = joinIntervals(boundaries, regionTruth as boolean[], pointTruth);
    // True on every piece and at every boundary point (x² + 2x + 1 ≥ 0): every real number, said as for no boundary.
    if (intervals.length === 0 || (intervals.length === 1 && !intervals[0]!.low && !intervals[0]!.high)) return everywhereOrNowhere(inequality, v, holds, true);
    const answer = answerState(intervals, v);
    if (!answer) return null;
    const explanation = signChartExplanation(inequality, boundaries, tests, regionTruth as boolean[], v);
    return { method: METHOD, steps: [{ rule: 'Sign chart', explanation, state: answer }], answer, note: `In interval notation: ${intervals.map(intervalText).join(' ∪ ')}.` };
  };
}

/**
 * No point where the two sides are equal and no denominator: the inequality (continuous everywhere) has the
 * same truth at every x, so one test point decides — every real number (x² + 1 > 0) or none (|x| < −1).
 * The answer is the statement at that point, as a linear inequality whose x cancels ends on 1 > 0.
 */
function everywhereOrNowhere(inequality: Relation, v: string, holds: (x: number) => boolean | undefined, split = false): MethodResult | null {
  const point = [0, 1, -1].find((x) => holds(x) !== undefined);
  if (point === undefined) return null;
  const truth = holds(point) as boolean;
  const at = (side: MathNode) => simplify(side.transform((node) => (node.type === 'SymbolNode' && (node as unknown as { name: string }).name === v ? new ConstantNode(point) : node)));
  const answer = { kind: 'relation' as const, relation: relation(at(inequality.lhs), inequality.op, at(inequality.rhs)) };
  const side = `${printNode(inequality.lhs, 'mathjs-juxtaposed')} = ${printNode(inequality.rhs, 'mathjs-juxtaposed')}`;
  const explanation = split
    ? truth
      ? `Where both sides are equal the inequality still holds (≤ or ≥), and the test point on each side of every such point gives true: it holds for every ${v}, e.g. at ${v} = ${point}.`
      : `The test point on each side of every point where both sides are equal gives false, and the inequality is strict: it holds for no ${v}, e.g. not at ${v} = ${point}.`
    : `${side} has no real solution and nothing in it can be undefined, so the inequality is true for every ${v} or for none. At ${v} = ${point} it is ${truth ? 'true' : 'false'}.`;
  const note = truth ? 'Every real number is a solution. In interval notation: (-oo, oo).' : 'No solution: the inequality is false for every real number.';
  // The statement at the test point (2 > 0) is what the steps check; shown as the answer it reads like a riddle.
  const shownAs = truth ? { shownAs: { text: 'All real numbers', latex: '\\text{All real numbers}' } } : {};
  return { method: METHOD, steps: [{ rule: 'Sign chart', explanation, state: answer }], answer, note, ...shownAs };
}

function isContinuousPiecewise(inequality: Relation): boolean {
  const nodes = [inequality.lhs, inequality.rhs];
  return nodes.every(
    (side) =>
      side.filter((node) => {
        if (node.type === 'ConstantNode' || node.type === 'SymbolNode' || node.type === 'ParenthesisNode') return false;
        const fn = asFunction(node);
        if (fn) return fn.fn.name !== 'abs';
        const op = asOperator(node);
        if (!op || !CONTINUOUS_OPERATORS.has(op.fn)) return true;
        // A power with a fractional or variable exponent may start or stop being defined: not taken here.
        return op.fn === 'pow' && !Number.isInteger(compileNode(op.args[1] as MathNode, 'real')({})?.re ?? Number.NaN);
      }).length === 0,
  );
}

function denominatorsOf(inequality: Relation): MathNode[] {
  const found: MathNode[] = [];
  for (const side of [inequality.lhs, inequality.rhs]) {
    side.traverse((node) => {
      const op = asOperator(node);
      if (op?.fn === 'divide' && freeSymbols(op.args[1] as MathNode).length > 0) found.push(op.args[1] as MathNode);
      if (op?.fn === 'pow' && (compileNode(op.args[1] as MathNode, 'real')({})?.re ?? 0) < 0) found.push(op.args[0] as MathNode);
    });
  }
  return found;
}

/** The real solutions an equation method found, exact nodes with their values; undefined when it found none it could list. */
function realSolutions(result: MethodResult | null, v: string): Array<{ node: MathNode; value: number }> | undefined {
  const solutions = readSolutionValues(result, v);
  if (!solutions) return undefined;
  return solutions.filter(({ value }) => Math.abs(value.im) <= 1e-9 * (1 + Math.abs(value.re))).map(({ node, value }) => ({ node, value: value.re }));
}

export function sortBoundaries(list: Boundary[]): Boundary[] {
  const sorted = [...list].sort((a, b) => a.value - b.value);
  return sorted.filter((b, k) => {
    const previous = sorted[k - 1];
    if (!previous || Math.abs(previous.value - b.value) > 1e-9 * (1 + Math.abs(b.value))) return true;
    previous.hole ||= b.hole;
    return false;
  });
}

/** One point left of the first boundary, one between each pair, one right of the last. */
export function testPoints(boundaries: Boundary[]): number[] {
  const values = boundaries.map((b) => b.value);
  const first = values[0] as number;
  const last = values[values.length - 1] as number;
  const between = values.slice(1).map((value, k) => ((values[k] as number) + value) / 2);
  return [Math.floor(first) - 1, ...between, Math.ceil(last) + 1];
}

function truthOf(inequality: Relation, v: string): (x: number) => boolean | undefined {
  const lhs = compileNode(inequality.lhs, 'real');
  const rhs = compileNode(inequality.rhs, 'real');
  return (x) => {
    const a = lhs({ [v]: x });
    const b = rhs({ [v]: x });
    if (!a || !b) return undefined;
    switch (inequality.op) {
      case '<':
        return a.re < b.re;
      case '<=':
        return a.re <= b.re;
      case '>':
        return a.re > b.re;
      default:
        return a.re >= b.re;
    }
  };
}

/** Maximal intervals where the inequality holds, from the truth of each region and each boundary point. */
export function joinIntervals(boundaries: Boundary[], regions: boolean[], points: boolean[]): Interval[] {
  const intervals: Interval[] = [];
  let open: Interval | undefined;
  for (let k = 0; k < regions.length; k += 1) {
    if (regions[k]) {
      open ??= k === 0 ? { closedLow: false, closedHigh: false } : { low: boundaries[k - 1] as Boundary, closedLow: points[k - 1] as boolean, closedHigh: false };
    }
    const boundary = boundaries[k];
    if (!boundary) break;
    const pointHolds = points[k] as boolean;
    if (open && regions[k] && regions[k + 1] && pointHolds) continue;
    if (open && regions[k]) {
      intervals.push({ ...open, high: boundary, closedHigh: pointHolds });
      open = undefined;
    } else if (pointHolds && !regions[k + 1]) {
      intervals.push({ low: boundary, high: boundary, closedLow: true, closedHigh: true });
    }
  }
  if (open) intervals.push(open);
  return intervals;
}

/** The answer as relations: one ray, a chain a < x < b, one point, or two rays joined by "or". */
export function answerState(intervals: Interval[], v: string): MethodResult['answer'] | null {
  const x = symbolNode(v);
  const rayOf = (interval: Interval): Relation | null => {
    if (interval.low && !interval.high) return relation(x, interval.closedLow ? '>=' : '>', interval.low.node);
    if (interval.high && !interval.low) return relation(x, interval.closedHigh ? '<=' : '<', interval.high.node);
    return null;
  };
  if (intervals.length === 1) {
    const only = intervals[0] as Interval;
    if (!only.low && !only.high) return null;
    const ray = rayOf(only);
    if (ray) return { kind: 'relation', relation: ray };
    const low = only.low as Boundary;
    const high = only.high as Boundary;
    if (low === high) return { kind: 'relation', relation: relation(x, '=', low.node) };
    return statesOf([relation(low.node, only.closedLow ? '<=' : '<', x), relation(x, only.closedHigh ? '<=' : '<', high.node)], 'and');
  }
  if (intervals.length === 2) {
    const rays = intervals.map(rayOf);
    if (rays.every((ray) => ray !== null)) return statesOf(rays as Relation[], 'or');
  }
  // Several pieces, one of them bounded (x³ − 4x > 0: −2 < x < 0 or x > 2): a union of chains, rays and points.
  const pieces = intervals.map((interval): Relation[] | null => {
    const ray = rayOf(interval);
    if (ray) return [ray];
    if (!interval.low || !interval.high) return null;
    if (interval.low === interval.high) return [relation(x, '=', interval.low.node)];
    return [relation(interval.low.node, interval.closedLow ? '<=' : '<', x), relation(x, interval.closedHigh ? '<=' : '<', interval.high.node)];
  });
  if (intervals.length < 2 || pieces.some((piece) => piece === null)) return null;
  return { kind: 'union', pieces: pieces as Relation[][] };
}

export function intervalText(interval: Interval): string {
  if (interval.low && interval.high && interval.low === interval.high) return `{${printNode(interval.low.node, 'mathjs-juxtaposed')}}`;
  if (!interval.low && interval.high) return intervalOf(interval.closedHigh ? '<=' : '<', printNode(interval.high.node, 'mathjs-juxtaposed'));
  if (interval.low && !interval.high) return intervalOf(interval.closedLow ? '>=' : '>', printNode(interval.low.node, 'mathjs-juxtaposed'));
  const low = interval.low as Boundary;
  const high = interval.high as Boundary;
  return `${interval.closedLow ? '[' : '('}${printNode(low.node, 'mathjs-juxtaposed')}, ${printNode(high.node, 'mathjs-juxtaposed')}${interval.closedHigh ? ']' : ')'}`;
}

function signChartExplanation(inequality: Relation, boundaries: Boundary[], tests: number[], truth: boolean[], v: string): string {
  const zeros = boundaries.filter((b) => !b.hole).map((b) => `${v} = ${printNode(b.node, 'mathjs-juxtaposed')}`);
  const holes = boundaries.filter((b) => b.hole).map((b) => `${v} = ${printNode(b.node, 'mathjs-juxtaposed')}`);
  const tested = tests.map((t, k) => `${v} = ${formatNumber(t, 'approximate')} gives ${truth[k] ? 'true' : 'false'}`).join('; ');
  const strict = inequality.op === '<' || inequality.op === '>';
  return [
    zeros.length ? `Where both sides are equal: ${zeros.join(' or ')}.` : '',
    holes.length ? `Where a denominator is 0 (never part of the answer): ${holes.join(' or ')}.` : '',
    `Between these points the inequality keeps the same truth value, so test one point in each interval: ${tested}.`,
    strict ? 'The boundary points are not included (the inequality is strict).' : 'The points where both sides are equal are included (≤ or ≥).',
  ]
    .filter(Boolean)
    .join(' ');
}
