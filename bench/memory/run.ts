import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { TOOL_IDS } from '../../src/domain/tools';

/**
 * `npx tsx bench/memory/run.ts [--threads] [--repeat=N] [scenario…]` — resident memory of the server's engines:
 * the bare process, the engines composed but idle, each engine warmed alone on the main thread, then
 * all ten warm on the main thread (the old way) and in their worker lanes (the server's way). Each row
 * is a fresh process; `rss` includes worker threads, `heap` is the main thread's JavaScript heap only.
 * A scenario ending in `@arena2` runs with MALLOC_ARENA_MAX=2 (glibc's per-thread malloc arenas, see
 * docs/decisions/0024), `@arena2+mmap32k` also with MALLOC_MMAP_THRESHOLD_=32768 (measured and rejected
 * in docs/decisions/0026). The lanes run the precompiled bundle as under `npm start` (built first if
 * stale); `@tsx` (e.g. `all-workers@arena2+tsx`) runs them from the TypeScript sources instead; `+trim`
 * lets the threads settle after the warm-up and hands freed memory back, as the server does (docs/decisions/0031).
 * `--threads` adds, per row, each thread's V8 heap (thread-probe.mjs).
 * The warm lanes vary by ±100 MB from run to run (how many malloc arenas the threads' timing made):
 * `--repeat=N` measures each scenario N times and reports the median RSS with the range.
 */
interface ThreadReport {
  threadId: number;
  kind: string;
  heapTotalMb: number;
  heapUsedMb: number;
  newSpaceMb: number;
  externalMb: number;
}

interface Row {
  scenario: string;
  rssMb: number;
  heapMb: number;
  threads?: ThreadReport[];
  /** With --repeat: the lowest and highest RSS of the runs (rssMb is their median). */
  rangeMb?: [number, number];
}

const args = process.argv.slice(2);
const withThreads = args.includes('--threads');
const repeat = Math.max(1, Number(args.find((arg) => arg.startsWith('--repeat='))?.slice('--repeat='.length) ?? 1) || 1);
const named = args.filter((arg) => !arg.startsWith('--'));
const SCENARIOS = named.length > 0 ? named : ['bare', 'composed', ...TOOL_IDS, 'all', 'all-workers', 'all-workers@arena2', 'all-one-lane'];

const ROOT = join(import.meta.dirname, '../..');
const ENGINE_BUNDLES = join(ROOT, 'dist/engines');

/** The environment each variant token adds (glibc malloc settings; lanes from the TypeScript sources). */
const VARIANT_ENV: Record<string, Record<string, string>> = {
  arena2: { MALLOC_ARENA_MAX: '2' },
  mmap32k: { MALLOC_MMAP_THRESHOLD_: '32768' },
  tsx: { SCRIBEWELL_ENGINE_BUNDLES: '' },
  trim: { BENCH_RETURN_FREE_MEMORY: '1' },
};

execFileSync(process.execPath, [join(ROOT, 'scripts/build-if-stale.mjs'), '--engines-only'], { stdio: 'inherit' });

function measure(name: string): Row | { scenario: string; error: string } {
  const [scenario, variant] = name.split('@') as [string, string | undefined];
  const variantEnv = Object.assign({}, ...(variant?.split('+') ?? []).map((token) => VARIANT_ENV[token] ?? {})) as Record<string, string>;
  const env = { ...process.env, SCRIBEWELL_ENGINE_BUNDLES: ENGINE_BUNDLES, ...variantEnv, ...(withThreads ? { MEMORY_THREADS: '1' } : {}) };
  const probe = withThreads ? ['--import', join(import.meta.dirname, 'thread-probe.mjs')] : [];
  try {
    const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', ...probe, join(import.meta.dirname, 'measure-one.ts'), scenario], {
      encoding: 'utf8',
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 300_000,
    });
    return { ...(JSON.parse(output.trim().split('\n').at(-1)!) as Row), scenario: name };
  } catch (error) {
    return { scenario: name, error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
}

/** The median run (by RSS) of `repeat` runs, with their range; an error if any run failed. */
function measureRepeatedly(name: string): Row | { scenario: string; error: string } {
  const runs: Row[] = [];
  for (let i = 0; i < repeat; i++) {
    const row = measure(name);
    console.error(JSON.stringify(row));
    if ('error' in row) return row;
    runs.push(row);
  }
  runs.sort((a, b) => a.rssMb - b.rssMb);
  const median = runs[Math.floor((runs.length - 1) / 2)]!;
  return repeat > 1 ? { ...median, rangeMb: [runs[0]!.rssMb, runs.at(-1)!.rssMb] } : median;
}

const rows = SCENARIOS.map((scenario) => measureRepeatedly(scenario));
const bare = rows.find((row): row is Row => row.scenario === 'composed' && 'rssMb' in row);
console.log('\n| scenario | RSS MB | main heap MB | RSS over composed |');
console.log('|---|---:|---:|---:|');
for (const row of rows) {
  if ('error' in row) console.log(`| ${row.scenario} | error: ${row.error} | | |`);
  else {
    const range = row.rangeMb ? ` (${row.rangeMb[0]}–${row.rangeMb[1]})` : '';
    console.log(`| ${row.scenario} | ${row.rssMb}${range} | ${row.heapMb} | ${bare ? row.rssMb - bare.rssMb : ''} |`);
  }
}
if (withThreads) printThreads(rows.filter((row): row is Row => 'threads' in row && row.threads !== undefined));

/** Per thread: where the RSS goes. The remainder is what no V8 heap holds (code, WASM, malloc, threads without the probe). */
function printThreads(measured: Row[]): void {
  console.log('\n| scenario | thread | kind | heap MB (used) | of which new space | external MB |');
  console.log('|---|---:|---|---:|---:|---:|');
  for (const row of measured) {
    const threads = [...row.threads!].sort((a, b) => a.threadId - b.threadId);
    for (const thread of threads) {
      console.log(`| ${row.scenario} | ${thread.threadId} | ${thread.kind} | ${thread.heapTotalMb} (${thread.heapUsedMb}) | ${thread.newSpaceMb} | ${thread.externalMb} |`);
    }
    const inHeaps = threads.reduce((sum, thread) => sum + thread.heapTotalMb, 0);
    console.log(`| ${row.scenario} | | rest of RSS ${row.rssMb} | ${row.rssMb - inHeaps} | | |`);
  }
}
