/**
 * Speed of math problem assistance: median time per problem for each task, through solveMathProblem
 * (basic responses, in this thread, offline), over the fixed list in problems.ts.
 * Run: npx tsx src/tools/math-problem-assistance/bench/run.ts [--repeats 5]   (figures only: speed is measured here, never asserted in a test).
 */
import { performance } from 'node:perf_hooks';
import { loadPipeline } from './load-pipeline';
import { BENCH_PROBLEMS } from './problems';

const repeatsAt = process.argv.indexOf('--repeats');
const REPEATS = repeatsAt >= 0 ? Number(process.argv[repeatsAt + 1]) : 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const loadStart = performance.now();
const pipeline = await loadPipeline();
if (typeof pipeline !== 'function') {
  console.log(`nothing measured: ${pipeline.error}`);
  process.exit(0);
}
console.log(`load time (pipeline, mathjs, nerdamer): ${Math.round(performance.now() - loadStart)} ms`);

interface Measured {
  task: string;
  problem: string;
  solved: boolean;
  medianMs: number;
}

const measured: Measured[] = [];
for (const { task, input } of BENCH_PROBLEMS) {
  let solved = false;
  try {
    // One untimed run first, so caches and the JIT are warm alike for every problem.
    solved = (await pipeline(input, { responses: 'basic' })).status === 'solved';
  } catch {
    solved = false;
  }
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const start = performance.now();
    try {
      await pipeline(input, { responses: 'basic' });
    } catch {
      // A problem the reader rejects still has a time: the time to say so.
    }
    times.push(performance.now() - start);
  }
  measured.push({ task, problem: input.problem, solved, medianMs: median(times) });
}

const tasks = [...new Set(BENCH_PROBLEMS.map((p) => p.task))];
const rows = tasks.map((task) => {
  const mine = measured.filter((m) => m.task === task);
  const slowest = mine.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
  return [task, String(mine.length), String(mine.filter((m) => m.solved).length), median(mine.map((m) => m.medianMs)).toFixed(1), slowest.medianMs.toFixed(1), slowest.problem];
});
const header = ['task', 'problems', 'solved', 'median ms', 'slowest ms', 'slowest problem'];
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
const line = (cells: string[]) =>
  cells
    .map((cell, c) => (c === 5 ? cell : c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
    .join('  ');
console.log(`median time per problem (each problem: median of ${REPEATS} runs after one warm-up; per task: median over its problems)`);
console.log([line(header), ...rows.map(line)].join('\n'));
