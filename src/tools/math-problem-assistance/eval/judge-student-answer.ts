/**
 * How a student-typed problem's answer is judged (run-student-set.ts): right (shown as solved and equal
 * to the expected answer), wrong (shown as solved, not equal: the worst outcome) or refused.
 * Written for issue 35; the kinds `identity` and `simplified` and the inequality truth grid came with
 * session 13's problems (trig identities, unions of intervals).
 */
import { compile, derivative, type MathNode } from 'mathjs';
import type { MathResult } from '../contract';
import { areEquivalent } from '../engine/equivalence';
import { freeSymbols, parseMath, parseMathState } from '../engine/math-text';
import type { Relation } from '../engine/problem';
import { compileNode, samplePoints } from '../engine/verify/evaluate';
import { sameGeneralSolution } from './judge-general-solution';
import { readIntervalNotation, showsForm, showsRounded } from './judge-requested-form';

export interface StudentRecord {
  id: string;
  category: string;
  problem: string;
  kind: 'value' | 'solutions' | 'system' | 'general' | 'expression' | 'simplified' | 'factor' | 'antiderivative' | 'interval' | 'identity' | 'refuse' | 'rounded' | 'form';
  /**
   * `expression`: one form or a list of accepted forms (an implicit derivative in x and y, or in x alone).
   * `refuse` (session 41): an ill-posed problem (8 ÷ 0, a limit that does not exist, an equation cut off); `expected`
   * only says why, for the reader. `general` (session 42): a trig equation with no interval, its families in k
   * ("pi/6 + 2*pi*k"), judged by the values they take (judge-general-solution.ts). `system` (session 46): a system
   * asked without naming one unknown, one "x = 7, y = 3" per solution, every unknown compared. `rounded` and `form`
   * (session 47, judge-requested-form.ts): a format instruction was typed; the decimals asked for, one per solution
   * ("1.3", "-5.3"), or the accepted written forms ("2 7/12", "(-∞, -3]").
   */
  expected: string | string[];
  /** When and by whom the problem was written, relative to the fixes it measured. */
  written: string;
  /** Session 13: a third of each category's new problems is `held-out` (never tuned on); the rest `dev`. */
  part?: 'dev' | 'held-out';
}

export type Outcome = 'right' | 'wrong' | 'refused';

function answerText(result: MathResult): string {
  return (result.answer?.text ?? '').replace(/\s*\+\s*C$/u, '');
}

/** Equal sets of values, each compared numerically (complex values included). */
function sameValues(got: string[], expected: string[]): boolean {
  const value = (text: string) => compileNode(parseMath(text), 'complex')({});
  const a = got.map(value);
  const b = expected.map(value);
  if (a.some((v) => !v) || b.some((v) => !v)) return false;
  const near = (x: { re: number; im: number }, y: { re: number; im: number }) => Math.hypot(x.re - y.re, x.im - y.im) <= 1e-9 * (1 + Math.hypot(y.re, y.im));
  const covers = (from: typeof a, to: typeof a) => from.every((x) => to.some((y) => x && y && near(x, y)));
  return covers(a, b) && covers(b, a);
}

/** One "x = 7, y = 3" as a map from each unknown to its value. */
function readTuple(text: string): Record<string, string> {
  return Object.fromEntries(text.split(',').map((pair) => pair.split('=').map((side) => side.trim()) as [string, string]));
}

/** The same solutions of a system: each shown solution matches an expected one in every unknown, and each expected one is shown. */
function sameSystemSolutions(got: Record<string, string>[], expected: string[]): boolean {
  const tuples = expected.map(readTuple);
  const matches = (a: Record<string, string>, b: Record<string, string>) =>
    Object.keys(a).length === Object.keys(b).length && Object.keys(b).every((name) => a[name] !== undefined && sameValues([a[name]!], [b[name]!]));
  return got.every((a) => tuples.some((b) => matches(a, b))) && tuples.every((b) => got.some((a) => matches(a, b)));
}

/**
 * An exact answer the writer could only write rounded ("13.33" for 40/3, as the word-problem writers were asked to):
 * right when it rounds to the written decimals, two or more of them.
 */
