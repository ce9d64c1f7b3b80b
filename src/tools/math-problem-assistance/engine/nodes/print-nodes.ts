import type { MathNode } from 'mathjs';
import { ConstantNode as Constant, OperatorNode, SymbolNode, isComplex, isFraction } from 'mathjs';
import { asFunction, asOperator, asSymbol, constantValue, isNegative, negate, precedence, rawValue } from '../read/node-kit';
import { functionName, stripParens } from './build-nodes';

/**
 * The one printer of trees. Each notation is written for a different reader, so their outputs differ on
 * purpose and must stay as they are (answers, steps and explanations are compared byte for byte):
 *
 * - `ascii`: what a CAS and our reader read back, for answers and states: explicit `*`, `^`, `sqrt()`,
 *   `ln()`, `pi`; no `1*x`, no `x^1`, no `+ -`; brackets only where the value needs them.
 * - `latex`: KaTeX written the way a textbook prints it: `\frac`, `\sqrt`, `2x`, `x\sin\left(x\right)`,
 *   `\cdot` only where juxtaposition would misread (2·3, 2·½).
 * - `words`: the words around states in algebra's explanations, hints and answer checks, the way a
 *   student writes: "5x^2 - 3x + 1", "(x + 1)(x - 2)", "2 × 4" between numbers, "√2", "π".
 * - `mathjs`: mathjs's own spelling with powers written tight, `x^2 * sin(x)`: calculus's explanations
 *   have always read this way, and students see them.
 * - `mathjs-fixed`: mathjs's spelling with every `*` and numbers in fixed notation, for the equations'
 *   `solutions` (`(5 + sqrt(13)) / 2`), which mathjs and nerdamer parse back.
 * - `mathjs-juxtaposed`: mathjs's default spelling with a number written against what it multiplies
 *   (`2x + 3`): the equations' explanations.
 */
export type Notation = 'ascii' | 'latex' | 'words' | 'mathjs' | 'mathjs-fixed' | 'mathjs-juxtaposed';

