import type { MathNode } from 'mathjs';
import { asFunction, symbolName } from './calculus-nodes';
import { callNode, symbolNode } from '../../nodes/build-nodes';

/**
 * The calculus state convention (see the note in ../../problem.ts). A step's state is the whole
 * expression a student would write at that point, where the parts not worked out yet stay as calls:
 *
 * - `derivative(u, x)`: d/dx of u, still to do. mathjs's own name, so `toTex` already shows d/dx[u].
 * - `integral(u, v)`: ∫ u dv, still to do.
 * - `limit(u, x, a)` and `limit(u, x, a, left | right)`: lim as x → a of u (the side a bare word).
 * - `between(F, x, a, b)`: F(b) - F(a), the bracket of a definite integral.
 * - `subst(E, u, g)`: E written in a substitution variable u that stands for g (u-substitution:
 *   `subst(integral(u^2, u), u, sin(x))` is "∫ u² du, with u = sin x"). Used inside the integration
 *   engine only: steps leave in the problem's own variable (problem.ts), see `inProblemVariable`.
 *
 * `check-calculus-state.ts` says what each state is worth, so a verifier can check every step.
 */

export const PENDING_DERIVATIVE = 'derivative';
export const PENDING_INTEGRAL = 'integral';
export const PENDING_LIMIT = 'limit';
export const SUBSTITUTION = 'subst';
export const BETWEEN = 'between';

export function pendingDerivative(u: MathNode, variable: string): MathNode {
  return callNode(PENDING_DERIVATIVE, [u, symbolNode(variable)]);
}

export function pendingIntegral(u: MathNode, variable: string): MathNode {
  return callNode(PENDING_INTEGRAL, [u, symbolNode(variable)]);
}

export type LimitDirection = 'left' | 'right';

export function pendingLimit(u: MathNode, variable: string, point: MathNode, direction?: LimitDirection): MathNode {
  const args = [u, symbolNode(variable), point];
  if (direction) args.push(symbolNode(direction));
  return callNode(PENDING_LIMIT, args);
}

export function substitution(body: MathNode, u: string, g: MathNode): MathNode {
  return callNode(SUBSTITUTION, [body, symbolNode(u), g]);
}

export function between(antiderivative: MathNode, variable: string, lower: MathNode, upper: MathNode): MathNode {
  return callNode(BETWEEN, [antiderivative, symbolNode(variable), lower, upper]);
}

export interface Marker {
  name: string;
  args: MathNode[];
}

/** The marker call a node is (derivative, integral, limit, subst), or null. */
export function asMarker(node: MathNode): Marker | null {
  const f = asFunction(node);
  if (!f) return null;
  if ([PENDING_DERIVATIVE, PENDING_INTEGRAL, PENDING_LIMIT, SUBSTITUTION, BETWEEN].includes(f.name)) return f;
  return null;
}

export function isMarker(node: MathNode, name: string): boolean {
  return asMarker(node)?.name === name;
}

/** The first marker of that name in reading order (pre-order, left to right), or null. */
export function firstMarker(node: MathNode, name: string): MathNode | null {
  let found: MathNode | null = null;
  node.traverse((n) => {
    if (!found && isMarker(n, name)) found = n;
  });
  return found;
}

export function hasMarker(node: MathNode, name: string): boolean {
  return firstMarker(node, name) !== null;
}

/** Replaces one node (by identity) in a tree. */
export function replaceNode(tree: MathNode, target: MathNode, replacement: MathNode): MathNode {
  if (tree === target) return replacement;
  return tree.transform((n) => (n === target ? replacement : n));
}

export function limitDirection(args: MathNode[]): LimitDirection | undefined {
  const d = args[3];
  if (!d) return undefined;
  // The side is a bare word, `left` or `right` (problem.ts); a string constant is read the same way.
  const value = d.type === 'ConstantNode' ? (d as unknown as { value: unknown }).value : symbolName(d);
  return value === 'left' || value === 'right' ? value : undefined;
}
