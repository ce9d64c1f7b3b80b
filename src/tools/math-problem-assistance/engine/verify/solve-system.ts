import type { MathNode } from 'mathjs';
import { ConstantNode, OperatorNode } from 'mathjs';
import type { Relation } from '../problem';
import { asSymbol } from '../read/node-kit';
import type { Scope, Value } from './evaluate';
import { close, compileNode, isReal, samplePoints } from './evaluate';
import { difference, explicitValue, solveEquation } from './solve-one-variable';

/** Every solution as values of the unknowns (in their order); `complete` when no solution can be missing. */
export interface SystemSolutions {
  tuples: Value[][];
  complete: boolean;
  /** Some tuple came straight from the state (`x = 2, y = 3`). */
  explicit: boolean;
}

const MAX_BRANCHES = 64;

function mentions(node: MathNode, name: string): boolean {
  return node.filter((child) => asSymbol(child)?.name === name).length > 0;
}

function relationMentions(relation: Relation, name: string): boolean {
  return mentions(relation.lhs, name) || mentions(relation.rhs, name);
}

/**
 * Solves a small nonlinear system by elimination: an equation in a single remaining unknown is solved
 * (every solution, when it is rational) and its values substituted; `x = …` equations are used last, to
 * back-substitute. Undefined when the system cannot be reduced so (too few equations, or every equation
 * mixes unknowns that no explicit equation isolates).
 */
export function solveSystem(relations: Relation[], unknowns: string[], scope: Scope): SystemSolutions | undefined {
  const tuples: Value[][] = [];
  let complete = true;
  let explicit = false;
  const solve = (remaining: Relation[], left: string[], assigned: Scope): boolean => {
    if (tuples.length > MAX_BRANCHES) return false;
    // Equations with no unknown left must hold, or this branch has no solution.
    const open: Relation[] = [];
    for (const relation of remaining) {
      if (left.some((name) => relationMentions(relation, name))) open.push(relation);
      else {
        const value = compileNode(difference(relation), 'complex')(assigned);
        if (value === undefined || !close(value, { re: 0, im: 0 }, 1e-7)) return true;
      }
    }
    if (left.length === 0) {
      tuples.push(unknowns.map((name) => toValue(assigned[name])));
      return true;
    }
    // An equation in one unknown: solve it and branch on its values.
    for (const relation of open) {
      const inRelation = left.filter((name) => relationMentions(relation, name));
      if (inRelation.length !== 1) continue;
      const unknown = inRelation[0] as string;
      const explicitOne = explicitValue(relation, unknown, assigned);
      const set = solveEquation(relation, unknown, assigned);
      if (!set || set.kind === 'all') continue;
      if (!set.complete) complete = false;
      if (explicitOne !== null) explicit = true;
      for (const value of set.values) {
        if (!solve(open.filter((r) => r !== relation), left.filter((n) => n !== unknown), { ...assigned, [unknown]: value.im === 0 ? value.re : value })) return false;
      }
      return true;
    }
    // `y = expression in x` (or an equation linear in y, solved for y): substitute it into the rest and
    // solve them first, then compute y from their solutions.
    for (const isolate of [explicitSide, linearSolution]) {
      for (const relation of open) {
        for (const unknown of left) {
          const side = isolate(relation, unknown, left, assigned);
          if (!side) continue;
          const rest = open.filter((r) => r !== relation).map((r) => substitute(r, unknown, side));
          const others = left.filter((n) => n !== unknown);
          const inner = solveSystem(rest, others, assigned);
          if (!inner) continue;
          if (!inner.complete) complete = false;
          if (inner.explicit) explicit = true;
          for (const tuple of inner.tuples) {
            const point: Scope = { ...assigned };
            others.forEach((name, i) => (point[name] = toNumberOrValue(tuple[i] as Value)));
            const value = compileNode(side, 'complex')(point);
            if (value === undefined) continue;
            point[unknown] = toNumberOrValue(value);
            tuples.push(unknowns.map((name) => toValue(point[name])));
          }
          return true;
        }
      }
    }
    complete = false;
    return false;
  };
  if (!solve(relations, unknowns, scope)) return undefined;
  return { tuples: dedupe(tuples), complete, explicit };
}

