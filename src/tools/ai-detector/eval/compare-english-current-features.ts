/**
 * English feature screen per classifier (issue 34, session 38):
 * `npx tsx src/tools/ai-detector/eval/compare-english-current-features.ts [--rows-cache=<file>]`.
 *
 * English has two classifiers (HC3-era and current-model, train-detector.ts). A prose-profile or writing-habit
 * feature given to both moved the HC3-era figures (session 33: the serial-comma rate lifted the out-of-fold rate
 * but hc3-plus fell 0.713 → 0.689). Here each such feature is given to both classifiers, or to the current-model
 * one only, on the cross-fitted rows training uses. Printed per variant: current-model texts 'likely AI', human
 * texts flagged (corpus / HC3-era), TOEFL, the cut-off (chosen on all out-of-fold scores and nested), and the
 * AUROC on hc3-plus English texts of 50+ words (never trained on): their features come from the shipped
 * model's language models, which a classifier-only change leaves as they are, scored by the variant's final
 * classifiers (the higher of the two calibrated probabilities, as score-text.ts does). Dev figures.
 */
import { countWords } from '../../../domain/word-count';
import { MIN_WORDS } from '../engine/decide-verdict';
import { extractFeatures } from '../engine/extract-features';
import { ENGLISH_CURRENT_FEATURES, ENGLISH_FEATURES, FEATURE_NAMES, type FeatureName, PROSE_PROFILE_FEATURES, WRITING_HABIT_FEATURES } from '../engine/feature-names';
import { loadDetector } from '../engine/load-model';
import { calibrateLogit } from '../engine/calibrate-score';
import { predictLogit } from '../engine/logistic-model';
import type { CalibratedClassifier } from '../engine/model-types';
import { computeAuroc } from '../../../../training/ai-detector/measure-ranking';
import { findDomain, readDataset } from '../../../../training/ai-detector/read-dataset';
import { findThresholdRules, type ThresholdEvidence } from '../../../../training/ai-detector/choose-thresholds';
import { fitLanguageClassifiers } from '../../../../training/ai-detector/train-detector';
import { describeNested, selectNested } from './describe-nested-cut';
import { readCrossFittedRows } from './read-cross-fitted-rows';

const { records, rowsByLanguage } = readCrossFittedRows();
const own = records.filter((record) => record.lang === 'en');
const rows = rowsByLanguage.en;

const detector = loadDetector();
const hc3 = readDataset().filter((record) => record.source.startsWith('hc3-plus/en') && countWords(record.text) >= MIN_WORDS);
const hc3Values = hc3.map((record) => extractFeatures(record.text, 'en', detector.scorers.en).values);

const inOrder = (names: readonly FeatureName[]) => FEATURE_NAMES.filter((name) => names.includes(name));
const CANDIDATES: readonly FeatureName[] = [...PROSE_PROFILE_FEATURES, ...WRITING_HABIT_FEATURES];
interface Variant {
  name: string;
  primary: readonly FeatureName[];
  current: readonly FeatureName[];
}
const variants: Variant[] = [
  { name: 'shipped', primary: ENGLISH_FEATURES, current: ENGLISH_CURRENT_FEATURES },
  // Decision 92's before: the current-model classifier without the length-scaled contrasts, and with them in both.
  { name: 'without the length-scaled evidence', primary: ENGLISH_FEATURES, current: ENGLISH_FEATURES },
  { name: 'both + the length-scaled evidence', primary: ENGLISH_CURRENT_FEATURES, current: ENGLISH_CURRENT_FEATURES },
  ...CANDIDATES.flatMap((feature): Variant[] => [
    { name: `both + ${feature}`, primary: inOrder([...ENGLISH_FEATURES, feature]), current: inOrder([...ENGLISH_CURRENT_FEATURES, feature]) },
    { name: `current + ${feature}`, primary: ENGLISH_FEATURES, current: inOrder([...ENGLISH_CURRENT_FEATURES, feature]) },
  ]),
  { name: 'current + the prose profile', primary: ENGLISH_FEATURES, current: inOrder([...ENGLISH_CURRENT_FEATURES, ...PROSE_PROFILE_FEATURES]) },
  { name: 'current + all writing habits', primary: ENGLISH_FEATURES, current: inOrder([...ENGLISH_CURRENT_FEATURES, ...WRITING_HABIT_FEATURES]) },
  { name: 'current + all nine', primary: ENGLISH_FEATURES, current: inOrder([...ENGLISH_CURRENT_FEATURES, ...CANDIDATES]) },
  // The habits that left hc3-plus where it was when given to the current-model classifier alone (first screen).
  { name: 'current + rankSpread, midFrequencyShare', primary: ENGLISH_FEATURES, current: inOrder([...ENGLISH_CURRENT_FEATURES, 'rankSpread', 'midFrequencyShare']) },
  { name: 'current + rankSpread, sentenceLengthJump', primary: ENGLISH_FEATURES, current: inOrder([...ENGLISH_CURRENT_FEATURES, 'rankSpread', 'sentenceLengthJump']) },
  { name: 'current + the rarity three', primary: ENGLISH_FEATURES, current: inOrder([...ENGLISH_CURRENT_FEATURES, 'midFrequencyShare', 'rankSpread', 'rarityBurstiness']) },
];

/** A classifier's calibrated probability of a text from its feature values. */
const scoreWith = (calibrated: CalibratedClassifier, values: Record<FeatureName, number>): number =>
  calibrateLogit(calibrated.calibration, predictLogit(calibrated.classifier, (calibrated.classifier.features as FeatureName[]).map((name) => values[name])));

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const candidates: Array<[string, ThresholdEvidence]> = [];
for (const variant of variants.filter((item) => !only || item.name.includes(only))) {
  const fitted = fitLanguageClassifiers(own, rows, 'en', variant.primary, undefined, variant.current);
  candidates.push([variant.name, fitted.evidence]);
  const cut = fitted.thresholds.likelyAi;
  const scored = own.map((record, i) => ({ record, p: fitted.outOfFold[i] ?? 0 })).filter((item) => countWords(item.record.text) >= MIN_WORDS);
  const corpus = scored.filter((item) => 'genre' in item.record);
  const caught = corpus.filter((item) => item.record.label === 1 && item.p >= cut).length;
  const flagged = corpus.filter((item) => item.record.label === 0 && item.p >= cut).length;
  const toefl = scored.filter((item) => findDomain(item.record.source) === 'detector-bias/TOEFL');
  const hc3Scores = hc3Values.map((values) => Math.max(...[fitted.primary, fitted.current].filter((item) => item !== undefined).map((item) => scoreWith(item, values))));
  const hc3Auroc = computeAuroc(hc3Scores, hc3.map((record) => record.label));
  console.log(
    `${variant.name.padEnd(34)} caught ${caught}/${corpus.filter((item) => item.record.label === 1).length}  human ${flagged}/${corpus.filter((item) => item.record.label === 0).length}  cut ${cut.toFixed(4)}  TOEFL ${toefl.filter((item) => item.p >= cut).length}/${toefl.length}  hc3-plus ${hc3Auroc.toFixed(3)}${describeNested(fitted.evidence, fitted.rules, own)}`,
  );
}
// The variant chosen per fifth on the other four fifths, so a winner by the luck of these folds does not count.
console.log(selectNested(candidates, findThresholdRules('en'), own));
