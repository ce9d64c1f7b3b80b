import { OperatorNode, type MathNode } from 'mathjs';
import { callNode, signedNumberNode as num, stripParens as stripParentheses, unwrapParens as unwrap } from '../../nodes/build-nodes';
import { gcdOfNumbers } from '../../numbers/whole-numbers';

/**
 * Small builders and readers over mathjs nodes. The builders fold the trivial cases (0 + a, 1 · a,
 * a ^ 1…) so a step's state reads like what a student writes, not like a rule's raw output.
 */

type BinaryFn = 'add' | 'subtract' | 'multiply' | 'divide' | 'pow';
const OP_SYMBOL: Record<BinaryFn, '+' | '-' | '*' | '/' | '^'> = {
  add: '+',
  subtract: '-',
  multiply: '*',
  divide: '/',
  pow: '^',
};

export { num, stripParentheses, unwrap };

export function binary(fn: BinaryFn, a: MathNode, b: MathNode): MathNode {
  return new OperatorNode(OP_SYMBOL[fn], fn, [a, b]);
}

/** A numeric constant's value (through unary minus), or null. */
export function constValue(node: MathNode): number | null {
  const n = unwrap(node);
  if (n.type === 'ConstantNode') {
    const value = (n as unknown as { value: unknown }).value;
    return typeof value === 'number' ? value : null;
  }
  const o = asOperator(n);
  if (o && o.fn === 'unaryMinus' && o.args.length === 1) {
    const inner = constValue(o.args[0]!);
    return inner === null ? null : -inner;
  }
  if (o && o.fn === 'divide') {
    const p = constValue(o.args[0]!);
    const q = constValue(o.args[1]!);
    return p !== null && q !== null && q !== 0 ? p / q : null;
  }
  return null;
}

export function isNumber(node: MathNode, value: number): boolean {
  return constValue(node) === value;
}

function isNegative(node: MathNode): MathNode | null {
  const o = asOperator(unwrap(node));
  if (o && o.fn === 'unaryMinus') return o.args[0]!;
  const c = unwrap(node);
  if (c.type === 'ConstantNode') {
    const v = constValue(c);
    if (v !== null && v < 0) return num(-v);
  }
  return null;
}

export function neg(a: MathNode): MathNode {
  const inner = isNegative(a);
  if (inner) return inner;
  const v = constValue(a);
  if (v === 0) return num(0);
  return new OperatorNode('-', 'unaryMinus', [a]);
}

export function add(a: MathNode, b: MathNode): MathNode {
  if (isNumber(a, 0)) return b;
  if (isNumber(b, 0)) return a;
  const negB = isNegative(b);
  if (negB) return binary('subtract', a, negB);
  return binary('add', a, b);
}

export function sub(a: MathNode, b: MathNode): MathNode {
  if (isNumber(b, 0)) return a;
  if (isNumber(a, 0)) return neg(b);
  const negB = isNegative(b);
  if (negB) return binary('add', a, negB);
  return binary('subtract', a, b);
}

export function sum(terms: MathNode[]): MathNode {
  return terms.reduce((acc, t) => add(acc, t), num(0));
}

function isInteger(v: number | null): v is number {
  return v !== null && Number.isInteger(v);
}

export function mul(a: MathNode, b: MathNode): MathNode {
  const va = constValue(a);
  const vb = constValue(b);
  if (va === 0 || vb === 0) return num(0);
  if (va === 1) return b;
  if (vb === 1) return a;
  if (isInteger(va) && isInteger(vb)) return num(va * vb);
  if (va === -1) return neg(b);
  if (vb === -1) return neg(a);
  // Keep the sign in front: (-2)·u reads as -2u, u·(-2) as -(2u).
  const negA = isNegative(a);
  if (negA) return neg(mul(negA, b));
  const negB = isNegative(b);
  if (negB) return neg(mul(a, negB));
  // a · (1/b) reads as a/b.
  const ob = asOperator(unwrap(b));
  if (ob && ob.fn === 'divide' && isNumber(ob.args[0]!, 1)) return div(a, ob.args[1]!);
  const oa = asOperator(unwrap(a));
  if (oa && oa.fn === 'divide' && isNumber(oa.args[0]!, 1)) return div(b, oa.args[1]!);
  return binary('multiply', a, b);
}

export function product(factors: MathNode[]): MathNode {
  return factors.reduce((acc, f) => mul(acc, f), num(1));
}

export function div(a: MathNode, b: MathNode): MathNode {
  const va = constValue(a);
  const vb = constValue(b);
  if (va === 0) return num(0);
  if (vb === 1) return a;
  if (vb === -1) return neg(a);
  if (isInteger(va) && isInteger(vb) && vb !== 0 && va % vb === 0) return num(va / vb);
  const negA = isNegative(a);
  if (negA) return neg(div(negA, b));
  const negB = isNegative(b);
  if (negB) return neg(div(a, negB));
  return binary('divide', a, b);
}