/** The other side of `unknown = …` when it does not contain the unknown. */
function explicitSide(relation: Relation, unknown: string): MathNode | undefined {
  if (relation.op !== '=') return undefined;
  const side = asSymbol(relation.lhs)?.name === unknown ? relation.rhs : asSymbol(relation.rhs)?.name === unknown ? relation.lhs : undefined;
  return side && !mentions(side, unknown) ? side : undefined;
}

/** For an equation A + B·unknown = 0 (A, B free of it, B not 0): the node -A/B. Checked at sample points. */
function linearSolution(relation: Relation, unknown: string, left: string[], scope: Scope): MathNode | undefined {
  if (relation.op !== '=' || !relationMentions(relation, unknown)) return undefined;
  const f = difference(relation);
  const a = substituteNode(f, unknown, new ConstantNode(0));
  const b = new OperatorNode('-', 'subtract', [substituteNode(f, unknown, new ConstantNode(1)), a]);
  const solution = new OperatorNode('/', 'divide', [new OperatorNode('-', 'unaryMinus', [a]), b]);
  const evaluateF = compileNode(f, 'real');
  const evaluateA = compileNode(a, 'real');
  const evaluateB = compileNode(b, 'real');
  let valid = 0;
  for (const point of samplePoints(left, 12, 3)) {
    const at = { ...scope, ...point };
    const fv = evaluateF(at);
    const av = evaluateA(at);
    const bv = evaluateB(at);
    if (!fv || !av || !bv) continue;
    if (Math.abs(bv.re) < 1e-9) return undefined;
    if (Math.abs(fv.re - (av.re + bv.re * (point[unknown] as number))) > 1e-8 * (1 + Math.abs(fv.re) + Math.abs(av.re) + Math.abs(bv.re))) return undefined;
    valid += 1;
  }
  return valid >= 6 ? solution : undefined;
}

function substituteNode(node: MathNode, name: string, value: MathNode): MathNode {
  return node.transform((child) => (asSymbol(child)?.name === name ? value : child));
}

function substitute(relation: Relation, name: string, value: MathNode): Relation {
  const replace = (node: MathNode) => node.transform((child) => (asSymbol(child)?.name === name ? value : child));
  return { lhs: replace(relation.lhs), op: relation.op, rhs: replace(relation.rhs) };
}

function toValue(value: number | Value | undefined): Value {
  if (value === undefined) return { re: Number.NaN, im: 0 };
  return typeof value === 'number' ? { re: value, im: 0 } : value;
}

function toNumberOrValue(value: Value): number | Value {
  return value.im === 0 ? value.re : value;
}

function dedupe(tuples: Value[][]): Value[][] {
  const out: Value[][] = [];
  for (const tuple of tuples) if (!out.some((other) => sameTuple(other, tuple))) out.push(tuple);
  return out;
}

function sameTuple(a: Value[], b: Value[]): boolean {
  return a.length === b.length && a.every((value, i) => close(value, b[i] as Value, 1e-6));
}

/** Same solutions: complex tuples when both lists are complete, else the real ones. */
export function sameTuples(a: SystemSolutions, b: SystemSolutions): boolean {
  const covered = (from: Value[][], to: Value[][]) => from.every((tuple) => to.some((other) => sameTuple(tuple, other)));
  if (a.complete && b.complete && covered(a.tuples, b.tuples) && covered(b.tuples, a.tuples)) return true;
  const real = (tuples: Value[][]) => tuples.filter((tuple) => tuple.every(isReal));
  const listsComplex = (s: SystemSolutions) => s.explicit && real(s.tuples).length !== s.tuples.length;
  if (listsComplex(a) || listsComplex(b)) return false;
  const ra = real(a.tuples);
  const rb = real(b.tuples);
  return covered(ra, rb) && covered(rb, ra);
}
