import type { Domain, MathState, Relation } from '../problem';
import type { Evaluator } from './evaluate';
import { compileNode } from './evaluate';
import { difference, realRoots } from './solve-one-variable';

/** An interval as numbers. */
export interface Bounds {
  low: number;
  high: number;
  closedLow: boolean;
  closedHigh: boolean;
}

export function boundsOf(domain: Domain): Bounds | undefined {
  const low = compileNode(domain.lower, 'real')({});
  const high = compileNode(domain.upper, 'real')({});
  if (!low || !high || !(low.re < high.re)) return undefined;
  return { low: low.re, high: high.re, closedLow: domain.closedLower, closedHigh: domain.closedUpper };
}

const EDGE = 1e-9;

/** x inside the interval; an end counts only when it is closed (x within rounding of an end is at it). */
export function insideBounds(x: number, bounds: Bounds): boolean {
  const atLow = Math.abs(x - bounds.low) <= EDGE * (1 + Math.abs(x));
  const atHigh = Math.abs(x - bounds.high) <= EDGE * (1 + Math.abs(x));
  if (atLow) return bounds.closedLow;
  if (atHigh) return bounds.closedHigh;
  return x > bounds.low && x < bounds.high;
}

/** Both sides equal at x, relative to their size. */
function holds(relation: Relation, v: string, x: number): boolean {
  const a = compileNode(relation.lhs, 'real')({ [v]: x });
  const b = compileNode(relation.rhs, 'real')({ [v]: x });
  return a !== undefined && b !== undefined && Math.abs(a.re - b.re) <= 1e-9 * (1 + Math.abs(a.re) + Math.abs(b.re));
}

/** The real solutions of one equation inside the interval (a numeric search, the ends tried on their own). */
export function equationRootsIn(relation: Relation, v: string, bounds: Bounds): number[] | undefined {
  const f: Evaluator = compileNode(difference(relation), 'real');
  const middle = (bounds.low + bounds.high) / 2;
  const half = (bounds.high - bounds.low) / 2;
  const shifted: Evaluator = (scope) => f({ ...scope, [v]: middle + (scope[v] as number) });
  const found = realRoots(shifted, v, {}, half);
  if (!found) return undefined;
  const roots = found.map((t) => middle + t).filter((x) => holds(relation, v, x));
  for (const end of [bounds.low, bounds.high]) if (holds(relation, v, end) && !roots.some((r) => Math.abs(r - end) <= 1e-7 * (1 + Math.abs(end)))) roots.push(end);
  return roots.filter((x) => insideBounds(x, bounds)).sort((a, b) => a - b);
}

/** What a state says the solutions are, inside the interval: an equation, or alternatives joined by "or". */
export function stateRootsIn(state: MathState, v: string, bounds: Bounds): number[] | undefined {
  if (state.kind === 'expression' || state.kind === 'union') return undefined;
  if (state.kind === 'relations' && state.join !== 'or') return undefined;
  const relations = state.kind === 'relation' ? [state.relation] : state.relations;
  if (relations.some((relation) => relation.op !== '=')) return undefined;
  const all: number[] = [];
  for (const relation of relations) {
    const roots = equationRootsIn(relation, v, bounds);
    if (!roots) return undefined;
    all.push(...roots);
  }
  return all.sort((a, b) => a - b);
}

/** Two lists of solutions agree, each value of one within rounding of a value of the other. */
export function sameRoots(a: number[], b: number[]): boolean {
  const near = (x: number, y: number) => Math.abs(x - y) <= 1e-6 * (1 + Math.abs(y));
  return a.every((x) => b.some((y) => near(x, y))) && b.every((y) => a.some((x) => near(x, y)));
}

/** Two states of an equation have the same solutions inside the interval. */
export function sameSolutionsIn(before: MathState, after: MathState, v: string, bounds: Bounds): boolean {
  const a = stateRootsIn(before, v, bounds);
  const b = stateRootsIn(after, v, bounds);
  return a !== undefined && b !== undefined && sameRoots(a, b);
}