export function pow(a: MathNode, b: MathNode): MathNode {
  const vb = constValue(b);
  if (vb === 1) return a;
  if (vb === 0) return num(1);
  return binary('pow', a, b);
}

/** A rational constant p/q as a node (q > 0). */
export function fraction(p: number, q: number): MathNode {
  if (q < 0) return fraction(-p, -q);
  const g = gcdOfNumbers(Math.abs(p), q);
  const [np, nq] = [p / g, q / g];
  return nq === 1 ? num(np) : binary('divide', num(np), num(nq));
}

/** p/q for a float that is a simple fraction. */
export function rational(value: number, maxDenominator = 1000): [number, number] | null {
  for (let q = 1; q <= maxDenominator; q++) {
    const p = Math.round(value * q);
    if (Math.abs(value * q - p) < 1e-9 * Math.max(1, Math.abs(value * q))) return [p, q];
  }
  return null;
}

/** A float as a node: a simple fraction when it is one (0.75 → 3/4), else the number. */
export function numberNode(value: number): MathNode {
  const r = rational(value);
  return r ? fraction(r[0], r[1]) : num(value);
}

export interface OperatorView {
  fn: string;
  args: MathNode[];
}

export function asOperator(node: MathNode): OperatorView | null {
  if (node.type !== 'OperatorNode') return null;
  const o = node as unknown as OperatorView;
  return { fn: o.fn, args: o.args };
}

export interface FunctionView {
  name: string;
  args: MathNode[];
}

export function asFunction(node: MathNode): FunctionView | null {
  if (node.type !== 'FunctionNode') return null;
  const f = node as unknown as { fn: MathNode; args: MathNode[] };
  if (f.fn.type !== 'SymbolNode') return null;
  return { name: (f.fn as unknown as { name: string }).name, args: f.args };
}

export function symbolName(node: MathNode): string | null {
  const n = unwrap(node);
  return n.type === 'SymbolNode' ? (n as unknown as { name: string }).name : null;
}

export function isSymbol(node: MathNode, name: string): boolean {
  return symbolName(node) === name;
}


/** True when the node mentions the variable (function names do not count). */
export function dependsOn(node: MathNode, variable: string): boolean {
  let found = false;
  node.traverse((n, path) => {
    if (path !== 'fn' && n.type === 'SymbolNode' && (n as unknown as { name: string }).name === variable) found = true;
  });
  return found;
}

/** Flattens a + b - c into signed terms. */
export function termsOf(node: MathNode): Array<{ sign: 1 | -1; term: MathNode }> {
  const n = unwrap(node);
  const o = asOperator(n);
  if (o && (o.fn === 'add' || o.fn === 'subtract') && o.args.length === 2) {
    const right = termsOf(o.args[1]!).map((t) => ({ sign: (o.fn === 'add' ? t.sign : -t.sign) as 1 | -1, term: t.term }));
    return [...termsOf(o.args[0]!), ...right];
  }
  return [{ sign: 1, term: n }];
}

/** Flattens a · b · c (explicit or implicit) into factors. */
export function factorsOf(node: MathNode): MathNode[] {
  const n = unwrap(node);
  const o = asOperator(n);
  if (o && o.fn === 'multiply') return o.args.flatMap(factorsOf);
  return [n];
}

export function sameNode(a: MathNode, b: MathNode): boolean {
  return stripParentheses(a).equals(stripParentheses(b));
}

/**
 * Runs the folding builders again over a whole tree: after a pending part is replaced by its
 * derivative, `u * -(v)` becomes `-(u * v)`, `a + -b` becomes `a - b` and `u * 1` becomes `u`.
 */
export function rebuild(node: MathNode): MathNode {
  const n = unwrap(node);
  const o = asOperator(n);
  if (o) {
    const args = o.args.map(rebuild);
    if (o.fn === 'unaryMinus') return neg(args[0]!);
    if (args.length === 2) {
      const [a, b] = [args[0]!, args[1]!];
      if (o.fn === 'add') return add(a, b);
      if (o.fn === 'subtract') return sub(a, b);
      if (o.fn === 'multiply') return mul(a, b);
      if (o.fn === 'divide') return div(a, b);
      if (o.fn === 'pow') return pow(a, b);
    }
    return n;
  }
  const f = asFunction(n);
  if (f) return callNode(f.name, f.args.map(rebuild));
  return n;
}

/** The node with every occurrence of a letter replaced by a value. */
export function replaceSymbol(node: MathNode, name: string, value: MathNode): MathNode {
  return node.transform((n) => (n.type === 'SymbolNode' && symbolName(n) === name ? value : n));
}
