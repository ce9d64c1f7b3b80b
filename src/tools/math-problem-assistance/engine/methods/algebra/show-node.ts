import type { MathNode } from 'mathjs';
import { formatNumber } from '../../read/format-number';
import { asOperator, children, constantValue, functionName, stripParens, symbolName } from './node-build';

/**
 * Plain text for explanations and messages, the way a student writes it: "5x^2 - 3x + 1",
 * "(x + 1)(x - 2)", "3/4", "2 × 4" between numbers, "√2". States are formatted by the tool's
 * formatter; this is only for words around them.
 */
export function showNode(node: MathNode): string {
  return show(stripParens(node));
}

const PREC_SUM = 1;
const PREC_PRODUCT = 2;
const PREC_UNARY = 3;
const PREC_POWER = 4;
const PREC_ATOM = 5;

function precedence(node: MathNode): number {
  const o = asOperator(node);
  if (!o) return constantValue(node) !== null && (constantValue(node) as number) < 0 ? PREC_UNARY : PREC_ATOM;
  if (o.fn === 'add' || o.fn === 'subtract') return PREC_SUM;
  if (o.fn === 'multiply' || o.fn === 'divide') return PREC_PRODUCT;
  if (o.fn === 'unaryMinus' || o.fn === 'unaryPlus') return PREC_UNARY;
  if (o.fn === 'pow') return PREC_POWER;
  return PREC_SUM;
}

function wrap(node: MathNode, minPrec: number): string {
  const text = show(node);
  return precedence(node) < minPrec ? `(${text})` : text;
}

function startsWithDigit(text: string): boolean {
  return /^[0-9.]/u.test(text);
}

/** 2 + (-3), never 2 + -3. */
function noLeadingMinus(text: string): string {
  return text.startsWith('-') ? `(${text})` : text;
}

function show(node: MathNode): string {
  const value = constantValue(node);
  if (value !== null) return formatNumber(value);
  const name = symbolName(node);
  if (name !== null) return name === 'pi' ? 'π' : name;
  const fn = functionName(node);
  if (fn !== null) {
    const args = children(node);
    if (fn === 'sqrt' && args[0]) return `√${wrap(args[0], PREC_ATOM)}`;
    if (fn === 'abs' && args[0]) return `|${show(args[0])}|`;
    if (fn === 'nthRoot' && args.length === 2 && args[1] && constantValue(args[1]) === 2) return `√${wrap(args[0] as MathNode, PREC_ATOM)}`;
    return `${fn}(${args.map(show).join(', ')})`;
  }
  const o = asOperator(node);
  if (!o) return node.toString();
  const [a, b] = o.args;
  switch (o.fn) {
    case 'add':
      return `${show(a as MathNode)} + ${noLeadingMinus(wrap(b as MathNode, PREC_PRODUCT))}`;
    case 'subtract':
      return `${show(a as MathNode)} - ${noLeadingMinus(wrap(b as MathNode, PREC_PRODUCT))}`;
    case 'unaryMinus': {
      // -4x^2 and -(x - 1)(x + 1), but -(x + 1) and -(-3).
      const inner = wrap(a as MathNode, PREC_PRODUCT);
      return inner.startsWith('-') ? `-(${inner})` : `-${inner}`;
    }
    case 'unaryPlus':
      return `+${wrap(a as MathNode, PREC_POWER)}`;
    case 'multiply': {
      const left = wrap(a as MathNode, PREC_PRODUCT);
      const right = wrap(b as MathNode, PREC_UNARY + 0.5);
      // 5x, 2(x + 1), (x + 1)(x - 2), xy — but 2 × 4 and 3 × (-2) between numbers.
      if (startsWithDigit(right) || right.startsWith('-')) return `${left} × ${right}`;
      // x^2·y, not x^2y (which reads as x to the power 2y).
      if ((asOperator(a as MathNode)?.fn === 'pow' || asOperator(a as MathNode)?.fn === 'divide') && !right.startsWith('(')) return `${left}·${right}`;
      if (/[0-9)a-zA-Zπ]$/u.test(left)) return `${left}${right}`;
      return `${left} × ${right}`;
    }
    case 'divide':
      return `${wrap(a as MathNode, PREC_POWER)}/${wrap(b as MathNode, PREC_POWER)}`;
    case 'pow':
      return `${wrap(a as MathNode, PREC_ATOM)}^${wrap(b as MathNode, PREC_ATOM)}`;
    default:
      return o.args.map((arg) => wrap(arg, PREC_ATOM)).join(` ${o.op} `);
  }
}
