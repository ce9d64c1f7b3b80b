import { evaluate, fraction, isComplex, parse, type MathNode } from 'mathjs';
import type { MethodResult } from './problem';
import { exactGaussianText, exactRationalText } from './exact-constant';
import { rereadableText } from './read/node-kit';

/** Functions that leave an answer unfinished when their argument is a plain number. */
const UNFINISHED_FUNCTIONS = new Set(['floor', 'ceil', 'round', 'abs', 'log', 'log10', 'log2', 'ln']);
const CONSTANTS = new Set(['pi', 'e', 'i', 'E']);
const MAX_DENOMINATOR = 1000;

function hasFreeSymbols(node: MathNode): boolean {
  // A function's own name (floor in floor(x)) is a symbol node too, on the parent's `fn` path.
  return node.filter((part, path) => path !== 'fn' && part.type === 'SymbolNode' && !CONSTANTS.has((part as unknown as { name: string }).name)).length > 0;
}

function isNegativeNumber(node: MathNode | undefined): boolean {
  if (!node || hasFreeSymbols(node)) return false;
  try {
    const value: unknown = evaluate(rereadableText(node));
    return typeof value === 'number' && value < 0;
  } catch {
    return false;
  }
}

/** Whether the node still holds work a reader expects done: floor(3.7), log(625, 25), i^2. */
function isUnfinished(node: MathNode): boolean {
  return (
    node.filter((part) => {
      if (part.type === 'FunctionNode') {
        const { fn, args } = part as unknown as { fn: { name: string }; args: MathNode[] };
        // The square root of a negative number is imaginary: sqrt(-4) is 2i.
        if (fn.name === 'sqrt') return isNegativeNumber(args[0]);
        return UNFINISHED_FUNCTIONS.has(fn.name);
      }
      if (part.type === 'OperatorNode' && (part as unknown as { op: string }).op === '^') {
        const base = (part as unknown as { args: MathNode[] }).args[0];
        return base?.type === 'SymbolNode' && (base as unknown as { name: string }).name === 'i';
      }
      return false;
    }).length > 0
  );
}

/** A number as an exact fraction when it is one with a small denominator; undefined otherwise. */
function exactText(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const ratio = fraction(value);
  const denominator = Number(ratio.d);
  if (denominator > MAX_DENOMINATOR || Math.abs(Number(ratio.s * ratio.n) / denominator - value) > 1e-9 * Math.max(1, Math.abs(value))) return undefined;
  const numerator = Number(ratio.s * ratio.n);
  return denominator === 1 ? String(numerator) : `${numerator}/${denominator}`;
}

function exactValue(node: MathNode): MathNode | undefined {
  let value: unknown;
  try {
    value = evaluate(rereadableText(node));
  } catch {
    return undefined;
  }
  if (typeof value === 'number') {
    const text = exactText(value);
    return text === undefined ? undefined : parse(text);
  }
  if (isComplex(value)) {
    const re = exactText(value.re);
    const im = exactText(value.im);
    if (re === undefined || im === undefined) return undefined;
    if (value.im === 0) return parse(re);
    const imaginary = im === '1' ? 'i' : im === '-1' ? '-i' : `${im}*i`;
    return parse(value.re === 0 ? imaginary : `${re} + ${imaginary}`.replace('+ -', '- '));
  }
  return undefined;
}

/**
 * An answer that is a number still wrapped in floor(), log(…, b) or powers of i is worked out to
 * its exact value, as a last step the verifier checks like any other. Anything else is left as is.
 */
export function finishNumericAnswer(result: MethodResult): MethodResult {
  if (result.answer.kind !== 'expression') return result;
  const { node } = result.answer;
  if (hasFreeSymbols(node)) return result;
  if (!isUnfinished(node)) return settleConstant(result, node);
  const value = exactValue(node);
  if (!value) return result;
  return appendValueStep(
    result,
    value,
    'Every part is now a number, so work out what is left: floors, logarithms, square roots of negative numbers (sqrt(-1) = i) and powers of i (i^2 = -1).',
  );
}

/** The answer replaced by its worked-out value, with the step that says how (the verifier checks it like any step). */
function appendValueStep(result: MethodResult, value: MathNode, explanation: string): MethodResult {
  const answer = { kind: 'expression' as const, node: value };
  return { ...result, answer, steps: [...result.steps, { rule: 'Work out the value', explanation, state: answer }] };
}

function isPlainNumber(node: MathNode): boolean {
  const inner = node.type === 'OperatorNode' && (node as unknown as { fn: string }).fn === 'unaryMinus' ? (node as unknown as { args: MathNode[] }).args[0] : node;
  return inner?.type === 'ConstantNode';
}

/**
 * A constant still written with radicals or with i in a quotient ((408√2 + 578)/(12√2 + 17), (5 + 12i)/(2 − 3i))
 * whose value is exactly a fraction, or a + bi with fractions: shown as that value, one more step the verifier checks.
 */
function settleConstant(result: MethodResult, node: MathNode): MethodResult {
  if (isPlainNumber(node)) return result;
  const text = exactGaussianText(node) ?? exactRationalText(node);
  if (text === undefined) return result;
  const value = parse(text);
  if (value.toString() === node.toString()) return result;
  const hasI = node.filter((part) => part.type === 'SymbolNode' && (part as unknown as { name: string }).name === 'i').length > 0;
  return appendValueStep(
    result,
    value,
    hasI
      ? 'Multiply the top and bottom by the conjugate of the bottom (i^2 = -1), and collect the real and imaginary parts.'
      : 'Every part is a number: the radicals cancel, and what is left is this exact value.',
  );
}

const hasNamed = (node: MathNode, test: (part: MathNode) => boolean) => node.filter(test).length > 0;
const isI = (part: MathNode) => part.type === 'SymbolNode' && (part as unknown as { name: string }).name === 'i';
const isSqrt = (part: MathNode) => part.type === 'FunctionNode' && (part as unknown as { fn: { name: string } }).fn.name === 'sqrt';

/**
 * A constant answer that still holds the work the question asked for: a high power of a number with i in it
 * ((√2/2 + i√2/2)^46, when the question wants −i), or a radical left in a denominator when the question says
 * "rationalize the denominator". Shown as solved it would be the problem given back; the caller refuses it.
 */
export function isUnfinishedConstant(node: MathNode, source: string): boolean {
  if (hasFreeSymbols(node)) return false;
  const power = hasNamed(node, (part) => {
    if (part.type !== 'OperatorNode' || (part as unknown as { op: string }).op !== '^') return false;
    const [base, exponent] = (part as unknown as { args: MathNode[] }).args as [MathNode, MathNode];
    const value = exponent.type === 'ConstantNode' ? Number((exponent as unknown as { value: unknown }).value) : Number.NaN;
    return hasNamed(base, isI) && base.type !== 'SymbolNode' && Math.abs(value) > 3;
  });
  const radicalBelow =
    /rationali[sz]e/iu.test(source) &&
    hasNamed(node, (part) => part.type === 'OperatorNode' && (part as unknown as { op: string }).op === '/' && hasNamed((part as unknown as { args: MathNode[] }).args[1] as MathNode, isSqrt));
  return power || radicalBelow;
}
