import { OperatorNode, type MathNode } from 'mathjs';
import { type Q, isInteger, isNegative, neg as negQ, numerator } from './rational';
import { functionName, signedNumberNode as numberNode, stripParens } from '../../nodes/build-nodes';

export { functionName, numberNode, stripParens };

/** Small constructors for mathjs trees, so methods build states without repeating mathjs' node API. */

type AnyOperatorNode = MathNode & { op: string; fn: string; args: MathNode[]; implicit?: boolean };

/** A rational as a node: 3, -3, 3/4, -(3/4). */
export function rationalNode(value: Q): MathNode {
  if (isNegative(value)) return negNode(rationalNode(negQ(value)));
  if (isInteger(value)) return numberNode(numerator(value));
  return divNode(numberNode(numerator(value)), numberNode(value.d));
}

function op(symbol: string, fn: string, args: MathNode[], implicit = false): MathNode {
  return new OperatorNode(symbol as never, fn as never, args, implicit) as unknown as MathNode;
}

export const negNode = (a: MathNode): MathNode => op('-', 'unaryMinus', [a]);
export const divNode = (a: MathNode, b: MathNode): MathNode => op('/', 'divide', [a, b]);
export const powNode = (a: MathNode, b: MathNode): MathNode => op('^', 'pow', [a, b]);

/** a·b, implicit (written 5x) when a number multiplies something that starts with a letter or a bracket. */
export function mulNode(a: MathNode, b: MathNode): MathNode {
  const implicit = isConstant(a) && !isConstant(b) && !isDivision(b);
  return op('*', 'multiply', [a, b], implicit);
}

/** The product of several factors, left-associated; 1 for none. */
export function productNode(factors: MathNode[]): MathNode {
  if (factors.length === 0) return numberNode(1);
  return factors.slice(1).reduce((acc, factor) => mulNode(acc, factor), factors[0] as MathNode);
}

/** A sum of signed terms: a negative term (unary minus) is written as a subtraction. */
export function sumNode(terms: MathNode[]): MathNode {
  if (terms.length === 0) return numberNode(0);
  let acc = terms[0] as MathNode;
  for (const term of terms.slice(1)) {
    acc = isUnaryMinus(term) ? op('-', 'subtract', [acc, operandOf(term)]) : op('+', 'add', [acc, term]);
  }
  return acc;
}

export const addNode = (a: MathNode, b: MathNode): MathNode => op('+', 'add', [a, b]);
export const subNode = (a: MathNode, b: MathNode): MathNode => op('-', 'subtract', [a, b]);

export function asOperator(node: MathNode): AnyOperatorNode | null {
  return node.type === 'OperatorNode' ? (node as AnyOperatorNode) : null;
}

export function isConstant(node: MathNode): boolean {
  return node.type === 'ConstantNode';
}

export function isUnaryMinus(node: MathNode): boolean {
  const o = asOperator(node);
  return o !== null && o.fn === 'unaryMinus';
}

export function isDivision(node: MathNode): boolean {
  const o = asOperator(node);
  return o !== null && o.fn === 'divide';
}

export function operandOf(node: MathNode): MathNode {
  const o = asOperator(node);
  return (o?.args[0] ?? node) as MathNode;
}

export function children(node: MathNode): MathNode[] {
  if (node.type === 'OperatorNode' || node.type === 'FunctionNode') return (node as unknown as { args: MathNode[] }).args;
  if (node.type === 'ParenthesisNode') return [(node as unknown as { content: MathNode }).content];
  return [];
}

export function constantValue(node: MathNode): number | null {
  return node.type === 'ConstantNode' && typeof (node as unknown as { value: unknown }).value === 'number'
    ? ((node as unknown as { value: number }).value)
    : null;
}

export function symbolName(node: MathNode): string | null {
  return node.type === 'SymbolNode' ? (node as unknown as { name: string }).name : null;
}

/** The free variables (not pi, e, i, function names) in a tree, sorted. */
export function freeVariables(node: MathNode): string[] {
  const names = new Set<string>();
  node.traverse((child, path) => {
    const name = symbolName(child);
    if (name && path !== 'fn' && !CONSTANT_NAMES.has(name)) names.add(name);
  });
  return [...names].sort();
}

export const CONSTANT_NAMES = new Set(['pi', 'e', 'i', 'Infinity', 'E', 'PI', 'tau', 'phi']);

export function countNodes(node: MathNode): number {
  let count = 0;
  stripParens(node).traverse(() => {
    count += 1;
  });
  return count;
}
