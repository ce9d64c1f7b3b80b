import { LOCAL_FEATURES } from '../../src/tools/ai-detector/engine/feature-names';
import { type LogisticModel, predictLogit } from '../../src/tools/ai-detector/engine/logistic-model';
import type { SentenceClassifier } from '../../src/tools/ai-detector/engine/model-types';
import { computeSentenceDeviations } from '../../src/tools/ai-detector/engine/sentence-contrast';
import type { FeatureRows } from './build-feature-rows';
import { fitLogistic } from './fit-logistic';
import { fitPlatt } from './fit-platt';

/** Sentences shorter than this say too little to learn from (headings, "Yes.", list stubs). */
export const MIN_SENTENCE_WORDS = 4;
/** Stronger than the document classifier's: one sentence is a noisy sample of its text's label. */
const SENTENCE_L2_PENALTY = 50;

interface LabelledDocument {
  rows: FeatureRows;
  label: number;
  domain: string;
}

/**
 * Every sentence of a training text takes its text's label, and each text weighs the same in total (a
 * long essay must not outvote a short answer), with both classes balanced.
 */
function fitClassifier(documents: readonly LabelledDocument[]): LogisticModel {
  const rows: number[][] = [];
  const labels: number[] = [];
  const weights: number[] = [];
  const positives = documents.filter((document) => document.label === 1).length;
  const classWeight = (label: number): number =>
    documents.length / (2 * Math.max(label === 1 ? positives : documents.length - positives, 1));
  for (const { rows: features, label } of documents) {
    const usable = features.sentences.filter((sentence) => sentence.words >= MIN_SENTENCE_WORDS);
    for (const sentence of usable) {
      rows.push(sentence.local);
      labels.push(label);
      weights.push(classWeight(label) / usable.length);
    }
  }
  return fitLogistic(rows, labels, [...LOCAL_FEATURES], { l2: SENTENCE_L2_PENALTY, rowWeights: weights });
}

/**
 * The contrast scale: a one-variable logistic fit of "this sentence came from the AI text" on the
 * deviations, over human+AI texts of one domain joined end to end (alternating which comes first),
 * scored by classifiers that never saw that domain. Without it, contrast would be whatever size the
 * classifier's raw log-odds happen to have.
 */
function fitContrastScale(documents: readonly LabelledDocument[]): number {
  const deviations: number[] = [];
  const fromAi: number[] = [];
  for (const domain of [...new Set(documents.map((document) => document.domain))].sort()) {
    const classifier = fitClassifier(documents.filter((document) => document.domain !== domain));
    const inDomain = documents.filter((document) => document.domain === domain);
    const human = inDomain.filter((document) => document.label === 0);
    const ai = inDomain.filter((document) => document.label === 1);
    for (let k = 0; k < Math.min(human.length, ai.length); k++) {
      const pair = k % 2 === 0 ? [human[k], ai[k]] : [ai[k], human[k]];
      const sentences = pair.flatMap((document) => (document?.rows.sentences ?? []).map((sentence) => ({ ...sentence, label: document?.label ?? 0 })));
      const logits = sentences.map((sentence) => predictLogit(classifier, sentence.local));
      deviations.push(...computeSentenceDeviations(logits, sentences.map((sentence) => sentence.words)));
      fromAi.push(...sentences.map((sentence) => sentence.label));
    }
  }
  if (new Set(fromAi).size < 2) return 1;
  return Math.max(fitPlatt(deviations, fromAi).slope, 0);
}

/** Fits the sentence classifier behind the highlighting and the scale of the contrast it shows. */
export function fitSentenceClassifier(
  documents: readonly FeatureRows[],
  labels: readonly number[],
  domains: readonly string[],
): SentenceClassifier {
  const labelled = documents.map((rows, i) => ({ rows, label: labels[i] ?? 0, domain: domains[i] ?? '' }));
  return { classifier: fitClassifier(labelled), scale: fitContrastScale(labelled) };
}
