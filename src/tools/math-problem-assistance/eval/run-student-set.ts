/**
 * Problems typed the way students type them (pasted Unicode, LaTeX, ÷ between fractions, logs with
 * coefficients, dθ, d²/dx², mixed numbers, numbers past 2^53, trig on an interval, implicit derivatives,
 * inequalities with interval answers), with answers worked out by hand:
 * `npx tsx src/tools/math-problem-assistance/eval/run-student-set.ts [--show] [--part dev|held-out] [--category NAME] [--no-figures] [--measure-once] [--budget-s N]`. A FRESH_SETS file writes its figures only with `--measure-once`, on its first run.
 * Reads student-typed.jsonl here (or `--file NAME`); each problem is right, wrong (shown as solved, not
 * equal: the worst outcome) or refused (judge-student-answer.ts). Prints a table per category, one per
 * part (session 13's held-out third, never tuned on, apart from the rest) and each category's median
 * time. A full run of the default file writes its figures to figures.json (eval/lib/write-figures.ts).
 * Written for issue 35 by its sessions, not taken from any data set.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { type MeasuredFigure, shareFigure, writeFigures } from '../../../../eval/lib/write-figures';
import { judgeStudentAnswer, type Outcome, type StudentRecord } from './judge-student-answer';
import { solveWithPipeline, solveWithinBudget, stopBudgetThread } from './solve-with-pipeline';

// `--file word-problems.jsonl`: the word problems written for issue 35 (dev and holdout halves, by `written`).
const DEFAULT_FILE = 'student-typed.jsonl';
// Written after session 13's fixes, committed before its first run.
const FRESH_FILE = 'student-typed-fresh.jsonl';
// Word problems written in session 25 before any reader was read or changed, committed before its first run.
const FRESH_WORD_FILE = 'word-problems-fresh-s25.jsonl';
// Word problems by a separate writer who read no engine code, committed after session 25's readers and before their first run.
const HOLDOUT_WORD_FILE = 'word-problems-holdout-s25.jsonl';
/** Sets committed before their first run (each measured once, then dev): file → figure id prefix and label. */
const FRESH_SETS: Record<string, { prefix: string; what: string }> = {
  [FRESH_FILE]: { prefix: 'student-typed-fresh', what: 'Student-typed fresh set, written after the fixes' },
  [FRESH_WORD_FILE]: { prefix: 'word-problems-fresh-s25', what: 'Word problems written in session 25 before any reader change' },
  [HOLDOUT_WORD_FILE]: { prefix: 'word-problems-holdout-s25', what: "Word problems by a separate writer, measured once after session 25's readers" },
  // A second separate writer's set, committed after the session's later readers and before its first run.
  'word-problems-holdout-s25b.jsonl': { prefix: 'word-problems-holdout-s25b', what: "Word problems by a second separate writer, measured once after session 25's later readers" },
  // A third separate writer (session 26), who read no engine code, committed before its first run.
  'word-problems-holdout-s26.jsonl': { prefix: 'word-problems-holdout-s26', what: 'Word problems by a third separate writer, measured once in session 26' },
  // A fourth separate writer (session 26), committed after that set's round and before its own first run.
  'word-problems-holdout-s26b.jsonl': { prefix: 'word-problems-holdout-s26b', what: "Word problems by a fourth separate writer, measured once after session 26's round" },
  // A fifth separate writer (session 27), who read no engine code, committed before its first run.
  'word-problems-holdout-s27.jsonl': { prefix: 'word-problems-holdout-s27', what: 'Word problems by a fifth separate writer, measured once in session 27' },
  // A sixth separate writer (session 28), who read no engine code, committed before its first run.
  'word-problems-holdout-s28.jsonl': { prefix: 'word-problems-holdout-s28', what: 'Word problems by a sixth separate writer, measured once in session 28' },
  // A seventh separate writer (session 29), who read no engine code, committed before its first run.
  'word-problems-holdout-s29.jsonl': { prefix: 'word-problems-holdout-s29', what: 'Word problems by a seventh separate writer, measured once in session 29' },
  'word-problems-holdout-s30.jsonl': { prefix: 'word-problems-holdout-s30', what: 'Word problems by an eighth separate writer, measured once in session 30' },
  'word-problems-holdout-s31.jsonl': { prefix: 'word-problems-holdout-s31', what: 'Word problems by a ninth separate writer, measured once in session 31' },
  'word-problems-holdout-s32.jsonl': { prefix: 'word-problems-holdout-s32', what: 'Word problems by a tenth separate writer, measured once in session 32' },
  // Typed-notation problems of every category by a separate writer (session 33), who read no engine code, committed before its first run.
  'student-typed-holdout-s33.jsonl': { prefix: 'student-typed-holdout-s33', what: 'Student-typed problems by a separate writer, measured once in session 33' },
  // Word problems of sixteen school kinds by an eleventh separate writer (session 34), who read no engine code, committed before its first run.
  'word-problems-holdout-s34.jsonl': { prefix: 'word-problems-holdout-s34', what: 'Word problems by an eleventh separate writer, measured once in session 34' },
  // Word problems of seven school kinds (percent, rate, mixture, work, perimeter/area, ages, money) by a separate writer (session 43), who read no word-problem code, committed before its first run.
  'word-problems-holdout-s43.jsonl': { prefix: 'word-problems-holdout-s43', what: 'Word problems by a twelfth separate writer, measured once in session 43' },
  // Typed-notation problems of ten categories by a separate writer (session 35), who read no engine code, committed before its first run.
  'student-typed-holdout-s35.jsonl': { prefix: 'student-typed-holdout-s35', what: 'Student-typed problems by a separate writer, measured once in session 35' },
  'student-typed-holdout-s36.jsonl': { prefix: 'student-typed-holdout-s36', what: 'Student-typed problems by a separate writer, measured once in session 36' },
  // Typed-notation problems of ten categories written in session 37 by a helper who read no solver code, committed before its first run.
  'student-typed-fresh-s37.jsonl': { prefix: 'student-typed-fresh-s37', what: 'Student-typed problems written in session 37, measured once' },
  // Student-typed problems of ten categories (12 word problems, four "solve for x and y" systems) written in session 38 before any fix of that round, committed before its first run.
  'student-typed-fresh-s38.jsonl': { prefix: 'student-typed-fresh-s38', what: 'Student-typed problems written in session 38, measured once' },
  // Student-typed problems of ten categories (10 word problems; four ill-posed ones judged by kind `refuse`) written in session 41 before any fix of that round, committed before its first run.
  'student-typed-fresh-s39.jsonl': { prefix: 'student-typed-fresh-s39', what: 'Student-typed problems written in session 41 (set s39), measured once' },
  // Student-typed problems of ten categories × 8 (four trig equations with no interval judged by kind `general`, five ill-posed ones by `refuse`) written in session 42 before any engine code was read, committed before its first run.
  'student-typed-fresh-s40.jsonl': { prefix: 'student-typed-fresh-s40', what: 'Student-typed problems written in session 42 (set s40), measured once' },
  // Student-typed problems of ten categories × 8 (trig with no interval by `general`, an improper integral, one ill-posed problem by `refuse`) written in session 43 before any engine code was read, committed before its first run.
  'student-typed-fresh-s41.jsonl': { prefix: 'student-typed-fresh-s41', what: 'Student-typed problems written in session 43 (set s41), measured once' },
  // Student-typed problems (28 calculus: f''(a), slope at a point, tangent lines, improper integrals; algebra, trig, logs, inequalities; three ill-posed by `refuse`) written in session 44 before any engine code was read, committed before its first run.
  'student-typed-fresh-s42.jsonl': { prefix: 'student-typed-fresh-s42', what: 'Student-typed problems written in session 44 (set s42), measured once' },
  // Word problems of nine school kinds (percent, rate, distance, "twice as long", mixture, ages, work, consecutive, money) written in session 44 before any engine code was read, committed before its first run.
  'word-problems-fresh-s44.jsonl': { prefix: 'word-problems-fresh-s44', what: 'Word problems written in session 44, measured once' },
  // Word problems of fourteen school kinds (tickets at two prices, plans compared, weighted grades, candles, recipes, percent, distance, mixtures, work, consecutive, ages, geometry, coins, interest) written in session 45 before any engine code was read, committed before its first run.
  'word-problems-fresh-s45.jsonl': { prefix: 'word-problems-fresh-s45', what: 'Word problems written in session 45, measured once' },
  // Student-typed problems where students are refused (trig on an interval and identities, implicit differentiation, inequalities, exp/log with coefficients, radical, systems, pasted Unicode/LaTeX notation) written in session 46 before any engine code was read, committed before its first run.
  'student-typed-fresh-s46.jsonl': { prefix: 'student-typed-fresh-s46', what: 'Student-typed problems written in session 46 (set s46), measured once' },
  // Student-typed problems ending in a format instruction (round to a tenth, in degrees, decimal places, interval notation, mixed number, simplest form) among fractions, exponents, radicals, equations, inequalities, systems, factoring, rational expressions, percent, unit rates and word problems, written in session 47 before any engine code was read, committed before its first run.
  'student-typed-fresh-s47.jsonl': { prefix: 'student-typed-fresh-s47', what: 'Student-typed problems written in session 47 (set s47), measured once' },
};
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const FILE_NAME = argument('--file') ?? DEFAULT_FILE;
const FILE = new URL(`./${FILE_NAME}`, import.meta.url);
const PART = argument('--part');
const CATEGORY = argument('--category');

