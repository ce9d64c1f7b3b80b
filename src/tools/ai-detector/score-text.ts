import { calibrateLogit } from './calibrate-score';
import type { SentenceScore, Signal } from './contract';
import { describeSignal } from './describe-signals';
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
  /** Every feature's push on the score, strongest first. */
  signals: Signal[];
  /** 'trained': the language's own model; 'transfer': language-independent features only. */
  coverage: 'trained' | 'transfer';
}

/**
 * Without training data in a language, the language-independent model is applied as is and its
 * confidence halved in log-odds: it was calibrated on English and measured weaker elsewhere.
 */
export const TRANSFER_SHRINK = 0.5;

const logitOf = (probability: number): number => Math.log(probability / (1 - probability));

/**
 * Sentence probabilities from the sentence classifier: the text's log-odds set the level, and each
 * sentence moves from it by how far its own score lies from the text's (word-weighted) average, so the
 * highlighting shows which sentences read most and least machine-like within this text.
 */
function scoreSentences(sentences: readonly SentenceFeatures[], model: SentenceClassifier, documentLogit: number): number[] {
  const logits = sentences.map((sentence) => predictLogit(model.classifier, LOCAL_FEATURES.map((name) => sentence.local[name])));
  const deviations = computeSentenceDeviations(logits, sentences.map((sentence) => sentence.words));
  return deviations.map((deviation) => 1 / (1 + Math.exp(-(documentLogit + model.scale * deviation))));
}

/** Without a sentence classifier (untrained languages): local deviations weighted by the document classifier. */
function scoreSentence(
  sentence: SentenceFeatures,
  documentValues: Record<FeatureName, number>,
  calibrated: CalibratedClassifier,
  documentLogit: number,
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
  return 1 / (1 + Math.exp(-(documentLogit + shrink * calibration.slope * delta * trust)));
}

/** Scores a text with the language's own model, or the language-independent one. */
export function scoreText(detector: LoadedDetector, text: string, language: ModelLanguage): TextScore {
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
    .map((name, k) => describeSignal(name, row[k] ?? 0, standardized[k] ?? 0, shrink * calibrated.calibration.slope * (contributions[k] ?? 0)))
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || a.feature.localeCompare(b.feature));
  const sentenceModel = trained ? detector.model.languages.en.sentences : undefined;
  const probabilities = sentenceModel
    ? scoreSentences(features.sentences, sentenceModel, logit)
    : features.sentences.map((sentence) => scoreSentence(sentence, features.values, calibrated, logit, shrink));
  const sentences = features.sentences.map((sentence, i) => ({
    offset: sentence.offset,
    length: sentence.length,
    aiProbability: roundProbability(probabilities[i] ?? 0),
  }));
  return { logit, aiProbability: 1 / (1 + Math.exp(-logit)), sentences, signals, coverage: trained ? 'trained' : 'transfer' };
}

export function roundProbability(probability: number): number {
  return Math.round(probability * 1000) / 1000;
}
