import type { MathNode } from 'mathjs';
import { ConstantNode as Constant, OperatorNode, SymbolNode, isComplex, isFraction } from 'mathjs';
import { formatNumber } from './format-number';
import { asFunction, asOperator, asSymbol, constantValue, isNegative, negate, precedence, rawValue } from './node-kit';

/**
 * Plain ASCII any CAS reads back: explicit `*`, `^`, `sqrt()`, `ln()`, `pi`; tidy: no `1*x`, no `x^1`,
 * no `+ -`. Brackets only where the value needs them (a sum inside a product, a negative base…).
 */
export function printText(node: MathNode): string {
  const value = constantValue(node);
  if (value !== undefined) return printConstant(node, value);
  const symbol = asSymbol(node);
  if (symbol) return symbol.name;
  const fn = asFunction(node);
  if (fn) return printFunction(fn.fn.name, fn.args);
  const op = asOperator(node);
  if (op) return printOperator(op.fn, op.args) ?? node.toString();
  if (node.type === 'ParenthesisNode') return printText((node as unknown as { content: MathNode }).content);
  if (node.type === 'ConstantNode') {
    const raw = rawValue(node);
    if (isComplex(raw)) return printText(complexNode(raw.re, raw.im));
  }
  return node.toString();
}

export const makeNodes = {
  constant: (value: number): MathNode => new Constant(value),
  operator: (fn: 'multiply' | 'divide', args: MathNode[]): MathNode => new OperatorNode(fn === 'multiply' ? '*' : '/', fn, args),
};

/** a + b·i as a tree, for complex constants a method may produce. */
export function complexNode(re: number, im: number): MathNode {
  const imaginary: MathNode = im === 1 ? new SymbolNode('i') : new OperatorNode('*', 'multiply', [new Constant(im), new SymbolNode('i')]);
  if (re === 0) return imaginary;
  return new OperatorNode('+', 'add', [new Constant(re), imaginary]);
}

function printConstant(node: MathNode, value: number): string {
  const raw = rawValue(node);
  // Exact values (BigInt, fraction.js) print every digit; a float would round past 15 of them.
  if (typeof raw === 'bigint') return raw.toString();
  if (isFraction(raw)) return `${raw.s < 0n ? '-' : ''}${raw.n}${raw.d === 1n ? '' : `/${raw.d}`}`;
  return formatNumber(value);
}

function wrap(text: string, needed: boolean): string {
  return needed ? `(${text})` : text;
}

function isOne(node: MathNode): boolean {
  return constantValue(node) === 1;
}

function isMinusOne(node: MathNode): boolean {
  if (constantValue(node) === -1) return true;
  const op = asOperator(node);
  return op?.fn === 'unaryMinus' && isOne(op.args[0] as MathNode);
}

function printOperator(fn: string, args: MathNode[]): string | undefined {
  const [a, b] = args as [MathNode, MathNode];
  switch (fn) {
    case 'add':
      if (args.length > 2) return printOperator('add', [new OperatorNode('+', 'add', args.slice(0, -1)), args[args.length - 1] as MathNode]);
      if (isNegative(b)) return `${printText(a)} - ${wrap(printText(negate(b, makeNodes)), precedence(negate(b, makeNodes)) <= 1)}`;
      return `${printText(a)} + ${wrap(printText(b), precedence(b) <= 1)}`;
    case 'subtract':
      if (isNegative(b) && precedence(b) >= 2) return `${printText(a)} + ${printText(negate(b, makeNodes))}`;
      return `${printText(a)} - ${wrap(printText(b), precedence(b) <= 1)}`;
    case 'multiply': {
      if (args.length > 2) return printOperator('multiply', [new OperatorNode('*', 'multiply', args.slice(0, -1)), args[args.length - 1] as MathNode]);
      if (args.length === 1) return printText(a);
      if (isOne(a)) return printText(b);
      if (isOne(b)) return printText(a);
      if (isMinusOne(a)) return `-${wrap(printText(b), precedence(b) < 2)}`;
      const right = precedence(b) < 2 || precedence(b) === 3 || (asOperator(b)?.fn === 'divide');
      return `${wrap(printText(a), precedence(a) < 2)}*${wrap(printText(b), right)}`;
    }
    case 'divide':
      return `${wrap(printText(a), precedence(a) < 2)}/${wrap(printText(b), precedence(b) <= 3)}`;
    case 'unaryMinus':
      return `-${wrap(printText(a), precedence(a) < 2 || precedence(a) === 3)}`;
    case 'unaryPlus':
      return printText(a);
    case 'pow':
      if (isOne(b)) return printText(a);
      return `${wrap(printText(a), precedence(a) < 10)}^${wrap(printText(b), precedence(b) < 10)}`;
    case 'factorial':
      return `${wrap(printText(a), precedence(a) < 10)}!`;
    default:
      return undefined;
  }
}

function printFunction(name: string, args: MathNode[]): string {
  const list = args.map(printText).join(', ');
  if (name === 'log' && args.length === 1) return `ln(${list})`;
  if (name === 'nthRoot' && args.length === 2 && constantValue(args[1] as MathNode) === 2) return `sqrt(${printText(args[0] as MathNode)})`;
  return `${name}(${list})`;
}
