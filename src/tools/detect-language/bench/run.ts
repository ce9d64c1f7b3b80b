/**
 * Speed and memory of the language-detection engine: load time and memory of the five libraries,
 * then, on short (≤ 20 characters), typical (a sample of the dev data) and long texts: detections per
 * second through the engine (basic and advanced answers), each text's latency through the engine
 * (p50, p99, worst), the cascade alone, all five libraries on every text, and each library alone.
 * Run: npx tsx src/tools/detect-language/bench/run.ts   (figures only, no thresholds: speed is measured here, never asserted in a test).
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { BACKEND_IDS } from '../engine/backends/backend-types';
import { loadBackends } from '../engine/backends/load-backends';
import { detectLanguageEngine } from '../engine/detect-language-engine';
import { identifyText, prepareText, rankPreparedText } from '../engine/identify-text';
import { readDevData } from '../../../../datasets/language/read-dev-data';

/** Each measurement runs at least this long, so the figures do not depend on timer resolution. */
const MIN_MILLISECONDS = 2000;
/** Every n-th dev record makes the "typical" set: all sources and lengths in their dev proportions. */
const TYPICAL_EVERY = 5;

function measureRate(texts: readonly string[], detect: (text: string) => unknown): number {
  // One untimed pass first, so the JIT and the libraries' caches are warm for every column alike.
  for (const text of texts) detect(text);
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < MIN_MILLISECONDS) {
    for (const text of texts) detect(text);
    count += texts.length;
  }
  return count / ((performance.now() - start) / 1000);
}

/** Linux: the main thread's time on a core so far, in ms (schedstat's first field, ns); on a shared machine it moves less than the clock. */
const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
const readCpuMilliseconds = (): number | undefined => (existsSync(SCHEDSTAT) ? Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6 : undefined);

/** Engine runs a second by the clock, and per second of the thread's CPU time (NaN off Linux). */
async function measureEngineRate(texts: readonly string[], responses: 'basic' | 'advanced'): Promise<[number, number]> {
  for (const text of texts) await detectLanguageEngine.run({ text }, { responses });
  let count = 0;
  const start = performance.now();
  const cpuStart = readCpuMilliseconds() ?? NaN;
  while (performance.now() - start < MIN_MILLISECONDS) {
    for (const text of texts) await detectLanguageEngine.run({ text }, { responses });
    count += texts.length;
  }
  const cpu = (readCpuMilliseconds() ?? NaN) - cpuStart;
  return [count / ((performance.now() - start) / 1000), count / (cpu / 1000)];
}

/** Each text once through the engine (basic answers), timed alone: milliseconds at p50, p99 and the worst. */
async function measureEngineLatency(texts: readonly string[]): Promise<[number, number, number]> {
  const times: number[] = [];
  for (const text of texts) {
    const start = performance.now();
    await detectLanguageEngine.run({ text }, { responses: 'basic' });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number): number => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return [at(0.5), at(0.99), times[times.length - 1] ?? 0];
}

const megabytes = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;

global.gc?.();
const before = process.memoryUsage();
const loadStart = performance.now();
const backends = await loadBackends();
const loadTime = Math.round(performance.now() - loadStart);
global.gc?.();
const after = process.memoryUsage();
console.log(`load time (all five libraries, first call): ${loadTime} ms`);
console.log(
  `memory of the detector (loaded once per thread, shared by detect-language, grammar, translate and the AI detector): ` +
    `+${megabytes(after.rss - before.rss)} resident (${megabytes(after.rss)} total), ` +
    `+${megabytes(after.heapUsed - before.heapUsed)} JS heap, +${megabytes(after.external + after.arrayBuffers - before.external - before.arrayBuffers)} outside the heap (WebAssembly, buffers)\n`,
);

const records = readDevData();
const typical = records.filter((_, index) => index % TYPICAL_EVERY === 0);
const sets = {
  'short (≤20 chars)': records.filter((r) => [...r.text].length <= 20).map((r) => r.text),
  'typical (dev, 1 in 5)': typical.map((r) => r.text),
  'long (>200 chars)': records.filter((r) => [...r.text].length > 200).map((r) => r.text),
};

const rows: string[][] = [];
for (const [label, texts] of Object.entries(sets)) {
  const row = [label, String(texts.length)];
  row.push(...(await measureEngineRate(texts, 'basic')).map((rate) => rate.toFixed(0)));
  row.push((await measureEngineRate(texts, 'advanced'))[0].toFixed(0));
  row.push(...(await measureEngineLatency(texts)).map((milliseconds) => milliseconds.toFixed(2)));
  row.push(measureRate(texts, (text) => identifyText(text, backends)).toFixed(0));
  row.push(measureRate(texts, (text) => rankPreparedText(prepareText(text, backends, 'full'))).toFixed(0));
  for (const id of BACKEND_IDS) row.push(measureRate(texts, (text) => backends[id].detect(text)).toFixed(0));
  rows.push(row);
  console.error(`measured ${label}`);
}
// A request's latency grows with its paragraphs: each is identified too (up to 200), besides the whole text.
const documentLines: string[] = [];
for (const count of [5, 20, 200]) {
  const documents = Array.from({ length: 10 }, (_, index) => typical.slice(index * count, (index + 1) * count).map((r) => r.text).join('\n\n'));
  const [p50, , worst] = await measureEngineLatency(documents);
  documentLines.push(`documents of ${count} typical paragraphs (10 of them), one basic engine run each: median ${p50.toFixed(1)} ms, worst ${worst.toFixed(1)} ms`);
}

const header = ['detections/s', 'texts', 'engine', 'engine/cpu-s', 'engine-adv', 'p50 ms', 'p99 ms', 'worst ms', 'cascade', 'all five', ...BACKEND_IDS];
const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index]?.length ?? 0)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '));
console.log(`\n${documentLines.join('\n')}`);
console.log(`\nload average during the run: ${loadavg().map((value) => value.toFixed(1)).join(', ')} (figures scale down on a busy machine)`);
console.log('engine = detectLanguageEngine.run, basic answers (checks, variants, paragraph check); engine-adv = advanced answers (all five votes shown, so every library runs);');
console.log('engine/cpu-s = the same basic runs per second of the main thread\'s CPU time (Linux schedstat): what an idle core would do;');
console.log('p50/p99/worst ms = one basic engine run per text, each timed alone (the run a request waits for in its thread);');
console.log('cascade = fastText + franc first, then eld (texts up to 60 characters) or cld3 (longer), then the other two, each stage only when the one before is unsure;');
console.log('all five = every library on every text; fasttext … franc = each library alone, through its package.');
