/**
 * Cost of one check per language on texts of the same length (250 words, or `--words=N`), the first
 * request (dictionary loading included) and later ones, in ms and words per second:
 * `npx tsx src/tools/grammar-checker/bench/languages.ts [--words=N] [fr de es en]`.
 * The texts are the learner sentences of eval/intl (English: the JFLEG-like sample text), so they
 * carry the misspellings and errors a real request has, and suggestions are computed as in use.
 * Each language is measured in a fresh process (the first request after start is the one users wait on).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { grammarCheckerEngine, stopGrammarWorkers } from '../index';
import { makeSampleText } from '../engine/text/make-sample-text';

const WORDS = Number(process.argv.find((a) => a.startsWith('--words='))?.slice(8) ?? 250);

/** A text of ~WORDS words; another `variant` starts elsewhere in the sentences (other words, no cache). */
function makeText(language: string, variant = 0): string {
  if (language === 'en') return cutToWords(makeSampleText(WORDS + 20, 7 + variant));
  const sentences = readFileSync(new URL(`../eval/intl/${language}.jsonl`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { text: string }).text);
  const out: string[] = [];
  const start = variant * 40;
  for (let i = start; out.join(' ').split(/\s+/).length < WORDS; i++) out.push(sentences[i % sentences.length]!);
  return cutToWords(out.join(' '));
}

/** Exactly WORDS words, so every language is timed on the same length. */
function cutToWords(text: string): string {
  const words = text.split(/\s+/).slice(0, WORDS);
  return words.join(' ').replace(/[^.!?]$/, '$&.');
}

interface Timing {
  ms: number;
  /** CPU of this process and its worker threads (not the hunspell child process). */
  cpuMs: number;
}

async function timeCheck(language: string, text: string): Promise<Timing> {
  const input = grammarCheckerEngine.inputSchema.parse({ text, language });
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await grammarCheckerEngine.run(input, { responses: 'advanced' });
  const cpu = process.cpuUsage(cpuBefore);
  return { ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const perSecond = (words: number, ms: number) => Math.round((words / ms) * 1000);

async function measureOne(language: string): Promise<void> {
  const text = makeText(language);
  const words = text.split(/\s+/).length;
  const first = await timeCheck(language, text);
  const second = await timeCheck(language, text);
  // Later requests: three other texts of the same length (no cache), the median.
  const others = [await timeCheck(language, makeText(language, 1)), await timeCheck(language, makeText(language, 2)), await timeCheck(language, makeText(language, 3))];
  const later = others.sort((a, b) => a.ms - b.ms)[1] as Timing;
  console.log(
    JSON.stringify({
      language, words, firstMs: Math.round(first.ms), sameTextMs: Math.round(second.ms), laterMs: Math.round(later.ms), laterCpuMs: Math.round(later.cpuMs),
      firstWordsPerSecond: perSecond(words, first.ms), laterWordsPerSecond: perSecond(words, later.ms),
    }),
  );
  await stopGrammarWorkers();
}

const [single] = process.argv.slice(2).filter((a) => a.startsWith('--one=')).map((a) => a.slice(6));
if (single) await measureOne(single);
else {
  const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const languages = named.length ? named : ['en', 'fr', 'de', 'es'];
  const rows: Record<string, number | string>[] = [];
  for (const language of languages.filter((a) => !a.startsWith('--'))) {
    const out = execFileSync('npx', ['tsx', import.meta.filename, `--one=${language}`, `--words=${WORDS}`], { encoding: 'utf8' });
    process.stdout.write(out);
    rows.push(JSON.parse(out.trim().split('\n').pop() ?? '{}') as Record<string, number | string>);
  }
  const english = rows.find((row) => row.language === 'en');
  console.log(`\n${WORDS} words a text; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores (wall times mean little under load)\n`);
  console.log('| language | first request | words/s | later request (median of 3) | words/s | CPU, later | later ÷ English |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const ratio = english ? (Number(row.laterMs) / Number(english.laterMs)).toFixed(2) : '—';
    console.log(`| ${row.language} | ${row.firstMs} ms | ${row.firstWordsPerSecond} | ${row.laterMs} ms | ${row.laterWordsPerSecond} | ${row.laterCpuMs} ms | ${ratio} |`);
  }
}
