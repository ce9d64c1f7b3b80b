import type { PlattCalibration } from './calibrate-score';
import type { LogisticModel } from './logistic-model';
import type { NgramModelData } from './ngram-model';
import type { SequenceModelData } from './sequence-model';

/** A classifier with the calibration fitted on its out-of-fold scores. */
export interface CalibratedClassifier {
  classifier: LogisticModel;
  calibration: PlattCalibration;
}

/**
 * A language with training data: its own n-gram models, a classifier over every feature, and a
 * sentence classifier over the local features that ranks the sentences of a text for highlighting.
 */
export interface LanguageModelSet extends CalibratedClassifier {
  ngrams: { words: NgramModelData; style: NgramModelData; syntax: SequenceModelData };
  sentences: SentenceClassifier;
  /**
   * English: a second classifier over the same features, trained on current-model texts and their human
   * counterparts only (training/ai-detector/corpus); the main one is trained on the HC3-era data. A
   * text's probability is the higher of the two (training/ai-detector/train-detector.ts says why).
   */
  current?: CalibratedClassifier;
  /** The language's own verdict cut-offs, chosen on its held-out folds; without them, the model's global ones. */
  thresholds?: VerdictThresholds;
  /** What this language's model was trained on: text counts per class. */
  training?: { texts: number; humanTexts: number; aiTexts: number; sources: string[] };
}

/**
 * Ranks the sentences of one text for highlighting. A sentence's log-odds are the text's plus `scale`
 * times its deviation (sentence-contrast.ts); `scale` is fitted on spliced human+AI training texts, so
 * the contrast shown is as large as the evidence supports.
 */
export interface SentenceClassifier {
  classifier: LogisticModel;
  scale: number;
}

/** Calibrated-probability cut-offs of the verdicts. */
export interface VerdictThresholds {
  /** At or above: 'likely AI'. */
  likelyAi: number;
  /** Below: 'likely human'; in between: 'mixed'. */
  likelyHuman: number;
}

/** The trained model file (src/tools/ai-detector/engine/model/ai-detector-model.json). */
export interface DetectorModel {
  version: 1;
  /** What it was trained on, for the record: sources and text counts. */
  training: { sources: string[]; texts: number; humanTexts: number; aiTexts: number };
  /** English always; German, French and Spanish when the corpus of training/ai-detector/corpus was trained on. */
  languages: { en: LanguageModelSet } & Partial<Record<'de' | 'fr' | 'es', LanguageModelSet>>;
  /** Language-independent features only, for languages without a trained model (e.g. Chinese). */
  universal: CalibratedClassifier;
  thresholds: VerdictThresholds;
}
