import { BroadcastChannel } from 'node:worker_threads';
import { loadEngines } from '../../src/server/engines/compose-engines';
import { createEnginePorts } from '../../src/server/engines/create-engine-ports';
import { DEFAULT_LANES, loadEnginesInWorkers } from '../../src/server/engines/run-engines-in-workers';
import { warmUpEngines } from '../../src/server/engines/warm-up-engines';
import { returnFreeMemoryAfterWarmUp, startReturningFreeMemory } from '../../src/server/memory/return-free-memory';

/**
 * One scenario in a fresh process (run.ts starts one per row): `bare`, `composed`, `<tool id>`
 * (that engine alone, warmed on the main thread), `all` (every engine warmed on the main thread)
 * `all-workers` (loadEnginesInWorkers, every engine warmed in its worker lane: the server's way) or
 * `all-one-lane` (the same with a single lane), `all-workers-calc` (all warm, then a math problem and a
 * quiz calculation) or `all-workers-calc-own` (the same with the quiz starting its own math thread).
 * Prints {rss, heap} in MB after a garbage collection.
 */
const scenario = process.argv[2] ?? 'bare';
const quiet = () => {};

if (scenario === 'all-workers' || scenario === 'all-one-lane') {
  // `all-one-lane`: every laned engine in a single thread, to price the second lane.
  const lanes = scenario === 'all-one-lane' ? { all: Object.values(DEFAULT_LANES).flat() } : DEFAULT_LANES;
  const engines = await loadEnginesInWorkers({}, { lanes });
  await warmUpEngines(engines.warmUps, quiet);
} else if (scenario === 'all-workers-calc' || scenario === 'all-workers-calc-own') {
  // All warm, then a math problem and a quiz calculation, as after a student used both tools. The
  // quiz (in the text lane) solves through the host's math solver, as under the server; with
  // `-own`, without that port, as before decision 29: the quiz's lane started a math thread of its own.
  const { solveMath } = createEnginePorts({
    config: {
      openai: { baseUrl: undefined, apiKey: undefined, model: undefined },
      searxngUrl: undefined,
      citationLookup: { crossrefUrl: '', openLibraryUrl: '', arxivUrl: '', pubmedUrl: '', allowPrivateFetch: false },
    },
    db: async () => Promise.reject(new Error('no database in this bench')),
  });
  const engines = await loadEnginesInWorkers(scenario === 'all-workers-calc' ? { solveMath } : {}, { lanes: DEFAULT_LANES });
  await warmUpEngines(engines.warmUps, quiet);
  const math = engines.findEngine('math-problem-assistance')!;
  await math.run(math.inputSchema.parse({ problem: '2x+3=7' }), { responses: 'basic' });
  const quiz = engines.findEngine('quiz-answer-assistance')!;
  await quiz.run(quiz.inputSchema.parse({ question: 'What is 15% of 80?' }), { responses: 'basic' });
} else if (scenario !== 'bare') {
  const composed = await loadEngines({});
  if (scenario === 'all') {
    await warmUpEngines(composed.warmUps, quiet);
  } else if (scenario !== 'composed') {
    // An engine without a warm-up loads nothing lazily: its row equals `composed`.
    await warmUpEngines(
      composed.warmUps.filter((warmUp) => warmUp.engine.id === scenario),
      quiet,
    );
  }
}

// Let lazily freed buffers go before reading, as a server that has been idle for a moment would.
await new Promise((resolve) => setTimeout(resolve, 500));
globalThis.gc?.();
if (process.env.BENCH_RETURN_FREE_MEMORY) {
  // As the server does: the threads settle, then freed memory goes back to the system.
  // The server's own wait does not keep a process alive (its HTTP server does): this timer does here.
  const keepAlive = setInterval(() => {}, 1000);
  const freeMemory = startReturningFreeMemory();
  await returnFreeMemoryAfterWarmUp(freeMemory);
  freeMemory.stop();
  clearInterval(keepAlive);
}
const threads = process.env.MEMORY_THREADS ? await collectThreadReports() : undefined;
const { rss, heapUsed } = process.memoryUsage();
console.log(JSON.stringify({ scenario, rssMb: Math.round(rss / 2 ** 20), heapMb: Math.round(heapUsed / 2 ** 20), ...(threads ? { threads } : {}) }));
process.exit(0);

/** Every thread that preloaded thread-probe.mjs answers with its own heap (run.ts --threads). */
async function collectThreadReports(): Promise<unknown[]> {
  const channel = new BroadcastChannel('bench-memory-threads');
  const reports: unknown[] = [];
  channel.onmessage = (event) => reports.push((event as { data: unknown }).data);
  channel.postMessage('report');
  // A lane busy with nothing answers within milliseconds; a second is plenty on a loaded machine.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  channel.close();
  return reports;
}
