/**
 * Translation speed per available engine: sentences per second on the en→es dev sentences, and the time
 * to the first translated chunk (what a document download can start with) for a 5,000-word document.
 * Run: npx tsx src/tools/translate/bench/run.ts
 */
import { readFileSync } from 'node:fs';
import { translateInputSchema } from '../contract';
import { createTranslationEngines } from '../engine/list-engines';
import { translateText } from '../engine/translate-text';

const DEV = new URL('../../../../../shared/data/translation-tatoeba/dev.jsonl', import.meta.url);
const sentences = readFileSync(DEV, 'utf8')
  .split('\n')
  .filter((line) => line.includes('"en-es"'))
  .map((line) => (JSON.parse(line) as { src: string }).src);

const engines = createTranslationEngines({
  ...(process.env.OPENAI_BASE_URL ? { openai: { baseUrl: process.env.OPENAI_BASE_URL, model: process.env.OPENAI_MODEL } } : {}),
  translation: {
    ...(process.env.LIBRETRANSLATE_URL ? { libreTranslate: { url: process.env.LIBRETRANSLATE_URL } } : {}),
    ...(process.env.DEEPL_API_KEY ? { deepl: { apiKey: process.env.DEEPL_API_KEY } } : {}),
  },
});

// A 5,000-word document: the dev sentences repeated, in paragraphs of five.
const words: string[] = [];
const paragraphs: string[] = [];
for (let index = 0; words.length < 5_000; index += 5) {
  const paragraph = Array.from({ length: 5 }, (_, offset) => sentences[(index + offset) % sentences.length]).join(' ');
  words.push(...paragraph.split(/\s+/));
  paragraphs.push(paragraph);
}
const documentText = paragraphs.join('\n\n');

for (const engine of engines) {
  const reason = await engine.unavailableReason();
  if (reason) {
    console.log(`${engine.id}: not available (${reason})`);
    continue;
  }
  const input = translateInputSchema.parse({ text: sentences.join('\n'), source: 'en', target: 'es', engine: engine.id });
  const started = performance.now();
  await translateText(input, { engines: [engine] });
  const seconds = (performance.now() - started) / 1000;
  console.log(`${engine.id}: ${(sentences.length / seconds).toFixed(1)} sentences/s (${sentences.length} en→es sentences in ${seconds.toFixed(2)} s)`);

  const documentInput = translateInputSchema.parse({ text: documentText, source: 'en', target: 'es', engine: engine.id });
  const documentStarted = performance.now();
  let firstChunk: number | undefined;
  await translateText(documentInput, { engines: [engine], onProgress: () => (firstChunk ??= performance.now() - documentStarted) });
  const total = (performance.now() - documentStarted) / 1000;
  console.log(`${engine.id}: 5,000-word document (${words.length} words): first chunk after ${((firstChunk ?? 0) / 1000).toFixed(2)} s, all in ${total.toFixed(2)} s`);
}
