import type { MathNode } from 'mathjs';
import { OperatorNode, isComplex, isFraction } from 'mathjs';
import { formatNumberLatex } from './format-number';
import { asFunction, asOperator, asSymbol, constantValue, isNegative, negate, precedence, rawValue } from './node-kit';
import { complexNode, makeNodes } from './print-text';

/**
 * LaTeX for KaTeX, written the way a textbook prints it: `\frac`, `\sqrt`, `2x`, `x\sin\left(x\right)`,
 * and `\cdot` only where juxtaposition would misread (2·3, 2·½). mathjs's own toTex is the fallback for
 * nodes a problem never holds.
 */
export function printLatex(node: MathNode): string {
  const value = constantValue(node);
  if (value !== undefined) {
    const raw = rawValue(node);
    if (typeof raw === 'bigint') return raw.toString();
    if (isFraction(raw) && raw.d === 1n) return `${raw.s < 0n ? '-' : ''}${raw.n}`;
    if (isFraction(raw) && raw.d !== 1n) {
      const numerator = `\\frac{${raw.n}}{${raw.d}}`;
      return raw.s < 0n ? `-${numerator}` : numerator;
    }
    return formatNumberLatex(value);
  }
  if (node.type === 'ConstantNode') {
    const raw = rawValue(node);
    if (isComplex(raw)) return printLatex(complexNode(raw.re, raw.im));
  }
  const symbol = asSymbol(node);
  if (symbol) return symbolLatex(symbol.name);
  const fn = asFunction(node);
  if (fn) return functionLatex(fn.fn.name, fn.args) ?? node.toTex();
  const op = asOperator(node);
  if (op) return operatorLatex(op.fn, op.args) ?? node.toTex();
  if (node.type === 'ParenthesisNode') return printLatex((node as unknown as { content: MathNode }).content);
  return node.toTex();
}

const GREEK = new Set([
  'alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'mu', 'nu', 'xi', 'rho',
  'sigma', 'tau', 'upsilon', 'phi', 'chi', 'psi', 'omega',
]);

function symbolLatex(name: string): string {
  if (name === 'pi') return '\\pi';
  if (name === 'Infinity') return '\\infty';
  if (GREEK.has(name)) return `\\${name}`;
  const subscript = /^([A-Za-z])_(\w+)$/u.exec(name);
  if (subscript) return `${subscript[1]}_{${subscript[2]}}`;
  return name.length > 1 && /^[A-Za-z]+$/u.test(name) ? `\\mathrm{${name}}` : name;
}

function paren(tex: string, needed: boolean): string {
  return needed ? `\\left(${tex}\\right)` : tex;
}

const NAMED: Record<string, string> = {
  sin: '\\sin', cos: '\\cos', tan: '\\tan', sec: '\\sec', csc: '\\csc', cot: '\\cot', asin: '\\arcsin', acos: '\\arccos',
  atan: '\\arctan', sinh: '\\sinh', cosh: '\\cosh', tanh: '\\tanh', coth: '\\coth', exp: '\\exp', max: '\\max', min: '\\min',
  gcd: '\\gcd',
};
const TRIG = new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'sinh', 'cosh', 'tanh', 'coth']);

function functionHead(name: string, args: MathNode[]): string | undefined {
  if (name === 'log' && args.length === 1) return '\\ln';
  if (name === 'log' && args.length === 2) return `\\log_{${printLatex(args[1] as MathNode)}}`;
  if (name === 'log10') return '\\log_{10}';
  if (name === 'log2') return '\\log_{2}';
  if (args.length === 1 && NAMED[name]) return NAMED[name];
  return undefined;
}

function functionLatex(name: string, args: MathNode[]): string | undefined {
  const [a, b, c, d] = args;
  if (!a) return undefined;
  if (name === 'sqrt') return `\\sqrt{${printLatex(a)}}`;
  if (name === 'cbrt') return `\\sqrt[3]{${printLatex(a)}}`;
  if (name === 'nthRoot') return b === undefined || constantValue(b) === 2 ? `\\sqrt{${printLatex(a)}}` : `\\sqrt[${printLatex(b)}]{${printLatex(a)}}`;
  if (name === 'abs') return `\\left|${printLatex(a)}\\right|`;
  if (name === 'exp') return `e^{${printLatex(a)}}`;
  if (name === 'factorial') return `${paren(printLatex(a), precedence(a) < 10)}!`;
  if (name === 'derivative' && b) return `\\frac{d}{d${printLatex(b)}}${paren(printLatex(a), asSymbol(a) === undefined)}`;
  if (name === 'integral' && b) {
    const bounds = c && d ? `_{${printLatex(c)}}^{${printLatex(d)}}` : '';
    return `\\int${bounds} ${paren(printLatex(a), precedence(a) < 2)}\\,d${printLatex(b)}`;
  }
  if (name === 'limit' && b && c) {
    const side = d && asSymbol(d)?.name === 'left' ? '^{-}' : d && asSymbol(d)?.name === 'right' ? '^{+}' : '';
    return `\\lim_{${printLatex(b)} \\to ${printLatex(c)}${side}} ${paren(printLatex(a), precedence(a) < 2)}`;
  }
  if (name === 'between' && c && d) return `\\left[${printLatex(a)}\\right]_{${printLatex(c)}}^{${printLatex(d)}}`;
  const head = functionHead(name, args) ?? `\\operatorname{${name}}`;
  const shown = name === 'log' && args.length === 2 ? [a] : args;
  return `${head}\\left(${shown.map(printLatex).join(', ')}\\right)`;
}

