/**
 * Math problem assistance, dev figures: `npx tsx src/tools/math-problem-assistance/eval/run.ts [--only symbolic,math,gsm8k]
 * [--limit N] [--budget-ms 4000] [--workers 2] [--minutes 9] [--show-wrong | --show-answered]
 * [--openai-base-url URL [--openai-model NAME]] [--dump FILE]` (OPENAI_API_KEY from the environment; GSM8K only).
 * `--dump FILE` writes one JSON line per problem (set, id, scores and the whole answer as shown), to diff two runs.
 * Runs the tool's whole pipeline (solveMathProblem, basic responses, offline) on the dev splits of
 * ../shared/data/math-problems and prints one table per data set. See README.md here.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { type MeasuredFigure, shareFigure, writeFigures } from '../../../../eval/lib/write-figures';
import { algebraPartOf } from './algebra-split';
import { expectedAgrees, unreadableLatex } from './check-expected';
import { formatTable, percent } from './format-table';
import { readGsm8kDev, readMathAlgebraDev, readMathAlgebraTrain, readSymbolicDev, SYMBOLIC_TASKS, type SymbolicRecord } from './read-records';
import { startPool, type Job, type JobResult, type RunOptions } from './run-jobs';
import { loadMathsteps } from './score-symbolic';
import { pipelineProblem } from './solve-with-pipeline';

interface Args {
  only: Set<string>;
  limit: number;
  budgetMs: number;
  workers: number;
  minutes: number;
  showWrong: boolean;
  showAnswered: boolean;
  dump?: string;
  openai?: { baseUrl: string; model?: string; apiKey?: string };
}

function parseArgs(argv: string[]): Args {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  return {
    only: new Set((value('--only') ?? 'symbolic,math,gsm8k').split(',')),
    limit: Number(value('--limit') ?? Infinity),
    budgetMs: Number(value('--budget-ms') ?? 4000),
    workers: Number(value('--workers') ?? 2),
    minutes: Number(value('--minutes') ?? 9),
    showWrong: argv.includes('--show-wrong') || argv.includes('--show-answered'),
    showAnswered: argv.includes('--show-answered'),
    ...(value('--dump') ? { dump: value('--dump')! } : {}),
    ...(value('--openai-base-url')
      ? {
          openai: {
            baseUrl: value('--openai-base-url')!,
            ...(value('--openai-model') ? { model: value('--openai-model')! } : {}),
            ...(process.env.OPENAI_API_KEY ? { apiKey: process.env.OPENAI_API_KEY } : {}),
          },
        }
      : {}),
  };
}

const args = parseArgs(process.argv.slice(2));
const started = performance.now();
const deadline = Date.now() + args.minutes * 60_000;
const options: RunOptions = { workers: args.workers, budgetMs: args.budgetMs, deadline };
let timeouts = 0;
let notRun = 0;
/** What figures.json gets after a full run (see writeMeasuredFigures at the end). */
const figures: MeasuredFigure[] = [];
/** Answered as solved, and wrong, over every set run: the page's "answers given as solved that were wrong". */
const answeredTally = { answered: 0, wrong: 0 };
const SYMBOLIC_DATA = 'math-problems/symbolic_dev.jsonl (verified_with_sympy)';
const TASK_WORDS: Record<string, string> = {
  solve_equation: 'equations',
  simplify: 'simplifying',
  factor: 'factoring',
  derivative: 'derivatives',
  antiderivative: 'antiderivatives',
};
const count = (results: JobResult[], test: (r: JobResult) => boolean) => results.filter(test).length;
function tallyAnswered(results: JobResult[]): void {
  answeredTally.answered += count(results, (r) => Boolean(r.row?.answered));
  answeredTally.wrong += count(results, (r) => Boolean(r.row?.answered && !r.row.correct));
}

const pool = await startPool(options);

async function run(jobs: Job[]): Promise<JobResult[]> {
  const results = await pool.run(jobs);
  timeouts += results.filter((r) => r.timedOut).length;
  notRun += results.filter((r) => r.notRun).length;
  return results;
}

