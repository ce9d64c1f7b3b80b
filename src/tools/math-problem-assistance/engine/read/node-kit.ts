import type { FunctionNode, MathNode, OperatorNode, SymbolNode } from 'mathjs';
import { OperatorNode as Operator, ParenthesisNode, isFraction } from 'mathjs';

/** Narrow views of mathjs nodes (its own guards are typed too loosely for strict code). */
export type AnyOperator = OperatorNode<never, never, MathNode[]> & { fn: string; op: string };

export function asOperator(node: MathNode): AnyOperator | undefined {
  return node.type === 'OperatorNode' ? (node as unknown as AnyOperator) : undefined;
}

export function asFunction(node: MathNode): (FunctionNode & { fn: SymbolNode }) | undefined {
  return node.type === 'FunctionNode' ? (node as FunctionNode & { fn: SymbolNode }) : undefined;
}

export function functionName(node: MathNode): string | undefined {
  const fn = asFunction(node);
  return fn ? fn.fn.name : undefined;
}

export function asSymbol(node: MathNode): SymbolNode | undefined {
  return node.type === 'SymbolNode' ? (node as SymbolNode) : undefined;
}

/** A ConstantNode's stored value as is (number, Fraction, Complex, string…). */
export function rawValue(node: MathNode): unknown {
  return node.type === 'ConstantNode' ? (node as unknown as { value: unknown }).value : undefined;
}

/** A ConstantNode's numeric value (fractions included); undefined for anything else. */
export function constantValue(node: MathNode): number | undefined {
  if (node.type !== 'ConstantNode') return undefined;
  const value = rawValue(node);
  if (typeof value === 'number') return value;
  if (isFraction(value)) return Number(value.valueOf());
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}

export function isOperator(node: MathNode, fn: string): boolean {
  return asOperator(node)?.fn === fn;
}

/** -3, -x, -3·x, -x/2: printed as a subtraction when it follows a plus. */
export function isNegative(node: MathNode): boolean {
  const value = constantValue(node);
  if (value !== undefined) return value < 0 || Object.is(value, -0);
  const op = asOperator(node);
  if (!op) return false;
  if (op.fn === 'unaryMinus') return true;
  if ((op.fn === 'multiply' || op.fn === 'divide') && op.args[0]) return isNegative(op.args[0]);
  return false;
}

/** The opposite of a node for which isNegative holds, built without a new minus sign. */
export function negate(node: MathNode, make: { constant(value: number): MathNode; operator(fn: 'multiply' | 'divide', args: MathNode[]): MathNode }): MathNode {
  const value = constantValue(node);
  if (value !== undefined) return make.constant(-value);
  const op = asOperator(node);
  if (op?.fn === 'unaryMinus') return op.args[0] as MathNode;
  if (op && (op.fn === 'multiply' || op.fn === 'divide')) {
    const first = negate(op.args[0] as MathNode, make);
    // -1·x loses its 1 here so the result reads `- x`, not `- 1*x`.
    if (op.fn === 'multiply' && constantValue(first) === 1 && op.args.length === 2) return op.args[1] as MathNode;
    return make.operator(op.fn, [first, ...op.args.slice(1)]);
  }
  return node;
}

/** Binding strength when printing: sums 1, products 2, a leading minus 3, powers 4, factorials 5, atoms 10. */
export function precedence(node: MathNode): number {
  const value = constantValue(node);
  if (value !== undefined) {
    if (value < 0) return 3;
    const raw = rawValue(node);
    if (isFraction(raw) && Number(raw.d) !== 1) return 2;
    return 10;
  }
  const op = asOperator(node);
  if (!op) return 10;
  switch (op.fn) {
    case 'add':
    case 'subtract':
      return 1;
    case 'multiply':
    case 'divide':
      return 2;
    case 'unaryMinus':
    case 'unaryPlus':
      return 3;
    case 'pow':
      return 4;
    case 'factorial':
      return 5;
    default:
      return 0;
  }
}

/**
 * The same tree without ParenthesisNodes and with every product explicit. Trees from mathjs's own parse
 * (or simplify) may carry both, and mathjs prints an implicit product x (x - 1) as `x(x - 1)`, which
 * reads back as a call of a function x.
 */
export function normalizeNode(node: MathNode): MathNode {
  return node.transform((child) => {
    if (child.type === 'ParenthesisNode') return normalizeNode((child as unknown as { content: MathNode }).content);
    const op = asOperator(child);
    if (op?.implicit) return new Operator(op.op as '*', op.fn as 'multiply', op.args.map(normalizeNode), false);
    return child;
  });
}

/** A constant mathjs prints as more than one token (-5, 1/2, 2i), or as a number below zero. */
function printsAsCompound(node: MathNode): boolean {
  const raw = rawValue(node);
  if (typeof raw === 'number' || typeof raw === 'bigint') return raw < 0 || Object.is(raw, -0);
  return true;
}

/**
 * The tree as text that mathjs reads back as the same tree. mathjs prints a constant as its bare value
 * whatever stands around it, so once brackets are gone a negative constant under a power, (-5)^2, would
 * read back as -5^2 = -25, and a Fraction exponent x^(1/2) as x^1/2. Such constants get brackets here:
 * a negative constant is a legal node, and the checkers must read it as one.
 */
export function rereadableText(node: MathNode): string {
  return normalizeNode(node)
    .transform((child) => (child.type === 'ConstantNode' && printsAsCompound(child) ? new ParenthesisNode(child) : child))
    .toString();
}
