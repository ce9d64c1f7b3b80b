// Fits SPAN_WEIGHTS (src/tools/quiz-answer-assistance/open-book/span-weights.ts) on the SQuAD dev
// records: a softmax over each question's candidate spans, trained towards the spans' token F1.
// Prints the held-out F1 of 5-fold cross-validation (folds by record id) for each regularisation,
// then the weights fitted on all records with the best one, to paste into span-weights.ts.
// Run: npx tsx eval/quiz/fit-span-weights.ts
import { readQuestion } from '../../src/tools/quiz-answer-assistance/read/read-question';
import { termOf, termsOf } from '../../src/tools/quiz-answer-assistance/read/content-words';
import { indexMaterial } from '../../src/tools/quiz-answer-assistance/open-book/index-material';
import { rankSentences, weighQueryTerms } from '../../src/tools/quiz-answer-assistance/open-book/rank-sentences';
import { listCandidateSpans } from '../../src/tools/quiz-answer-assistance/open-book/extract-span';
import { SPAN_FEATURE_NAMES } from '../../src/tools/quiz-answer-assistance/open-book/span-features';
import { foldOf, loadDevRecords } from './load-records';
import { tokenF1 } from './squad-metrics';

const FOLDS = 5;
const EPOCHS = 400;
const LEARNING_RATE = 0.5;

interface Question {
  id: string;
  features: number[][];
  f1: number[];
}

function collectQuestions(): Question[] {
  return loadDevRecords()
    .filter((record) => record.type === 'extractive' && record.support)
    .map((record) => {
      const reading = readQuestion(record.question);
      const index = indexMaterial(record.support ?? '');
      const ranked = rankSentences(index, weighQueryTerms(termsOf(reading.stem), reading.focusWords.flatMap((word) => termOf(word) ?? [])));
      const spans = listCandidateSpans(reading, reading.stem, ranked.filter((entry) => entry.score > 0));
      const golds = record.meta.all_answers ?? [record.answer];
      return {
        id: record.id,
        features: spans.map((span) => span.features),
        f1: spans.map((span) => tokenF1((record.support ?? '').slice(span.start, span.end), golds)),
      };
    });
}

function fit(questions: Question[], l2: number): number[] {
  const weights = new Array<number>(SPAN_FEATURE_NAMES.length).fill(0);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const gradient = new Array<number>(weights.length).fill(0);
    let used = 0;
    for (const question of questions) {
      const total = question.f1.reduce((sum, value) => sum + value * value, 0);
      if (total === 0) continue;
      used++;
      const scores = question.features.map((features) => dot(weights, features));
      const max = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - max));
      const sum = exps.reduce((a, b) => a + b, 0);
      question.features.forEach((features, i) => {
        const f1 = question.f1[i] ?? 0;
        const delta = (exps[i] ?? 0) / sum - (f1 * f1) / total;
        features.forEach((value, k) => (gradient[k] = (gradient[k] ?? 0) + delta * value));
      });
    }
    weights.forEach((weight, k) => (weights[k] = weight - LEARNING_RATE * ((gradient[k] ?? 0) / Math.max(1, used) + l2 * weight)));
  }
  return weights;
}

function meanF1(questions: Question[], weights: number[]): number {
  let total = 0;
  for (const question of questions) {
    if (question.features.length === 0) continue;
    const scores = question.features.map((features) => dot(weights, features));
    const best = scores.indexOf(Math.max(...scores));
    total += question.f1[best] ?? 0;
  }
  return total / questions.length;
}

function dot(weights: number[], features: number[]): number {
  return features.reduce((sum, value, i) => sum + value * (weights[i] ?? 0), 0);
}

const questions = collectQuestions();
console.log(`${questions.length} SQuAD dev questions; oracle F1 over candidates ${(100 * questions.reduce((sum, q) => sum + Math.max(0, ...q.f1), 0) / questions.length).toFixed(1)}%`);
let bestL2 = 0;
let bestF1 = -1;
for (const l2 of [0.001, 0.01, 0.03, 0.1]) {
  let heldOut = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const train = questions.filter((question) => foldOf(question.id, FOLDS) !== fold);
    const test = questions.filter((question) => foldOf(question.id, FOLDS) === fold);
    heldOut += meanF1(test, fit(train, l2)) * test.length;
  }
  const f1 = heldOut / questions.length;
  console.log(`l2 ${l2}: held-out F1 ${(100 * f1).toFixed(1)}%`);
  if (f1 > bestF1) [bestF1, bestL2] = [f1, l2];
}
const weights = fit(questions, bestL2);
console.log(`fitted on all (l2 ${bestL2}): in-sample F1 ${(100 * meanF1(questions, weights)).toFixed(1)}%`);
console.log(`export const SPAN_WEIGHTS: readonly number[] = [${weights.map((weight) => weight.toFixed(3)).join(', ')}];`);
SPAN_FEATURE_NAMES.forEach((name, i) => console.log(`  ${name}: ${(weights[i] ?? 0).toFixed(3)}`));
