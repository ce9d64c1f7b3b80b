/**
 * Threshold-rule check on the multilingual corpus (issue 34):
 * `npx tsx src/tools/ai-detector/eval/compare-threshold-rules.ts [--rows-cache=<file>]` (the cache of
 * compare-feature-sets.ts).
 *
 * The shipped verdict rates are measured on the same out-of-fold scores the 'likely AI' cut-off was chosen
 * on, so they flatter it. Here each language's cut-off is also chosen on four fifths of the documents'
 * out-of-fold scores and applied to the fifth ("nested"), which shows how far the rates hold on documents
 * the rule never saw. Three rules are compared: 2% per source, 1 in 29 (the issue's TOEFL bar), and 1 in 29
 * with 1% of each era's human texts, every text counted (English's shipped rule, decision 82). Dev figures.
 */
import { countWords } from '../../../domain/word-count';
import { MIN_WORDS } from '../engine/decide-verdict';
import { ENGLISH_FEATURES, LANGUAGE_FEATURES } from '../engine/feature-names';
import { chooseThresholds, type ThresholdEvidence, type ThresholdRules } from '../../../../training/ai-detector/choose-thresholds';
import { assignFold, findDomain, isCorpusSource, type LabelledText } from '../../../../training/ai-detector/read-dataset';
import { fitLanguageClassifiers } from '../../../../training/ai-detector/train-detector';
import { readCrossFittedRows, TRAINED_LANGUAGES } from './read-cross-fitted-rows';

const NESTED_FOLDS = 5;
// What ships is findThresholdRules(language): 1 in 29 per source and 1% per era for English, 2% for the others (decisions 80, 82).
const RULES: Array<[string, ThresholdRules]> = [
  ['2% per source', { maxDomainFpr: 0.02 }],
  ['1 in 29 per source', { maxDomainFpr: 1 / 29 }],
  ['1 in 29 per source, 1% of each era\'s human texts', { maxDomainFpr: 1 / 29, maxEraFpr: 0.01 }],
];

const { records, rowsByLanguage } = readCrossFittedRows();
const languages = TRAINED_LANGUAGES;
const isCorpusText = (record: LabelledText): boolean => isCorpusSource(record.source);

for (const language of languages) {
  const own = records.filter((record) => record.lang === language);
  const fitted = fitLanguageClassifiers(own, rowsByLanguage[language], language, language === 'en' ? ENGLISH_FEATURES : LANGUAGE_FEATURES);
  const judged = own.map((record) => countWords(record.text) >= MIN_WORDS);
  const evidenceOf = (indexes: readonly number[]): ThresholdEvidence => ({
    probabilities: indexes.map((i) => fitted.outOfFold[i] ?? 0),
    labels: indexes.map((i) => own[i]?.label ?? 0),
    domains: indexes.map((i) => findDomain(own[i]?.source ?? '')),
    judged: indexes.map((i) => judged[i] ?? false),
    groups: indexes.map((i) => own[i]?.group ?? ''),
    eras: indexes.map((i) => (own[i] && isCorpusText(own[i]) ? 'corpus' : 'hc3')),
  });
  const all = own.map((_, i) => i);
  const nestedFold = own.map((record) => assignFold(`t${record.group}`, NESTED_FOLDS));
  console.log(`\n[${language}]`);
  for (const [name, rules] of RULES) {
    const cut = chooseThresholds(evidenceOf(all), rules).likelyAi;
    const cuts = Array.from({ length: NESTED_FOLDS }, (_, k) => chooseThresholds(evidenceOf(all.filter((i) => nestedFold[i] !== k)), rules).likelyAi);
    console.log(`  ${name}: cut ${cut.toFixed(4)}  ${describeRates(own, judged, fitted.outOfFold, () => cut)}`);
    console.log(`    nested (cuts ${cuts.map((c) => c.toFixed(3)).join(', ')})  ${describeRates(own, judged, fitted.outOfFold, (i) => cuts[nestedFold[i] ?? 0] ?? 1)}`);
  }
}

/** 'Likely AI' on corpus model texts, corpus human texts; for English also the HC3-era texts and TOEFL. */
function describeRates(own: readonly LabelledText[], judged: readonly boolean[], scores: readonly number[], cutOf: (i: number) => number): string {
  const tally = new Map<string, [number, number]>();
  const add = (key: string, flagged: boolean) => {
    const [hits, total] = tally.get(key) ?? [0, 0];
    tally.set(key, [hits + (flagged ? 1 : 0), total + 1]);
  };
  own.forEach((record, i) => {
    if (!judged[i]) return;
    const flagged = (scores[i] ?? 0) >= cutOf(i);
    add(`${isCorpusText(record) ? 'corpus' : 'HC3-era'} ${record.label === 1 ? 'model' : 'human'}`, flagged);
    add(record.label === 1 ? 'all model' : 'all human', flagged);
    if (findDomain(record.source) === 'detector-bias/TOEFL') add('TOEFL', flagged);
  });
  const [tp] = tally.get('all model') ?? [0, 0];
  const [fp] = tally.get('all human') ?? [0, 0];
  const parts = ['corpus model', 'corpus human', 'HC3-era model', 'HC3-era human', 'TOEFL'].filter((key) => tally.has(key)).map((key) => {
    const [hits, total] = tally.get(key) ?? [0, 0];
    return `${key} ${hits}/${total}`;
  });
  return `${parts.join(', ')}; precision ${(tp / Math.max(1, tp + fp)).toFixed(3)}`;
}
