import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ToolId } from '../../src/domain/tools';
import type { ToolEngine } from '../../src/platform/engine';
import type { EnginePorts } from '../../src/platform/engine-ports';
import { DEFAULT_LANES, loadEnginesInWorkers } from '../../src/server/engines/run-engines-in-workers';
import { warmUpEngines } from '../../src/server/engines/warm-up-engines';
import { makeHeavyInput, makeProse } from '../engines/heavy-inputs';

/**
 * `npx tsx bench/fairness/run.ts [tool id…]` (issue 31): per engine, the wait of light requests from
 * many users while one user keeps K heavy requests going, against the same light requests on an idle
 * engine. Engines run in the server's lanes exactly as `npm start` composes them (real models, worker
 * threads, fair queue). Light requests arrive every LIGHT_EVERY_MS from a new user each; the heavy
 * user sends K at once and sends the next as each answers; a second heavy user sends one stream too,
 * to show that heavy requests of different users each progress. Prints p50/p99 idle and loaded, the
 * difference (goal: p99 ≤ 100 ms above idle), and heavy runs finished per heavy user, twice: "first",
 * when the heavy users are new (a small input that is costly is classed heavy only after it held a
 * thread for LIGHT_BUDGET_MS, and the lane may have to start its spare thread), then "steady", the
 * same users a moment later.
 * BENCH_SECONDS (default 12) per engine, BENCH_HEAVY (K, default 2), BENCH_LIGHT_EVERY_MS (default 250);
 * BENCH_TRACE=1 prints each light run over 150 ms with when it was sent (which part of a phase is slow).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const HEAVY_COUNT = Number(process.env.BENCH_HEAVY ?? 2);
const LIGHT_EVERY_MS = Number(process.env.BENCH_LIGHT_EVERY_MS ?? 250);
const IDLE_RUNS = 20;

const LANED = Object.values(DEFAULT_LANES).flat();
const targets = (process.argv.length > 2 ? process.argv.slice(2) : LANED) as ToolId[];

/** An ordinary request a student sends: small, quick when the engine is free. */
function makeLightInput(id: ToolId, index: number): unknown {
  switch (id) {
    case 'grammar-checker':
    case 'ai-detector':
      return { text: `${makeProse(180)} Request ${index}.` };
    case 'detect-language':
      return { text: `Ceci est une phrase en français, numéro ${index}.` };
    case 'text-compare':
      return { original: `The cat sat on the mat ${index} times.`, revised: `The cat sat on a mat ${index} times.` };
    case 'plagiarism':
      return { text: makeProse(150), sources: [{ title: 'Source', text: makeProse(200) }] };
    case 'quiz-answer-assistance':
      return { question: 'What do plants need to make food? A) sunlight B) sand', material: 'Plants make their own food by photosynthesis, which needs sunlight, water and carbon dioxide.' };
    case 'citation-helper':
      return { style: 'apa', items: [{ id: `i${index}`, type: 'book', title: `A book, part ${index}`, issued: { 'date-parts': [[2020]] } }] };
    case 'resume-builder':
      return { resume: { basics: { name: 'Sam Example', email: 'sam@example.com' } }, format: 'json' };
    case 'translate':
      return { text: `Hello, this is sentence number ${index}.`, source: 'en', target: 'es' };
    case 'math-problem-assistance':
      return { problem: `${(index % 9) + 2}x+3=${index + 10}` };
    default:
      throw new Error(`no light input for ${id}`);
  }
}

/**
 * What a heavy user sends: the engine bench's large inputs (over the heavy threshold in words), and
 * for the engines whose work does not grow with words, an input that runs to its time budget.
 */