export function printNode(node: MathNode, notation: Notation): string {
  switch (notation) {
    case 'ascii':
      return printTree(node, ASCII);
    case 'latex':
      return printTree(node, LATEX);
    case 'words':
      return printWords(stripParens(node));
    case 'mathjs':
      return stripParens(node).toString({ implicit: 'show' }).replace(/ \^ /g, '^');
    case 'mathjs-fixed':
      // Fixed notation: mathjs writes 1000000 as 1e+6 by default, which a reader takes for 1·e + 6.
      return node.toString({ implicit: 'show', notation: 'fixed' } as Parameters<MathNode['toString']>[0]);
    case 'mathjs-juxtaposed':
      return node.toString().replace(/(\d) (?=[A-Za-z(])/g, '$1');
  }
}

/**
 * How a number reads; the styles differ on purpose, as the notations do:
 * - `tidy`: as a student reads it and a CAS parses it: no floating-point dust (0.1 + 0.2 shows 0.3), no
 *   `1e+21` (which our reader would take for 1·e + 21): large and tiny numbers become `m*10^k`.
 * - `approximate`: six significant digits in JavaScript's own spelling, for a value an explanation or a
 *   failed check quotes as an approximation (x ≈ 1.41421).
 * - `ten-decimals`: at most ten decimals, trailing zeros dropped: the numbers the word problems write
 *   into their equations and explanations.
 */
export type NumberStyle = 'tidy' | 'approximate' | 'ten-decimals';

export function formatNumber(value: number, style: NumberStyle = 'tidy'): string {
  if (style === 'approximate') return Number(value.toPrecision(6)).toString();
  if (style === 'ten-decimals') return Number.isInteger(value) ? String(value) : value.toFixed(10).replace(/0+$/, '').replace(/\.$/, '');
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return String(value);
  const rounded = Number.parseFloat(value.toPrecision(12));
  const plain = String(rounded);
  if (!/e/iu.test(plain)) return plain;
  const [mantissa, exponent] = rounded.toExponential().split('e') as [string, string];
  return `${Number.parseFloat(Number(mantissa).toPrecision(12))}*10^${Number(exponent)}`;
}

/** The same for LaTeX: `1.5 \cdot 10^{21}`. */
function formatNumberLatex(value: number): string {
  const text = formatNumber(value);
  if (text === 'Infinity') return '\\infty';
  if (text === '-Infinity') return '-\\infty';
  const power = /^(-?[\d.]+)\*10\^(-?\d+)$/u.exec(text);
  return power ? `${power[1]} \\cdot 10^{${power[2]}}` : text;
}

/** a + b·i as a tree, for complex constants a method may produce. */
function complexNode(re: number, im: number): MathNode {
  const imaginary: MathNode = im === 1 ? new SymbolNode('i') : new OperatorNode('*', 'multiply', [new Constant(im), new SymbolNode('i')]);
  if (re === 0) return imaginary;
  return new OperatorNode('+', 'add', [new Constant(re), imaginary]);
}

const makeNodes = {
  constant: (value: number): MathNode => new Constant(value),
  operator: (fn: 'multiply' | 'divide', args: MathNode[]): MathNode => new OperatorNode(fn === 'multiply' ? '*' : '/', fn, args),
};

/**
 * What `ascii` and `latex` write differently; sums, signs, factorials and the skipped 1s are written by
 * the one walk in printTree, with node-kit's precedence.
 */
interface TreeNotation {
  constant(raw: unknown, value: number): string;
  symbol(name: string): string;
  call(name: string, args: MathNode[], print: (node: MathNode) => string): string | undefined;
  bracket(text: string, needed: boolean): string;
  /** ascii drops the 1 of -1·x also when the -1 is written as -(1); latex only for the constant -1. */
  isMinusOne(node: MathNode): boolean;
  /** a·b once 1s and -1s are gone; `left` is already bracketed where a product needs it. */
  product(a: MathNode, left: string, b: MathNode, print: (node: MathNode) => string): string;
  quotient(a: MathNode, b: MathNode, print: (node: MathNode) => string): string;
  /** a^b for b other than 1. */
  power(a: MathNode, b: MathNode, print: (node: MathNode) => string): string;
  /** What mathjs itself writes for a node no problem holds. */
  fallback(node: MathNode): string;
}

function printTree(node: MathNode, notation: TreeNotation): string {
  const print = (child: MathNode) => printTree(child, notation);
  const value = constantValue(node);
  if (value !== undefined) return notation.constant(rawValue(node), value);
  if (node.type === 'ConstantNode') {
    const raw = rawValue(node);
    if (isComplex(raw)) return print(complexNode(raw.re, raw.im));
  }
  const symbol = asSymbol(node);
  if (symbol) return notation.symbol(symbol.name);
  const fn = asFunction(node);
  if (fn) return notation.call(fn.fn.name, fn.args, print) ?? notation.fallback(node);
  const op = asOperator(node);
  if (op) return printOperator(op.fn, op.args, notation) ?? notation.fallback(node);
  if (node.type === 'ParenthesisNode') return print((node as unknown as { content: MathNode }).content);
  return notation.fallback(node);
}

function isOne(node: MathNode): boolean {
  return constantValue(node) === 1;
}

function printOperator(fn: string, args: MathNode[], notation: TreeNotation): string | undefined {
  const print = (child: MathNode) => printTree(child, notation);
  const bracket = (child: MathNode, needed: boolean) => notation.bracket(print(child), needed);
  const [a, b] = args as [MathNode, MathNode];
  switch (fn) {
    case 'add':
      if (args.length > 2) return printOperator('add', [new OperatorNode('+', 'add', args.slice(0, -1)), args[args.length - 1] as MathNode], notation);
      if (isNegative(b)) {
        const positive = negate(b, makeNodes);
        return `${print(a)} - ${bracket(positive, precedence(positive) <= 1)}`;
      }
      return `${print(a)} + ${bracket(b, precedence(b) <= 1)}`;
    case 'subtract':
      if (isNegative(b) && precedence(b) >= 2) return `${print(a)} + ${print(negate(b, makeNodes))}`;
      return `${print(a)} - ${bracket(b, precedence(b) <= 1)}`;
    case 'multiply':
      if (args.length > 2) return printOperator('multiply', [new OperatorNode('*', 'multiply', args.slice(0, -1)), args[args.length - 1] as MathNode], notation);
      if (args.length === 1) return print(a);
      if (isOne(a)) return print(b);
      if (isOne(b)) return print(a);
      if (notation.isMinusOne(a)) return `-${bracket(b, precedence(b) < 2)}`;
      return notation.product(a, bracket(a, precedence(a) < 2), b, print);
    case 'divide':
      return notation.quotient(a, b, print);
    case 'unaryMinus':
      return `-${bracket(a, precedence(a) < 2 || precedence(a) === 3)}`;
    case 'unaryPlus':
      return print(a);
    case 'pow':
      if (isOne(b)) return print(a);
      return notation.power(a, b, print);
    case 'factorial':
      return `${bracket(a, precedence(a) < 10)}!`;
    default:
      return undefined;
  }
}

const ASCII: TreeNotation = {
  constant(raw, value) {
    // Exact values (BigInt, fraction.js) print every digit; a float would round past 15 of them.
    if (typeof raw === 'bigint') return raw.toString();
    if (isFraction(raw)) return `${raw.s < 0n ? '-' : ''}${raw.n}${raw.d === 1n ? '' : `/${raw.d}`}`;
    return formatNumber(value);
  },
  symbol: (name) => name,
  call(name, args, print) {
    const list = args.map(print).join(', ');
    if (name === 'log' && args.length === 1) return `ln(${list})`;
    if (name === 'nthRoot' && args.length === 2 && constantValue(args[1] as MathNode) === 2) return `sqrt(${print(args[0] as MathNode)})`;
    return `${name}(${list})`;
  },
  bracket: (text, needed) => (needed ? `(${text})` : text),
  isMinusOne(node) {
    if (constantValue(node) === -1) return true;
    const op = asOperator(node);
    return op?.fn === 'unaryMinus' && isOne(op.args[0] as MathNode);
  },
  product(_a, left, b, print) {
    // x*(1/2), not x*1/2, which reads back as (x*1)/2.
    const right = precedence(b) < 2 || precedence(b) === 3 || asOperator(b)?.fn === 'divide';
    return `${left}*${ASCII.bracket(print(b), right)}`;
  },
  quotient: (a, b, print) => `${ASCII.bracket(print(a), precedence(a) < 2)}/${ASCII.bracket(print(b), precedence(b) <= 3)}`,
  power: (a, b, print) => `${ASCII.bracket(print(a), precedence(a) < 10)}^${ASCII.bracket(print(b), precedence(b) < 10)}`,
  fallback: (node) => node.toString(),
};

const GREEK = new Set([
  'alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'mu', 'nu', 'xi', 'rho',
  'sigma', 'tau', 'upsilon', 'phi', 'chi', 'psi', 'omega',
]);

const NAMED: Record<string, string> = {
  sin: '\\sin', cos: '\\cos', tan: '\\tan', sec: '\\sec', csc: '\\csc', cot: '\\cot', asin: '\\arcsin', acos: '\\arccos',
  atan: '\\arctan', sinh: '\\sinh', cosh: '\\cosh', tanh: '\\tanh', coth: '\\coth', exp: '\\exp', max: '\\max', min: '\\min',
  gcd: '\\gcd',
};
const TRIG = new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'sinh', 'cosh', 'tanh', 'coth']);

