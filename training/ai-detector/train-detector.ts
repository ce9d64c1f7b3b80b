import { countWords } from '../../src/domain/word-count';
import { calibrateLogit } from '../../src/tools/ai-detector/engine/calibrate-score';
import { MIN_WORDS } from '../../src/tools/ai-detector/engine/decide-verdict';
import { ENGLISH_FEATURES, FEATURE_NAMES, type FeatureName, LANGUAGE_FEATURES, UNIVERSAL_FEATURES } from '../../src/tools/ai-detector/engine/feature-names';
import type { DetectorModel, LanguageModelSet } from '../../src/tools/ai-detector/engine/model-types';
import type { TrainedLanguage } from '../../src/tools/ai-detector/engine/tokenize-text';
import { computeCrossFittedRows, type FeatureRows, trainLanguageModels } from './build-feature-rows';
import { chooseThresholds, MAX_DOMAIN_FPR, MAX_DOMAIN_FPR_NEW } from './choose-thresholds';
import { fitCalibratedClassifier } from './fit-classifier';
import { fitSentenceClassifier } from './fit-sentence-classifier';
import { findDomain, type LabelledText } from './read-dataset';

export interface TrainingOutcome {
  model: DetectorModel;
  /** Calibrated out-of-fold probability of each English training text (folds = domains), in input order. */
  outOfFold: number[];
  /** The same for every trained language, aligned with that language's records in input order. */
  outOfFoldByLanguage: Partial<Record<TrainedLanguage, number[]>>;
}

const UNIVERSAL_INDEXES = UNIVERSAL_FEATURES.map((name) => FEATURE_NAMES.indexOf(name));
/** Languages trained from the multilingual corpus (training/ai-detector/corpus) when it has both classes. */
const CORPUS_LANGUAGES = ['de', 'fr', 'es'] as const;

const selectColumns = (rows: readonly number[][], features: readonly FeatureName[]): number[][] => {
  const indexes = features.map((name) => FEATURE_NAMES.indexOf(name));
  return rows.map((row) => indexes.map((k) => row[k] ?? 0));
};

interface TrainedSet {
  set: LanguageModelSet;
  outOfFold: number[];
  featureRows: FeatureRows[];
}

/**
 * One language's model: n-gram models, a classifier over `features` calibrated on leave-one-domain-out
 * scores, a sentence classifier, and verdict thresholds chosen on those same held-out scores.
 */
function trainLanguageSet(records: readonly LabelledText[], language: TrainedLanguage, features: readonly FeatureName[]): TrainedSet {
  const labels = records.map((record) => record.label);
  const domains = records.map((record) => findDomain(record.source));
  const domainList = [...new Set(domains)].sort();
  const folds = domains.map((domain) => domainList.indexOf(domain));
  const featureRows = computeCrossFittedRows(records, language);
  const fitted = fitCalibratedClassifier(selectColumns(featureRows.map((rows) => rows.row), features), labels, folds, [...features]);
  const outOfFold = fitted.outOfFoldLogits.map((logit) => calibrateLogit(fitted.calibration, logit));
  const thresholds = chooseThresholds(
    outOfFold,
    labels,
    domains,
    records.map((record) => countWords(record.text) >= MIN_WORDS),
    // English keeps its TOEFL-era rule; the new languages are held to 1% per human source.
    language === 'en' ? MAX_DOMAIN_FPR : MAX_DOMAIN_FPR_NEW,
  );
  return {
    set: {
      ngrams: trainLanguageModels(records, language),
      classifier: fitted.classifier,
      calibration: fitted.calibration,
      sentences: fitSentenceClassifier(featureRows, labels, domains),
      thresholds,
      training: describeTraining(records),
    },
    outOfFold,
    featureRows,
  };
}

function describeTraining(records: readonly LabelledText[]): { sources: string[]; texts: number; humanTexts: number; aiTexts: number } {
  return {
    sources: [...new Set(records.map((record) => record.source))].sort(),
    texts: records.length,
    humanTexts: records.filter((record) => record.label === 0).length,
    aiTexts: records.filter((record) => record.label === 1).length,
  };
}

/**
 * Trains the whole detector: English from its records (dev.jsonl's MIT sources and the corpus), and
 * German, French and Spanish from theirs when both classes are present. Deterministic: same texts, same
 * model. `features` restricts the English classifier (for ablations in the evaluation).
 */
export function trainDetector(records: readonly LabelledText[], features: readonly FeatureName[] = ENGLISH_FEATURES): TrainingOutcome {
  const english = records.filter((record) => record.lang === 'en');
  const en = trainLanguageSet(english, 'en', features);
  const labels = english.map((record) => record.label);
  const folds = english.map((record) => findDomain(record.source));
  const foldIndexes = folds.map((domain) => [...new Set(folds)].sort().indexOf(domain));
  const universalRows = en.featureRows.map((rows) => UNIVERSAL_INDEXES.map((k) => rows.row[k] ?? 0));
  const universal = fitCalibratedClassifier(universalRows, labels, foldIndexes, [...UNIVERSAL_FEATURES]);
  const languages: DetectorModel['languages'] = { en: en.set };
  const outOfFoldByLanguage: TrainingOutcome['outOfFoldByLanguage'] = { en: en.outOfFold };
  for (const language of CORPUS_LANGUAGES) {
    const own = records.filter((record) => record.lang === language);
    if (new Set(own.map((record) => record.label)).size < 2) continue;
    const trained = trainLanguageSet(own, language, LANGUAGE_FEATURES);
    languages[language] = trained.set;
    outOfFoldByLanguage[language] = trained.outOfFold;
  }
  const model: DetectorModel = {
    version: 1,
    training: describeTraining(english),
    languages,
    universal: { classifier: universal.classifier, calibration: universal.calibration },
    // The global cut-offs are English's: languages without their own (Chinese, 'other') use them.
    thresholds: en.set.thresholds ?? { likelyAi: 0.99, likelyHuman: 0.3 },
  };
  return { model, outOfFold: en.outOfFold, outOfFoldByLanguage };
}