function share(results: JobResult[], test: (r: JobResult) => boolean): string {
  return results.length ? percent(results.filter(test).length / results.length) : '—';
}

function precision(results: JobResult[]): string {
  const answered = results.filter((r) => r.row?.answered);
  return answered.length ? `${percent(answered.filter((r) => r.row?.correct).length / answered.length)} (${answered.filter((r) => r.row?.correct).length}/${answered.length})` : '—';
}

/** Per-problem lines for --dump, in the order the sets ran. */
const dumped: string[] = [];
function dump(set: string, ids: string[], results: JobResult[]): void {
  results.forEach((result, i) => {
    const { output, ...scores } = result.row ?? { answered: false, correct: false };
    const outcome = result.timedOut ? 'timed out' : result.notRun ? 'not run' : undefined;
    dumped.push(JSON.stringify({ set, id: ids[i], ...scores, ...(outcome ? { outcome } : {}), ...(output ? { output: JSON.parse(output) as unknown } : {}) }));
  });
}

function showWrong(label: string, items: Array<{ id: string; text: string; expected: string; result: JobResult }>): void {
  if (!args.showWrong) return;
  for (const { id, text, expected, result } of items) {
    if (!result.row?.answered) continue;
    const verdict = !result.row.correct
      ? 'WRONG'
      : result.row.withSteps === false
        ? 'NO STEPS'
        : result.row.allVerified === false
          ? 'UNVERIFIED'
          : args.showAnswered
            ? 'OK'
            : '';
    if (!verdict) continue;
    console.log(`  ${verdict} ${label} ${id}: ${text.slice(0, 90).replace(/\s+/g, ' ')} | expected ${expected} | ${result.row.note ?? ''}`);
  }
}

const pipeline = await pipelineProblem();
console.log(`pipeline: ${pipeline ?? 'solveMathProblem loaded'}`);
if (pipeline) console.log('  every pipeline figure below is 0 until it loads (the harness calls it through solve-with-pipeline.ts).');
console.log(`per-problem budget ${args.budgetMs} ms, ${args.workers} worker threads, stops starting problems after ${args.minutes} min\n`);

