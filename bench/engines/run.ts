import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { TOOL_IDS } from '../../src/domain/tools';

/**
 * `npx tsx bench/engines/run.ts [tool id…|warm-up]` — per engine, /api/health latency while that
 * engine warms up and then runs a heavy input (heavy-inputs.ts) in a loop: before (engine on the
 * main thread, one-liner warm-up, as before issue 15) and after (the server's worker lanes,
 * realistic warm-up). One request at a time, every 10 ms, for BENCH_SECONDS (default 8) after the
 * first heavy run; `warm-up` measures while every engine warms, until it is done. Also prints the
 * heavy runs finished, and the first run after the warm-up against the median of the later ones.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const TARGETS = process.argv.length > 2 ? process.argv.slice(2) : [...TOOL_IDS, 'warm-up'];

interface Figures {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  runs: number;
  failures: number;
  firstMs: number | null;
  medianMs: number | null;
}

/**
 * One health request, timed from the first try: after a long stall the server may close the kept-alive
 * socket just as it is reused (a reset), and the retry's wait is part of what the user would see.
 */
async function fetchHealth(url: string): Promise<{ runs: number }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await (await fetch(url)).json()) as { runs: number };
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function measure(mode: 'main' | 'workers', id: string): Promise<Figures> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'serve-engine.ts'), mode, id], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done) throw new Error(`${id} (${mode}) exited before listening`);
  const { port } = JSON.parse(first.value) as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const latencies: number[] = [];
  try {
    await fetch(`${base}/start`, { method: 'POST' });
    let until = Infinity;
    const giveUp = performance.now() + 600_000;
    while (performance.now() < Math.min(until, giveUp)) {
      const started = performance.now();
      const { runs } = await fetchHealth(`${base}/api/health`);
      latencies.push(performance.now() - started);
      // The warm-up scenario ends when the warm-up does; the others run SECONDS after the first heavy run.
      if (runs >= 1 && until === Infinity) until = id === 'warm-up' ? 0 : performance.now() + SECONDS * 1000;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    // Also when a request failed: never leave the engine process running.
    child.kill('SIGTERM');
  }
  const last = await lines.next();
  const { runs, failures, firstMs, medianMs } = last.done
    ? { runs: NaN, failures: NaN, firstMs: null, medianMs: null }
    : (JSON.parse(last.value) as Pick<Figures, 'runs' | 'failures' | 'firstMs' | 'medianMs'>);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: latencies.at(-1)!, runs, failures, firstMs, medianMs };
}

const rows: string[] = [];
for (const id of TARGETS) {
  for (const mode of ['main', 'workers'] as const) {
    try {
      const f = await measure(mode, id);
      const where = mode === 'main' ? 'before (main thread)' : 'after (worker lane)';
      const first = f.firstMs === null ? '' : `${f.firstMs} / ${f.medianMs ?? '–'}`;
      const row = `| ${id} | ${where} | ${f.p50.toFixed(1)} | ${f.p90.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.max.toFixed(0)} | ${f.runs}${f.failures ? ` (${f.failures} failed)` : ''} | ${first} |`;
      console.error(row);
      rows.push(row);
    } catch (error) {
      rows.push(`| ${id} | ${mode} | error: ${error instanceof Error ? error.message : String(error)} | | | | | |`);
    }
  }
}
console.log(`\n/api/health (ms) while each engine warms up and runs a heavy input in a loop (${SECONDS} s after the first run)\n`);
console.log('| engine | where it runs | p50 | p90 | p99 | max | heavy runs | first run / median later (ms) |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
