import type { MathNode } from 'mathjs';
import { all, ConstantNode, create } from 'mathjs';
import type { MathProblem, MethodResult } from '../../problem';
import { emitMathjs } from '../../read/emit-mathjs';
import { readInstructions } from '../../read/read-instructions';
import { tokenizeMath } from '../../read/tokenize-math';
import { divNode, negNode } from './node-build';
import { expressionState, expressionStep } from './method-kit';

/** Numbers read as exact fractions (fraction.js keeps BigInt numerators): 12345678901234567 stays whole. */
const exactMath = create(all as NonNullable<typeof all>, { number: 'Fraction' });

/** Past 2^53 a JavaScript number drops digits; below it, ordinary arithmetic is already exact. */
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const ARITHMETIC = new Set(['add', 'subtract', 'multiply', 'divide', 'pow', 'unaryMinus', 'unaryPlus']);

interface ExactFraction {
  s: bigint;
  n: bigint;
  d: bigint;
}

/**
 * Arithmetic with numbers too long for a calculator (12345678901234567·3, 2^64): worked out with whole
 * numbers of any length, from the digits as typed (the reader's tree already holds them as floats).
 * Null for anything else, so ordinary arithmetic keeps its step-by-step method.
 */
export function evaluateExactly(problem: MathProblem): MethodResult | null {
  if (problem.task !== 'evaluate' || problem.target.kind !== 'expression') return null;
  const text = typedArithmetic(problem.source);
  if (text === null) return null;
  let value: ExactFraction;
  let tree: MathNode;
  try {
    tree = exactMath.parse(text);
    if (!isPlainArithmetic(tree)) return null;
    value = tree.evaluate() as ExactFraction;
  } catch {
    return null;
  }
  if (typeof value?.n !== 'bigint') return null;
  const longLiteral = /\d{16,}/u.test(text.replace(/\.\d+/gu, ''));
  if (!longLiteral && value.n <= SAFE && value.d <= SAFE) return null;
  // The digits read again must be the problem the reader read (no words or givens between).
  const readValue = Number(problem.target.node.evaluate());
  const exactValue = Number(value.s) * (Number(value.n) / Number(value.d));
  if (!Number.isFinite(readValue) || Math.abs(readValue - exactValue) > 1e-9 * Math.abs(exactValue)) return null;
  const answer = exactNode(value);
  const step = expressionStep(
    'Work it out exactly',
    'These numbers have more digits than a calculator keeps (about 15 to 16), so every digit is worked out with whole-number arithmetic instead of rounding.',
    answer,
  );
  return { method: 'exact arithmetic', steps: [step], answer: expressionState(answer), reading: expressionState(withoutParentheses(tree)) };
}

/** The math of the problem as typed, in mathjs syntax; null when it has letters (then it is not plain arithmetic). */
function typedArithmetic(source: string): string | null {
  const instructions = readInstructions(source);
  if (instructions.leftoverWords || instructions.given !== undefined || instructions.separatePieces) return null;
  try {
    const tokens = tokenizeMath(instructions.math, { log: 'base10' });
    if (tokens.some((token) => token.kind !== 'number' && token.kind !== 'op' && token.kind !== 'open' && token.kind !== 'close')) return null;
    return emitMathjs(tokens.map((token) => (token.kind === 'number' ? { ...token, text: plainDecimal(token.text) } : token)), instructions.math).text;
  } catch {
    return null;
  }
}

/** 1.5e3 as 1500 and 2e-4 as 0.0002: fraction.js reads plain decimals only. */
function plainDecimal(text: string): string {
  const scientific = /^(\d*)(?:\.(\d*))?e([+-]?\d+)$/u.exec(text);
  if (!scientific) return text;
  const digits = `${scientific[1] ?? ''}${scientific[2] ?? ''}`.replace(/^0+(?=\d)/u, '') || '0';
  const point = (scientific[1] ?? '').length + Number(scientific[3]);
  if (point >= digits.length) return `${digits}${'0'.repeat(point - digits.length)}`;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

function isPlainArithmetic(tree: MathNode): boolean {
  return tree.filter((node) => {
    if (node.type === 'ConstantNode' || node.type === 'ParenthesisNode') return false;
    if (node.type !== 'OperatorNode') return true;
    return !ARITHMETIC.has((node as unknown as { fn: string }).fn);
  }).length === 0;
}

/** A node that keeps every digit: a BigInt constant, or a quotient of two. */
function exactNode(value: ExactFraction): MathNode {
  const whole = (n: bigint): MathNode => new ConstantNode(n as unknown as number);
  const magnitude = value.d === 1n ? whole(value.n) : divNode(whole(value.n), whole(value.d));
  return value.s < 0n ? negNode(magnitude) : magnitude;
}

function withoutParentheses(tree: MathNode): MathNode {
  return tree.transform((node) => (node.type === 'ParenthesisNode' ? (node as unknown as { content: MathNode }).content : node));
}