if (args.only.has('symbolic')) {
  // --limit applies per task here, so a short run still covers every task.
  const records = SYMBOLIC_TASKS.flatMap((task) => readSymbolicDev().filter((r) => r.task === task).slice(0, args.limit));
  const library = loadMathsteps();
  const ours = await run(records.map((record) => ({ kind: 'symbolic', record })));
  dump('symbolic', records.map((r) => r.id), ours);
  const theirs = 'error' in library ? [] : await run(records.map((record) => ({ kind: 'mathsteps', record })));
  const rows = SYMBOLIC_TASKS.map((task) => {
    const indices = records.map((r, i) => (r.task === task ? i : -1)).filter((i) => i >= 0);
    const mine = indices.map((i) => ours[i]!);
    const library = indices.map((i) => theirs[i]).filter((r): r is JobResult => r?.row !== null && r !== undefined);
    return [
      task,
      String(indices.length),
      share(mine, (r) => Boolean(r.row?.answered)),
      share(mine, (r) => Boolean(r.row?.equivalent)),
      share(mine, (r) => Boolean(r.row?.correct)),
      share(mine, (r) => Boolean(r.row?.correct && r.row.withSteps)),
      share(mine, (r) => Boolean(r.row?.correct && r.row.allVerified)),
      library.length ? share(library, (r) => Boolean(r.row?.correct)) : '—',
    ];
  });
  const all = ours;
  const libraryAll = theirs.filter((r) => r?.row);
  rows.push([
    'all',
    String(records.length),
    share(all, (r) => Boolean(r.row?.answered)),
    share(all, (r) => Boolean(r.row?.equivalent)),
    share(all, (r) => Boolean(r.row?.correct)),
    share(all, (r) => Boolean(r.row?.correct && r.row.withSteps)),
    share(all, (r) => Boolean(r.row?.correct && r.row.allVerified)),
    libraryAll.length ? `${share(libraryAll, (r) => Boolean(r.row?.correct))} of ${libraryAll.length}` : '—',
  ]);
  console.log('Symbolic dev (verified_with_sympy only): share of problems, through solveMathProblem');
  console.log(formatTable(['task', 'n', 'answered', 'equivalent', 'correct', '+steps', '+all verified', 'mathsteps'], rows));
  console.log('  correct = equivalent to the expected answer, and for simplify no longer than it (+2 nodes), for factor a product.');
  if ('error' in library) console.log(`  mathsteps not installable/loadable here: ${library.error}`);
  else console.log('  mathsteps: its own solveEquation/simplifyExpression/factor (last step), scored the same way; no calculus.');
  const correct = (r: JobResult) => Boolean(r.row?.correct);
  const symbolic = { dataset: SYMBOLIC_DATA, split: 'dev', command: 'npx tsx src/tools/math-problem-assistance/eval/run.ts --only symbolic' } as const;
  figures.push(
    shareFigure({ id: 'symbolic-correct', label: 'Symbolic problems (equations, simplifying, factoring, derivatives, antiderivatives): correct answers', ...symbolic }, count(ours, correct), ours.length),
    ...SYMBOLIC_TASKS.map((task) => {
      const mine = ours.filter((_, i) => records[i]!.task === task);
      return shareFigure({ id: `symbolic-correct/${task.replace('_', '-')}`, label: `Symbolic problems, ${TASK_WORDS[task] ?? task}: correct answers`, ...symbolic }, count(mine, correct), mine.length);
    }),
    shareFigure({ id: 'symbolic-correct-all-steps-verified', label: 'Symbolic problems: correct, with every step verified by the CAS', ...symbolic }, count(ours, (r) => Boolean(r.row?.correct && r.row.allVerified)), ours.length),
    shareFigure(
      { id: 'symbolic-answered-all-steps-verified', label: 'Symbolic problems answered: shown with every step verified', ...symbolic },
      count(ours, (r) => Boolean(r.row?.answered && r.row.withSteps && r.row.allVerified)),
      count(ours, (r) => Boolean(r.row?.answered)),
    ),
    ...(libraryAll.length
      ? [shareFigure({ id: 'mathsteps-correct', label: 'mathsteps 0.2.0 alone, on the symbolic problems it covers: correct answers', ...symbolic }, count(libraryAll, correct), libraryAll.length)]
      : []),
  );
  tallyAnswered(ours);
  const disagree = records.filter((r: SymbolicRecord) => !expectedAgrees(r));
  console.log(`  harness check: ${records.length - disagree.length}/${records.length} expected answers, as read here, agree numerically with their problems${disagree.length ? ` (not: ${disagree.map((r) => r.id).join(', ')})` : ''}.\n`);
  showWrong('symbolic', records.map((r, i) => ({ id: r.id, text: `${r.task} ${r.expression ?? r.input}`, expected: r.expected, result: ours[i]! })));
}

