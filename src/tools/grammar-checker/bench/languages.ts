/**
 * Cost of one check per language on texts of the same length (~250 words), the first request
 * (dictionary loading included) and a later one: `npx tsx src/tools/grammar-checker/bench/languages.ts [fr de es en]`.
 * The texts are the learner sentences of eval/intl (English: the JFLEG-like sample text), so they
 * carry the misspellings and errors a real request has, and suggestions are computed as in use.
 * Each language is measured in a fresh process (the first request after start is the one users wait on).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { grammarCheckerEngine, stopGrammarWorkers } from '../index';
import { makeSampleText } from '../engine/text/make-sample-text';

const WORDS = 250;

/** A text of ~WORDS words; another `variant` starts elsewhere in the sentences (other words, no cache). */
function makeText(language: string, variant = 0): string {
  if (language === 'en') return makeSampleText(WORDS, 7 + variant);
  const sentences = readFileSync(new URL(`../eval/intl/${language}.jsonl`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { text: string }).text);
  const out: string[] = [];
  const start = variant * 40;
  for (let i = start; out.join(' ').split(/\s+/).length < WORDS; i++) out.push(sentences[i % sentences.length]!);
  return out.join(' ');
}

async function timeCheck(language: string, text: string): Promise<number> {
  const input = grammarCheckerEngine.inputSchema.parse({ text, language });
  const started = performance.now();
  await grammarCheckerEngine.run(input, { responses: 'advanced' });
  return performance.now() - started;
}

async function measureOne(language: string): Promise<void> {
  const text = makeText(language);
  const first = await timeCheck(language, text);
  const second = await timeCheck(language, text);
  const other = await timeCheck(language, makeText(language, 1));
  console.log(JSON.stringify({ language, words: text.split(/\s+/).length, firstMs: Math.round(first), sameTextMs: Math.round(second), otherTextMs: Math.round(other) }));
  await stopGrammarWorkers();
}

const [single] = process.argv.slice(2).filter((a) => a.startsWith('--one=')).map((a) => a.slice(6));
if (single) await measureOne(single);
else {
  const languages = process.argv.slice(2).length ? process.argv.slice(2) : ['en', 'fr', 'de', 'es'];
  for (const language of languages) {
    process.stdout.write(execFileSync('npx', ['tsx', import.meta.filename, `--one=${language}`], { encoding: 'utf8' }));
  }
}
