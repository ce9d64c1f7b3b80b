/**
 * Speed of the language-detection engine: load time, then detections per second on short and long
 * texts for the whole engine, the ensemble step alone and each library alone.
 * Run: npx tsx bench/language/run.ts   (figures only, no thresholds: speed is measured here, never asserted in a test).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { BACKEND_IDS } from '../../src/tools/detect-language/backends/backend-types';
import { loadBackends } from '../../src/tools/detect-language/backends/load-backends';
import { detectLanguageEngine } from '../../src/tools/detect-language/detect-language-engine';
import { identifyText } from '../../src/tools/detect-language/identify-text';
import { readDevData } from '../../datasets/language/read-dev-data';

/** Each measurement runs at least this long, so the figures do not depend on timer resolution. */
const MIN_MILLISECONDS = 2000;

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

async function measureEngineRate(texts: readonly string[], responses: 'basic' | 'advanced'): Promise<number> {
  for (const text of texts) await detectLanguageEngine.run({ text }, { responses });
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < MIN_MILLISECONDS) {
    for (const text of texts) await detectLanguageEngine.run({ text }, { responses });
    count += texts.length;
  }
  return count / ((performance.now() - start) / 1000);
}

const loadStart = performance.now();
const backends = await loadBackends();
console.log(`load time (all five libraries, first call): ${Math.round(performance.now() - loadStart)} ms`);
console.log(`resident memory after load: ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB\n`);

const records = readDevData();
const sets = {
  'short (≤20 chars)': records.filter((r) => [...r.text].length <= 20).map((r) => r.text),
  'long (>200 chars)': records.filter((r) => [...r.text].length > 200).map((r) => r.text),
};

const rows: string[][] = [];
for (const [label, texts] of Object.entries(sets)) {
  const row = [label, String(texts.length)];
  row.push((await measureEngineRate(texts, 'basic')).toFixed(0));
  row.push((await measureEngineRate(texts, 'advanced')).toFixed(0));
  row.push(measureRate(texts, (text) => identifyText(text, backends)).toFixed(0));
  for (const id of BACKEND_IDS) row.push(measureRate(texts, (text) => backends[id].detect(text)).toFixed(0));
  rows.push(row);
}
const header = ['detections/s', 'texts', 'engine', 'engine-adv', 'ensemble', ...BACKEND_IDS];
const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index]?.length ?? 0)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '));
console.log(`\nload average during the run: ${loadavg().map((value) => value.toFixed(1)).join(', ')} (figures scale down on a busy machine)`);
console.log('engine = detectLanguageEngine.run (checks, variants, paragraph check); ensemble = script rules + all five libraries + weights.');
