import { parse, type MathNode } from 'mathjs';
import type { MathProblem, MathState } from '../../problem';
import { asMarker, BETWEEN, limitDirection, PENDING_DERIVATIVE, PENDING_INTEGRAL, PENDING_LIMIT, SUBSTITUTION, type LimitDirection } from './calculus-markers';

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

// Tests assert on the markers in nerdamer's spelling (diff, integrate), which reads shorter than the
// page's d/dx; nothing a student sees is written this way.
function markerText(node: MathNode, options?: Record<string, unknown>): string | undefined {
  const m = asMarker(node);
  if (!m) return undefined;
  const text = (n: MathNode) => n.toString({ ...options, handler: markerText });
  const [a, b, c, d] = m.args as [MathNode, MathNode, MathNode, MathNode];
  if (m.name === PENDING_DERIVATIVE) return `diff(${text(a)}, ${text(b)})`;
  if (m.name === PENDING_INTEGRAL) return `integrate(${text(a)}, ${text(b)})`;
  if (m.name === PENDING_LIMIT) {
    const side = limitDirection(m.args);
    return `limit(${text(a)}, ${text(b)}, ${text(c)}${side ? `, ${side}` : ''})`;
  }
  if (m.name === SUBSTITUTION) return `${text(a)} where ${text(b)} = ${text(c)}`;
  if (m.name === BETWEEN) return `between(${text(a)}, ${text(b)}, ${text(c)}, ${text(d)})`;
  return undefined;
}

function calculusToText(node: MathNode): string {
  return node.toString({ handler: markerText, implicit: 'show' });
}

/** A state as compact text (no spaces), for assertions. */
export function stateText(state: MathState): string {
  if (state.kind === 'expression') return calculusToText(state.node).replace(/\s+/g, '');
  if (state.kind === 'relation') return `${calculusToText(state.relation.lhs)}${state.relation.op}${calculusToText(state.relation.rhs)}`.replace(/\s+/g, '');
  const join = state.kind === 'union' ? 'or' : state.join;
  const relations = state.kind === 'union' ? state.pieces.flat() : state.relations;
  return relations.map((r) => `${calculusToText(r.lhs)}${r.op}${calculusToText(r.rhs)}`.replace(/\s+/g, '')).join(` ${join} `);
}
