import { ConstantNode, OperatorNode, ParenthesisNode, type Fraction, type MathNode } from 'mathjs';
import type { MathState, Relation } from '../../problem';
import { splitContent, trimPolynomial, type Polynomial } from './polynomial';
import { callNode, symbolNode } from '../../nodes/build-nodes';

// Node builders: every state we show is built from these, so that the text a student sees and the
// tree the verifier checks are the same thing.

/** Negative numbers are negative constants (`-225`), so `-225 q` prints without extra brackets. */
export function numberNode(value: number | bigint): MathNode {
  return new ConstantNode(Number(value));
}

export function negate(node: MathNode): MathNode {
  const positive = withoutSign(node);
  if (positive) return positive;
  const n = node as unknown as { type: string; fn?: string; value?: unknown; args?: MathNode[]; implicit?: boolean };
  if (n.type === 'ConstantNode' && typeof n.value === 'number') return new ConstantNode(-n.value);
  if (n.type === 'OperatorNode' && n.fn === 'divide' && n.args) {
    return new OperatorNode('/', 'divide', [negate(n.args[0]!), n.args[1]!]);
  }
  if (n.type === 'OperatorNode' && n.fn === 'multiply' && n.args) {
    const first = n.args[0] as unknown as { type: string; value?: unknown };
    if (first.type === 'ConstantNode' && typeof first.value === 'number') {
      return new OperatorNode('*', 'multiply', [new ConstantNode(-first.value), n.args[1]!], n.implicit ?? false);
    }
  }
  return new OperatorNode('-', 'unaryMinus', [wrapIfSum(node, true)]);
}

export function add(a: MathNode, b: MathNode): MathNode {
  // a + (-b) reads as a - b.
  const positive = withoutSign(b);
  if (positive) return new OperatorNode('-', 'subtract', [a, wrapIfSum(positive, true)]);
  return new OperatorNode('+', 'add', [a, wrapIfSum(b, false)]);
}

export function subtract(a: MathNode, b: MathNode): MathNode {
  const positive = withoutSign(b);
  if (positive) return new OperatorNode('+', 'add', [a, wrapIfSum(positive, false)]);
  return new OperatorNode('-', 'subtract', [a, wrapIfSum(b, true)]);
}

/**
 * The node with its leading minus taken off (-x → x, -3 → 3, -3x → 3x, -3/4 → 3/4), or null when it
 * does not start with a minus.
 */
export function withoutSign(node: MathNode): MathNode | null {
  const n = node as unknown as { type: string; fn?: string; value?: unknown; args?: MathNode[]; implicit?: boolean; content?: MathNode };
  if (n.type === 'ConstantNode' && typeof n.value === 'number' && n.value < 0) return new ConstantNode(-n.value);
  if (n.type === 'OperatorNode' && n.fn === 'unaryMinus') return n.args![0]!;
  if (n.type === 'ParenthesisNode' && n.content) {
    const inner = withoutSign(n.content);
    return inner ? new ParenthesisNode(inner) : null;
  }
  if (n.type === 'OperatorNode' && (n.fn === 'multiply' || n.fn === 'divide')) {
    const first = withoutSign(n.args![0]!);
    if (!first) return null;
    const isOne = (first as unknown as { value?: unknown }).value === 1;
    if (n.fn === 'multiply' && isOne) return n.args![1]!;
    return new OperatorNode(n.fn === 'multiply' ? '*' : '/', n.fn, [first, n.args![1]!], n.implicit ?? false);
  }
  return null;
}

export function sum(terms: MathNode[]): MathNode {
  if (terms.length === 0) return numberNode(0);
  return terms.slice(1).reduce((acc, t) => add(acc, t), terms[0]!);
}

export function multiply(a: MathNode, b: MathNode, implicit = false): MathNode {
  return new OperatorNode('*', 'multiply', [wrapIfSum(a, false), wrapIfSum(b, false)], implicit);
}

export function divide(a: MathNode, b: MathNode): MathNode {
  return new OperatorNode('/', 'divide', [wrapIfSum(a, false), wrapComposite(b)]);
}