if (args.only.has('math')) {
  const records = readMathAlgebraDev().slice(0, args.limit);
  const results = await run(records.map((record) => ({ kind: 'math-algebra', record })));
  dump('math', records.map((r) => r.id), results);
  const levels = ['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5'];
  const rows = [...levels, 'all'].map((level) => {
    const picked = results.filter((_, i) => level === 'all' || records[i]!.level === level);
    return [
      level,
      String(picked.length),
      share(picked, (r) => Boolean(r.row?.correct)),
      share(picked, (r) => Boolean(r.row?.answered)),
      precision(picked),
      share(picked, (r) => Boolean(r.row?.equivalent)),
    ];
  });
  const algebra = { dataset: 'math-problems/math_algebra_dev.jsonl', split: 'dev', command: 'npx tsx src/tools/math-problem-assistance/eval/run.ts --only math' } as const;
  const solved = (r: JobResult) => Boolean(r.row?.correct);
  const answered = results.filter((r) => r.row?.answered);
  figures.push(
    shareFigure({ id: 'math-algebra-correct', label: 'MATH algebra problems (levels 1–5), offline: correct final answers', ...algebra }, count(results, solved), results.length),
    ...(answered.length
      ? [shareFigure({ id: 'math-algebra-precision', label: 'MATH algebra problems answered as solved: correct (precision)', ...algebra }, count(answered, solved), answered.length)]
      : []),
    ...levels.map((level) => {
      const picked = results.filter((_, i) => records[i]!.level === level);
      return shareFigure({ id: `math-algebra-correct/${level.toLowerCase().replace(' ', '-')}`, label: `MATH algebra, ${level}: correct final answers`, ...algebra }, count(picked, solved), picked.length);
    }),
  );
  // The fixed tune/check split of the dev set (see README.md): forms are added by looking at the tune part only.
  const parts = (['tune', 'check'] as const).map((part) => ({ part, picked: results.filter((_, i) => algebraPartOf(records[i]!.problem) === part) }));
  figures.push(
    ...parts.flatMap(({ part, picked }) => [
      shareFigure({ id: `math-algebra-correct/${part}`, label: `MATH algebra, the ${part} part of dev (${part === 'tune' ? '60' : '40'}% by a hash of the problem): correct final answers`, ...algebra }, count(picked, solved), picked.length),
      shareFigure({ id: `math-algebra-precision/${part}`, label: `MATH algebra, the ${part} part of dev: correct among answered (precision)`, ...algebra }, count(picked, solved), count(picked, (r) => Boolean(r.row?.answered))),
    ]),
  );
  tallyAnswered(results);
  console.log('MATH algebra dev: problem text as-is, task auto, offline');
  console.log(formatTable(['level', 'n', 'correct (of all)', 'answered', 'precision (correct/answered)', 'equivalent (of all)'], rows));
  console.log(
    formatTable(
      ['part', 'n', 'correct (of all)', 'answered', 'precision (correct/answered)'],
      parts.map(({ part, picked }) => [part, String(picked.length), share(picked, (r) => Boolean(r.row?.correct)), share(picked, (r) => Boolean(r.row?.answered)), precision(picked)]),
    ),
  );
  console.log('  correct = same value/set/interval as the boxed answer, in final form (worked out: no floor(), log(), i^2 left; not much longer than the boxed answer; a product for "Factor").');
  const unreadable = unreadableLatex(records);
  console.log(`  harness check: ${records.length - unreadable.length}/${records.length} boxed answers read by the LaTeX normaliser.\n`);
  showWrong('math', records.map((r, i) => ({ id: r.id, text: r.problem, expected: r.final_answer ?? '', result: results[i]! })));
}

if (args.only.has('math-train')) {
  // The train split: where new forms are chosen (math-train/README.md); dev is then a check on them.
  const records = readMathAlgebraTrain().slice(0, args.limit);
  const results = await run(records.map((record) => ({ kind: 'math-algebra', record })));
  dump('math-train', records.map((r) => r.id), results);
  const levels = ['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5'];
  const rows = [...levels, 'all'].map((level) => {
    const picked = results.filter((_, i) => level === 'all' || records[i]!.level === level);
    return [level, String(picked.length), share(picked, (r) => Boolean(r.row?.correct)), share(picked, (r) => Boolean(r.row?.answered)), precision(picked)];
  });
  const train = { dataset: 'math-train/math_algebra_train.jsonl (MATH train/algebra)', split: 'dev', command: 'npx tsx src/tools/math-problem-assistance/eval/run.ts --only math-train' } as const;
  const solved = (r: JobResult) => Boolean(r.row?.correct);
  figures.push(
    shareFigure({ id: 'math-algebra-train-correct', label: 'MATH algebra train split (tuned on), offline: correct final answers', ...train }, count(results, solved), results.length),
    shareFigure({ id: 'math-algebra-train-precision', label: 'MATH algebra train split (tuned on): correct among answered (precision)', ...train }, count(results, solved), count(results, (r) => Boolean(r.row?.answered))),
  );
  console.log('MATH algebra train (tuned on): problem text as-is, task auto, offline');
  console.log(formatTable(['level', 'n', 'correct (of all)', 'answered', 'precision (correct/answered)'], rows));
  showWrong('math-train', records.map((r, i) => ({ id: r.id, text: r.problem, expected: r.final_answer ?? '', result: results[i]! })));
}

