/**
 * Problems typed the way students type them (pasted Unicode, LaTeX, ÷ between fractions, logs with
 * coefficients, dθ, d²/dx², mixed numbers, numbers past 2^53), with answers worked out by hand:
 * `npx tsx src/tools/math-problem-assistance/eval/run-student-set.ts [--show]`.
 * Reads student-typed.jsonl here; each problem is right (shown as solved and equal to the expected
 * answer), wrong (shown as solved, not equal: the worst outcome) or refused (unsupported or a 400).
 * Written for issue 35 by its session, not taken from any data set.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { derivative, type MathNode } from 'mathjs';
import type { MathResult } from '../contract';
import { areEquivalent } from '../engine/equivalence';
import { freeSymbols, parseMath, parseMathState } from '../engine/math-text';
import type { MathState, Relation } from '../engine/problem';
import { compileNode, samplePoints } from '../engine/verify/evaluate';
import { solveWithPipeline } from './solve-with-pipeline';

interface StudentRecord {
  id: string;
  category: string;
  problem: string;
  kind: 'value' | 'solutions' | 'expression' | 'factor' | 'antiderivative' | 'interval';
  expected: string | string[];
  /** "before the fixes" (the first 115, which showed what to fix) or "after the fixes" (not tuned on). */
  written: string;
}

type Outcome = 'right' | 'wrong' | 'refused';

// `--file word-problems.jsonl`: the word problems written for issue 35 (dev and holdout halves, by `written`).
const fileAt = process.argv.indexOf('--file');
const FILE_NAME = fileAt >= 0 ? process.argv[fileAt + 1]! : 'student-typed.jsonl';
const FILE = new URL(`./${FILE_NAME}`, import.meta.url);

function readRecords(): StudentRecord[] {
  return readFileSync(FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as StudentRecord);
}

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

/** Where an inequality's answer is true, compared with the expected one at sample points. */
function sameTruth(got: MathState, expected: MathState): boolean {
  const truth = (state: MathState) => {
    if (state.kind === 'expression') return undefined;
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
  };
  const a = truth(got);
  const b = truth(expected);
  if (!a || !b) return false;
  return samplePoints(['x'], 80, 5).every((point) => a(point.x as number) === b(point.x as number));
}

function judge(record: StudentRecord, result: MathResult): Outcome {
  if (result.status !== 'solved' || !result.answer) return 'refused';
  try {
    switch (record.kind) {
      case 'solutions': {
        const solutions = result.answer.solutions;
        if (!solutions) return 'wrong';
        return sameValues(solutions.map((s) => Object.values(s)[0] as string), record.expected as string[]) ? 'right' : 'wrong';
      }
      case 'value':
        // A whole number is compared digit by digit: 37037036703700000 is not 37037036703703701.
        if (/^-?\d+$/u.test(record.expected as string)) return answerText(result).replace(/\s/gu, '') === record.expected ? 'right' : 'wrong';
        return sameValues([answerText(result)], [record.expected as string]) ? 'right' : 'wrong';
      case 'expression':
        return areEquivalent(parseMath(answerText(result)), parseMath(record.expected as string)) ? 'right' : 'wrong';
      case 'factor': {
        const got = parseMath(answerText(result));
        return isProduct(got) && areEquivalent(got, parseMath(record.expected as string)) && answerText(result).replace(/\s/gu, '').length <= (record.expected as string).length + 8 ? 'right' : 'wrong';
      }
      case 'antiderivative':
        return sameAntiderivative(parseMath(answerText(result)), parseMath(record.expected as string)) ? 'right' : 'wrong';
      case 'interval':
        return sameTruth(parseMathState(answerText(result)), parseMathState(record.expected as string)) ? 'right' : 'wrong';
    }
  } catch {
    return 'wrong';
  }
}

async function main(): Promise<void> {
  const show = process.argv.includes('--show');
  const records = readRecords();
  const tally = new Map<string, Record<Outcome, number>>();
  const batches = new Map<string, Record<Outcome, number>>();
  const times: number[] = [];
  for (const record of records) {
    const started = performance.now();
    let outcome: Outcome;
    let shown = '';
    try {
      const result = await solveWithPipeline({ problem: record.problem, task: 'auto' });
      outcome = judge(record, result);
      shown = result.status === 'solved' ? `${result.answer?.text ?? ''}` : `refused: ${result.message ?? ''}`;
    } catch (error) {
      outcome = 'refused';
      shown = `400: ${error instanceof Error ? error.message : String(error)}`;
    }
    times.push(performance.now() - started);
    const row = tally.get(record.category) ?? { right: 0, wrong: 0, refused: 0 };
    row[outcome] += 1;
    tally.set(record.category, row);
    const batch = batches.get(record.written) ?? { right: 0, wrong: 0, refused: 0 };
    batch[outcome] += 1;
    batches.set(record.written, batch);
    if (show || outcome === 'wrong') console.log(`${outcome.padEnd(7)} ${record.id} ${record.problem}  →  ${shown.slice(0, 160)}`);
  }
  const total = { right: 0, wrong: 0, refused: 0 };
  console.log(`\nStudent-typed set (${records.length} problems, eval/${FILE_NAME})`);
  console.log('category'.padEnd(44), 'n'.padStart(4), 'right'.padStart(6), 'wrong'.padStart(6), 'refused'.padStart(8));
  for (const [category, row] of tally) {
    const n = row.right + row.wrong + row.refused;
    console.log(category.padEnd(44), String(n).padStart(4), String(row.right).padStart(6), String(row.wrong).padStart(6), String(row.refused).padStart(8));
    total.right += row.right;
    total.wrong += row.wrong;
    total.refused += row.refused;
  }
  console.log('all'.padEnd(44), String(records.length).padStart(4), String(total.right).padStart(6), String(total.wrong).padStart(6), String(total.refused).padStart(8));
  for (const [written, row] of batches) console.log(`problems written ${written}: ${row.right} right, ${row.wrong} wrong, ${row.refused} refused`);
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`median time ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms, slowest ${Math.round(sorted[sorted.length - 1] ?? 0)} ms`);
}

await main();
