import type { MathNode } from 'mathjs';
import type { MathProblem, MathState, MethodResult, Relation, StepDraft } from '../../problem';
import { printNode } from '../../nodes/print-nodes';
import { satisfiesOverReals, valueOf } from './check-solution';
import { distinctRoots, rootsState } from './roots-answer';

/** No solution left: an empty list of alternatives (an empty "or" is false). */
export const NO_SOLUTION_STATE: MathState = { kind: 'relations', relations: [], join: 'or' };

/**
 * Squaring, dropping logarithms and splitting absolute values can add roots that do not solve the
 * original equation: substitute each candidate back (over the real numbers) and keep those that work.
 */
export function checkCandidates(
  problem: MathProblem,
  method: string,
  steps: StepDraft[],
  candidates: MathNode[],
  why: string,
  alwaysShowCheck: boolean,
): MethodResult {
  const v = problem.variable;
  const original = (problem.target as { relation: Relation }).relation;
  const distinct = distinctRoots(candidates);
  const kept = distinct.filter((r) => {
    const value = valueOf(r);
    return value !== null && satisfiesOverReals(original, { [v]: value });
  });
  const rejected = distinct.filter((r) => !kept.includes(r));
  const name = (rs: MathNode[]) => rs.map((r) => `${v} = ${printNode(r, 'mathjs-juxtaposed')}`).join(' and ');
  const out: StepDraft[] = [...steps];
  if (rejected.length > 0 || (alwaysShowCheck && distinct.length > 0)) {
    const parts: string[] = [];
    if (kept.length) parts.push(`${name(kept)} ${kept.length > 1 ? 'work' : 'works'} in the original equation.`);
    if (rejected.length) parts.push(`${name(rejected)} ${rejected.length > 1 ? 'do' : 'does'} not (${why}), so ${rejected.length > 1 ? 'they are' : 'it is'} rejected as extraneous.`);
    out.push({
      rule: 'Check the solutions',
      explanation: `Substitute each answer into the original equation. ${parts.join(' ')}`,
      state: kept.length ? rootsState(v, kept) : NO_SOLUTION_STATE,
    });
  }
  const note = kept.length === 0 ? `No solution: ${distinct.length ? `${name(rejected)} does not satisfy the original equation.` : 'there is no candidate.'}` : rejected.length ? `${name(rejected)} is extraneous and rejected.` : undefined;
  return {
    method,
    steps: out,
    answer: kept.length ? rootsState(v, kept) : NO_SOLUTION_STATE,
    solutions: kept.map((r) => ({ [v]: printNode(r, 'mathjs-fixed') })),
    ...(note ? { note } : {}),
  };
}