interface Row {
  record: StudentRecord;
  outcome: Outcome;
  ms: number;
}

function readRecords(): StudentRecord[] {
  return readFileSync(FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as StudentRecord)
    .filter((record) => (!PART || (record.part ?? 'dev') === PART) && (!CATEGORY || record.category === CATEGORY));
}

// `--budget-s N`: each problem runs in the solver thread with N seconds, as on the server, so one that never ends is
// counted refused (what a user gets) instead of stopping the run.
const BUDGET_ARG = process.argv.indexOf('--budget-s');
const BUDGET_MS = BUDGET_ARG > 0 ? Number(process.argv[BUDGET_ARG + 1]) * 1000 : undefined;

function solveOne(problem: string) {
  return BUDGET_MS ? solveWithinBudget({ problem, task: 'auto' }, BUDGET_MS) : solveWithPipeline({ problem, task: 'auto' });
}

async function solveRecord(record: StudentRecord, show: boolean): Promise<Row> {
  const started = performance.now();
  let outcome: Outcome;
  let shown = '';
  try {
    const result = await solveOne(record.problem);
    outcome = judgeStudentAnswer(record, result);
    shown = result.status === 'solved' ? `${result.answer?.text ?? ''}` : `refused: ${result.message ?? ''}`;
  } catch (error) {
    // A 400 is a refusal: right for an ill-posed problem (kind `refuse`), as the judge counts a refused answer.
    outcome = record.kind === 'refuse' ? 'right' : 'refused';
    shown = `400: ${error instanceof Error ? error.message : String(error)}`;
  }
  const ms = performance.now() - started;
  if (show || outcome === 'wrong') console.log(`${outcome.padEnd(7)} ${record.id} ${record.problem}  →  ${shown.slice(0, 160)}  (${Math.round(ms)} ms)`);
  return { record, outcome, ms };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
}

