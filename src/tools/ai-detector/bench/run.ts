/**
 * AI-detector speed: `npx tsx src/tools/ai-detector/bench/run.ts`.
 * Model load time (JSON parse + lookup tables + word-rank list + part-of-speech tagger) and texts per second for 300-word
 * English texts, both for the scorer alone and for the whole engine (which adds language detection).
 */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeTexts } from './make-texts';

// Imported here, not at the top, so the time includes parsing the word-rank list zxcvbn-ts ships.
const importStart = performance.now();
const { findWordRank } = await import('../engine/word-ranks');
const { loadDetector, MODEL_URL } = await import('../engine/load-model');
const { scoreText } = await import('../engine/score-text');
const importMs = performance.now() - importStart;

const TEXTS = Number(process.env.BENCH_TEXTS ?? 200);

function time<T>(work: () => T): [T, number] {
  const start = performance.now();
  const result = work();
  return [result, performance.now() - start];
}

const sizeKiB = statSync(fileURLToPath(MODEL_URL)).size / 1024;
const [, rankMs] = time(() => findWordRank('the'));
const [detector, loadMs] = time(() => loadDetector());
console.log(`Model file: ${sizeKiB.toFixed(0)} KiB`);
console.log(
  `Load: modules with word-rank list ${importMs.toFixed(0)} ms, rank table ${rankMs.toFixed(0)} ms, model ${loadMs.toFixed(0)} ms, total ${(importMs + rankMs + loadMs).toFixed(0)} ms`,
);

const { tagSentence } = await import('../engine/syntax-tokens');
const [, taggerMs] = time(() => tagSentence('The tagger loads on its first sentence.'));
console.log(`Part-of-speech tagger (wink-nlp, loads on first use): ${taggerMs.toFixed(0)} ms`);

const texts = makeTexts(TEXTS);
scoreText(detector, texts[0] ?? '', 'en');
const [, scoreMs] = time(() => texts.forEach((text) => scoreText(detector, text, 'en')));
console.log(`Scorer: ${TEXTS} texts of ~300 words in ${scoreMs.toFixed(0)} ms = ${((1000 * TEXTS) / scoreMs).toFixed(0)} texts/s`);

const { aiDetectorEngine } = await import('../index');
const warmStart = performance.now();
await aiDetectorEngine.run({ text: texts[0] ?? '' }, { responses: 'advanced' });
console.log(`Engine first call (loads language detection): ${(performance.now() - warmStart).toFixed(0)} ms`);
const engineStart = performance.now();
for (const text of texts) await aiDetectorEngine.run({ text }, { responses: 'advanced' });
const engineMs = performance.now() - engineStart;
console.log(`Engine: ${TEXTS} texts in ${engineMs.toFixed(0)} ms = ${((1000 * TEXTS) / engineMs).toFixed(0)} texts/s (advanced responses, with language detection)`);
