import { calibrateLogit } from './calibrate-score';
import type { SentenceScore, Signal } from '../contract';
import { describeSignal, isExplainable } from './describe-signals';
import { extractFeatures, type SentenceFeatures } from './extract-features';
import { type FeatureName, LOCAL_FEATURES, type LocalFeatureName } from './feature-names';
import { findLanguageModel, type LoadedDetector } from './load-model';
import { computeContributions, predictLogit, standardizeRow, standardizeValue } from './logistic-model';
import { computeSentenceDeviations, computeSentenceOutliers, SENTENCE_HALF_WORDS } from './sentence-contrast';
import type { CalibratedClassifier, SentenceClassifier } from './model-types';
import { isTrainedLanguage, type ModelLanguage } from './tokenize-text';

export interface TextScore {
  /** Calibrated log-odds of AI authorship (after any shrinking for untrained languages). */
  logit: number;
  aiProbability: number;
  sentences: SentenceScore[];
  /** The push on the score of every feature the model uses the way its label says (describe-signals.ts), strongest first. */
  signals: Signal[];
  /** The classifier whose score and signals these are: English has two (HC3-era and current models), and the surer one decides. */
  decidedBy: CalibratedClassifier;
  /** 'trained': the language's own model; 'transfer': language-independent features only. */
  coverage: 'trained' | 'transfer';
  /** Each sentence's contrast with its text, in log-odds (before SENTENCE_CALIBRATION): what the evaluation refits. */
  sentenceContrasts: number[];
  /** Each sentence's own score against its neighbours', in log-odds (0 without a sentence classifier). */
  sentenceOutliers: number[];
  /** The sentence classifier's raw log-odds per sentence (empty without one), for the evaluation. */
  sentenceLogits: number[];
}

/**
 * A sentence's log-odds are `documentWeight` × the text's (capped at ±`documentCap`) plus
 * `contrastWeight` × its smoothed contrast plus `outlierWeight` × its own score against its neighbours.
 * With the text's full log-odds and the smoothed contrast only, a single human sentence inside
 * machine-written text kept its host's colour: 38% of them were shown below 50% on held-out mixed
 * texts. The outlier term is the evidence that sentence gives on its own, and the cap stops a text
 * judged 99.9% AI from outvoting it. All four are chosen in src/tools/ai-detector/eval (leave one domain out,
 * log-loss of sentence labels over human texts, AI texts, joined halves and single sentences inserted
 * into a text of the other kind; docs/decisions/0023): held out, 47.5% of inserted human sentences are
 * then shown below 50% and 0.7% at 90% AI or more, for 4 points fewer sentences of joined halves on the
 * right side (68.8% → 64.6%).
 */
export interface SentenceCalibration {
  documentWeight: number;
  /** The text's log-odds are capped at ± this before weighting, so a sure text cannot drown a sentence's own evidence. */
  documentCap: number;
  contrastWeight: number;
  /** Weight of the sentence's own score against its neighbours' (computeSentenceOutliers). */
  outlierWeight: number;
}
export const SENTENCE_CALIBRATION: SentenceCalibration = { documentWeight: 0.68, documentCap: 2.5, contrastWeight: 0.58, outlierWeight: 0.15 };

/** What one sentence contributes on its own, in log-odds (see TextScore). */
export interface SentenceEvidence {
  contrast: number;
  outlier: number;
}

/**
 * Without training data in a language, the language-independent model is applied as is and its
 * confidence halved in log-odds: it was calibrated on English and measured weaker elsewhere.
 */
export const TRANSFER_SHRINK = 0.5;

const logitOf = (probability: number): number => Math.log(probability / (1 - probability));
const sigmoid = (value: number): number => 1 / (1 + Math.exp(-value));