if (args.only.has('gsm8k')) {
  const records = readGsm8kDev().slice(0, args.limit);
  const viaPipeline = await run(records.map((record) => ({ kind: 'gsm8k-pipeline', record })));
  const viaReader = await run(records.map((record) => ({ kind: 'gsm8k-reader', record })));
  dump('gsm8k', records.map((r) => r.id), viaPipeline);
  dump('gsm8k-reader', records.map((r) => r.id), viaReader);
  const viaModel = args.openai ? await run(records.map((record) => ({ kind: 'gsm8k-reader', record, openai: args.openai, budgetMs: 35_000 }))) : null;
  const gsm8k = { dataset: 'math-problems/gsm8k_dev.jsonl', split: 'dev', command: 'npx tsx src/tools/math-problem-assistance/eval/run.ts --only gsm8k' } as const;
  figures.push(
    shareFigure({ id: 'gsm8k-correct', label: 'GSM8K word problems without a model server: correct final answers', ...gsm8k }, count(viaPipeline, (r) => Boolean(r.row?.correct)), viaPipeline.length),
    shareFigure({ id: 'gsm8k-answered', label: 'GSM8K word problems without a model server: answered (otherwise it says how to set the problem up)', ...gsm8k }, count(viaPipeline, (r) => Boolean(r.row?.answered)), viaPipeline.length),
  );
  tallyAnswered(viaPipeline);
  console.log(args.openai ? 'GSM8K dev (offline rows: no model)' : 'GSM8K dev, offline (no model)');
  console.log(
    formatTable(
      ['path', 'n', 'answered', 'precision (correct/answered)', 'correct (of all)'],
      [
        ['solveMathProblem (auto)', String(records.length), share(viaPipeline, (r) => Boolean(r.row?.answered)), precision(viaPipeline), share(viaPipeline, (r) => Boolean(r.row?.correct))],
        ['word-problem reader alone', String(records.length), share(viaReader, (r) => Boolean(r.row?.answered)), precision(viaReader), share(viaReader, (r) => Boolean(r.row?.correct))],
        ...(viaModel
          ? [
              [
                `reader + model (${args.openai?.model ?? args.openai?.baseUrl})`,
                String(records.length),
                share(viaModel, (r) => Boolean(r.row?.answered)),
                precision(viaModel),
                share(viaModel, (r) => Boolean(r.row?.correct)),
              ],
            ]
          : []),
      ],
    ),
  );
  console.log('');
  showWrong('gsm8k', records.map((r, i) => ({ id: r.id, text: r.question, expected: r.final_answer, result: viaPipeline[i]! })));
}

await pool.close();
if (args.dump) writeFileSync(args.dump, dumped.map((line) => `${line}\n`).join(''));
writeMeasuredFigures();
console.log(
  `${timeouts} problem(s) ran past the budget (not answered); ${notRun} not run (deadline); total ${((performance.now() - started) / 1000).toFixed(0)} s.`,
);

/**
 * figures.json gets only what a complete run measured: every problem of the sets run, none past its budget
 * (a loaded machine would understate the engine). The cross-set figure needs all three sets.
 */
function writeMeasuredFigures(): void {
  const why = Number.isFinite(args.limit) ? '--limit' : notRun ? `${notRun} problem(s) not run` : timeouts ? `${timeouts} problem(s) past the budget (re-run on an idle machine)` : '';
  if (why) {
    console.log(`figures.json not written: ${why}.`);
    return;
  }
  if (['symbolic', 'math', 'gsm8k'].every((set) => args.only.has(set)) && answeredTally.answered > 0) {
    figures.push(
      shareFigure(
        { id: 'answered-wrong', label: 'Answers given as solved that were wrong (symbolic, MATH algebra and GSM8K together)', dataset: 'math-problems/*_dev.jsonl', split: 'dev', decimals: 1 },
        answeredTally.wrong,
        answeredTally.answered,
      ),
    );
  }
  writeFigures({ harness: 'src/tools/math-problem-assistance/eval', tool: 'math-problem-assistance', command: 'npx tsx src/tools/math-problem-assistance/eval/run.ts', figures });
}
