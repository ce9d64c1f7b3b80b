/** Every document feature the classifier sees, in model-vector order. */
export const FEATURE_NAMES = [
  'lmLlr',
  'lmSurprisal',
  'lmBurstiness',
  'styleSurprisal',
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
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
export type FeatureValues = Record<FeatureName, number>;

/** Features that also make sense for one sentence: they move a sentence's score away from the text's. */
export const LOCAL_FEATURES = ['lmLlr', 'lmSurprisal', 'aiPhraseRate', 'humanMarkerRate', 'sloppiness'] as const;
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
