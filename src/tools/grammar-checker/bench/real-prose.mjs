/**
 * harper.js on real English prose, with and without its SpellCheck rule: `node src/tools/grammar-checker/bench/real-prose.mjs`.
 * `run.ts` measures on generated text, which has no names; news and essays do, and harper's spelling
 * suggestions for unfamiliar names can cost more than everything else it does. Reads the human texts
 * of the AI-detection dev set (English), 40 per source family, each once per configuration, the two
 * configurations alternating text by text so that the machine's speed moves both alike.
 * Figures only: speed is never asserted in a test.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Dialect, LocalLinter } from 'harper.js';
import { loadFullHarperBinary } from '../engine/workers/load-full-harper-binary.mjs';

const DEV_PATH = fileURLToPath(new URL('../../../../../shared/data/ai-text-detection/dev.jsonl', import.meta.url));
const TEXTS_PER_FAMILY = 40;

const countWords = (text) => text.split(/\s+/).filter(Boolean).length;

function readHumanTexts() {
  const byFamily = new Map();
  for (const line of readFileSync(DEV_PATH, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const record = JSON.parse(line);
    if (record.label !== 'human' || record.lang !== 'en') continue;
    const family = record.source.split('/').slice(0, 2).join('/');
    const list = byFamily.get(family) ?? [];
    if (list.length < TEXTS_PER_FAMILY) list.push(record.text);
    byFamily.set(family, list);
  }
  return byFamily;
}

const { binary } = await loadFullHarperBinary();
const withSpelling = new LocalLinter({ binary, dialect: Dialect.American });
const withoutSpelling = new LocalLinter({ binary, dialect: Dialect.American });
await Promise.all([withSpelling.setup(), withoutSpelling.setup()]);
const defaults = await withoutSpelling.getLintConfig();
await withoutSpelling.setLintConfig({ ...defaults, SpellCheck: false });
const warmUp = 'This sentence have an error, and their is a nother one in it.';
await Promise.all([withSpelling.lint(warmUp), withoutSpelling.lint(warmUp)]);

async function time(linter, text) {
  const started = performance.now();
  // organizedLints, as the checker's worker calls it.
  const groups = await linter.organizedLints(text, { language: 'plaintext' });
  const elapsed = performance.now() - started;
  for (const lints of Object.values(groups)) for (const lint of lints) lint.free();
  return elapsed;
}

console.log('source family                                 texts   words   words/s (default)   words/s (SpellCheck off)   slowest text (default)');
for (const [family, texts] of readHumanTexts()) {
  let words = 0;
  let spent = 0;
  let spentWithout = 0;
  let slowest = { ms: 0, words: 0 };
  for (const text of texts) {
    const ms = await time(withSpelling, text);
    spentWithout += await time(withoutSpelling, text);
    spent += ms;
    words += countWords(text);
    if (ms > slowest.ms) slowest = { ms, words: countWords(text) };
  }
  const rate = (ms) => Math.round((words / ms) * 1000).toLocaleString('en-US');
  console.log(
    `${family.padEnd(44)}  ${String(texts.length).padStart(5)}  ${String(words).padStart(6)}   ${rate(spent).padStart(17)}   ${rate(spentWithout).padStart(24)}   ${Math.round(slowest.ms)} ms for ${slowest.words} words`,
  );
}
