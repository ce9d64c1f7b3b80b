import { countWords } from '../../src/domain/word-count';
import { calibrateLogit } from '../../src/tools/ai-detector/engine/calibrate-score';
import { MIN_WORDS } from '../../src/tools/ai-detector/engine/decide-verdict';
import { ENGLISH_FEATURES, FEATURE_NAMES, type FeatureName, UNIVERSAL_FEATURES } from '../../src/tools/ai-detector/engine/feature-names';
import type { DetectorModel } from '../../src/tools/ai-detector/engine/model-types';
import { computeCrossFittedRows, trainLanguageModels } from './build-feature-rows';
import { chooseThresholds } from './choose-thresholds';
import { fitCalibratedClassifier } from './fit-classifier';
import { fitSentenceClassifier } from './fit-sentence-classifier';
import { findDomain, type LabelledText } from './read-dataset';

export interface TrainingOutcome {
  model: DetectorModel;
  /** Calibrated out-of-fold probability of each training text (folds = domains). */
  outOfFold: number[];
}

const UNIVERSAL_INDEXES = UNIVERSAL_FEATURES.map((name) => FEATURE_NAMES.indexOf(name));

/**
 * Trains the whole detector from English labelled texts. Deterministic: same texts, same model.
 * `features` restricts the English classifier (for ablations in the evaluation).
 */
export function trainDetector(records: readonly LabelledText[], features: readonly FeatureName[] = ENGLISH_FEATURES): TrainingOutcome {
  const english = records.filter((record) => record.lang === 'en');
  const labels = english.map((record) => record.label);
  const domains = english.map((record) => findDomain(record.source));
  const domainList = [...new Set(domains)].sort();
  const folds = domains.map((domain) => domainList.indexOf(domain));
  const featureRows = computeCrossFittedRows(english, 'en');
  const rows = featureRows.map((features) => features.row);
  const fullIndexes = features.map((name) => FEATURE_NAMES.indexOf(name));
  const fullRows = rows.map((row) => fullIndexes.map((k) => row[k] ?? 0));
  const full = fitCalibratedClassifier(fullRows, labels, folds, [...features]);
  const universalRows = rows.map((row) => UNIVERSAL_INDEXES.map((k) => row[k] ?? 0));
  const universal = fitCalibratedClassifier(universalRows, labels, folds, [...UNIVERSAL_FEATURES]);
  const outOfFold = full.outOfFoldLogits.map((logit) => calibrateLogit(full.calibration, logit));
  const model: DetectorModel = {
    version: 1,
    training: {
      sources: [...new Set(english.map((record) => record.source))].sort(),
      texts: english.length,
      humanTexts: labels.filter((label) => label === 0).length,
      aiTexts: labels.filter((label) => label === 1).length,
    },
    languages: {
      en: {
        ngrams: trainLanguageModels(english, 'en'),
        classifier: full.classifier,
        calibration: full.calibration,
        sentences: fitSentenceClassifier(featureRows, labels, domains),
      },
    },
    universal: { classifier: universal.classifier, calibration: universal.calibration },
    thresholds: chooseThresholds(
      outOfFold,
      labels,
      domains,
      english.map((record) => countWords(record.text) >= MIN_WORDS),
    ),
  };
  return { model, outOfFold };
}
