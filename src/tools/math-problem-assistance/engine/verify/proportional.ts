import type { MathNode } from 'mathjs';
import type { Relation } from '../problem';
import { asFunction, asOperator, constantValue } from '../read/node-kit';
import { compileNode, samplePoints } from './evaluate';
import { difference } from './solve-one-variable';

const FLIPPED: Record<Relation['op'], Relation['op']> = { '=': '=', '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

/** No division by, root of, or function of anything variable: defined for every real value. */
export function isPolynomialLike(node: MathNode): boolean {
  const variable = (child: MathNode) => child.filter((n) => n.type === 'SymbolNode').length > 0;
  return node.filter((child) => {
    const op = asOperator(child);
    if (op?.fn === 'divide') return variable(op.args[1] as MathNode);
    if (op?.fn === 'pow') {
      const exponent = constantValue(op.args[1] as MathNode);
      return variable(op.args[0] as MathNode) && !(exponent !== undefined && Number.isInteger(exponent) && exponent >= 0);
    }
    if (op?.fn === 'factorial') return true;
    const fn = asFunction(child);
    return fn !== undefined && fn.args.some(variable);
  }).length === 0;
}

/**
 * Two relations with the same solutions because one's lhs - rhs is a constant multiple of the other's
 * (for an inequality, a positive multiple, or a negative one with the sign turned). Only for relations
 * defined everywhere: cancelling (x - 1) from (x² - 1)/(x - 1) = 2 changes the solutions at the hole.
 */
export function proportional(a: Relation, b: Relation, symbols: string[]): boolean {
  const sameDirection = a.op === b.op;
  const flipped = !sameDirection && FLIPPED[a.op] === b.op;
  if (!sameDirection && !flipped) return false;
  const fa = difference(a);
  const fb = difference(b);
  if (!isPolynomialLike(fa) || !isPolynomialLike(fb)) return false;
  const evaluateA = compileNode(fa, 'real');
  const evaluateB = compileNode(fb, 'real');
  let ratio: number | undefined;
  let valid = 0;
  for (const point of samplePoints(symbols, 24, 31)) {
    const va = evaluateA(point)?.re;
    const vb = evaluateB(point)?.re;
    if (va === undefined || vb === undefined) return false;
    const tiny = 1e-12 * (1 + Math.abs(va) + Math.abs(vb));
    if (Math.abs(va) <= tiny && Math.abs(vb) <= tiny) continue;
    if (Math.abs(va) <= tiny || Math.abs(vb) <= tiny) return false;
    const r = va / vb;
    if (ratio === undefined) ratio = r;
    else if (Math.abs(r - ratio) > 1e-7 * Math.abs(ratio)) return false;
    valid += 1;
  }
  if (ratio === undefined || valid < 6) return symbols.length === 0 && ratio !== undefined;
  if (a.op === '=') return true;
  return sameDirection ? ratio > 0 : ratio < 0;
}