export function power(base: MathNode, exponent: MathNode): MathNode {
  return new OperatorNode('^', 'pow', [wrapComposite(base), wrapComposite(exponent)]);
}

export function sqrtNode(radicand: MathNode): MathNode {
  return callNode('sqrt', [radicand]);
}

export function parenthesize(node: MathNode): MathNode {
  return new ParenthesisNode(node);
}

function wrapIfSum(node: MathNode, alsoForSubtraction: boolean): MathNode {
  const n = node as unknown as { type: string; fn?: string };
  if (n.type !== 'OperatorNode') return node;
  if (n.fn === 'add' || n.fn === 'subtract') return new ParenthesisNode(node);
  if (alsoForSubtraction && n.fn === 'unaryMinus') return new ParenthesisNode(node);
  return node;
}

/** Operators, and negative numbers: a base of -3 is (-3)^2, not -3^2. */
function wrapComposite(node: MathNode): MathNode {
  const n = node as unknown as { type: string; value?: unknown };
  const negative = n.type === 'ConstantNode' && typeof n.value === 'number' && n.value < 0;
  return n.type === 'OperatorNode' || negative ? new ParenthesisNode(node) : node;
}

/** An exact rational: 3, -2, 3/4, -3/28. */
export function fractionNode(f: Fraction): MathNode {
  const top = numberNode(f.s * f.n);
  return f.d === 1n ? top : new OperatorNode('/', 'divide', [top, numberNode(f.d)]);
}

/**
 * A rational as a student would want the answer: a terminating decimal when the problem was written
 * with decimals (q = -1.962), otherwise a fraction in lowest terms.
 */
export function answerNumberNode(f: Fraction, preferDecimal: boolean): MathNode {
  if (preferDecimal && f.d !== 1n && terminates(f.d)) {
    return new ConstantNode(Number(f.toString()));
  }
  return fractionNode(f);
}

function terminates(d: bigint): boolean {
  let x = d;
  while (x % 2n === 0n) x /= 2n;
  while (x % 5n === 0n) x /= 5n;
  return x === 1n;
}

/** `c·x^k` with the coefficient written as a student would: x, -x, 3x², (3/4)x. */
export function termNode(c: Fraction, k: number, variable: string): MathNode {
  if (k === 0) return fractionNode(c);
  const base = k === 1 ? symbolNode(variable) : power(symbolNode(variable), numberNode(k));
  if (c.equals(1)) return base;
  if (c.equals(-1)) return new OperatorNode('-', 'unaryMinus', [base]);
  if (c.d === 1n) return multiply(fractionNode(c), base, true);
  return multiply(parenthesize(fractionNode(c)), base, true);
}

/** Highest power first, as in `2x² - 5x + 3`; zero is `0`. */
export function polynomialNode(p: Polynomial, variable: string): MathNode {
  const q = trimPolynomial(p);
  const terms: MathNode[] = [];
  for (let k = q.length - 1; k >= 0; k--) if (!q[k]!.equals(0)) terms.push(termNode(q[k]!, k, variable));
  return sum(terms);
}

/** `2(2x + 3)` for 4x + 6 when a common factor is worth showing; otherwise the plain polynomial. */
export function factoredContentNode(p: Polynomial, variable: string): MathNode {
  const { content, primitive } = splitContent(p);
  if (content.equals(1) || content.equals(0)) return polynomialNode(p, variable);
  const inner = polynomialNode(primitive, variable);
  if (content.equals(-1)) return new OperatorNode('-', 'unaryMinus', [parenthesize(inner)]);
  return multiply(fractionNode(content), parenthesize(inner), true);
}

export function relation(lhs: MathNode, op: Relation['op'], rhs: MathNode): Relation {
  return { lhs, op, rhs };
}

export function relationState(lhs: MathNode, op: Relation['op'], rhs: MathNode): MathState {
  return { kind: 'relation', relation: relation(lhs, op, rhs) };
}

/** One relation stays a relation; several are alternatives (x = 2 or x = 3) or a system (and). */
export function statesOf(relations: Relation[], join: 'and' | 'or'): MathState {
  if (relations.length === 1) return { kind: 'relation', relation: relations[0]! };
  return { kind: 'relations', relations, join };
}
