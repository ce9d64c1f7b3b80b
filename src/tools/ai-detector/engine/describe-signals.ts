import type { Signal } from '../contract';
import type { FeatureName } from './feature-names';

/** Plain-language names of the features, as the signals list shows them. */
const LABELS: Record<FeatureName, string> = {
  lmLlr: 'Word and phrase choices (compared with known human and AI texts)',
  lmSurprisal: 'Predictability of the wording',
  lmBurstiness: 'Variation in predictability from sentence to sentence (burstiness)',
  lmLlrMedian: 'Typical word choice (median, so a few odd words do not dominate)',
  styleLlr: 'Sentence construction compared with known human and AI texts (topic-free)',
  styleLlrMedian: 'Typical sentence construction (median, topic-free)',
  styleSurprisal: 'Predictability of the sentence construction (function words, punctuation, word-frequency pattern)',
  rankMean: 'Everyday vs uncommon vocabulary',
  rareShare: 'Share of rare words, names and misspellings',
  sentenceLength: 'Average sentence length',
  sentenceLengthCv: 'Variation in sentence length',
  commaRate: 'Commas per word',
  colonRate: 'Colons and semicolons per word',
  exclaimQuestionRate: 'Exclamation and question marks per word',
  quoteRate: 'Quotation marks per word',
  parenRate: 'Brackets per word',
  dashRate: 'Dashes per word',
  digitRate: 'Numbers per word',
  capitalRate: 'Capitalised words (names, acronyms) inside sentences',
  contractionRate: "Contractions (don't, it's) per word",
  aiPhraseRate: 'Stock phrases typical of chatbots (additionally, crucial, in conclusion…)',
  humanMarkerRate: 'Informal and personal words (I, really, stuff…)',
  functionWordRate: 'Share of function words (the, of, which…)',
  typeTokenRatio: 'Vocabulary variety (moving type-token ratio)',
  wordLength: 'Average word length',
  sloppiness: 'Typing slips (lower-case sentence starts, spacing around punctuation)',
  syntaxLlr: 'Clause patterns (function words with parts of speech or word endings) compared with known human and AI texts',
  syntaxLlrMedian: 'Typical clause pattern (median, function words with parts of speech or word endings)',
  syntaxSurprisal: 'Predictability of the clause patterns',
  pronounRate: 'Share of pronouns (it, they, we, this…)',
  pronounStartRate: "Sentences that start with 'It', 'This', 'These' or 'They'",
  phraseRepetition: 'Repeated three-word phrases (restating the question or a key phrase)',
  openingRepetition: 'Repeated three-word phrases in the opening (restating the question or title)',
  acronymRate: 'Acronyms and abbreviations (BMI, NHS…) per word',
  connectiveStartRate: "Sentences that open with a connective ('However', 'In addition', 'Zudem', 'De plus', 'Además')",
  hedgeRate: "Hedges per word ('often', 'can help', 'typically')",
  listRate: "Sentences with a list closed by 'and'/'or' ('clear, short and useful')",
  sentenceLengthJump: 'Change in length from one sentence to the next',
  midFrequencyShare: 'Share of mid-frequency, polished words (neither basic nor rare)',
  rankSpread: 'Spread between everyday and rare words',
  rarityBurstiness: 'Variation in word rarity from sentence to sentence',
  serialCommaRate: "Sentences with a serial comma before 'and'/'or' ('A, B, and C')",
  ellipsisRate: 'Ellipses (...) per word',
  lmLlrEvidence: 'Word and phrase choices, weighed by how much text there is',
  syntaxLlrEvidence: 'Clause patterns, weighed by how much text there is',
  styleLlrEvidence: 'Sentence construction (topic-free), weighed by how much text there is',
};

/**
 * Which way a reader expects each measurement to point, as its label says it: +1 when more of it reads
 * as machine-written (stock phrases, repeated phrases, likelier wording), −1 when more reads as human
 * (contractions, informal words, slips, varied sentence lengths). A fitted weight can take the other
 * sign when features overlap (more contractions pushes the English model towards AI, because
 * informal-word and pronoun rates already carry the human side); showing such a weight as a reason
 * would mislead, so only features whose weight agrees with this list are shown. Features with no
 * entry have no direction a reader could check (sentence length, colons, numbers…) and are never shown.
 */
export const EXPECTED_DIRECTION: Partial<Record<FeatureName, 1 | -1>> = {
  lmLlr: 1,
  lmLlrMedian: 1,
  styleLlr: 1,
  styleLlrMedian: 1,
  syntaxLlr: 1,
  syntaxLlrMedian: 1,
  lmLlrEvidence: 1,
  syntaxLlrEvidence: 1,
  styleLlrEvidence: 1,
  lmSurprisal: -1,
  styleSurprisal: -1,
  syntaxSurprisal: -1,
  lmBurstiness: -1,
  rareShare: -1,
  sentenceLengthCv: -1,
  commaRate: 1,
  exclaimQuestionRate: -1,
  quoteRate: -1,
  contractionRate: -1,
  aiPhraseRate: 1,
  humanMarkerRate: -1,
  wordLength: 1,
  sloppiness: -1,
  pronounStartRate: 1,
  phraseRepetition: 1,
  openingRepetition: 1,
  connectiveStartRate: 1,
  hedgeRate: 1,
  listRate: 1,
  sentenceLengthJump: -1,
};

/** True when the model uses this feature the way its label tells a reader (see EXPECTED_DIRECTION). */
export function isExplainable(feature: FeatureName, modelWeight: number): boolean {
  const expected = EXPECTED_DIRECTION[feature];
  return expected !== undefined && Math.sign(modelWeight) === expected;
}

function formatValue(value: number): string {
  const magnitude = Math.abs(value);
  return magnitude >= 100 ? value.toFixed(0) : magnitude >= 1 ? value.toFixed(2) : value.toFixed(3);
}

export function describeSignal(feature: FeatureName, value: number, standardized: number, weight: number): Signal {
  const level = standardized > 0.5 ? 'high' : standardized < -0.5 ? 'low' : 'typical';
  const pointsTo = weight > 0 ? 'AI' : 'human';
  const label = LABELS[feature];
  return {
    feature,
    label,
    value: Number(value.toFixed(4)),
    level,
    pointsTo,
    weight: Number(weight.toFixed(3)),
    description: `${label}: ${level} (${formatValue(value)}) — points to ${pointsTo}`,
  };
}
