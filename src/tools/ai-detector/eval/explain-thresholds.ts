/**
 * Which rule sets each language's 'likely AI' cut-off (issue 34):
 * `npx tsx src/tools/ai-detector/eval/explain-thresholds.ts [--rows-cache=<file>]` (the cache of
 * compare-feature-sets.ts).
 *
 * Fits each language's classifiers on the same out-of-fold rows as training, then prints every rule's
 * demand on the cut-off (choose-thresholds.ts: even odds, precision overall and per era, the pooled 1%,
 * 2% of each human source), highest first, the human documents at the top of the held-out ranking (for
 * English with each classifier's score), and where the model-written corpus texts score. Dev figures.
 */
import { ENGLISH_FEATURES, LANGUAGE_FEATURES } from '../engine/feature-names';
import { listCutDemands } from '../../../../training/ai-detector/choose-thresholds';
import { findDomain } from '../../../../training/ai-detector/read-dataset';
import { fitLanguageClassifiers } from '../../../../training/ai-detector/train-detector';
import { readCrossFittedRows, TRAINED_LANGUAGES } from './read-cross-fitted-rows';

const TOP_HUMAN = 8;
const { records, rowsByLanguage } = readCrossFittedRows();
const languages = TRAINED_LANGUAGES;

for (const language of languages) {
  const own = records.filter((record) => record.lang === language);
  const fitted = fitLanguageClassifiers(own, rowsByLanguage[language], language, language === 'en' ? ENGLISH_FEATURES : LANGUAGE_FEATURES);
  const { evidence } = fitted;
  const demands = listCutDemands(evidence, fitted.rules).sort((a, b) => b.cut - a.cut);
  console.log(`\n[${language}] 'likely AI' cut-off ${fitted.thresholds.likelyAi.toFixed(4)}, set by: ${demands[0]?.rule}`);
  for (const demand of demands.slice(0, 6)) console.log(`  ${demand.cut.toFixed(4)}  ${demand.rule}`);
  const { primary, current } = fitted.outOfFoldByClassifier;
  const describe = (i: number) => (current ? ` (HC3-era classifier ${primary[i]?.toFixed(4)}, current-model ${current[i]?.toFixed(4)})` : '');
  const human = own.map((_, i) => i).filter((i) => evidence.labels[i] === 0 && evidence.judged[i]).sort((a, b) => (evidence.probabilities[b] ?? 0) - (evidence.probabilities[a] ?? 0));
  console.log(`  highest held-out human texts:`);
  for (const i of human.slice(0, TOP_HUMAN)) console.log(`    ${(evidence.probabilities[i] ?? 0).toFixed(4)}  ${findDomain(own[i]?.source ?? '')}${describe(i)}`);
  const model = own.map((_, i) => i).filter((i) => evidence.labels[i] === 1 && evidence.judged[i] && 'genre' in (own[i] ?? {})).map((i) => evidence.probabilities[i] ?? 0).sort((a, b) => a - b);
  const at = (q: number) => (model[Math.floor(q * model.length)] ?? 0).toFixed(3);
  console.log(`  model-written corpus texts (${model.length}): 30th percentile ${at(0.3)} (the score 70% caught needs), median ${at(0.5)}`);
}
