/**
 * Grammar checker speed: `npx tsx bench/grammar/run.ts`. Prints the cold start (loading harper),
 * the time for 1,000 words, and words per second and peak memory for 10,000 words. Memory is the
 * process's peak resident set (worker threads included), from the kernel's maxRSS.
 */
import { grammarCheckerEngine, stopGrammarWorkers } from '../../src/tools/grammar-checker/index';
import { countWords } from '../../src/domain/word-count';
import { makeText } from './make-text';

async function timeRun(text: string): Promise<number> {
  const input = grammarCheckerEngine.inputSchema.parse({ text, language: 'en' });
  const started = performance.now();
  await grammarCheckerEngine.run(input, { responses: 'advanced' });
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const megabytes = (kilobytes: number) => (kilobytes / 1024).toFixed(0);

async function main(): Promise<void> {
  const cold = await timeRun(makeText(50, 1));
  console.log(`cold start (first request, loads harper.js in its worker): ${cold.toFixed(0)} ms`);
  const thousand: number[] = [];
  // Different seeds, so each run meets sentences it has not seen (harper caches per word).
  for (let seed = 10; seed < 17; seed++) thousand.push(await timeRun(makeText(1000, seed)));
  console.log(`1,000 words: median ${median(thousand).toFixed(0)} ms, worst ${Math.max(...thousand).toFixed(0)} ms (${thousand.length} texts)`);
  const big = makeText(10_000, 99);
  const words = countWords(big);
  const tenThousand: number[] = [];
  for (let run = 0; run < 3; run++) tenThousand.push(await timeRun(run === 0 ? big : makeText(10_000, 100 + run)));
  const ms = median(tenThousand);
  console.log(`10,000 words (${words} counted): median ${ms.toFixed(0)} ms → ${Math.round((words / ms) * 1000)} words/s`);
  console.log(`peak resident memory (whole process, harper worker included): ${megabytes(process.resourceUsage().maxRSS)} MB`);
  console.log(`main-thread heap now: ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MB`);
}

await main().finally(() => stopGrammarWorkers());
