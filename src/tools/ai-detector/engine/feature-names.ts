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
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
export type FeatureValues = Record<FeatureName, number>;

/**
 * The English classifier's features: every feature but the raw word-model surprisal. Low perplexity is
 * also what non-native writers' plainer wording shows (Liang et al.), and on held-out domains the
 * surprisal mostly duplicated the LLR while pulling TOEFL essays towards 'AI' (leave-one-domain-out,
 * old feature set: TOEFL AUROC 0.822 with it, 0.859 without; pooled 0.908 vs 0.911). Still computed, for
 * ablations (AI_DETECTOR_FEATURES in the evaluation).
 */
export const ENGLISH_FEATURES: readonly FeatureName[] = FEATURE_NAMES.filter((name) => name !== 'lmSurprisal');

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
 * resources (the frequency list, the part-of-speech tagger, the It/This/These/They openings, acronyms
 * and capitals, which German nouns would swamp), the raw word-model surprisal (left out for the same
 * reason as in English: plainer non-native writing is also more predictable), and two features the
 * corpus would teach backwards: its human side is news and web prose only (no e-mails, blogs or
 * letters), so personal words (ich, je, yo) and short sentences came out as signs of AI; a human
 * e-mail would then be flagged for being an e-mail.
 */
const NOT_FOR_CORPUS_LANGUAGES: readonly FeatureName[] = [
  'humanMarkerRate',
  'sentenceLength',
  'lmSurprisal', 'rankMean', 'rareShare', 'capitalRate', 'syntaxLlr', 'syntaxLlrMedian', 'syntaxSurprisal',
  'pronounRate', 'pronounStartRate', 'acronymRate',
];
export const LANGUAGE_FEATURES: readonly FeatureName[] = FEATURE_NAMES.filter((name) => !NOT_FOR_CORPUS_LANGUAGES.includes(name));