function makeHeavyRequest(id: ToolId, run: number): unknown {
  if (id === 'math-problem-assistance') return { problem: 'solve sqrt(x+1)+sqrt(2x+3)+sqrt(3x+5)+sqrt(4x+7)=20' };
  if (id === 'translate') return { text: makeProse(3_000), source: 'en', target: 'es' };
  if (id === 'detect-language') return { texts: Array.from({ length: 200 }, (_, index) => `${makeProse(40)} ${index}`) };
  return makeHeavyInput(id, run);
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function timeRun(engine: ToolEngine<unknown, unknown>, input: unknown, clientKey: string): Promise<{ ms: number; ok: boolean; code?: string }> {
  const started = performance.now();
  try {
    await engine.run(engine.inputSchema.parse(input), { responses: 'advanced', clientKey, userId: clientKey });
    return { ms: performance.now() - started, ok: true };
  } catch (error) {
    return { ms: performance.now() - started, ok: false, code: (error as { code?: string }).code ?? (error as Error).message.slice(0, 60) };
  }
}

async function measureIdle(engine: ToolEngine<unknown, unknown>, id: ToolId): Promise<number[]> {
  // The server's warm-up input is not this light input: its first runs compile its path (the first nine of 20
  // took 45–286 ms against 13–25 after, 2026-12-01), which is not a wait anyone makes the others take.
  for (let index = 0; index < IDLE_RUNS; index += 1) await timeRun(engine, makeLightInput(id, index), `warm-${index}`);
  const times: number[] = [];
  for (let index = 0; index < IDLE_RUNS; index += 1) times.push((await timeRun(engine, makeLightInput(id, index), `idle-${index}`)).ms);
  if (process.env.BENCH_TRACE) console.log(`  idle runs in order: ${times.map((ms) => Math.round(ms)).join(' ')} ms`);
  return times.sort((a, b) => a - b);
}

async function measureLoaded(engine: ToolEngine<unknown, unknown>, id: ToolId) {
  const until = performance.now() + SECONDS * 1000;
  const heavyDone = new Map<string, number>([
    ['heavy-a', 0],
    ['heavy-b', 0],
  ]);
  const heavyCodes = new Map<string, number>();
  let heavyRun = 0;
  const heavyStream = async (key: string) => {
    while (performance.now() < until) {
      const outcome = await timeRun(engine, makeHeavyRequest(id, (heavyRun += 1)), key);
      if (outcome.ok || outcome.code === 'input_too_complex') heavyDone.set(key, heavyDone.get(key)! + 1);
      else {
        heavyCodes.set(outcome.code ?? '?', (heavyCodes.get(outcome.code ?? '?') ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };
  const heavy = [...Array.from({ length: HEAVY_COUNT }, () => heavyStream('heavy-a')), heavyStream('heavy-b')];
  // Let the heavy requests reach their threads first: the light ones then arrive into a busy engine.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const light: Promise<{ ms: number; ok: boolean; code?: string }>[] = [];
  const phaseStart = performance.now();
  for (let index = 0; performance.now() < until; index += 1) {
    const sentAt = performance.now() - phaseStart;
    light.push(
      timeRun(engine, makeLightInput(id, index), `light-${index}`).then((outcome) => {
        if (process.env.BENCH_TRACE && outcome.ms > 150) console.log(`  light ${index} sent at ${sentAt.toFixed(0)} ms took ${outcome.ms.toFixed(0)} ms`);
        return outcome;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, LIGHT_EVERY_MS));
  }
  const outcomes = await Promise.all(light);
  await Promise.all(heavy);
  const lightFailures = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.code);
  return { light: outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b), lightFailures, heavyDone, heavyCodes };
}

// As `npm start` runs them: the engine threads load the precompiled bundle (a spare thread warms in
// seconds, not the ~20 s the TypeScript sources take on a busy machine).
const root = fileURLToPath(new URL('../..', import.meta.url));
execFileSync(process.execPath, [`${root}scripts/build-if-stale.mjs`, '--engines-only'], { cwd: root, stdio: 'inherit' });
process.env.SCRIBEWELL_ENGINE_BUNDLES ??= `${root}dist/engines`;

const ports: EnginePorts = {
  documents: { lookupFingerprints: async () => [], loadSourceTexts: async () => [], countStoredDocuments: async () => ({ documents: 0, corpus: 0 }) },
};
const engines = await loadEnginesInWorkers(ports);
console.log('Warming every engine as the server does…');
await warmUpEngines(engines.warmUps);

const rows: string[] = [];
for (const id of targets) {
  const engine = engines.findEngine(id);
  if (!engine) continue;
  const idle = await measureIdle(engine, id);
  for (const phase of ['first', 'steady']) {
  const loaded = await measureLoaded(engine, id);
  const fmt = (value: number) => value.toFixed(0).padStart(6);
  const row =
    `${id.padEnd(24)} ${phase.padEnd(6)} idle p50 ${fmt(percentile(idle, 0.5))} p99 ${fmt(percentile(idle, 0.99))} | loaded p50 ${fmt(percentile(loaded.light, 0.5))} ` +
    `p99 ${fmt(percentile(loaded.light, 0.99))} (+${fmt(percentile(loaded.light, 0.99) - percentile(idle, 0.99))}) ms, ${loaded.light.length} light` +
    `${loaded.lightFailures.length ? ` (${loaded.lightFailures.length} failed: ${[...new Set(loaded.lightFailures)].join(', ')})` : ''}` +
    ` | heavy finished: a ${loaded.heavyDone.get('heavy-a')}, b ${loaded.heavyDone.get('heavy-b')}` +
    `${loaded.heavyCodes.size ? ` (refused: ${[...loaded.heavyCodes].map(([code, count]) => `${code}×${count}`).join(', ')})` : ''}`;
  console.log(row);
  rows.push(row);
  }
}
console.log(`\nK=${HEAVY_COUNT} heavy from user a + 1 from user b; light every ${LIGHT_EVERY_MS} ms from new users; ${SECONDS} s per engine.`);
for (const row of rows) console.log(row);
await engines.stop();
process.exit(0);
