import { simplify, SymbolNode, type MathNode } from 'mathjs';
import { asFunction, asOperator, constValue, div, neg, num, numberNode, rational, unwrap } from './calculus-nodes';
import { evaluateNode } from './numeric-check';
import { callNode, symbolNode } from '../../nodes/build-nodes';

/**
 * A number worked out exactly: mathjs `simplify` turns log(2) into 0.693…, so the values a student
 * knows (ln 1 = 0, sin(π/2) = 1, atan(1) = π/4, |−3| = 3, √9 = 3) are filled in first, every other
 * function call or fractional power stays whole while the arithmetic around it is simplified.
 */

const PI_MULTIPLES: Record<string, Record<string, () => MathNode>> = {
  sin: { '0': () => num(0), '1/6': () => div(num(1), num(2)), '1/2': () => num(1), '1': () => num(0) },
  cos: { '0': () => num(1), '1/3': () => div(num(1), num(2)), '1/2': () => num(0), '1': () => num(-1) },
  tan: { '0': () => num(0), '1/4': () => num(1), '1': () => num(0) },
};

function piMultiple(node: MathNode): string | null {
  const value = evaluateNode(node, {});
  if (!value || value.im !== 0) return null;
  const r = rational(value.re / Math.PI, 12);
  return r ? (r[1] === 1 ? String(r[0]) : `${r[0]}/${r[1]}`) : null;
}

function knownValue(name: string, arg: MathNode): MathNode | null {
  const v = constValue(arg);
  if (name === 'abs' && v !== null) return numberNode(Math.abs(v));
  if (name === 'abs') {
    // |c| for a constant whose sign is known: |e| = e, |1 - pi| = pi - 1.
    const value = evaluateNode(arg, {});
    if (value && value.im === 0 && value.re > 0) return arg;
    if (value && value.im === 0 && value.re < 0) return neg(arg);
  }
  if (name === 'sqrt' && v !== null && v >= 0 && Number.isInteger(Math.sqrt(v))) return num(Math.sqrt(v));
  if ((name === 'log' || name === 'ln') && v === 1) return num(0);
  if ((name === 'log' || name === 'ln') && unwrap(arg).type === 'SymbolNode' && (unwrap(arg) as unknown as { name: string }).name === 'e') return num(1);
  if (name === 'exp' && v === 0) return num(1);
  if (name === 'atan' && v === 0) return num(0);
  if (name === 'atan' && v === 1) return div(symbolNode('pi'), num(4));
  if (name === 'asin' && v === 0) return num(0);
  if (name === 'asin' && v === 1) return div(symbolNode('pi'), num(2));
  const table = PI_MULTIPLES[name];
  if (table) {
    const k = piMultiple(arg);
    const entry = k === null ? undefined : table[k];
    if (entry) return entry();
  }
  return null;
}

export function exactValue(node: MathNode): MathNode {
  const known = node.transform(function fill(n: MathNode): MathNode {
    const f = asFunction(n);
    if (f && f.args.length === 1) {
      const arg = simplifyArithmetic(f.args[0]!.transform(fill));
      return knownValue(f.name, arg) ?? callNode(f.name, [arg]);
    }
    return n;
  });
  return simplifyArithmetic(known);
}

/** simplify with every function call and fractional power kept whole (as a stand-in letter). */
export function simplifyArithmetic(node: MathNode): MathNode {
  const atoms: MathNode[] = [];
  const frozen = node.transform((n) => {
    const f = asFunction(n);
    const o = asOperator(n);
    const e = o && o.fn === 'pow' ? constValue(o.args[1]!) : null;
    const fractionalPower = o !== null && o.fn === 'pow' && !(e !== null && Number.isInteger(e));
    if (!f && !fractionalPower) return n;
    atoms.push(n);
    return new SymbolNode(`atom_${atoms.length - 1}`);
  });
  let simplified: MathNode;
  try {
    simplified = simplify(frozen);
  } catch {
    return node;
  }
  return simplified.transform((n) => {
    if (n.type !== 'SymbolNode') return n;
    const match = /^atom_(\d+)$/.exec((n as unknown as { name: string }).name);
    return match ? atoms[Number(match[1])]! : n;
  });
}
