import { expect } from 'vitest';
import type { MathProblem, MathState, MethodResult, Relation } from '../../problem';
import { satisfies, sameValueSets, valueOfText } from './check-solution';

// Test support: what every equation test asserts about a result — the answer set, exactness, and
// that every step's state still holds for the true solutions (a wrong step breaks that).

function relationsOf(state: MathState): { relations: Relation[]; join: 'and' | 'or' } {
  if (state.kind === 'relation') return { relations: [state.relation], join: 'and' };
  if (state.kind === 'relations') return { relations: state.relations, join: state.join };
  return { relations: [], join: 'and' };
}

export function holdsIn(state: MathState, scope: Record<string, number | ReturnType<typeof valueOfText> & object>): boolean {
  const { relations, join } = relationsOf(state);
  const results = relations.map((r) => satisfies(r, scope as never));
  return join === 'and' ? results.every(Boolean) : results.some(Boolean);
}

/** Checks the solutions (as a set, numerically), that none is a decimal approximation, and every step. */
export function expectSolutions(problem: MathProblem, result: MethodResult | null, expected: string[]): MethodResult {
  expect(result).not.toBeNull();
  const r = result!;
  const v = problem.variable;
  expect(r.solutions).toBeDefined();
  const got = r.solutions!.map((s) => s[v]!);
  for (const text of got) expect(text, `exact answer, not a decimal: ${text}`).not.toMatch(/\d\.\d{4,}/);
  const gotValues = got.map((t) => valueOfText(t)!);
  const expectedValues = expected.map((t) => valueOfText(t)!);
  expect(sameValueSets(gotValues, expectedValues), `solutions ${JSON.stringify(got)} vs ${JSON.stringify(expected)}`).toBe(true);
  for (const value of expectedValues) {
    r.steps.forEach((step, i) => {
      expect(holdsIn(step.state, { [v]: value }), `step ${i + 1} (${step.rule}) must hold for ${v} = ${value.toString()}`).toBe(true);
    });
    expect(holdsIn(r.answer, { [v]: value })).toBe(true);
  }
  return r;
}

export function expectNoSolution(result: MethodResult | null): MethodResult {
  expect(result).not.toBeNull();
  expect(result!.solutions).toEqual([]);
  expect(result!.note).toMatch(/no solution/i);
  return result!;
}

export function stateText(state: MathState): string {
  const { relations, join } = relationsOf(state);
  if (state.kind === 'expression') return state.node.toString();
  return relations.map((r) => `${r.lhs.toString()} ${r.op} ${r.rhs.toString()}`).join(` ${join} `);
}