/** A sentence's probability from its text's log-odds and its own evidence (see SentenceCalibration). */
export function calibrateSentence(documentLogit: number, evidence: SentenceEvidence, calibration: SentenceCalibration = SENTENCE_CALIBRATION): number {
  const capped = Math.max(-calibration.documentCap, Math.min(calibration.documentCap, documentLogit));
  return sigmoid(calibration.documentWeight * capped + calibration.contrastWeight * evidence.contrast + calibration.outlierWeight * evidence.outlier);
}

/**
 * Sentence contrasts from the sentence classifier: each sentence's score lies above or below the
 * text's (word-weighted) average by `scale` × its deviation, so the highlighting shows which sentences
 * read most and least machine-like within this text.
 */
function contrastSentences(sentences: readonly SentenceFeatures[], model: SentenceClassifier): { logits: number[]; contrasts: number[]; outliers: number[] } {
  const logits = sentences.map((sentence) => predictLogit(model.classifier, LOCAL_FEATURES.map((name) => sentence.local[name])));
  const words = sentences.map((sentence) => sentence.words);
  const contrasts = computeSentenceDeviations(logits, words).map((deviation) => model.scale * deviation);
  const outliers = computeSentenceOutliers(logits, words).map((deviation) => model.scale * deviation);
  return { logits, contrasts, outliers };
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
  const own = findLanguageModel(detector.model, language);
  const trained = own !== undefined;
  const shrink = trained ? 1 : TRANSFER_SHRINK;
  const features = extractFeatures(text, language, trained && isTrainedLanguage(language) ? detector.scorers[language] : undefined);
  // With two classifiers (English: HC3-era and current models) the surer one decides, and its own
  // weights explain the score.
  const candidates = (own ? [own, own.current] : [detector.model.universal]).filter((item): item is CalibratedClassifier => item !== undefined);
  const judged = candidates.map((candidate) => {
    const row = (candidate.classifier.features as FeatureName[]).map((name) => features.values[name]);
    const contributions = computeContributions(candidate.classifier, row);
    const rawLogit = contributions.reduce((sum, value) => sum + value, candidate.classifier.bias);
    return { calibrated: candidate, row, contributions, probability: calibrateLogit(candidate.calibration, rawLogit) };
  });
  const best = judged.reduce((a, b) => (b.probability > a.probability ? b : a));
  const { calibrated, row, contributions } = best;
  const names = calibrated.classifier.features as FeatureName[];
  const logit = shrink * logitOf(best.probability);
  const standardized = standardizeRow(calibrated.classifier, row);
  const signals = names
    .map((name, k) => ({ name, k }))
    .filter(({ name, k }) => isExplainable(name, calibrated.classifier.weights[k] ?? 0))
    .map(({ name, k }) => describeSignal(name, row[k] ?? 0, standardized[k] ?? 0, shrink * calibrated.calibration.slope * (contributions[k] ?? 0)))
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || a.feature.localeCompare(b.feature));
  const sentenceModel = own?.sentences;
  // Without a sentence classifier the contrast is already each sentence's own, unsmoothed: no outlier term.
  const { logits, contrasts, outliers } = sentenceModel
    ? contrastSentences(features.sentences, sentenceModel)
    : {
        logits: [],
        contrasts: features.sentences.map((sentence) => contrastSentence(sentence, features.values, calibrated, shrink)),
        outliers: features.sentences.map(() => 0),
      };
  const sentences = features.sentences.map((sentence, i) => ({
    offset: sentence.offset,
    length: sentence.length,
    aiProbability: roundProbability(calibrateSentence(logit, { contrast: contrasts[i] ?? 0, outlier: outliers[i] ?? 0 }, sentenceCalibration)),
  }));
  return {
    logit,
    aiProbability: sigmoid(logit),
    sentences,
    signals,
    decidedBy: calibrated,
    coverage: trained ? 'trained' : 'transfer',
    sentenceContrasts: contrasts,
    sentenceOutliers: outliers,
    sentenceLogits: logits,
  };
}

export function roundProbability(probability: number): number {
  return Math.round(probability * 1000) / 1000;
}
