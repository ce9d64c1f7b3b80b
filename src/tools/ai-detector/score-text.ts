import { calibrateLogit } from './calibrate-score';
import type { SentenceScore, Signal } from './contract';
import { describeSignal, isExplainable } from './describe-signals';
import { extractFeatures, type SentenceFeatures } from './extract-features';
import { type FeatureName, LOCAL_FEATURES, type LocalFeatureName } from './feature-names';
import type { LoadedDetector } from './load-model';
import { computeContributions, predictLogit, standardizeRow, standardizeValue } from './logistic-model';
import { computeSentenceDeviations, SENTENCE_HALF_WORDS } from './sentence-contrast';
import type { CalibratedClassifier, SentenceClassifier } from './model-types';
import type { ModelLanguage } from './tokenize-text';

export interface TextScore {
  /** Calibrated log-odds of AI authorship (after any shrinking for untrained languages). */
  logit: number;
  aiProbability: number;
  sentences: SentenceScore[];
  /** The push on the score of every feature the model uses the way its label says (describe-signals.ts), strongest first. */
  signals: Signal[];
  /** 'trained': the language's own model; 'transfer': language-independent features only. */
  coverage: 'trained' | 'transfer';
  /** Each sentence's contrast with its text, in log-odds (before SENTENCE_CALIBRATION): what the evaluation refits. */
  sentenceContrasts: number[];
}

/**
 * A sentence's log-odds are `documentWeight` × the text's plus `contrastWeight` × its own contrast.
 * With both at 1 (the first version), every sentence of a text judged 99% AI started from 99%: a human
 * sentence inside machine-written text was still shown at 90% or more in 13.8% of held-out cases, a
 * confidence the per-sentence evidence does not have. Both weights are chosen in eval/ai-detector
 * (leave one domain out, log-loss of sentence labels over human texts, AI texts, joined halves and
 * single sentences inserted into a text of the other kind; every held-out fold chose 0.5–0.6 and
 * 0.75–1): with them, 3.2% of inserted human sentences are shown at 90% or more.
 */
export interface SentenceCalibration {
  documentWeight: number;
  contrastWeight: number;
}
export const SENTENCE_CALIBRATION: SentenceCalibration = { documentWeight: 0.6, contrastWeight: 0.75 };

/**
 * Without training data in a language, the language-independent model is applied as is and its
 * confidence halved in log-odds: it was calibrated on English and measured weaker elsewhere.
 */
export const TRANSFER_SHRINK = 0.5;

const logitOf = (probability: number): number => Math.log(probability / (1 - probability));
const sigmoid = (value: number): number => 1 / (1 + Math.exp(-value));

/** A sentence's probability from its text's log-odds and its own contrast (see SentenceCalibration). */
export function calibrateSentence(documentLogit: number, contrast: number, calibration: SentenceCalibration = SENTENCE_CALIBRATION): number {
  return sigmoid(calibration.documentWeight * documentLogit + calibration.contrastWeight * contrast);
}

/**
 * Sentence contrasts from the sentence classifier: each sentence's score lies above or below the
 * text's (word-weighted) average by `scale` × its deviation, so the highlighting shows which sentences
 * read most and least machine-like within this text.
 */
function contrastSentences(sentences: readonly SentenceFeatures[], model: SentenceClassifier): number[] {
  const logits = sentences.map((sentence) => predictLogit(model.classifier, LOCAL_FEATURES.map((name) => sentence.local[name])));
  const deviations = computeSentenceDeviations(logits, sentences.map((sentence) => sentence.words));
  return deviations.map((deviation) => model.scale * deviation);
}

/** Without a sentence classifier (untrained languages): local deviations weighted by the document classifier. */
function contrastSentence(
  sentence: SentenceFeatures,
  documentValues: Record<FeatureName, number>,
  calibrated: CalibratedClassifier,
  shrink: number,
): number {
  const { classifier, calibration } = calibrated;
  let delta = 0;
  for (const name of LOCAL_FEATURES) {
    const k = classifier.features.indexOf(name);
    if (k < 0) continue;
    const mean = classifier.means[k] ?? 0;
    const scale = classifier.scales[k] ?? 1;
    const local = sentence.local[name as LocalFeatureName];
    delta += (classifier.weights[k] ?? 0) * (standardizeValue(local, mean, scale) - standardizeValue(documentValues[name], mean, scale));
  }
  // Short sentences carry little evidence of their own: they stay near the text's score.
  const trust = sentence.words / (sentence.words + SENTENCE_HALF_WORDS);
  return shrink * calibration.slope * delta * trust;
}

/** Scores a text with the language's own model, or the language-independent one. */
export function scoreText(
  detector: LoadedDetector,
  text: string,
  language: ModelLanguage,
  sentenceCalibration: SentenceCalibration = SENTENCE_CALIBRATION,
): TextScore {
  const trained = language === 'en';
  const calibrated = trained ? detector.model.languages.en : detector.model.universal;
  const shrink = trained ? 1 : TRANSFER_SHRINK;
  const features = extractFeatures(text, language, trained ? detector.scorers.en : undefined);
  const names = calibrated.classifier.features as FeatureName[];
  const row = names.map((name) => features.values[name]);
  const contributions = computeContributions(calibrated.classifier, row);
  const rawLogit = contributions.reduce((sum, value) => sum + value, calibrated.classifier.bias);
  const logit = shrink * logitOf(calibrateLogit(calibrated.calibration, rawLogit));
  const standardized = standardizeRow(calibrated.classifier, row);
  const signals = names
    .map((name, k) => ({ name, k }))
    .filter(({ name, k }) => isExplainable(name, calibrated.classifier.weights[k] ?? 0))
    .map(({ name, k }) => describeSignal(name, row[k] ?? 0, standardized[k] ?? 0, shrink * calibrated.calibration.slope * (contributions[k] ?? 0)))
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || a.feature.localeCompare(b.feature));
  const sentenceModel = trained ? detector.model.languages.en.sentences : undefined;
  const contrasts = sentenceModel
    ? contrastSentences(features.sentences, sentenceModel)
    : features.sentences.map((sentence) => contrastSentence(sentence, features.values, calibrated, shrink));
  const sentences = features.sentences.map((sentence, i) => ({
    offset: sentence.offset,
    length: sentence.length,
    aiProbability: roundProbability(calibrateSentence(logit, contrasts[i] ?? 0, sentenceCalibration)),
  }));
  return { logit, aiProbability: sigmoid(logit), sentences, signals, coverage: trained ? 'trained' : 'transfer', sentenceContrasts: contrasts };
}

export function roundProbability(probability: number): number {
  return Math.round(probability * 1000) / 1000;
}
