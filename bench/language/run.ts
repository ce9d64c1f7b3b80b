/**
 * Speed and memory of the language-detection engine: load time and memory, then detections per
 * second on short, typical (a sample of the dev data), long texts and each source's sample for the
 * whole engine, the cascade alone, the full five-library ensemble, the ensemble as it was before the
 * cascade (all five, each through its package), and each library alone.
 * Run: npx tsx bench/language/run.ts   (figures only, no thresholds: speed is measured here, never asserted in a test).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { francAll } from 'franc';
import { BACKEND_IDS, type LanguageBackend } from '../../src/tools/detect-language/backends/backend-types';
import { toCld3Predictions } from '../../src/tools/detect-language/backends/cld3-backend';
import { loadCld3Package } from '../../src/tools/detect-language/backends/cld3/package';
import { sharpenFrancRanking } from '../../src/tools/detect-language/backends/franc-backend';
import { FASTTEXT_TOP_K, toFastTextPredictions, toOneLine } from '../../src/tools/detect-language/backends/fasttext-backend';
import { loadFastTextPackage } from '../../src/tools/detect-language/backends/fasttext-package';
import { loadBackends } from '../../src/tools/detect-language/backends/load-backends';
import { mergePredictions } from '../../src/tools/detect-language/backends/merge-predictions';
import { detectLanguageEngine } from '../../src/tools/detect-language/detect-language-engine';
import { identifyText, prepareText, rankPreparedText } from '../../src/tools/detect-language/identify-text';
import { readDevData } from '../../datasets/language/read-dev-data';

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

/**
 * Two detectors on the same texts, alternating every CHUNK texts: on a busy machine the load moves
 * within seconds, and measuring one after the other would credit one with the other's quiet moment.
 */
const CHUNK = 25;
const PAIR_PASSES = 3;

