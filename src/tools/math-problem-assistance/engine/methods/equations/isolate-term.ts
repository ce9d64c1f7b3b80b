import type { MathNode } from 'mathjs';
import type { MathState, MethodResult, Relation, StepDraft } from '../../problem';
import { fraction } from 'mathjs';
import { fractionNode, negate, numberNode, parenthesize, relation, sum } from './build-node';
import { containsVariable, toPolynomial } from './polynomial';
import { additiveTerms } from './tidy-sides';
import { unwrapParens } from '../../nodes/build-nodes';

// Radical, absolute-value, exponential and logarithmic equations start the same way: get the one
// special term alone on the left, everything else on the right.

export interface Isolated {
  /** The special term, with a positive sign. */
  term: MathNode;
  /** Everything else, moved to the other side. */
  other: MathNode;
  /** Something had to move: worth a step. */
  moved: boolean;
}

/** Isolates the single term that `matches` (taken from the left side when both sides have one). */
export function isolateTerm(rel: Relation, matches: (node: MathNode) => boolean): Isolated | null {
  const left = additiveTerms(rel.lhs);
  const right = additiveTerms(rel.rhs);
  const inLeft = left.filter((t) => matches(t.node));
  const inRight = right.filter((t) => matches(t.node));
  // Several such terms (two square roots): isolate the first; the others move across.
  const fromLeft = inLeft.length >= 1 ? true : inRight.length >= 1 ? false : null;
  if (fromLeft === null) return null;
  const same = fromLeft ? left : right;
  const opposite = fromLeft ? right : left;
  const chosen = (fromLeft ? inLeft : inRight)[0]!;
  const signed = (t: { node: MathNode; negative: boolean }, flip: boolean) => (t.negative !== flip ? negate(t.node) : t.node);
  // term + rest = opposite  ⇒  term = opposite - rest; a negative term flips every sign.
  const flip = chosen.negative;
  const others = [...opposite.map((t) => signed(t, flip)), ...same.filter((t) => t !== chosen).map((t) => signed(t, !flip))];
  const isZero = (n: MathNode) => (n as unknown as { type: string; value?: unknown }).type === 'ConstantNode' && (n as unknown as { value: unknown }).value === 0;
  const kept = others.filter((n) => !isZero(n));
  const other = kept.length ? simplifyConstant(sum(kept)) : numberNode(0);
  const moved = same.length > 1 || flip || !fromLeft;
  return { term: chosen.node, other, moved };
}

/** A side without the variable, worked out when it is a plain rational (8 - 2 → 6); else as it is. */
export function simplifyConstant(node: MathNode): MathNode {
  const p = toPolynomial(node, '\u0000');
  return p && p.length <= 1 ? fractionNode(p[0] ?? fraction(0)) : node;
}

/** -(u): brackets only around a sum. */
export function opposite(node: MathNode): MathNode {
  const n = unwrapParens(node) as unknown as { type: string; fn?: string };
  return negate(n.type === 'OperatorNode' && (n.fn === 'add' || n.fn === 'subtract') ? parenthesize(node) : unwrapParens(node));
}


/** `coefficient · core` for `core`, `3·core`, `core/2`, `-core`; null when the term is something else. */
export function splitCoefficient(node: MathNode, isCore: (n: MathNode) => boolean, variable: string): { coefficient: MathNode | null; divisor: MathNode | null; core: MathNode } | null {
  const n = unwrapParens(node) as unknown as { type: string; fn?: string; args?: MathNode[] };
  if (isCore(n as unknown as MathNode)) return { coefficient: null, divisor: null, core: n as unknown as MathNode };
  if (n.type === 'OperatorNode' && n.fn === 'multiply' && n.args) {
    const [a, b] = n.args as [MathNode, MathNode];
    if (isCore(unwrapParens(b)) && !containsVariable(a, variable)) return { coefficient: a, divisor: null, core: unwrapParens(b) };
    if (isCore(unwrapParens(a)) && !containsVariable(b, variable)) return { coefficient: b, divisor: null, core: unwrapParens(a) };
  }
  if (n.type === 'OperatorNode' && n.fn === 'divide' && n.args) {
    const [a, b] = n.args as [MathNode, MathNode];
    if (isCore(unwrapParens(a)) && !containsVariable(b, variable)) return { coefficient: null, divisor: b, core: unwrapParens(a) };
  }
  return null;
}

function relationsOf(state: MathState): Relation[] {
  if (state.kind === 'relation') return [state.relation];
  if (state.kind === 'relations') return state.relations;
  return [];
}

/**
 * Two or more cases solved side by side (|u| = 5: u = 5 or u = -5): step i shows every case after its
 * own step i, so the student sees both cases move together.
 */
export function zipCases(cases: Relation[], results: MethodResult[]): StepDraft[] {
  const longest = Math.max(0, ...results.map((r) => r.steps.length));
  const steps: StepDraft[] = [];
  for (let i = 0; i < longest; i++) {
    const states = results.map((r, c) => (i < r.steps.length ? r.steps[i]!.state : r.steps.length ? r.answer : { kind: 'relation' as const, relation: cases[c]! }));
    const active = results.map((r) => r.steps[i]).filter((s): s is StepDraft => s !== undefined);
    const rules = [...new Set(active.map((s) => s.rule))];
    steps.push({
      rule: rules.length === 1 ? rules[0]! : 'Solve each case',
      explanation: results
        .map((r, c) => (r.steps[i] ? `Case ${c + 1}: ${r.steps[i]!.explanation}` : ''))
        .filter(Boolean)
        .join(' '),
      state: { kind: 'relations', relations: states.flatMap(relationsOf), join: 'or' },
    });
  }
  return steps;
}

export function caseRelation(lhs: MathNode, rhs: MathNode): Relation {
  return relation(lhs, '=', rhs);
}
