import { type MathNode, type SymbolNode } from 'mathjs';
import type { MathState, Relation, StepDraft } from '../problem';

// A word problem's steps lead to one number (and, for equations, one value per unknown). Each step is
// checked by substituting those values: a calculation must still equal the answer, and an equation
// must still hold. A step that was written wrongly fails this check.

const TOLERANCE = 1e-9;

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

function evaluate(node: MathNode, scope: Record<string, number>): number | null {
  try {
    const value = Number(node.evaluate({ ...scope }));
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function holds(relation: Relation, scope: Record<string, number>): boolean {
  const lhs = evaluate(relation.lhs, scope);
  const rhs = evaluate(relation.rhs, scope);
  return lhs !== null && rhs !== null && close(lhs, rhs);
}

/** The values the last state gives: `x = 3` (and `y = 4`…), or the value of a final calculation. */
export function finalValues(last: MathState): { scope: Record<string, number>; value?: number } | null {
  if (last.kind === 'expression') {
    const value = evaluate(last.node, {});
    return value === null ? null : { scope: {}, value };
  }
  if (last.kind === 'union') return null;
  const relations = last.kind === 'relation' ? [last.relation] : last.join === 'and' ? last.relations : [];
  const scope: Record<string, number> = {};
  for (const relation of relations) {
    if (relation.lhs.type !== 'SymbolNode') return null;
    const value = evaluate(relation.rhs, {});
    if (value === null) return null;
    scope[(relation.lhs as SymbolNode).name] = value;
  }
  return relations.length ? { scope } : null;
}

/** The rule of the one step that changes the value on purpose: the answer rounded as the story asks. */
export const ROUND_RULE = 'Round the answer';

/** The number a state ends on: a calculation's value, or the one unknown it solves for. */
function endValue(state: MathState): number | null {
  const values = finalValues(state);
  if (!values) return null;
  if (values.value !== undefined) return values.value;
  const all = Object.values(values.scope);
  return all.length === 1 ? all[0]! : null;
}

/**
 * A rounding step is right when its number is the value before it rounded at the places it shows
 * (1125.50881 → 1125.51 is within half a hundredth), and no other step is checked against it.
 */
function checkRounding(steps: StepDraft[]): boolean[] {
  const before = checkWordSteps(steps.slice(0, -1));
  const exact = endValue(steps.at(-2)!.state);
  const rounded = endValue(steps.at(-1)!.state);
  if (exact === null || rounded === null) return [...before, false];
  const places = (String(rounded).split('.')[1] ?? '').length;
  return [...before, Math.abs(exact - rounded) <= 0.5 * 10 ** -places + TOLERANCE * Math.max(1, Math.abs(exact))];
}

/**
 * Whether each step agrees with the final values; the final state itself must be worked out. Values
 * of unknowns the last state leaves out (`a = 15` after `a = 15 and b = 5`) come from the latest
 * state that gives them.
 */
export function checkWordSteps(steps: StepDraft[]): boolean[] {
  if (steps.length > 1 && steps.at(-1)!.rule === ROUND_RULE) return checkRounding(steps);
  const last = steps.at(-1);
  const values = last ? finalValues(last.state) : null;
  if (values) {
    for (const step of [...steps].reverse()) {
      const earlier = step.state.kind === 'expression' ? null : finalValues(step.state);
      for (const [name, value] of Object.entries(earlier?.scope ?? {})) if (!(name in values.scope)) values.scope[name] = value;
    }
  }
  return steps.map(({ state }) => {
    if (!values) return false;
    if (state.kind === 'expression') return values.value !== undefined && close(evaluate(state.node, values.scope) ?? NaN, values.value);
    if (state.kind === 'relation') return holds(state.relation, values.scope);
    if (state.kind === 'union') return false;
    return state.join === 'and' ? state.relations.every((r) => holds(r, values.scope)) : state.relations.some((r) => holds(r, values.scope));
  });
}
