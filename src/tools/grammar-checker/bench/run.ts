/**
 * Grammar checker speed: `npx tsx src/tools/grammar-checker/bench/run.ts`. Prints the cold start (loading harper),
 * the time for 1,000 words, words per second for 10,000 words — our engine and harper.js alone
 * (one lint call on the same kind of text, in the same worker) — and peak memory.
 * A text of more than one 10,000-character piece is linted on every harper worker at once
 * (GRAMMAR_HARPER_WORKERS, two on two cores; docs/decisions/0040): the first 10,000-word run starts
 * the second worker, so its time is printed apart. `GRAMMAR_HARPER_WORKERS=1` measures one worker.
 * Wall time depends on what else the machine runs, so CPU time (all threads of this process, the
 * harper workers included) and the load average are printed beside it. Memory is the process's
 * peak resident set from the kernel's maxRSS (worker threads included).
 */
import { loadavg } from 'node:os';
import { grammarCheckerEngine, stopGrammarWorkers } from '../index';
import { countWords } from '../../../domain/word-count';
import { countRunningHarperWorkers, lintWithHarper } from '../engine/workers/engine-workers';
import { countHarperWorkers } from '../engine/workers/harper-lanes';
import { makeSampleText } from '../engine/text/make-sample-text';

interface Timing {
  wall: number;
  cpu: number;
}

async function measure(work: () => Promise<unknown>): Promise<Timing> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await work();
  const cpu = process.cpuUsage(cpuBefore);
  return { wall: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000 };
}

function timeRun(text: string): Promise<Timing> {
  const input = grammarCheckerEngine.inputSchema.parse({ text, language: 'en' });
  return measure(() => grammarCheckerEngine.run(input, { responses: 'advanced' }));
}

function timeHarperAlone(text: string): Promise<Timing> {
  return measure(() => lintWithHarper(text, 'us'));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const describe = (runs: Timing[]) =>
  `wall median ${median(runs.map((r) => r.wall)).toFixed(0)} ms (worst ${Math.max(...runs.map((r) => r.wall)).toFixed(0)}), CPU median ${median(runs.map((r) => r.cpu)).toFixed(0)} ms`;

async function main(): Promise<void> {
  console.log(`load average before: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (2 cores here; above 2 the wall times are inflated)`);
  const cold = await timeRun(makeSampleText(50, 1));
  console.log(`cold start (first request: loads and warms harper.js in its worker): ${cold.wall.toFixed(0)} ms wall`);
  // Different seeds, so each run meets sentences it has not seen (harper caches per sentence).
  const thousand: Timing[] = [];
  for (let seed = 10; seed < 17; seed++) thousand.push(await timeRun(makeSampleText(1000, seed)));
  console.log(`1,000 words (${thousand.length} different texts): ${describe(thousand)}`);
  // Interleaved, each on texts it has not seen (harper caches per sentence), so load spikes hit both.
  const tenThousand: Timing[] = [];
  const harperAlone: Timing[] = [];
  for (let run = 0; run < 3; run++) {
    tenThousand.push(await timeRun(makeSampleText(10_000, 100 + run)));
    harperAlone.push(await timeHarperAlone(makeSampleText(10_000, 200 + run)));
  }
  const words = countWords(makeSampleText(10_000, 100));
  const rate = (runs: Timing[]) => {
    const wall = median(runs.map((r) => r.wall));
    const cpu = median(runs.map((r) => r.cpu));
    return { wall: Math.round((words / wall) * 1000), cpu: Math.round((words / cpu) * 1000) };
  };
  const ours = rate(tenThousand);
  const library = rate(harperAlone);
  console.log(`harper workers running after the 10,000-word runs: ${countRunningHarperWorkers()}`);
  console.log(`10,000 words, our engine, each run: ${tenThousand.map((r) => r.wall.toFixed(0)).join(', ')} ms${countHarperWorkers() > 1 ? ' (the first starts the second harper worker)' : ''}`);
  console.log(`10,000 words, our engine:      ${describe(tenThousand)} → ${ours.wall} words/s wall, ${ours.cpu} words per CPU-second`);
  console.log(`10,000 words, harper.js alone: ${describe(harperAlone)} → ${library.wall} words/s wall, ${library.cpu} words per CPU-second`);
  console.log(`our engine / harper.js alone (words/s wall): ${(ours.wall / library.wall).toFixed(2)}×`);
  console.log(`peak resident memory (whole process, harper worker included): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
}

await main().finally(() => stopGrammarWorkers());