function functionHead(name: string, args: MathNode[], print: (node: MathNode) => string): string | undefined {
  if (name === 'log' && args.length === 1) return '\\ln';
  if (name === 'log' && args.length === 2) return `\\log_{${print(args[1] as MathNode)}}`;
  if (name === 'log10') return '\\log_{10}';
  if (name === 'log2') return '\\log_{2}';
  if (args.length === 1 && NAMED[name]) return NAMED[name];
  return undefined;
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

const LATEX: TreeNotation = {
  constant(raw, value) {
    if (typeof raw === 'bigint') return raw.toString();
    if (isFraction(raw) && raw.d === 1n) return `${raw.s < 0n ? '-' : ''}${raw.n}`;
    if (isFraction(raw) && raw.d !== 1n) {
      const numerator = `\\frac{${raw.n}}{${raw.d}}`;
      return raw.s < 0n ? `-${numerator}` : numerator;
    }
    return formatNumberLatex(value);
  },
  symbol(name) {
    if (name === 'pi') return '\\pi';
    if (name === 'Infinity') return '\\infty';
    if (name.endsWith('°')) return `${name.slice(0, -1)}^{\\circ}`;
    if (GREEK.has(name)) return `\\${name}`;
    const subscript = /^([A-Za-z])_(\w+)$/u.exec(name);
    if (subscript) return `${subscript[1]}_{${subscript[2]}}`;
    return name.length > 1 && /^[A-Za-z]+$/u.test(name) ? `\\mathrm{${name}}` : name;
  },
  call(name, args, print) {
    const [a, b, c, d] = args;
    const bracket = LATEX.bracket;
    if (!a) return undefined;
    if (name === 'sqrt') return `\\sqrt{${print(a)}}`;
    if (name === 'cbrt') return `\\sqrt[3]{${print(a)}}`;
    if (name === 'nthRoot') return b === undefined || constantValue(b) === 2 ? `\\sqrt{${print(a)}}` : `\\sqrt[${print(b)}]{${print(a)}}`;
    if (name === 'abs') return `\\left|${print(a)}\\right|`;
    if (name === 'exp') return `e^{${print(a)}}`;
    if (name === 'factorial') return `${bracket(print(a), precedence(a) < 10)}!`;
    if (name === 'derivative' && b) return `\\frac{d}{d${print(b)}}${bracket(print(a), asSymbol(a) === undefined)}`;
    if (name === 'integral' && b) {
      const bounds = c && d ? `_{${print(c)}}^{${print(d)}}` : '';
      return `\\int${bounds} ${bracket(print(a), precedence(a) < 2)}\\,d${print(b)}`;
    }
    if (name === 'limit' && b && c) {
      const side = d && asSymbol(d)?.name === 'left' ? '^{-}' : d && asSymbol(d)?.name === 'right' ? '^{+}' : '';
      return `\\lim_{${print(b)} \\to ${print(c)}${side}} ${bracket(print(a), precedence(a) < 2)}`;
    }
    if (name === 'between' && c && d) return `\\left[${print(a)}\\right]_{${print(c)}}^{${print(d)}}`;
    const head = functionHead(name, args, print) ?? `\\operatorname{${name}}`;
    const shown = name === 'log' && args.length === 2 ? [a] : args;
    return `${head}\\left(${shown.map(print).join(', ')}\\right)`;
  },
  bracket: (tex, needed) => (needed ? `\\left(${tex}\\right)` : tex),
  isMinusOne: (node) => constantValue(node) === -1,
  product(a, leftTex, b, print) {
    const rightTex = LATEX.bracket(print(b), precedence(b) < 2 || precedence(b) === 3);
    return needsDot(a, leftTex, rightTex, b) ? `${leftTex} \\cdot ${rightTex}` : `${leftTex} ${rightTex}`;
  },
  quotient(a, b, print) {
    // -9/4 prints as -\frac{9}{4}: the sign in front of the bar, as in a textbook.
    if (isNegative(a)) return `-\\frac{${print(negate(a, makeNodes))}}{${print(b)}}`;
    return `\\frac{${print(a)}}{${print(b)}}`;
  },
  power(a, b, print) {
    const base = asFunction(a);
    if (base && TRIG.has(base.fn.name) && base.args.length === 1) {
      return `${NAMED[base.fn.name]}^{${print(b)}}\\left(${print(base.args[0] as MathNode)}\\right)`;
    }
    return `${LATEX.bracket(print(a), precedence(a) < 10 || base !== undefined)}^{${print(b)}}`;
  },
  fallback: (node) => node.toTex(),
};

// `words` binds by its own scale: a negative number counts as a leading minus, and only plain numbers
// (not fractions or big integers) are numbers here.
const WORDS_SUM = 1;
const WORDS_PRODUCT = 2;
const WORDS_UNARY = 3;
const WORDS_POWER = 4;
const WORDS_ATOM = 5;

function plainNumber(node: MathNode): number | null {
  const value = rawValue(node);
  return typeof value === 'number' ? value : null;
}

function wordsPrecedence(node: MathNode): number {
  const o = asOperator(node);
  if (!o) return plainNumber(node) !== null && (plainNumber(node) as number) < 0 ? WORDS_UNARY : WORDS_ATOM;
  if (o.fn === 'add' || o.fn === 'subtract') return WORDS_SUM;
  if (o.fn === 'multiply' || o.fn === 'divide') return WORDS_PRODUCT;
  if (o.fn === 'unaryMinus' || o.fn === 'unaryPlus') return WORDS_UNARY;
  if (o.fn === 'pow') return WORDS_POWER;
  return WORDS_SUM;
}

function wordsWrap(node: MathNode, minPrec: number): string {
  const text = printWords(node);
  return wordsPrecedence(node) < minPrec ? `(${text})` : text;
}

/** 2 + (-3), never 2 + -3. */
function noLeadingMinus(text: string): string {
  return text.startsWith('-') ? `(${text})` : text;
}

function printWords(node: MathNode): string {
  const value = plainNumber(node);
  if (value !== null) return formatNumber(value);
  const symbol = asSymbol(node);
  if (symbol) return symbol.name === 'pi' ? 'π' : symbol.name;
  const fn = functionName(node);
  if (fn !== null) {
    const args = (node as unknown as { args: MathNode[] }).args;
    if (fn === 'sqrt' && args[0]) return `√${wordsWrap(args[0], WORDS_ATOM)}`;
    if (fn === 'abs' && args[0]) return `|${printWords(args[0])}|`;
    if (fn === 'nthRoot' && args.length === 2 && args[1] && plainNumber(args[1]) === 2) return `√${wordsWrap(args[0] as MathNode, WORDS_ATOM)}`;
    return `${fn}(${args.map(printWords).join(', ')})`;
  }
  const o = asOperator(node);
  if (!o) return node.toString();
  const [a, b] = o.args as [MathNode, MathNode];
  switch (o.fn) {
    case 'add':
      return `${printWords(a)} + ${noLeadingMinus(wordsWrap(b, WORDS_PRODUCT))}`;
    case 'subtract':
      return `${printWords(a)} - ${noLeadingMinus(wordsWrap(b, WORDS_PRODUCT))}`;
    case 'unaryMinus': {
      // -4x^2 and -(x - 1)(x + 1), but -(x + 1) and -(-3).
      const inner = wordsWrap(a, WORDS_PRODUCT);
      return inner.startsWith('-') ? `-(${inner})` : `-${inner}`;
    }
    case 'unaryPlus':
      return `+${wordsWrap(a, WORDS_POWER)}`;
    case 'multiply': {
      const left = wordsWrap(a, WORDS_PRODUCT);
      const right = wordsWrap(b, WORDS_UNARY + 0.5);
      // 5x, 2(x + 1), (x + 1)(x - 2), xy — but 2 × 4 and 3 × (-2) between numbers.
      if (/^[0-9.]/u.test(right) || right.startsWith('-')) return `${left} × ${right}`;
      // x^2·y, not x^2y (which reads as x to the power 2y).
      if ((asOperator(a)?.fn === 'pow' || asOperator(a)?.fn === 'divide') && !right.startsWith('(')) return `${left}·${right}`;
      if (/[0-9)a-zA-Zπ]$/u.test(left)) return `${left}${right}`;
      return `${left} × ${right}`;
    }
    case 'divide':
      return `${wordsWrap(a, WORDS_POWER)}/${wordsWrap(b, WORDS_POWER)}`;
    case 'pow':
      return `${wordsWrap(a, WORDS_ATOM)}^${wordsWrap(b, WORDS_ATOM)}`;
    default:
      return o.args.map((arg) => wordsWrap(arg, WORDS_ATOM)).join(` ${o.op} `);
  }
}