function roundsToWritten(got: string, expected: string): boolean {
  const decimals = expected.match(/^-?\d+\.(\d{2,})$/u)?.[1]?.length;
  if (decimals === undefined) return false;
  const value = compileNode(parseMath(got), 'complex')({});
  if (!value || Math.abs(value.im) > 1e-12) return false;
  return Math.abs(value.re - Number(expected)) <= 0.5 * 10 ** -decimals + 1e-12;
}

/** F and G antiderivatives of the same function: their difference is the same constant everywhere. */
function sameAntiderivative(got: MathNode, expected: MathNode): boolean {
  const v = freeSymbols(expected)[0] ?? 'x';
  try {
    return areEquivalent(derivative(got, v), derivative(expected, v));
  } catch {
    return false;
  }
}

function isProduct(node: MathNode): boolean {
  const op = node as unknown as { type: string; fn?: string; args?: MathNode[] };
  if (op.type !== 'OperatorNode') return false;
  if (op.fn === 'unaryMinus' && op.args) return isProduct(op.args[0] as MathNode);
  return op.fn === 'multiply' || op.fn === 'pow';
}

const ALL_REALS = /all real|every real|ℝ|\(\s*-\s*(?:∞|infinity)\s*,\s*(?:∞|infinity)\s*\)/iu;

/** An inequality's answer as a test of x: mathjs reads chains (-1 < x <= 4) and `and`/`or`. */
function readTruth(text: string): ((x: number) => boolean) | undefined {
  if (text === 'all' || ALL_REALS.test(text)) return () => true;
  // Session 47: "(-2, 2)", "(-∞, -3] ∪ [3, ∞)" when interval notation was asked for.
  const interval = readIntervalNotation(text);
  if (interval) return interval;
  try {
    const code = compile(text.replace(/≤/gu, '<=').replace(/≥/gu, '>=').replace(/−/gu, '-'));
    return (x: number) => Boolean(code.evaluate({ x }));
  } catch {
    return readTruthWithOurReader(text);
  }
}

/** What mathjs cannot read (Unicode, implicit products our reader knows), read by the engine's reader. */
function readTruthWithOurReader(text: string): ((x: number) => boolean) | undefined {
  const state = parseMathState(text);
  if (state.kind === 'expression' || state.kind === 'union') return undefined;
  const relations: Relation[] = state.kind === 'relation' ? [state.relation] : state.relations;
  const join = state.kind === 'relations' ? state.join : 'and';
  return (x: number) => {
    const values = relations.map((r) => {
      const a = compileNode(r.lhs, 'real')({ x });
      const b = compileNode(r.rhs, 'real')({ x });
      if (!a || !b) return false;
      return { '<': a.re < b.re, '<=': a.re <= b.re, '>': a.re > b.re, '>=': a.re >= b.re, '=': a.re === b.re }[r.op];
    });
    return join === 'and' ? values.every(Boolean) : values.some(Boolean);
  };
}

/** Where an inequality's answer is true, compared with the expected one at random points and on a grid of quarters (endpoints). */
function sameTruth(got: string, expected: string): boolean {
  const a = readTruth(got);
  const b = readTruth(expected);
  if (!a || !b) return false;
  const grid = Array.from({ length: 161 }, (_, k) => (k - 80) / 4);
  const points = [...samplePoints(['x'], 80, 5).map((point) => point.x as number), ...grid, -7 / 3, 1e6, -1e6];
  try {
    return points.every((x) => a(x) === b(x));
  } catch {
    return false;
  }
}

/** An identity is shown as holding for every value: the answer says so, or names the variable itself as the solution (1 = 1). */
function saysIdentity(result: MathResult): boolean {
  const solutions = result.answer?.solutions;
  if (solutions?.length === 1) {
    const [name, value] = Object.entries(solutions[0]!)[0] ?? [];
    if (name && value === name) return true;
  }
  return /\b(identity|holds for every|true for (all|every))\b/iu.test(answerText(result));
}

