import { createRequire } from 'node:module';
import type { MathNode } from 'mathjs';
import type { MathResult, ParsedMathInput } from '../../src/tools/math-problem-assistance/contract';
import { sameAnswer, type Answer } from './answer-kinds';
import { differByConstant, equivalentExpressions } from './evaluate-numerically';
import { isProduct, nodeCount } from './final-form';
import { readOurAnswer } from './read-our-answer';
import { parseAscii, readLibraryEquationAnswer } from './read-library-answer';
import type { SymbolicRecord, SymbolicTask } from './read-records';
import { solveWithPipeline } from './solve-with-pipeline';

/** One problem's outcome, for the tables. */
export interface Row {
  answered: boolean;
  /** Same answer as expected (and, for simplify and factor, in the expected form: see formOk). */
  correct: boolean;
  /** The answer is equivalent to the expected one, whatever its form. */
  equivalent?: boolean;
  withSteps?: boolean;
  allVerified?: boolean;
  note?: string;
  /** The whole answer as shown (status, method, answer, every step, message): what `--dump` writes, to diff runs. */
  output?: string;
}

/** What a student sees of a result, as one string: two runs that show the same thing give the same string. */
export function shownResult(result: MathResult): string {
  const { status, task, method, answer, steps, message } = result;
  return JSON.stringify({ status, task, method, answer, steps, message });
}

export function inputFor(record: SymbolicRecord): ParsedMathInput {
  switch (record.task) {
    case 'solve_equation':
      return { problem: record.input, task: 'solve', ...variableOf(record) };
    case 'simplify':
      return { problem: record.input, task: 'simplify' };
    case 'factor':
      return { problem: record.input, task: 'factor' };
    case 'derivative':
      return { problem: naturalLog(record.expression ?? record.input), task: 'derivative', ...(record.variable ? { variable: record.variable } : {}) };
    case 'antiderivative':
      return { problem: naturalLog(record.expression ?? record.input), task: 'integral', ...(record.variable ? { variable: record.variable } : {}) };
  }
}

/**
 * nerdamer's log is the natural logarithm (its expected answers are written so); a student's log(x)
 * may be read as base 10, so the problem is typed as a student would mean it: ln(x).
 */
function naturalLog(expression: string): string {
  return expression.replace(/\blog\(/g, 'ln(');
}

function variableOf(record: SymbolicRecord): { variable?: string } {
  const name = record.expected.match(/^\s*([A-Za-z])\s*=/)?.[1];
  return name ? { variable: name } : {};
}

/**
 * Equivalence alone would count "simplify x + x" answered with "x + x" as right. So a simplified
 * answer must be no longer than the library's (in tree nodes, with a little slack for a different
 * but equally simple form), and a factored answer must be a product or a power.
 */
export function formOk(task: SymbolicTask, answer: MathNode, expected: MathNode): boolean {
  if (task === 'simplify') return nodeCount(answer) <= nodeCount(expected) + 2;
  if (task === 'factor') return isProduct(answer);
  return true;
}

/** Compares an answer (ours or mathsteps') with the record's expected value. */
export function judge(record: SymbolicRecord, answer: Answer | null): { correct: boolean; equivalent: boolean; note?: string } {
  if (!answer) return { correct: false, equivalent: false, note: 'answer unreadable' };
  if (record.task === 'solve_equation') {
    const expected = readLibraryEquationAnswer(record.expected);
    if (!expected) return { correct: false, equivalent: false, note: 'expected unreadable' };
    const same = sameAnswer({ kind: 'values', values: expected.roots }, answer);
    return { correct: same, equivalent: same };
  }
  const expected = parseAscii(record.expected);
  if (!expected) return { correct: false, equivalent: false, note: 'expected unreadable' };
  if (answer.kind !== 'values' || answer.values.length !== 1) return { correct: false, equivalent: false, note: 'not one expression' };
  const ours = answer.values[0]!;
  const equivalent =
    record.task === 'antiderivative' ? differByConstant(ours, expected, record.variable ?? 'x') : equivalentExpressions(ours, expected);
  return { correct: equivalent && formOk(record.task, ours, expected), equivalent };
}

export async function scoreOurs(record: SymbolicRecord): Promise<Row> {
  let result: MathResult;
  try {
    result = await solveWithPipeline(inputFor(record));
  } catch (error) {
    return { answered: false, correct: false, note: error instanceof Error ? error.message : String(error) };
  }
  if (result.status !== 'solved') return { answered: false, correct: false, note: result.message ?? 'unsupported', output: shownResult(result) };
  const verdict = judge(record, readOurAnswer(result));
  const withSteps = result.steps.length > 0;
  const unverified = result.steps.filter((step) => !step.verified).map((step) => step.rule);
  return {
    answered: true,
    correct: verdict.correct,
    equivalent: verdict.equivalent,
    withSteps,
    allVerified: withSteps && unverified.length === 0,
    note: [`ours ${result.answer?.text ?? ''}`, verdict.note, unverified.length ? `unverified: ${unverified.join(', ')}` : '', withSteps ? '' : 'no steps']
      .filter(Boolean)
      .join('; '),
    output: shownResult(result),
  };
}

interface MathstepsStep {
  newEquation?: { ascii(): string };
  newNode?: { toString(): string };
}
interface Mathsteps {
  solveEquation(text: string): MathstepsStep[];
  simplifyExpression(text: string): MathstepsStep[];
  factor(text: string): MathstepsStep[];
}

let mathsteps: Mathsteps | { error: string } | undefined;

/** mathsteps (a devDependency, CommonJS with its own mathjs 3), or why it is not there. */
export function loadMathsteps(): Mathsteps | { error: string } {
  if (!mathsteps) {
    try {
      mathsteps = createRequire(import.meta.url)('mathsteps') as Mathsteps;
    } catch (error) {
      mathsteps = { error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
    }
  }
  return mathsteps;
}

/** mathsteps on its own (its last step is its answer); null for tasks it does not do (calculus). */
export function scoreMathsteps(record: SymbolicRecord): Row | null {
  if (record.task === 'derivative' || record.task === 'antiderivative') return null;
  const library = loadMathsteps();
  if ('error' in library) return { answered: false, correct: false, note: library.error };
  let steps: MathstepsStep[];
  try {
    steps =
      record.task === 'solve_equation'
        ? library.solveEquation(record.input)
        : record.task === 'simplify'
          ? library.simplifyExpression(record.input)
          : library.factor(record.input);
  } catch (error) {
    return { answered: false, correct: false, note: error instanceof Error ? error.message : String(error) };
  }
  const last = steps.at(-1);
  if (!last) return { answered: false, correct: false, note: 'no steps' };
  let answer: Answer | null = null;
  if (record.task === 'solve_equation') {
    const read = last.newEquation ? readLibraryEquationAnswer(last.newEquation.ascii()) : null;
    answer = read ? { kind: 'values', values: read.roots } : null;
  } else {
    const node = last.newNode ? parseAscii(last.newNode.toString()) : null;
    answer = node ? { kind: 'values', values: [node] } : null;
  }
  const verdict = judge(record, answer);
  return { answered: true, correct: verdict.correct, equivalent: verdict.equivalent, withSteps: true, ...(verdict.note ? { note: verdict.note } : {}) };
}
