/**
 * English 'likely AI' under the unchanged threshold rules with and without the held-back texts of the
 * corpus (corpus/held-back: openly licensed human research abstracts and health answers, `open/…`, and
 * the ninth batch of model-written texts, en-17.txt, ids `en-*-5xx`), and with those human texts weighted
 * differently in English's two classifiers (issue 34, docs/decisions/0074):
 * `AI_DETECTOR_HELD_BACK=1 npx tsx src/tools/ai-detector/eval/compare-english-corpus-variants.ts [--rows-cache=<file>] [--grid]`.
 *
 * Every variant is fitted on the same cross-fitted feature rows (read-cross-fitted-rows.ts, all texts
 * present), so the language-model features of a variant that leaves texts out were still trained with
 * them: a quick screen on the same folds ('neither' gives 98 of 206 where training gives 97), to be
 * confirmed by `AI_DETECTOR_HELD_BACK=1 npm run train:ai-detector`. Dev figures: the variants are
 * chosen among on these folds.
 */
import { ENGLISH_FEATURES } from '../engine/feature-names';
import { listCutDemands } from '../../../../training/ai-detector/choose-thresholds';
import { computeAuroc } from '../../../../training/ai-detector/measure-ranking';
import { findDomain, type LabelledText } from '../../../../training/ai-detector/read-dataset';
import { type ClassifierWeights, fitLanguageClassifiers } from '../../../../training/ai-detector/train-detector';
import { readCrossFittedRows } from './read-cross-fitted-rows';

if (process.env.AI_DETECTOR_HELD_BACK !== '1') throw new Error('Run with AI_DETECTOR_HELD_BACK=1: the variants need the held-back texts (read-corpus.ts).');
const { records, rowsByLanguage } = readCrossFittedRows();
const english = records.filter((record) => record.lang === 'en');
const rows = rowsByLanguage.en;

const isNinthBatch = (record: LabelledText): boolean => /^en-[a-z-]+-5\d\d$/u.test(record.group);
const isOpen = (record: LabelledText): boolean => record.source.startsWith('open/');
const inCorpus = (record: LabelledText): boolean => 'genre' in record;

interface Variant {
  name: string;
  keep: (record: LabelledText) => boolean;
  /** Each text's weight in the two classifiers (default 1 in both). */
  weights?: (record: LabelledText) => ClassifierWeights;
}

const ONE = { primary: 1, current: 1 };
const openOnly = (primary: number, current: number) => (record: LabelledText): ClassifierWeights => (isOpen(record) ? { primary, current } : ONE);

const variants: Variant[] = [
  { name: 'neither (as shipped)', keep: (record) => !isOpen(record) && !isNinthBatch(record) },
  { name: '+ en-17 model texts only', keep: (record) => !isOpen(record) },
  { name: '+ open human texts only', keep: (record) => !isNinthBatch(record) },
  { name: '+ both', keep: () => true },
  { name: '+ both, PLOS only', keep: (record) => !record.source.startsWith('open/en-medquad') },
  { name: '+ both, MedQuAD only', keep: (record) => !record.source.startsWith('open/en-plos') },
  { name: '+ both, open texts only in the HC3-era classifier', keep: () => true, weights: openOnly(1, 0) },
  { name: '+ both, open texts only in the current-model classifier', keep: () => true, weights: openOnly(0, 1) },
  { name: '+ both, open texts weighted 0.3 in both', keep: () => true, weights: openOnly(0.3, 0.3) },
  { name: '+ both, open texts weighted 0.3 (current), 0 (HC3-era)', keep: () => true, weights: openOnly(0, 0.3) },
  { name: '+ open human texts only, only in the HC3-era classifier', keep: (record) => !isNinthBatch(record), weights: openOnly(1, 0) },
  { name: '+ both, open texts and en-17 only in the HC3-era classifier', keep: () => true, weights: (record) => (isOpen(record) || isNinthBatch(record) ? { primary: 1, current: 0 } : ONE) },
  { name: '+ both, open texts 3× in the HC3-era classifier, not in the current-model one', keep: () => true, weights: openOnly(3, 0) },
  { name: '+ both, open texts 0.1 in the current-model classifier', keep: () => true, weights: openOnly(1, 0.1) },
  ...(process.argv.includes('--grid')
    ? [0, 0.3, 1, 3].flatMap((primary) => [0, 0.03, 0.1, 0.3].map((current) => ({ name: `grid: open texts ${primary} (HC3-era) / ${current} (current-model), en-17 in both`, keep: () => true, weights: openOnly(primary, current) })))
    : []),
];

for (const variant of variants) {
  const indexes = english.map((_, i) => i).filter((i) => variant.keep(english[i] as LabelledText));
  const own = indexes.map((i) => english[i] as LabelledText);
  const fitted = fitLanguageClassifiers(own, indexes.map((i) => rows[i]!), 'en', ENGLISH_FEATURES, variant.weights ?? (() => ONE));
  const { evidence } = fitted;
  const cut = fitted.thresholds.likelyAi;
  const flagged = (i: number): boolean => evidence.judged[i] === true && (evidence.probabilities[i] ?? 0) >= cut;
  const count = (test: (record: LabelledText, i: number) => boolean): string => {
    const chosen = own.map((record, i) => ({ record, i })).filter(({ record, i }) => test(record, i));
    return `${chosen.filter(({ i }) => flagged(i)).length}/${chosen.length}`;
  };
  const demands = listCutDemands(evidence, fitted.rules).sort((a, b) => b.cut - a.cut);
  const modelScores = own.map((record, i) => ({ record, i })).filter(({ record, i }) => record.label === 1 && inCorpus(record) && evidence.judged[i]).map(({ i }) => evidence.probabilities[i] ?? 0).sort((a, b) => a - b);
  const needed = modelScores[Math.floor(0.3 * modelScores.length)] ?? 0;
  console.log(`\n${variant.name}: cut-off ${cut.toFixed(4)} (70% caught needs ${needed.toFixed(4)}), set by ${demands[0]?.rule}; then ${demands[1]?.rule} (${demands[1]?.cut.toFixed(4)})`);
  console.log(`  'likely AI': all corpus model texts ${count((record) => record.label === 1 && inCorpus(record))}; batches 1–8 ${count((record) => record.label === 1 && inCorpus(record) && !isNinthBatch(record))}, en-17 ${count((record) => record.label === 1 && isNinthBatch(record))}, HC3-era AI ${count((record) => record.label === 1 && !inCorpus(record))}`);
  const auroc = (test: (record: LabelledText) => boolean): string => {
    const chosen = own.map((record, i) => ({ record, i })).filter(({ record }) => test(record));
    return computeAuroc(chosen.map(({ i }) => evidence.probabilities[i] ?? 0), chosen.map(({ record }) => record.label)).toFixed(3);
  };
  console.log(`  AUROC out of fold: corpus batches 1–8 vs its UD human texts ${auroc((record) => inCorpus(record) && !isNinthBatch(record) && !isOpen(record))}, all corpus texts ${auroc(inCorpus)}, HC3-era texts ${auroc((record) => !inCorpus(record))}`);
  console.log(
    `  human flagged: corpus UD ${count((record) => record.label === 0 && inCorpus(record) && !isOpen(record))}, PLOS ${count((record) => record.source.startsWith('open/en-plos'))}, MedQuAD ${count((record) => record.source.startsWith('open/en-medquad'))}, HC3-era ${count((record) => record.label === 0 && !inCorpus(record))}, TOEFL ${count((record) => findDomain(record.source) === 'detector-bias/TOEFL')}`,
  );
}
