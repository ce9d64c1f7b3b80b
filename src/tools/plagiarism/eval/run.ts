/**
 * Plagiarism-check accuracy: `npx tsx src/tools/plagiarism/eval/run.ts`.
 * 1. Short answers (Clough & Stevenson, ../shared/data/plagiarism-short-answers/dev.jsonl): every answer
 *    is checked against its task's Wikipedia source; AUROC of `similarity` for copied (cut, light, heavy)
 *    vs independent (non) answers, per copy level, and the mean similarity per label.
 * 2. MRPC sample (../shared/data/paraphrase-mrpc-sample/dev.jsonl): sentence 1 checked against sentence 2;
 *    AUROC of `similarity` for paraphrase vs non-paraphrase pairs.
 * Each with the full engine and with the exact-passage stage alone, so the paraphrase stage's share shows.
 * The data is read here for evaluation only, never copied into the repository.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  createPlagiarismEngine,
  fingerprintHashes,
  plagiarismEngine,
  plagiarismInputSchema,
  type PlagiarismInput,
  type SourceDocument,
} from '../index';
import { computeAuroc, mean } from './compute-auroc';
import { type MeasuredFigure, writeFigures } from '../../../../eval/lib/write-figures';

const DATA = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));

interface Answer {
  task: string;
  category: 'cut' | 'light' | 'heavy' | 'non';
  answer: string;
}
interface Source {
  task: string;
  file: string;
  text: string;
}
interface Pair {
  sentence1: string;
  sentence2: string;
  label: 0 | 1;
}

function readJsonl<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

async function similarity(input: PlagiarismInput): Promise<number> {
  return (await check(input)).similarity ?? 0;
}

function check(input: PlagiarismInput) {
  return plagiarismEngine.run(plagiarismInputSchema.parse(input), { responses: 'advanced' });
}

/** Diagnostic, not in the API: coverage with each match weighted by its score (identical-word share or sentence Dice). */
async function weightedSimilarity(input: PlagiarismInput): Promise<number> {
  const result = await check(input);
  return result.words ? (100 * result.matches.reduce((sum, match) => sum + match.words * match.score, 0)) / result.words : 0;
}

const VARIANTS = [
  { name: 'full (exact + paraphrase)', paraphrase: true },
  { name: 'exact passages only', paraphrase: false },
] as const;

const fmt = (value: number, digits = 3) => (Number.isNaN(value) ? 'n/a' : value.toFixed(digits));
/** The full engine's headline figures, for figures.json. */
const figures: MeasuredFigure[] = [];
const SHORT_ANSWERS = { dataset: 'plagiarism-short-answers/dev.jsonl (each answer against its Wikipedia source)', split: 'dev' } as const;
const LEVELS: Record<Answer['category'], string> = { cut: 'cut and pasted', light: 'lightly revised', heavy: 'heavily revised', non: 'written independently' };

async function evaluateShortAnswers() {
  const sources = new Map(readJsonl<Source>(`${DATA}plagiarism-short-answers/sources.jsonl`).map((source) => [source.task, source]));
  const answers = readJsonl<Answer>(`${DATA}plagiarism-short-answers/dev.jsonl`);
  const counts = Object.fromEntries(['cut', 'light', 'heavy', 'non'].map((label) => [label, answers.filter((a) => a.category === label).length]));
  console.log(`\n## Short answers (dev: ${answers.length} answers; ${JSON.stringify(counts)})\n`);
  console.log('| variant | AUROC copied vs non | cut vs non | light vs non | heavy vs non | mean cut | mean light | mean heavy | mean non |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const variant of VARIANTS) {
    const scores: Record<Answer['category'], number[]> = { cut: [], light: [], heavy: [], non: [] };
    for (const answer of answers) {
      const source = sources.get(answer.task)!;
      scores[answer.category].push(
        await similarity({ text: answer.answer, sources: [{ title: source.file, text: source.text }], paraphrase: variant.paraphrase }),
      );
    }
    printShortAnswerRow(variant.name, scores);
    if (variant.paraphrase) {
      const copied = [...scores.cut, ...scores.light, ...scores.heavy];
      figures.push({ id: 'short-answers-auroc', label: 'Copied answers (cut, light or heavy revision) told from independent ones: AUROC of the similarity', value: computeAuroc(copied, scores.non), unit: 'auroc', decimals: 3, n: answers.length, ...SHORT_ANSWERS });
      for (const category of ['cut', 'light', 'heavy', 'non'] as const) {
        figures.push({ id: `short-answers-mean-similarity/${category}`, label: `Mean similarity of answers ${LEVELS[category]}`, value: mean(scores[category]), unit: 'percent', decimals: 1, n: scores[category].length, ...SHORT_ANSWERS });
      }
    }
  }
  // The store path: all five sources as a winnowed corpus, the answer checked without request sources,
  // so candidates must be found through stored fingerprints (as for the site corpus and saved documents).
  const corpus: SourceDocument[] = [...sources.values()].map((source) => ({ id: source.task, origin: 'corpus', title: source.file, text: source.text }));
  const stored = corpus.map((document) => ({ document, hashes: new Set(fingerprintHashes(document.text)) }));
  const storeEngine = createPlagiarismEngine({
    lookupFingerprints: async (hashes) =>
      stored
        .map(({ document, hashes: own }) => ({ documentId: document.id, shared: hashes.filter((hash) => own.has(hash)).length }))
        .filter((candidate) => candidate.shared > 0)
        .sort((a, b) => b.shared - a.shared),
    loadSourceTexts: async (ids) => corpus.filter((document) => ids.includes(document.id)),
    countStoredDocuments: async () => ({ documents: 0, corpus: corpus.length }),
  });
  const scores: Record<Answer['category'], number[]> = { cut: [], light: [], heavy: [], non: [] };
  for (const answer of answers) {
    const result = await storeEngine.run(plagiarismInputSchema.parse({ text: answer.answer }), { responses: 'advanced' });
    scores[answer.category].push(result.similarity ?? 0);
  }
  printShortAnswerRow('full, sources as a stored corpus (all 5 tasks)', scores);
}