function measurePair(texts: readonly string[], first: (text: string) => unknown, second: (text: string) => unknown): [number, number] {
  for (const text of texts) {
    first(text);
    second(text);
  }
  const spent = [0, 0];
  for (let pass = 0; pass < PAIR_PASSES; pass++) {
    for (let start = 0; start < texts.length; start += CHUNK) {
      const chunk = texts.slice(start, start + CHUNK);
      [first, second].forEach((detect, index) => {
        const begin = performance.now();
        for (const text of chunk) detect(text);
        spent[index] = (spent[index] ?? 0) + performance.now() - begin;
      });
    }
  }
  const count = texts.length * PAIR_PASSES;
  return [count / ((spent[0] ?? 1) / 1000), count / ((spent[1] ?? 1) / 1000)];
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

/**
 * The engine against another detector, alternating as measurePair does: the engine's figure alone
 * moves with this VM's speed (by up to 2× between runs), its ratio to the other much less.
 */
async function measureEnginePair(texts: readonly string[], other: (text: string) => unknown): Promise<[number, number]> {
  for (const text of texts) {
    await detectLanguageEngine.run({ text }, { responses: 'basic' });
    other(text);
  }
  const spent = [0, 0];
  for (let pass = 0; pass < PAIR_PASSES; pass++) {
    for (let start = 0; start < texts.length; start += CHUNK) {
      const chunk = texts.slice(start, start + CHUNK);
      let begin = performance.now();
      for (const text of chunk) await detectLanguageEngine.run({ text }, { responses: 'basic' });
      spent[0] = (spent[0] ?? 0) + performance.now() - begin;
      begin = performance.now();
      for (const text of chunk) other(text);
      spent[1] = (spent[1] ?? 0) + performance.now() - begin;
    }
  }
  const count = texts.length * PAIR_PASSES;
  return [count / ((spent[0] ?? 1) / 1000), count / ((spent[1] ?? 1) / 1000)];
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
  `memory of the detector (loaded once per process, shared by detect-language, grammar, translate and the AI detector): ` +
    `+${megabytes(after.rss - before.rss)} resident (${megabytes(after.rss)} total), ` +
    `+${megabytes(after.heapUsed - before.heapUsed)} JS heap, +${megabytes(after.external + after.arrayBuffers - before.external - before.arrayBuffers)} outside the heap (WebAssembly, buffers)`,
);
console.log(`same instance for every caller: ${(await loadBackends()) === backends}\n`);

// The ensemble before the cascade: every library on every text, each through its package (the same
// answers as our own code over their data, eval/language/check-*.ts).
// Imported after the memory figure above: the packages keep several hundred MB more than our code over their data.
const [{ eld: eldPackage }, { detectAll: detectWithTinyLdPackage }, predictWithFastTextPackage, findWithCld3Package] = await Promise.all([
  import('eld/large'),
  import('tinyld/heavy'),
  loadFastTextPackage(),
  loadCld3Package(),
]);
const fastTextPackage: LanguageBackend = {
  ...backends.fasttext,
  detect: (text) => toFastTextPredictions(predictWithFastTextPackage(toOneLine(text), FASTTEXT_TOP_K)),
};
const francPackage: LanguageBackend = { ...backends.franc, detect: (text) => sharpenFrancRanking(francAll(text, { minLength: 1 })) };
const eldPackageBackend: LanguageBackend = {
  ...backends.eld,
  detect(text) {
    const result = eldPackage.detect(text);
    return result.language ? mergePredictions(Object.entries(result.getScores()).map(([code, score]) => [code, score * score] as const)) : [];
  },
};
const tinyldPackage: LanguageBackend = {
  ...backends.tinyld,
  detect: (text) => mergePredictions(detectWithTinyLdPackage(text).map(({ lang, accuracy }) => [lang, accuracy] as const)),
};
const cld3Package: LanguageBackend = { ...backends.cld3, detect: (text) => toCld3Predictions(findWithCld3Package(text)) };
const beforeBackends = { ...backends, fasttext: fastTextPackage, franc: francPackage, eld: eldPackageBackend, tinyld: tinyldPackage, cld3: cld3Package };

const records = readDevData();
const typical = records.filter((_, index) => index % TYPICAL_EVERY === 0);
const sets = {
  'short (≤20 chars)': records.filter((r) => [...r.text].length <= 20).map((r) => r.text),
  'typical (dev, 1 in 5)': typical.map((r) => r.text),
  'long (>200 chars)': records.filter((r) => [...r.text].length > 200).map((r) => r.text),
  '  typical lingua': typical.filter((r) => r.source === 'lingua').map((r) => r.text),
  '  typical udhr': typical.filter((r) => r.source === 'udhr').map((r) => r.text),
  '  typical tatoeba': typical.filter((r) => r.source === 'tatoeba').map((r) => r.text),
};

const rows: string[][] = [];
for (const [label, texts] of Object.entries(sets)) {
  const row = [label, String(texts.length)];
  row.push((await measureEngineRate(texts, 'basic')).toFixed(0));
  row.push((await measureEngineRate(texts, 'advanced')).toFixed(0));
  const all = measureRate(texts, (text) => rankPreparedText(prepareText(text, backends, 'full')));
  const [cascade, old] = measurePair(
    texts,
    (text) => identifyText(text, backends),
    (text) => rankPreparedText(prepareText(text, beforeBackends, 'full')),
  );
  const [engineAlternating, oldAlternating] = await measureEnginePair(texts, (text) => rankPreparedText(prepareText(text, beforeBackends, 'full')));
  row.push(cascade.toFixed(0), all.toFixed(0), old.toFixed(0), `×${(cascade / old).toFixed(1)}`, `×${(engineAlternating / oldAlternating).toFixed(1)}`);
  for (const id of BACKEND_IDS) row.push(measureRate(texts, (text) => backends[id].detect(text)).toFixed(0));
  for (const backend of [fastTextPackage, francPackage, eldPackageBackend, tinyldPackage, cld3Package]) row.push(measureRate(texts, (text) => backend.detect(text)).toFixed(0));
  rows.push(row);
  console.error(`measured ${label}`);
}
const header = ['detections/s', 'texts', 'engine', 'engine-adv', 'cascade', 'all five', 'before', 'cascade/before', 'engine/before', ...BACKEND_IDS, 'fasttext-pkg', 'franc-pkg', 'eld-pkg', 'tinyld-pkg', 'cld3-pkg'];
const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index]?.length ?? 0)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '));
console.log(`\nload average during the run: ${loadavg().map((value) => value.toFixed(1)).join(', ')} (figures scale down on a busy machine)`);
console.log('engine = detectLanguageEngine.run, basic answers (checks, variants, paragraph check); engine-adv = advanced answers (all five votes shown, so every library runs);');
console.log('cascade = fastText + franc first, then eld (texts up to 60 characters) or cld3 (longer), then the other two, each stage only when the one before is unsure; all five = every library on every text;');
console.log(`cascade and before are measured alternately, ${CHUNK} texts at a time, so their ratio holds on a busy machine; engine/before likewise (a second alternating run);`);
console.log('before = all five through their packages (the ensemble before the cascade and our own scoring of their data);');
console.log("fasttext, eld, tinyld, cld3, franc = our code over the library's data (same answers); *-pkg = the packages themselves.");
