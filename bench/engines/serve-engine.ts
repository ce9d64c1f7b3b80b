import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { ToolId } from '../../src/domain/tools';
import { loadEngines } from '../../src/server/engines/compose-engines';
import { loadEnginesInWorkers } from '../../src/server/engines/run-engines-in-workers';
import { warmUpEngines } from '../../src/server/engines/warm-up-engines';
import { makeHeavyInput } from './heavy-inputs';

/**
 * `serve-engine.ts <main|workers> <tool id|warm-up>`: a process with a health route and the engines
 * loaded the old way (`main`: on the main thread, warmed with the registrations' one-liners) or the
 * server's way (`workers`: worker lanes, warmed with realistic text). Prints {port} at once.
 * POST /start then warms the engine and runs the heavy input in a loop (`warm-up`: warms every
 * engine once, as the server does after listening). SIGTERM prints {runs, failures, firstMs,
 * medianMs}: the first heavy run after the warm-up against the median of the later ones.
 * The health route answers as /api/health does: it waits only for the event loop.
 */
const [mode, target] = process.argv.slice(2) as ['main' | 'workers', ToolId | 'warm-up'];
const engines = mode === 'workers' ? await loadEnginesInWorkers({}) : await loadEngines({});

async function warm(ids: readonly string[] | 'all') {
  const warmUps = engines.warmUps.filter((warmUp) => ids === 'all' || ids.includes(warmUp.engine.id));
  if (mode === 'workers') return warmUpEngines(warmUps, () => {});
  // As the server warmed before issue 15: each registration's small input, on this thread.
  for (const { engine, input } of warmUps) await engine.run(engine.inputSchema.parse(input), { responses: 'advanced' }).catch(() => {});
}

let runs = 0;
let failures = 0;
let stopping = false;
const durations: number[] = [];

async function loop() {
  if (target === 'warm-up') {
    await warm('all');
    runs = 1;
    return;
  }
  const engine = engines.findEngine(target)!;
  await warm([target]);
  while (!stopping) {
    const input = engine.inputSchema.parse(makeHeavyInput(target, runs + failures));
    const started = performance.now();
    try {
      await engine.run(input, { responses: 'advanced' });
      runs += 1;
      durations.push(performance.now() - started);
    } catch (error) {
      failures += 1;
      console.error(`[bench] ${target}:`, error instanceof Error ? error.message : error);
    }
    // As between two real requests: without it a synchronous engine never lets the event loop turn.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const app = new Hono();
app.get('/api/health', (c) => c.json({ ok: true, runs }));
app.post('/start', (c) => {
  void loop();
  return c.json({ started: true });
});
serve({ fetch: app.fetch, port: 0 }, (info) => console.log(JSON.stringify({ port: info.port })));
process.on('SIGTERM', () => {
  stopping = true;
  const later = durations.slice(1).sort((a, b) => a - b);
  const medianMs = later.length ? Math.round(later[Math.floor(later.length / 2)]!) : null;
  console.log(JSON.stringify({ runs, failures, firstMs: durations[0] === undefined ? null : Math.round(durations[0]), medianMs }));
  process.exit(0);
});