/** A simplified form: the same expression, and no longer than the expected one (a few characters of slack). */
function isSimplified(got: string, expected: string): boolean {
  const length = (text: string) => text.replace(/[\s*]/gu, '').length;
  return areEquivalent(parseMath(got), parseMath(expected)) && length(got) <= length(expected) + 4;
}

// "No solution" (a linear equation that reduces to 0 = 7) says the same as "no real solution".
const NO_REAL_SOLUTION = /^no (?:real )?solutions?\b/iu;

/** What an answer to an ill-posed problem may say instead of refusing: that the value is not defined or does not exist. */
const NO_VALUE = /\b(undefined|not defined|does not exist|doesn't exist|DNE|diverges)\b/iu;

export function judgeStudentAnswer(record: StudentRecord, result: MathResult): Outcome {
  // Session 41: a problem with no answer (8 ÷ 0, lim 1/x at 0, "solve 2x + 3 =") is right when refused (or answered
  // "undefined"/"does not exist"); any value shown as solved for it is wrong.
  if (record.kind === 'refuse') {
    if (result.status !== 'solved' || !result.answer) return 'right';
    return NO_VALUE.test(result.answer.text ?? '') ? 'right' : 'wrong';
  }
  if (result.status !== 'solved' || !result.answer) return 'refused';
  const expected = record.expected;
  try {
    switch (record.kind) {
      case 'solutions': {
        // docs/decisions/0086: "no real solution" written first, the complex ones after it, answers both conventions.
        if ((expected as string[]).length === 0 && NO_REAL_SOLUTION.test(result.answer.text)) return 'right';
        const solutions = result.answer.solutions;
        if (!solutions) return 'wrong';
        return sameValues(solutions.map((s) => Object.values(s)[0] as string), expected as string[]) ? 'right' : 'wrong';
      }
      case 'system': {
        const solutions = result.answer.solutions;
        return solutions && sameSystemSolutions(solutions as Record<string, string>[], expected as string[]) ? 'right' : 'wrong';
      }
      case 'general': {
        // The families as the answer's text shows them, or as its solutions list them.
        const listed = (result.answer.solutions ?? []).map((s) => Object.values(s)[0] as string).join(' or ');
        return sameGeneralSolution(answerText(result), expected as string[]) || (listed !== '' && sameGeneralSolution(listed, expected as string[])) ? 'right' : 'wrong';
      }
      case 'value':
        // A whole number is compared digit by digit: 37037036703700000 is not 37037036703703701.
        if (/^-?\d+$/u.test(expected as string)) return answerText(result).replace(/\s/gu, '') === expected ? 'right' : 'wrong';
        return sameValues([answerText(result)], [expected as string]) || roundsToWritten(answerText(result), expected as string) ? 'right' : 'wrong';
      case 'expression': {
        const forms = Array.isArray(expected) ? expected : [expected];
        // Session 44: a tangent line is shown as the line's equation, "y = 6x - 9"; its right side is the expression.
        const got = parseMath(answerText(result).replace(/^\s*y\s*=\s*/u, ''));
        return forms.some((form) => areEquivalent(got, parseMath(form))) ? 'right' : 'wrong';
      }
      case 'simplified':
        return isSimplified(answerText(result), expected as string) ? 'right' : 'wrong';
      case 'identity':
        return saysIdentity(result) ? 'right' : 'wrong';
      case 'factor': {
        const got = parseMath(answerText(result));
        return isProduct(got) && areEquivalent(got, parseMath(expected as string)) && answerText(result).replace(/\s/gu, '').length <= (expected as string).length + 8 ? 'right' : 'wrong';
      }
      case 'antiderivative':
        return sameAntiderivative(parseMath(answerText(result)), parseMath(expected as string)) ? 'right' : 'wrong';
      case 'rounded':
        return showsRounded(result, expected as string[]) ? 'right' : 'wrong';
      case 'form':
        return showsForm(result, expected as string[]) ? 'right' : 'wrong';
      case 'interval':
        return sameTruth(answerText(result), expected as string) ? 'right' : 'wrong';
    }
  } catch {
    return 'wrong';
  }
}