function isOne(node: MathNode): boolean {
  return constantValue(node) === 1;
}

function isFractionLike(node: MathNode): boolean {
  const op = asOperator(node);
  if (op?.fn === 'divide') return true;
  const raw = node.type === 'ConstantNode' ? rawValue(node) : undefined;
  return isFraction(raw) && Number(raw.d) !== 1;
}

/** Whether `left right` written side by side could misread (2 3, 2 ½, x 2): then a `\cdot` goes between. */
function needsDot(left: MathNode, leftTex: string, rightTex: string, right: MathNode): boolean {
  if (/^[\d.]/u.test(rightTex) || rightTex.startsWith('-')) return true;
  // x·x, not xx.
  if (leftTex === rightTex && asSymbol(left) !== undefined) return true;
  if (isFractionLike(right) && (constantValue(left) !== undefined || isFractionLike(left))) return true;
  return /\d$/u.test(leftTex) && /^\\frac/u.test(rightTex);
}

function operatorLatex(fn: string, args: MathNode[]): string | undefined {
  const [a, b] = args as [MathNode, MathNode];
  switch (fn) {
    case 'add':
      if (args.length > 2) return operatorLatex('add', [new OperatorNode('+', 'add', args.slice(0, -1)), args[args.length - 1] as MathNode]);
      if (isNegative(b)) {
        const positive = negate(b, makeNodes);
        return `${printLatex(a)} - ${paren(printLatex(positive), precedence(positive) <= 1)}`;
      }
      return `${printLatex(a)} + ${paren(printLatex(b), precedence(b) <= 1)}`;
    case 'subtract':
      if (isNegative(b) && precedence(b) >= 2) return `${printLatex(a)} + ${printLatex(negate(b, makeNodes))}`;
      return `${printLatex(a)} - ${paren(printLatex(b), precedence(b) <= 1)}`;
    case 'multiply': {
      if (args.length > 2) return operatorLatex('multiply', [new OperatorNode('*', 'multiply', args.slice(0, -1)), args[args.length - 1] as MathNode]);
      if (args.length === 1) return printLatex(a);
      if (isOne(a)) return printLatex(b);
      if (isOne(b)) return printLatex(a);
      if (constantValue(a) === -1) return `-${paren(printLatex(b), precedence(b) < 2)}`;
      const leftTex = paren(printLatex(a), precedence(a) < 2);
      const rightTex = paren(printLatex(b), precedence(b) < 2 || precedence(b) === 3);
      return needsDot(a, leftTex, rightTex, b) ? `${leftTex} \\cdot ${rightTex}` : `${leftTex} ${rightTex}`;
    }
    case 'divide':
      // -9/4 prints as -\frac{9}{4}: the sign in front of the bar, as in a textbook.
      if (isNegative(a)) return `-\\frac{${printLatex(negate(a, makeNodes))}}{${printLatex(b)}}`;
      return `\\frac{${printLatex(a)}}{${printLatex(b)}}`;
    case 'unaryMinus':
      return `-${paren(printLatex(a), precedence(a) < 2 || precedence(a) === 3)}`;
    case 'unaryPlus':
      return printLatex(a);
    case 'pow': {
      if (isOne(b)) return printLatex(a);
      const base = asFunction(a);
      if (base && TRIG.has(base.fn.name) && base.args.length === 1) {
        return `${NAMED[base.fn.name]}^{${printLatex(b)}}\\left(${printLatex(base.args[0] as MathNode)}\\right)`;
      }
      return `${paren(printLatex(a), precedence(a) < 10 || base !== undefined)}^{${printLatex(b)}}`;
    }
    case 'factorial':
      return `${paren(printLatex(a), precedence(a) < 10)}!`;
    default:
      return undefined;
  }
}
