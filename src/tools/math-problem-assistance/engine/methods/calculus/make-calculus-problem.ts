import { parse } from 'mathjs';
import type { MathProblem, MathState } from '../../problem';
import type { LimitDirection } from './calculus-markers';
import { calculusToText } from './format-calculus';

/** Problems as the reader would build them, for tests and measurements. */
export function derivativeProblem(fn: string, variable = 'x'): MathProblem {
  return { task: 'derivative', variable, variables: [variable], target: { kind: 'expression', node: parse(fn) }, source: fn };
}

export function integralProblem(fn: string, bounds?: [string, string], variable = 'x'): MathProblem {
  const target = bounds ? { kind: 'integral' as const, node: parse(fn), lower: parse(bounds[0]), upper: parse(bounds[1]) } : { kind: 'integral' as const, node: parse(fn) };
  return { task: 'integral', variable, variables: [variable], target, source: fn };
}

export function limitProblem(fn: string, point: string, direction?: LimitDirection, variable = 'x'): MathProblem {
  const target = { kind: 'limit' as const, node: parse(fn), point: parse(point), ...(direction ? { direction } : {}) };
  return { task: 'limit', variable, variables: [variable], target, source: fn };
}

/** A state as compact text (no spaces), for assertions. */
export function stateText(state: MathState): string {
  if (state.kind === 'expression') return calculusToText(state.node).replace(/\s+/g, '');
  if (state.kind === 'relation') return `${calculusToText(state.relation.lhs)}${state.relation.op}${calculusToText(state.relation.rhs)}`.replace(/\s+/g, '');
  return state.relations.map((r) => `${calculusToText(r.lhs)}${r.op}${calculusToText(r.rhs)}`.replace(/\s+/g, '')).join(` ${state.join} `);
}
