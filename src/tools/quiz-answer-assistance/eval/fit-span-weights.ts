// Fits SPAN_WEIGHTS (src/tools/quiz-answer-assistance/engine/open-book/span-weights.ts) on the SQuAD dev
// records: a softmax over each question's candidate spans, trained towards the spans' token F1.
// Honest figure: 5-fold cross-validation with folds grouped by SQuAD article (meta.title), so no
// article is both trained and tested on; the regularisation is chosen inside each training part
// (nested CV), so the out-of-fold F1 is not tuned on its own test questions. Then the weights fitted
// on all records, to paste into span-weights.ts, and their in-sample F1 (labelled as such).
// Run: npx tsx src/tools/quiz-answer-assistance/eval/fit-span-weights.ts
import { readQuestion } from '../engine/read/read-question';
import { termOf, termsOf } from '../engine/read/content-words';
import { indexMaterial } from '../engine/open-book/index-material';
import { rankSentences, weighQueryTerms } from '../engine/open-book/rank-sentences';
import { listCandidateSpans } from '../engine/open-book/extract-span';
import { SPAN_FEATURE_NAMES } from '../engine/open-book/span-features';
import { assignGroupFolds, foldOf, loadDevRecords } from './load-records';
import { exactMatch, tokenF1 } from './squad-metrics';
import { writeFigures } from '../../../../eval/lib/write-figures';

const FOLDS = 5;
/** The target share of a span grows as its F1 to this power: near-exact spans count most. */
const POWER = 2;
const EPOCHS = 300;
const LEARNING_RATE = 0.05;
/** --quick: a smaller grid and no nested run, for trying features. */
const QUICK = process.argv.includes('--quick');
/** --drop 3,7: zero those features (by index), to see what a feature adds out of fold. */
const dropAt = process.argv.indexOf('--drop');
const DROPPED = new Set(dropAt >= 0 ? (process.argv[dropAt + 1] ?? '').split(',').map(Number) : []);
const L2_GRID = QUICK ? [0.001, 0.003, 0.01] : [0.001, 0.003, 0.01, 0.03, 0.1];

interface Question {
  id: string;
  fold: number;
  features: number[][];
  f1: number[];
  em: number[];
  /** For --show: the question, its gold answers and each span's text. */
  question: string;
  golds: string[];
  texts: string[];
  /** Each span's sentence (its offset), to tell a wrong sentence from a wrong span in the right one. */
  sentences: number[];
}

function collectQuestions(): Question[] {
  const records = loadDevRecords().filter((record) => record.type === 'extractive' && record.support);
  const folds = assignGroupFolds(records, FOLDS);
  return records.map((record) => {
    const reading = readQuestion(record.question);
    const support = record.support ?? '';
    const index = indexMaterial(support);
    const ranked = rankSentences(index, weighQueryTerms(termsOf(reading.stem), reading.focusWords.flatMap((word) => termOf(word) ?? [])));
    const spans = listCandidateSpans(reading, reading.stem, ranked.filter((entry) => entry.score > 0));
    const golds = record.meta.all_answers ?? [record.answer];
    return {
      id: record.id,
      fold: folds.get(record.id) ?? 0,
      features: spans.map((span) => span.features.map((value, k) => (DROPPED.has(k) ? 0 : value))),
      f1: spans.map((span) => tokenF1(support.slice(span.start, span.end), golds)),
      em: spans.map((span) => exactMatch(support.slice(span.start, span.end), golds)),
      question: record.question,
      golds,
      texts: spans.map((span) => support.slice(span.start, span.end)),
      sentences: spans.map((span) => span.entry.sentence.offset),
    };
  });
}

/** A question packed for fitting: its spans' features in one flat array, and the target share of each span. */
interface Packed {
  flat: Float64Array;
  target: Float64Array;
  count: number;
}

function pack(question: Question, size: number): Packed | null {
  const total = question.f1.reduce((sum, value) => sum + value ** POWER, 0);
  if (total === 0) return null;
  const flat = new Float64Array(question.features.length * size);
  question.features.forEach((features, i) => features.forEach((value, k) => (flat[i * size + k] = value)));
  return { flat, target: Float64Array.from(question.f1, (value) => value ** POWER / total), count: question.features.length };
}

