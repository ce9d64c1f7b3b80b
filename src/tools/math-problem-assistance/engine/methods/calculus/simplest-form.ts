import { rationalize, SymbolNode, type MathNode } from 'mathjs';
import { asFunction, asOperator, constValue, div, unwrap } from './calculus-nodes';
import { numericallyEqual } from './numeric-check';
import { degreeBound, largestSumPower } from './polynomial-degree';
import { tidy, tidyLayout } from './tidy-expression';

/**
 * The final "Simplify" step: several rewrites are tried (mathjs simplify, the layout pass alone,
 * the numerator of a quotient simplified on its own, polynomial expansion with functions kept whole)
 * and the shortest one that keeps the value wins. mathjs alone turns (2x(x-1) - (x^2+1))/(x-1)^2 into
 * (2x - (x^2+1)/(x-1))/(x-1); expanding the numerator gives (x^2 - 2x - 1)/(x-1)^2.
 */
export function simplestForm(node: MathNode, variable: string): MathNode {
  const candidates: MathNode[] = [];
  const tryAdd = (make: () => MathNode) => {
    try {
      candidates.push(make());
    } catch {
      // A rewrite that does not apply (rationalize on a non-rational expression) is just skipped.
    }
  };
  tryAdd(() => tidy(node));
  tryAdd(() => tidyLayout(node));
  if (expandsQuickly(node)) tryAdd(() => tidy(expandWithAtoms(node)));
  const o = asOperator(unwrap(node));
  if (o && o.fn === 'divide') {
    tryAdd(() => div(tidy(o.args[0]!), tidyLayout(o.args[1]!)));
    if (expandsQuickly(o.args[0]!)) tryAdd(() => div(tidy(expandWithAtoms(o.args[0]!)), tidyLayout(o.args[1]!)));
  }
  const hadDecimals = hasDecimal(node);
  const fits = candidates.map(tidyLayout).filter((c) => (hadDecimals || !hasDecimal(c)) && numericallyEqual(c, node, variable));
  if (fits.length === 0) return node;
  return fits.reduce((best, c) => (size(c) < size(best) ? c : best));
}

/**
 * Past these multiplying out is slow (rationalize grows exponentially: (2x + 1)^5/10 and (x³ − 2)^6/18 never end) and
 * its pages of terms are never the shortest form anyway.
 */
const MAX_EXPANDED_DEGREE = 8;
const MAX_SUM_POWER = 3;

/** Small enough to multiply out: the degree in every letter together, atoms frozen as expandWithAtoms freezes them. */
function expandsQuickly(node: MathNode): boolean {
  const frozen = node.transform((n) => (isAtom(n) ? new SymbolNode('atom') : n));
  return largestSumPower(frozen) <= MAX_SUM_POWER && degreeBound(frozen) <= MAX_EXPANDED_DEGREE;
}

/** A function call or a power that is not a whole number power: one letter while rationalize expands. */
function isAtom(n: MathNode): boolean {
  const o = asOperator(n);
  return asFunction(n) !== null || (o !== null && o.fn === 'pow' && !isWholePower(o.args[1]!));
}

export function size(node: MathNode): number {
  let count = 0;
  node.traverse(() => count++);
  return count;
}

function hasDecimal(node: MathNode): boolean {
  let found = false;
  node.traverse((n) => {
    const v = n.type === 'ConstantNode' ? constValue(n) : null;
    if (v !== null && !Number.isInteger(v)) found = true;
  });
  return found;
}

/**
 * Expands a polynomial in its "atoms": every function call and every power that is not a whole
 * number power stands in as a letter while rationalize expands, then goes back.
 */
export function expandWithAtoms(node: MathNode): MathNode {
  const atoms: MathNode[] = [];
  const names: string[] = [];
  const frozen = node.transform((n) => {
    if (!isAtom(n)) return n;
    const index = atoms.findIndex((a) => a.equals(n));
    if (index >= 0) return new SymbolNode(names[index]!);
    atoms.push(n);
    names.push(`atom_${atoms.length}`);
    return new SymbolNode(names[names.length - 1]!);
  });
  const expanded = rationalize(frozen) as MathNode;
  return expanded.transform((n) => {
    if (n.type !== 'SymbolNode') return n;
    const index = names.indexOf((n as unknown as { name: string }).name);
    return index >= 0 ? atoms[index]! : n;
  });
}

function isWholePower(exponent: MathNode): boolean {
  const v = constValue(exponent);
  return v !== null && Number.isInteger(v) && v >= 0;
}
