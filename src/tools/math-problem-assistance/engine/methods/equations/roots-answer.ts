import type { Complex, MathNode } from 'mathjs';
import type { MathProblem, MathState, MethodResult, Relation, StepDraft } from '../../problem';
import { relation, statesOf } from './build-node';
import { printNode } from '../../nodes/print-nodes';
import { sameValueSets, satisfies, valueOf } from './check-solution';
import { symbolNode } from '../../nodes/build-nodes';

/** Drops repeated roots (a double root is one solution). */
export function distinctRoots(roots: MathNode[]): MathNode[] {
  const out: MathNode[] = [];
  const values: Complex[] = [];
  for (const root of roots) {
    const v = valueOf(root);
    if (!v) continue;
    if (values.some((w) => sameValueSets([v], [w]))) continue;
    values.push(v);
    out.push(root);
  }
  return out;
}

/** `x = 2 or x = 3`. */
export function rootsState(variable: string, roots: MathNode[]): MathState {
  return statesOf(
    roots.map((r) => relation(symbolNode(variable), '=', r)),
    'or',
  );
}

/** Every root satisfies the problem's equation (both sides defined and equal). */
export function rootsCheckOut(problem: MathProblem, roots: MathNode[]): boolean {
  if (problem.target.kind !== 'relation') return false;
  const rel: Relation = problem.target.relation;
  return roots.every((root) => {
    const v = valueOf(root);
    return v !== null && satisfies(rel, { [problem.variable]: v });
  });
}

/**
 * The result for a finite list of exact roots; null when a root does not check out in the original
 * equation (then this method's algebra was not valid for the problem, and another method takes it).
 */
export function rootsResult(problem: MathProblem, method: string, steps: StepDraft[], roots: MathNode[], note?: string): MethodResult | null {
  const distinct = distinctRoots(roots);
  if (distinct.length === 0 || !rootsCheckOut(problem, distinct)) return null;
  const answer = rootsState(problem.variable, distinct);
  return {
    method,
    steps,
    answer,
    solutions: distinct.map((r) => ({ [problem.variable]: printNode(r, 'mathjs-fixed') })),
    ...(note ? { note } : {}),
  };
}

/** Complex roots get a note: a student in a real-numbers course reads "no real solution". */
export function complexNote(roots: MathNode[]): string | undefined {
  const complexCount = roots.filter((r) => {
    const v = valueOf(r);
    return v !== null && Math.abs(v.im) > 1e-12;
  }).length;
  if (complexCount === 0) return undefined;
  return complexCount === roots.length
    ? 'There is no real solution; the solutions are complex numbers (i = sqrt(-1)).'
    : 'Some solutions are complex numbers (i = sqrt(-1)); the others are real.';
}