/**
 * Full-batch Adam on the convex softmax loss (soft targets: each span's F1², normalised) with an L2
 * penalty; converges in a few hundred steps on this data.
 */
function fit(questions: Question[], l2: number): number[] {
  const size = SPAN_FEATURE_NAMES.length;
  const weights = new Float64Array(size);
  const first = new Float64Array(size);
  const second = new Float64Array(size);
  const packed = questions.flatMap((question) => pack(question, size) ?? []);
  const gradient = new Float64Array(size);
  const scores = new Float64Array(Math.max(1, ...packed.map((entry) => entry.count)));
  for (let step = 1; step <= EPOCHS; step++) {
    gradient.fill(0);
    for (const { flat, target, count } of packed) {
      let max = -Infinity;
      for (let i = 0; i < count; i++) {
        let sum = 0;
        for (let k = 0; k < size; k++) sum += flat[i * size + k]! * weights[k]!;
        scores[i] = sum;
        if (sum > max) max = sum;
      }
      let norm = 0;
      for (let i = 0; i < count; i++) norm += scores[i] = Math.exp(scores[i]! - max);
      for (let i = 0; i < count; i++) {
        const delta = scores[i]! / norm - target[i]!;
        for (let k = 0; k < size; k++) gradient[k]! += delta * flat[i * size + k]!;
      }
    }
    for (let k = 0; k < size; k++) {
      const g = gradient[k]! / Math.max(1, packed.length) + l2 * weights[k]!;
      first[k] = 0.9 * first[k]! + 0.1 * g;
      second[k] = 0.999 * second[k]! + 0.001 * g * g;
      weights[k]! -= (LEARNING_RATE * (first[k]! / (1 - 0.9 ** step))) / (Math.sqrt(second[k]! / (1 - 0.999 ** step)) + 1e-8);
    }
  }
  return [...weights];
}

/** Summed F1 and EM of the top-scored span of each question. */
function score(questions: Question[], weights: number[]): { f1: number; em: number } {
  let f1 = 0;
  let em = 0;
  for (const question of questions) {
    if (question.features.length === 0) continue;
    const scores = question.features.map((features) => dot(weights, features));
    const best = scores.indexOf(Math.max(...scores));
    f1 += question.f1[best] ?? 0;
    em += question.em[best] ?? 0;
  }
  return { f1, em };
}

function dot(weights: ArrayLike<number>, features: number[]): number {
  let sum = 0;
  for (let k = 0; k < features.length; k++) sum += (features[k] ?? 0) * (weights[k] ?? 0);
  return sum;
}

/** Out-of-fold F1 sum of one regularisation over the given questions' own folds. */
function crossValidate(questions: Question[], l2: number, folds: number[]): { f1: number; em: number } {
  const total = { f1: 0, em: 0 };
  for (const fold of folds) {
    const result = score(
      questions.filter((question) => question.fold === fold),
      fit(
        questions.filter((question) => question.fold !== fold),
        l2,
      ),
    );
    total.f1 += result.f1;
    total.em += result.em;
  }
  return total;
}

function chooseL2(questions: Question[], folds: number[]): number {
  let best = { l2: L2_GRID[0]!, f1: -1 };
  for (const l2 of L2_GRID) {
    const { f1 } = crossValidate(questions, l2, folds);
    if (f1 > best.f1) best = { l2, f1 };
  }
  return best.l2;
}

/** --show: each wrong out-of-fold pick (fixed regularisation) next to the best candidate, for reading errors. */
function showErrors(questions: Question[], l2: number): void {
  for (const fold of [...Array(FOLDS).keys()]) {
    const weights = fit(
      questions.filter((question) => question.fold !== fold),
      l2,
    );
    for (const question of questions.filter((entry) => entry.fold === fold)) {
      if (question.features.length === 0) continue;
      const scores = question.features.map((features) => dot(weights, features));
      const picked = scores.indexOf(Math.max(...scores));
      const oracle = question.f1.indexOf(Math.max(...question.f1));
      if ((question.f1[picked] ?? 0) >= 0.999) continue;
      const where = question.sentences[picked] === question.sentences[oracle] ? 'same sentence' : 'OTHER sentence';
      console.log(`[${where}] ${question.question}\n  gold: ${question.golds.join(' | ')}\n  picked (F1 ${(question.f1[picked] ?? 0).toFixed(2)}): ${question.texts[picked]}\n  best (F1 ${(question.f1[oracle] ?? 0).toFixed(2)}): ${question.texts[oracle]}`);
    }
  }
}

