import { fraction, type MathNode } from 'mathjs';
import { MAX_SHOWN_DIGITS, refuseHugeNumber } from '../numbers/number-size';
import { asFunction, asOperator, asSymbol, constantValue } from './node-kit';
import { printNode } from '../nodes/print-nodes';

/**
 * The size of a piece of a problem, in decimal digits, without computing it: `top` and `bottom` are
 * log10 of the numerator and denominator its exact value would have (for a piece with letters, of its
 * number coefficient). `value` is the piece's real value when it has no letters, for exponents.
 */
interface Size {
  top: number;
  bottom: number;
  value: number | null;
}

const NONE: Size = { top: 0, bottom: 0, value: null };
const LOG10_E = Math.log10(Math.E);

/** log10(10^a + 10^b) without overflow: a sum is at most one digit longer than its larger part. */
function log10Sum(a: number, b: number): number {
  const high = Math.max(a, b);
  const low = Math.min(a, b);
  return high + Math.log10(1 + 10 ** (low - high));
}

/** log10 of n and d for a number as the student wrote it (0.15 = 3/20), from its exact fraction. */
function sizeOfConstant(value: number): Size {
  if (!Number.isFinite(value)) return { top: 0, bottom: 0, value };
  if (Number.isInteger(value)) return { top: Math.log10(Math.max(Math.abs(value), 1)), bottom: 0, value };
  try {
    const exact = fraction(String(value));
    return { top: Math.log10(Math.max(Number(exact.n), 1)), bottom: Math.log10(Math.max(Number(exact.d), 1)), value };
  } catch {
    return { top: Math.log10(Math.max(Math.abs(value), 1)), bottom: 17, value };
  }
}

/** base^exponent: digits multiply by the exponent (a negative one swaps top and bottom). */
function sizeOfPower(base: Size, exponent: Size): Size {
  const e = exponent.value;
  // A letter in the exponent (2^x) leaves nothing to compute here.
  if (e === null) return { top: base.top, bottom: base.bottom, value: null };
  const scale = Math.abs(e);
  const times = (digits: number) => (digits === 0 ? 0 : digits * scale);
  const top = times(e < 0 ? base.bottom : base.top);
  const bottom = times(e < 0 ? base.top : base.bottom);
  const value = base.value !== null && Number.isFinite(top) && top <= MAX_SHOWN_DIGITS ? base.value ** e : null;
  return { top, bottom, value: value !== null && Number.isNaN(value) ? null : value };
}

/** log10(n!) by Stirling: n! for n = 200 already has 375 digits. */
function sizeOfFactorial(argument: Size): Size {
  const n = argument.value;
  if (n === null || n < 2) return { ...argument, value: n === null ? null : 1 };
  const top = (n + 0.5) * Math.log10(n) - n * LOG10_E + 0.4;
  return { top, bottom: 0, value: top <= MAX_SHOWN_DIGITS ? Math.exp(lnGammaPlusOne(n)) : null };
}

function lnGammaPlusOne(n: number): number {
  let sum = 0;
  for (let k = 2; k <= n; k++) sum += Math.log(k);
  return sum;
}

function sizeOfOperator(fn: string, args: Size[]): Size {
  const [a = NONE, b = NONE] = args;
  const both = a.value !== null && b.value !== null;
  switch (fn) {
    case 'unaryMinus':
      return { ...a, value: a.value === null ? null : -a.value };
    case 'unaryPlus':
      return a;
    case 'add':
    case 'subtract':
      return {
        top: log10Sum(a.top + b.bottom, b.top + a.bottom),
        bottom: a.bottom + b.bottom,
        value: both ? (fn === 'add' ? (a.value as number) + (b.value as number) : (a.value as number) - (b.value as number)) : null,
      };
    case 'multiply':
      return { top: a.top + b.top, bottom: a.bottom + b.bottom, value: both ? (a.value as number) * (b.value as number) : null };
    case 'divide':
      return { top: a.top + b.bottom, bottom: a.bottom + b.top, value: both ? (a.value as number) / (b.value as number) : null };
    case 'pow':
      return sizeOfPower(a, b);
    case 'factorial':
      return sizeOfFactorial(a);
    default:
      return { top: Math.max(a.top, b.top), bottom: Math.max(a.bottom, b.bottom), value: null };
  }
}

/** A function of numbers (sqrt, log, sin…) is no longer than its argument, except exp, a power of e. */
function sizeOfFunction(name: string, args: Size[], node: MathNode): Size {
  const [a = NONE] = args;
  if (name === 'exp') return sizeOfPower({ top: LOG10_E, bottom: 0, value: Math.E }, a);
  let value: number | null = null;
  if (args.every((arg) => arg.value !== null)) {
    try {
      const computed: unknown = node.evaluate();
      // log(0) and log(8, 1) are infinite because they have no value, not because they are large (the evaluate
      // methods say why): measured by their arguments alone.
      const noValue = !Number.isFinite(computed) && /^(?:log|ln|log10|log2)$/u.test(name);
      if (typeof computed === 'number' && !Number.isNaN(computed) && !noValue) value = computed;
    } catch {
      value = null;
    }
  }
  const top = Math.max(...args.map((arg) => Math.max(arg.top, arg.bottom)), value !== null ? Math.log10(Math.max(Math.abs(value), 1)) : 0);
  return { top, bottom: 0, value };
}

function measure(node: MathNode): Size {
  const size = measureUnchecked(node);
  if (size.top > MAX_SHOWN_DIGITS || size.bottom > MAX_SHOWN_DIGITS || Number.isNaN(size.top) || Number.isNaN(size.bottom)) {
    const text = printNode(node, 'ascii');
    const shown = text.length > 60 ? `${text.slice(0, 57)}…` : text;
    // 0.5^100000 is tiny, but its exact form 1/2^100000 is as long as 2^100000.
    const what = size.bottom > size.top ? `The exact fraction ${shown}` : `The number ${shown}`;
    throw refuseHugeNumber(what, Math.max(size.top, size.bottom) + 1);
  }
  return size;
}

function measureUnchecked(node: MathNode): Size {
  const value = constantValue(node);
  if (value !== undefined) return sizeOfConstant(value);
  const symbol = asSymbol(node);
  if (symbol) {
    if (symbol.name === 'pi') return { top: Math.log10(Math.PI), bottom: 0, value: Math.PI };
    if (symbol.name === 'e') return { top: LOG10_E, bottom: 0, value: Math.E };
    return NONE;
  }
  const op = asOperator(node);
  if (op) return sizeOfOperator(op.fn, op.args.map(measure));
  const call = asFunction(node);
  if (call) return sizeOfFunction(call.fn.name, call.args.map(measure), node);
  const inner = (node as unknown as { content?: MathNode }).content;
  return inner ? measure(inner) : NONE;
}

/**
 * Refuses a problem whose numbers could not be written out exactly (10^10^10, 2^65536, 0.5^100000,
 * (2x)^(10^10)) before any method computes them: a bigint power of that size holds the thread for
 * minutes and cannot be interrupted, and past 10^308 the steps would show "Infinity". The size comes
 * from the exponents (digits ≈ exponent × log10 base), never from the number itself.
 */
export function refuseHugeNumbers(node: MathNode): void {
  measure(node);
}