function printShortAnswerRow(name: string, scores: Record<Answer['category'], number[]>) {
  const copied = [...scores.cut, ...scores.light, ...scores.heavy];
  console.log(
    `| ${name} | ${fmt(computeAuroc(copied, scores.non))} | ${fmt(computeAuroc(scores.cut, scores.non))} | ${fmt(computeAuroc(scores.light, scores.non))} | ${fmt(computeAuroc(scores.heavy, scores.non))} | ${fmt(mean(scores.cut), 1)} | ${fmt(mean(scores.light), 1)} | ${fmt(mean(scores.heavy), 1)} | ${fmt(mean(scores.non), 1)} |`,
  );
}

async function evaluateMrpc() {
  const pairs = readJsonl<Pair>(`${DATA}paraphrase-mrpc-sample/dev.jsonl`);
  const positives = pairs.filter((pair) => pair.label === 1).length;
  console.log(`\n## MRPC sample (dev: ${pairs.length} sentence pairs; ${positives} paraphrases, ${pairs.length - positives} not)\n`);
  console.log('Sentence 1 is checked against sentence 2 as its only source (minimum match length 8 words, the default).\n');
  console.log('| variant | AUROC paraphrase vs not | mean similarity, paraphrases | mean similarity, non-paraphrases | share flagged (>0%), paraphrases | share flagged, non |');
  console.log('|---|---|---|---|---|---|');
  for (const variant of VARIANTS) {
    const yes: number[] = [];
    const no: number[] = [];
    for (const pair of pairs) {
      const score = await similarity({ text: pair.sentence1, sources: [{ title: 'sentence 2', text: pair.sentence2 }], paraphrase: variant.paraphrase });
      (pair.label === 1 ? yes : no).push(score);
    }
    const flagged = (values: number[]) => values.filter((value) => value > 0).length / values.length;
    if (variant.paraphrase) {
      figures.push({ id: 'mrpc-auroc', label: 'Paraphrased sentences told from non-paraphrases (MRPC sample): AUROC of the similarity', value: computeAuroc(yes, no), unit: 'auroc', decimals: 3, n: pairs.length, dataset: 'paraphrase-mrpc-sample/dev.jsonl', split: 'dev' });
    }
    console.log(
      `| ${variant.name} | ${fmt(computeAuroc(yes, no))} | ${fmt(mean(yes), 1)} | ${fmt(mean(no), 1)} | ${fmt(flagged(yes), 2)} | ${fmt(flagged(no), 2)} |`,
    );
  }
  const weighted = { yes: [] as number[], no: [] as number[] };
  for (const pair of pairs) {
    const score = await weightedSimilarity({ text: pair.sentence1, sources: [{ title: 'sentence 2', text: pair.sentence2 }] });
    (pair.label === 1 ? weighted.yes : weighted.no).push(score);
  }
  console.log(
    `| diagnostic: full, coverage weighted by match score | ${fmt(computeAuroc(weighted.yes, weighted.no))} | ${fmt(mean(weighted.yes), 1)} | ${fmt(mean(weighted.no), 1)} | – | – |`,
  );
  console.log(
    '\nMRPC negatives are mostly sentences on the same event with heavy word overlap, so "how much of the text is covered" separates them only weakly.',
  );
}

console.log('# Plagiarism check: eval');
await evaluateShortAnswers();
await evaluateMrpc();
writeFigures({ harness: 'src/tools/plagiarism/eval', tool: 'plagiarism', command: 'npx tsx src/tools/plagiarism/eval/run.ts', figures });