/**
 * --curve: out-of-fold F1 when each fold trains on only part of its training questions (same test
 * questions, fixed regularisation): whether more labelled questions would still help.
 */
function showLearningCurve(questions: Question[]): void {
  for (const share of [0.25, 0.5, 0.75, 1]) {
    let f1 = 0;
    for (const fold of [...Array(FOLDS).keys()]) {
      const train = questions.filter((question) => question.fold !== fold && (foldOf(question.id, 1000) < share * 1000));
      f1 += score(
        questions.filter((question) => question.fold === fold),
        fit(train, 0.003),
      ).f1;
    }
    console.log(`  training on ${(share * 100).toFixed(0)}% of each training part: out-of-fold F1 ${pct(f1, questions.length)}`);
  }
}

const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
const questions = collectQuestions();
if (process.argv.includes('--curve')) {
  showLearningCurve(questions);
  process.exit(0);
}
if (process.argv.includes('--show')) {
  showErrors(questions, 0.003);
  process.exit(0);
}
const allFolds = [...Array(FOLDS).keys()];
const n = questions.length;
console.log(`${n} SQuAD dev questions, ${FOLDS} folds grouped by article; oracle F1 over candidates ${pct(questions.reduce((sum, q) => sum + Math.max(0, ...q.f1), 0), n)}`);
let bestL2 = L2_GRID[0]!;
let bestF1 = -1;
for (const l2 of L2_GRID) {
  const { f1, em } = crossValidate(questions, l2, allFolds);
  if (f1 > bestF1) [bestL2, bestF1] = [l2, f1];
  console.log(`  l2 ${l2}: out-of-fold F1 ${pct(f1, n)}, EM ${pct(em, n)}`);
}
// Nested: each outer fold's regularisation is picked by cross-validation on the other four folds only.
const nested = { f1: 0, em: 0 };
for (const fold of QUICK ? [] : allFolds) {
  const train = questions.filter((question) => question.fold !== fold);
  const l2 = chooseL2(
    train,
    allFolds.filter((other) => other !== fold),
  );
  const result = score(
    questions.filter((question) => question.fold === fold),
    fit(train, l2),
  );
  nested.f1 += result.f1;
  nested.em += result.em;
}
if (!QUICK) console.log(`NESTED CROSS-VALIDATED (out of fold, grouped by article): F1 ${pct(nested.f1, n)}, EM ${pct(nested.em, n)}`);
// The figure to report goes to figures.json (not for --quick, which has no nested run, or an ablation with --drop).
if (!QUICK && DROPPED.size === 0) {
  const squad = { dataset: 'quiz-questions/dev.jsonl (SQuAD v1.1, paragraph as material)', split: 'dev', method: 'out of fold: 5 folds grouped by article, nested' } as const;
  writeFigures({
    harness: 'src/tools/quiz-answer-assistance/eval',
    tool: 'quiz-answer-assistance',
    command: 'npx tsx src/tools/quiz-answer-assistance/eval/fit-span-weights.ts',
    figures: [
      { id: 'squad-f1-out-of-fold', label: 'Reading questions (SQuAD v1.1), answer written out: token F1 against the right answer', value: (100 * nested.f1) / n, unit: 'percent', decimals: 1, n, ...squad },
      { id: 'squad-exact-match-out-of-fold', label: 'Reading questions (SQuAD v1.1): exact match', value: (100 * nested.em) / n, unit: 'percent', decimals: 1, n, ...squad },
    ],
  });
}
const weights = fit(questions, bestL2);
const inSample = score(questions, weights);
console.log(`in-sample (fitted and scored on all ${n}, l2 ${bestL2}): F1 ${pct(inSample.f1, n)}, EM ${pct(inSample.em, n)}`);
console.log(`export const SPAN_WEIGHTS: readonly number[] = [${weights.map((weight) => weight.toFixed(3)).join(', ')}];`);
SPAN_FEATURE_NAMES.forEach((name, i) => console.log(`  ${name}: ${(weights[i] ?? 0).toFixed(3)}`));
