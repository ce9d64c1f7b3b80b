/**
 * Feature-set comparison on the multilingual corpus (issue 34):
 * `npx tsx src/tools/ai-detector/eval/compare-feature-sets.ts [--rows-cache=<file>]`.
 *
 * Computes each trained language's cross-fitted feature rows once (the slow part: language models per
 * fold, English tagging), then fits the classifiers and chooses the thresholds for several feature sets
 * on the same folds as training: without the clause model over word endings (German, French,
 * Spanish), with its LLRs, with its surprisal too (the shipped set), and the shipped set plus each
 * prose-profile feature (measure-prose-profile.ts) or all of them, and for English each writing habit
 * (measure-writing-habits.ts), the rarity three and all five, with the cut-off also chosen nested and the variant
 * chosen nested (selectNested). Prints per
 * language the 'likely AI' catch on model-written corpus texts, human texts flagged, the cut-off and
 * AUROC (English: TOEFL flagged too). Dev figures: the thresholds are chosen on these same folds, and a
 * feature set picked from this table is picked on them.
 */
import { countWords } from '../../../domain/word-count';
import { MIN_WORDS } from '../engine/decide-verdict';
import { ENGLISH_FEATURES, FEATURE_NAMES, type FeatureName, LANGUAGE_FEATURES, PROSE_PROFILE_FEATURES, WRITING_HABIT_FEATURES } from '../engine/feature-names';
import type { TrainedLanguage } from '../engine/tokenize-text';
import { computeAuroc } from '../../../../training/ai-detector/measure-ranking';
import { findThresholdRules, type ThresholdEvidence } from '../../../../training/ai-detector/choose-thresholds';
import { findDomain } from '../../../../training/ai-detector/read-dataset';
import { fitLanguageClassifiers } from '../../../../training/ai-detector/train-detector';
import { describeNested, selectNested } from './describe-nested-cut';
import { readCrossFittedRows, TRAINED_LANGUAGES } from './read-cross-fitted-rows';

const { records, rowsByLanguage } = readCrossFittedRows();
const languages = TRAINED_LANGUAGES;

/** German, French and Spanish's clause model over word endings (shape-tokens.ts); English's is tagged and always in. */
const CLAUSE_LLRS: readonly FeatureName[] = ['syntaxLlr', 'syntaxLlrMedian'];
type Variant = [string, (shipped: readonly FeatureName[], language: TrainedLanguage) => FeatureName[]];
const before = (shipped: readonly FeatureName[], language: TrainedLanguage) =>
  shipped.filter((name) => language === 'en' || (!CLAUSE_LLRS.includes(name) && name !== 'syntaxSurprisal'));
const inOrder = (names: readonly FeatureName[]) => FEATURE_NAMES.filter((name) => names.includes(name));
const variants: Variant[] = [
  ['before (no clause model)', before],
  ['+ clause LLRs', (shipped, language) => inOrder([...before(shipped, language), ...(language === 'en' ? [] : CLAUSE_LLRS)])],
  ['+ clause surprisal (shipped)', (shipped) => [...shipped]],
  ...PROSE_PROFILE_FEATURES.map((name): Variant => [`  + ${name}`, (shipped) => inOrder([...shipped, name])]),
  ['  + the whole prose profile', (shipped) => inOrder([...shipped, ...PROSE_PROFILE_FEATURES])],
];
/** English's word-rarity and punctuation habits (measure-writing-habits.ts): one at a time, the rarity three, all. */
const RARITY: readonly FeatureName[] = ['midFrequencyShare', 'rankSpread', 'rarityBurstiness'];
const englishVariants: Variant[] = [
  ...WRITING_HABIT_FEATURES.map((name): Variant => [`  + ${name}`, (shipped) => inOrder([...shipped, name])]),
  ['  + the rarity three', (shipped) => inOrder([...shipped, ...RARITY])],
  ['  + all writing habits', (shipped) => inOrder([...shipped, ...WRITING_HABIT_FEATURES])],
];

for (const language of languages) {
  const own = records.filter((record) => record.lang === language);
  const base = language === 'en' ? ENGLISH_FEATURES : LANGUAGE_FEATURES;
  console.log(`\n[${language}]`);
  const candidates: Array<[string, ThresholdEvidence]> = [];
  for (const [name, pick] of language === 'en' ? [...variants, ...englishVariants] : variants) {
    const fitted = fitLanguageClassifiers(own, rowsByLanguage[language], language, pick(base, language));
    if (language === 'en' && (name.includes('shipped') || englishVariants.some(([other]) => other === name))) candidates.push([name.trim(), fitted.evidence]);
    const cut = fitted.thresholds.likelyAi;
    const corpus = own.map((record, i) => ({ record, p: fitted.outOfFold[i] ?? 0 })).filter((item) => 'genre' in item.record);
    const judged = corpus.filter((item) => countWords(item.record.text) >= MIN_WORDS);
    const caught = judged.filter((item) => item.record.label === 1 && item.p >= cut).length;
    const flagged = judged.filter((item) => item.record.label === 0 && item.p >= cut).length;
    const toefl = own.map((record, i) => ({ record, p: fitted.outOfFold[i] ?? 0 })).filter((item) => findDomain(item.record.source) === 'detector-bias/TOEFL' && countWords(item.record.text) >= MIN_WORDS);
    const auroc = computeAuroc(corpus.map((item) => item.p), corpus.map((item) => item.record.label));
    const aiTexts = corpus.filter((item) => item.record.label === 1).length;
    const humanTexts = corpus.filter((item) => item.record.label === 0).length;
    const toeflText = language === 'en' ? `  TOEFL ${toefl.filter((item) => item.p >= cut).length}/${toefl.length}` : '';
    console.log(`  ${name.padEnd(30)} caught ${caught}/${aiTexts}  human ${flagged}/${humanTexts}  cut ${cut.toFixed(3)}  AUROC ${auroc.toFixed(3)}${toeflText}${language === 'en' ? describeNested(fitted.evidence, fitted.rules, own) : ''}`);
  }
  if (language === 'en') console.log(selectNested(candidates, findThresholdRules('en'), own));
}
