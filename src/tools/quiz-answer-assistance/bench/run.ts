/**
 * Quiz answer assistance, speed: `npx tsx src/tools/quiz-answer-assistance/bench/run.ts [--questions 100]`.
 * Median and p90 time per question, in process, with a 5,000-word material built by joining dev
 * supports (SciQ passages, then SQuAD paragraphs): the whole pipeline (answerQuizQuestion, advanced
 * responses, offline) for multiple-choice (SciQ) and short-answer (SQuAD) questions.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { answerQuizQuestion } from '../engine/answer-quiz-question';
import { quizInputSchema } from '../contract';

interface DevRecord {
  type: string;
  question: string;
  options: string[] | null;
  support: string | null;
}

const MATERIAL_WORDS = 5_000;
const at = process.argv.indexOf('--questions');
const perKind = at >= 0 ? Number(process.argv[at + 1]) : 100;
const records = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data/quiz-questions/dev.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as DevRecord);

function buildMaterial(): string {
  const parts: string[] = [];
  let words = 0;
  for (const record of records) {
    if (!record.support || words >= MATERIAL_WORDS) continue;
    parts.push(record.support);
    words += record.support.split(/\s+/).length;
  }
  return parts.join('\n\n');
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function time(label: string, questions: DevRecord[], material: string): Promise<void> {
  const times: number[] = [];
  for (const record of questions) {
    const input = quizInputSchema.parse({ question: record.question, ...(record.options ? { options: record.options } : {}), material });
    const started = performance.now();
    await answerQuizQuestion(input, { responses: 'advanced' });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(28)} ${String(times.length).padStart(4)} questions  median ${quantile(times, 0.5).toFixed(1)} ms  p90 ${quantile(times, 0.9).toFixed(1)} ms`);
}

async function main(): Promise<void> {
  const material = buildMaterial();
  console.log(`material: ${material.split(/\s+/).length} words, ${material.length} characters`);
  const warmUp = performance.now();
  await answerQuizQuestion(quizInputSchema.parse({ question: 'When did it start?', material }), { responses: 'advanced' });
  console.log(`first call (loads the tagger): ${(performance.now() - warmUp).toFixed(0)} ms`);
  await time('multiple choice (SciQ)', records.filter((record) => record.type === 'mc_with_support').slice(0, perKind), material);
  await time('short answer (SQuAD)', records.filter((record) => record.type === 'extractive').slice(0, perKind), material);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