function tally(rows: Row[]): Record<Outcome, number> {
  const counts = { right: 0, wrong: 0, refused: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

function groupBy(rows: Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

function printTable(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log('category'.padEnd(44), 'n'.padStart(4), 'right'.padStart(6), 'wrong'.padStart(6), 'refused'.padStart(8), 'median ms'.padStart(10));
  const line = (name: string, group: Row[]) => {
    const t = tally(group);
    const cells = [group.length, t.right, t.wrong, t.refused].map((value, i) => String(value).padStart([4, 6, 6, 8][i]!));
    console.log(name.padEnd(44), ...cells, String(Math.round(median(group.map((row) => row.ms)))).padStart(10));
  };
  for (const [category, group] of groupBy(rows, (row) => row.record.category)) line(category, group);
  line('all', rows);
}

const slug = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/gu, '-').replace(/^-|-$/gu, '');

/** The figures a full run of student-typed.jsonl measures: right per category for the tuned part and the held-out third, wrong answers, medians. */
function measuredFigures(rows: Row[]): MeasuredFigure[] {
  const dataset = `src/tools/math-problem-assistance/eval/${DEFAULT_FILE}`;
  const heldOut = rows.filter((row) => row.record.part === 'held-out');
  const tuned = rows.filter((row) => row.record.part !== 'held-out');
  const method = "session 13's held-out third of its new problems per category, never tuned on";
  const figures: MeasuredFigure[] = [
    shareFigure({ id: 'student-typed-correct', label: `Student-typed set (${tuned.length} problems tuned on): right`, dataset, split: 'dev' }, tally(tuned).right, tuned.length),
    shareFigure({ id: 'student-typed-held-out-correct', label: `Student-typed set, held-out third (${heldOut.length} problems): right`, dataset, split: 'held-out', method }, tally(heldOut).right, heldOut.length),
    { id: 'student-typed-wrong-shown-as-solved', label: 'Student-typed set, all problems: wrong answers shown as solved', value: tally(rows).wrong, unit: 'count', decimals: 0, n: rows.length, dataset, split: 'dev' },
  ];
  for (const [category, group] of groupBy(tuned, (row) => row.record.category)) {
    figures.push(shareFigure({ id: `student-typed-correct/${slug(category)}`, label: `Student-typed set, ${category} (tuned on): right`, dataset, split: 'dev' }, tally(group).right, group.length));
  }
  for (const [category, group] of groupBy(heldOut, (row) => row.record.category)) {
    figures.push(
      shareFigure({ id: `student-typed-held-out-correct/${slug(category)}`, label: `Student-typed set, ${category}, held-out third: right`, dataset, split: 'held-out', method }, tally(group).right, group.length),
    );
  }
  for (const [category, group] of groupBy(rows, (row) => row.record.category)) {
    figures.push({
      id: `student-typed-median-ms/${slug(category)}`,
      label: `Student-typed set, ${category}: median time per problem (in process, shared 2-core machine under load)`,
      value: median(group.map((row) => row.ms)),
      unit: 'ms',
      decimals: 0,
      n: group.length,
      dataset,
      split: 'dev',
    });
  }
  return figures;
}

/** A fresh set committed before its first run: right per category, and wrong answers, under `prefix`. */
function freshFigures(rows: Row[], fileName: string, prefix: string, what: string): MeasuredFigure[] {
  const dataset = `src/tools/math-problem-assistance/eval/${fileName}`;
  const method = 'written after the fixes and committed before it was first run; never tuned on';
  const figures: MeasuredFigure[] = [
    shareFigure({ id: `${prefix}-correct`, label: `${what} (${rows.length} problems): right`, dataset, split: 'held-out', method }, tally(rows).right, rows.length),
    { id: `${prefix}-wrong-shown-as-solved`, label: `${what}: wrong answers shown as solved`, value: tally(rows).wrong, unit: 'count', decimals: 0, n: rows.length, dataset, split: 'held-out', method },
  ];
  for (const [category, group] of groupBy(rows, (row) => row.record.category)) {
    figures.push(shareFigure({ id: `${prefix}-correct/${slug(category)}`, label: `${what}, ${category}: right`, dataset, split: 'held-out', method }, tally(group).right, group.length));
  }
  return figures;
}

function chooseFigures(rows: Row[]): MeasuredFigure[] | undefined {
  if (PART || CATEGORY) return undefined;
  if (FILE_NAME === DEFAULT_FILE) return measuredFigures(rows);
  const fresh = FRESH_SETS[FILE_NAME];
  if (!fresh) return undefined;
  // A fresh set's figures are its measured-once run: a later run (a round's check) must not write over them.
  if (!process.argv.includes('--measure-once')) {
    console.log(`${FILE_NAME} is a fresh set: its measured-once figures are kept (pass --measure-once on its first run only).`);
    return undefined;
  }
  return freshFigures(rows, FILE_NAME, fresh.prefix, fresh.what);
}

async function main(): Promise<void> {
  const show = process.argv.includes('--show');
  const records = readRecords();
  // Loading the CAS takes seconds: paid once before the clock runs, as the server does at start.
  await solveOne('1+1');
  const rows: Row[] = [];
  for (const record of records) rows.push(await solveRecord(record, show));
  if (BUDGET_MS) await stopBudgetThread();
  printTable(`Student-typed set (${records.length} problems, eval/${FILE_NAME})`, rows);
  const parts = groupBy(rows, (row) => row.record.part ?? '');
  for (const [part, group] of parts) if (part) printTable(`Session 13's new problems, ${part} part (${group.length})`, group);
  for (const [written, group] of groupBy(rows, (row) => row.record.written)) {
    const t = tally(group);
    console.log(`problems written ${written}: ${t.right} right, ${t.wrong} wrong, ${t.refused} refused`);
  }
  const sorted = rows.map((row) => row.ms).sort((a, b) => a - b);
  console.log(`median time ${Math.round(median(sorted))} ms, slowest ${Math.round(sorted[sorted.length - 1] ?? 0)} ms`);
  const figures = chooseFigures(rows);
  if (figures) {
    writeFigures({
      harness: 'src/tools/math-problem-assistance/eval',
      tool: 'math-problem-assistance',
      command: `npx tsx src/tools/math-problem-assistance/eval/run-student-set.ts${FILE_NAME === DEFAULT_FILE ? '' : ` --file ${FILE_NAME}`}`,
      figures,
    });
  }
}

await main();
