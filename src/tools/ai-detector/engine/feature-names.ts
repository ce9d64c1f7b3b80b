/** Every document feature the classifier sees, in model-vector order. */
export const FEATURE_NAMES = [
  'lmLlr',
  'lmSurprisal',
  'lmBurstiness',
  'lmLlrMedian',
  'styleSurprisal',
  'styleLlr',
  'styleLlrMedian',
  'rankMean',
  'rareShare',
  'sentenceLength',
  'sentenceLengthCv',
  'commaRate',
  'colonRate',
  'exclaimQuestionRate',
  'quoteRate',
  'parenRate',
  'dashRate',
  'digitRate',
  'capitalRate',
  'contractionRate',
  'aiPhraseRate',
  'humanMarkerRate',
  'functionWordRate',
  'typeTokenRatio',
  'wordLength',
  'sloppiness',
  'syntaxLlr',
  'syntaxLlrMedian',
  'syntaxSurprisal',
  'pronounRate',
  'pronounStartRate',
  'phraseRepetition',
  'openingRepetition',
  'acronymRate',
  'connectiveStartRate',
  'hedgeRate',
  'listRate',
  'sentenceLengthJump',
  'midFrequencyShare',
  'rankSpread',
  'rarityBurstiness',
  'serialCommaRate',
  'ellipsisRate',
  'lmLlrEvidence',
  'syntaxLlrEvidence',
  'styleLlrEvidence',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
export type FeatureValues = Record<FeatureName, number>;

/**
 * The prose profile (measure-prose-profile.ts: sentence-opening connectives, hedges, lists, change in
 * sentence length): computed for every trained language. Measured on the corpus's folds
 * (eval/compare-feature-sets.ts, 2026-11-29, batches 1–7) they moved no language's AUROC by more than
 * 0.003, and English's held-out cut-off rose with them (0.989 → 0.999: 'likely AI' on 97 → 32 of 206
 * model-written texts). English still leaves all four out; German, French and Spanish take the list
 * rate (LANGUAGE_FEATURES says why).
 */
export const PROSE_PROFILE_FEATURES: readonly FeatureName[] = ['connectiveStartRate', 'hedgeRate', 'listRate', 'sentenceLengthJump'];

/**
 * Sentences holding an 'A, B and C' list, in German, French and Spanish (issue 34, docs/decisions/0067).
 * With the eighth batch, on the corpus's folds (dev figures, eval/compare-feature-sets.ts, 2026-11-30),
 * it was the one prose-profile feature that helped under both fold schemes: 'likely AI' es 136 → 145 of
 * 202, fr 131 → 143 of 181, de 121 → 117 of 162 over documents (human texts flagged unchanged); with one
 * genre held out per fold es 60 → 68, fr 46 → 48, de 93 → 92. The whole profile did es 143, fr 141, de
 * 119, but with genres held out German fell 93 → 79. Chosen among these six variants on these folds.
 */
const CORPUS_PROSE_FEATURES: readonly FeatureName[] = ['listRate'];

/** Word rarity and punctuation habits (measure-writing-habits.ts): English only, screened in eval/compare-feature-sets.ts. */
export const WRITING_HABIT_FEATURES: readonly FeatureName[] = ['midFrequencyShare', 'rankSpread', 'rarityBurstiness', 'serialCommaRate', 'ellipsisRate'];

/** Writing habits English's classifiers take: none yet (screened in eval/compare-feature-sets.ts). */
const ENGLISH_HABIT_FEATURES: readonly FeatureName[] = [];

/**
 * The three model contrasts (word, clause and style log-likelihood ratios) scaled by the square root of the
 * text's length in words (over 150; at least 20): a mean contrast over more words is stronger evidence, as a
 * z-score grows with the square root of the sample (extract-features.ts). Without them a 280-word essay whose
 * every sentence leans 'AI' scores like a 100-word one, and the missed model-written texts were the long ones
 * (English 200+ words: 68 of 132 caught, under 200: 188 of 250). Out of fold over documents (dev figures,
 * session 41, docs/decisions/0092): English's 'likely AI' 256 → 268 of 382 given to its current-model classifier
 * only, human texts flagged unchanged. German, French and Spanish leave them out: their rates rose too, but their
 * cut-offs fell and held-back human speeches were flagged more.
 */
export const EVIDENCE_FEATURES: readonly FeatureName[] = ['lmLlrEvidence', 'syntaxLlrEvidence', 'styleLlrEvidence'];

function isProseProfileFeature(name: FeatureName): boolean {
  return PROSE_PROFILE_FEATURES.includes(name);
}

/**
 * The English classifier's features: every feature but the raw word-model surprisal. Low perplexity is
 * also what non-native writers' plainer wording shows (Liang et al.), and on held-out domains the
 * surprisal mostly duplicated the LLR while pulling TOEFL essays towards 'AI' (leave-one-domain-out,
 * old feature set: TOEFL AUROC 0.822 with it, 0.859 without; pooled 0.908 vs 0.911). Still computed, for
 * ablations (AI_DETECTOR_FEATURES in the evaluation).
 */
export const ENGLISH_FEATURES: readonly FeatureName[] = FEATURE_NAMES.filter(
  (name) => name !== 'lmSurprisal' && !EVIDENCE_FEATURES.includes(name) && !isProseProfileFeature(name) && (!WRITING_HABIT_FEATURES.includes(name) || ENGLISH_HABIT_FEATURES.includes(name)),
);

/**
 * English's current-model classifier (train-detector.ts): the HC3-era classifier's features, plus those it alone
 * takes: the length-scaled evidence, so the HC3-era classifier (and its figures) stays as it was (decision 92);
 * eval/compare-english-current-features.ts screens the prose profile and writing habits per classifier.
 */
const ENGLISH_CURRENT_ONLY_FEATURES: readonly FeatureName[] = EVIDENCE_FEATURES;
export const ENGLISH_CURRENT_FEATURES: readonly FeatureName[] = FEATURE_NAMES.filter(
  (name) => ENGLISH_FEATURES.includes(name) || ENGLISH_CURRENT_ONLY_FEATURES.includes(name),
);

/**
 * Features that also make sense for one sentence: the sentence classifier behind the highlighting sees
 * these, measured on the sentence alone.
 */
export const LOCAL_FEATURES = [
  'lmLlr',
  'lmSurprisal',
  'syntaxLlr',
  'styleLlr',
  'sentenceLength',
  'commaRate',
  'contractionRate',
  'aiPhraseRate',
  'humanMarkerRate',
  'sloppiness',
] as const;
export type LocalFeatureName = (typeof LOCAL_FEATURES)[number];

/**
 * Features that mean the same in any language (given the tokeniser's words): the only ones used for
 * languages without a trained model, where word-level statistics would not transfer.
 */
export const UNIVERSAL_FEATURES: readonly FeatureName[] = [
  'sentenceLength',
  'sentenceLengthCv',
  'commaRate',
  'colonRate',
  'exclaimQuestionRate',
  'quoteRate',
  'parenRate',
  'digitRate',
  'aiPhraseRate',
  'humanMarkerRate',
  'typeTokenRatio',
  'sloppiness',
];

/**
 * The German, French and Spanish classifiers' features: everything but what rests on English
 * resources (the frequency list, the It/This/These/They openings and the tagger's pronoun counts,
 * acronyms and capitals, which German nouns would swamp), the raw word-model surprisal (left out for
 * the same reason as in English: plainer non-native writing is also more predictable), the prose
 * profile but its list rate (see above), and two features the corpus would teach backwards: its human side is news and
 * web prose only (no e-mails, blogs or letters), so personal words (ich, je, yo) and short sentences
 * came out as signs of AI; a human e-mail would then be flagged for being an e-mail. The clause
 * features (syntaxLlr, syntaxLlrMedian, syntaxSurprisal) come from a four-gram over function words and
 * word endings (shape-tokens.ts) in these languages: out of fold they lifted AUROC de 0.975 → 0.983,
 * fr 0.970 → 0.979, es 0.940 → 0.965 (eval/compare-feature-sets.ts). The clause surprisal is kept
 * although low surprisal may also mark plainer learner writing: there are no learner texts in these
 * languages to check it on (English's TOEFL check is the only one).
 */
const NOT_FOR_CORPUS_LANGUAGES: readonly FeatureName[] = [
  'humanMarkerRate',
  'sentenceLength',
  'lmSurprisal', 'rankMean', 'rareShare', 'capitalRate',
  'pronounRate', 'pronounStartRate', 'acronymRate',
  ...WRITING_HABIT_FEATURES,
  ...EVIDENCE_FEATURES,
];
export const LANGUAGE_FEATURES: readonly FeatureName[] = FEATURE_NAMES.filter(
  (name) => !NOT_FOR_CORPUS_LANGUAGES.includes(name) && (!isProseProfileFeature(name) || CORPUS_PROSE_FEATURES.includes(name)),
);
