import { countPhrases } from './count-phrases';
import { CONNECTIVE_OPENERS, HEDGES, LIST_CONJUNCTIONS } from './style-lexicons';
import { isTrainedLanguage, isWordToken, type ModelLanguage } from './tokenize-text';

/**
 * Prose-profile measurements that carry across English, German, French and Spanish (issue 34): how
 * sentences are linked, hedged and listed, and how evenly their lengths run. Each language has its own
 * word lists (style-lexicons.ts); other languages get 0, as they have no trained model to use them.
 */
export interface ProseProfile {
  /** Share of sentences that open with a discourse connective ("However, …", "Zudem …"). */
  connectiveStartRate: number;
  /** Hedges per 100 words ("often", "can help", "kann", "souvent", "suele"). */
  hedgeRate: number;
  /** Share of sentences holding a list closed by a conjunction ("clear, short and useful"). */
  listRate: number;
  /**
   * Mean change in length between neighbouring sentences over the mean length: people alternate long
   * and short sentences more abruptly than chat models do (burstiness in the order, which the
   * coefficient of variation of the lengths cannot see).
   */
  sentenceLengthJump: number;
}

export const EMPTY_PROSE_PROFILE: ProseProfile = { connectiveStartRate: 0, hedgeRate: 0, listRate: 0, sentenceLengthJump: 0 };

/** Longest gap in words between a list's comma and its closing conjunction ("…, short and …"). */
const MAX_LIST_ITEM_WORDS = 4;

function startsWithPhrase(tokens: readonly string[], phrases: readonly string[][]): boolean {
  return phrases.some((words) => words.every((word, k) => tokens[k] === word));
}

/** True when a comma is followed, within a few words and no other mark, by 'and'/'or' of the language. */
export function holdsList(tokens: readonly string[], conjunctions: ReadonlySet<string>): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== ',') continue;
    for (let k = i + 1; k <= i + MAX_LIST_ITEM_WORDS + 1 && k < tokens.length; k++) {
      const token = tokens[k] ?? '';
      if (conjunctions.has(token) && k > i + 1) return true;
      if (!isWordToken(token)) break;
    }
  }
  return false;
}

export function measureLengthJump(lengths: readonly number[]): number {
  if (lengths.length < 2) return 0;
  const average = lengths.reduce((sum, value) => sum + value, 0) / lengths.length;
  let change = 0;
  for (let i = 1; i < lengths.length; i++) change += Math.abs((lengths[i] ?? 0) - (lengths[i - 1] ?? 0));
  return average > 0 ? change / (lengths.length - 1) / average : 0;
}

/** The profile of a text given its sentences' tokens (tokenize-text.ts) and word counts. */
export function measureProseProfile(sentences: readonly string[][], language: ModelLanguage): ProseProfile {
  if (!isTrainedLanguage(language) || sentences.length === 0) return EMPTY_PROSE_PROFILE;
  const openers = CONNECTIVE_OPENERS[language].map((phrase) => phrase.split(' '));
  const conjunctions = new Set(LIST_CONJUNCTIONS[language]);
  const withWords = sentences.filter((tokens) => tokens.some(isWordToken));
  if (withWords.length === 0) return EMPTY_PROSE_PROFILE;
  const lengths = withWords.map((tokens) => tokens.filter(isWordToken).length);
  const words = lengths.reduce((sum, value) => sum + value, 0);
  const hedges = withWords.reduce((sum, tokens) => sum + countPhrases(tokens, HEDGES[language], ' '), 0);
  return {
    connectiveStartRate: withWords.filter((tokens) => startsWithPhrase(tokens, openers)).length / withWords.length,
    hedgeRate: (100 * hedges) / words,
    listRate: withWords.filter((tokens) => holdsList(tokens, conjunctions)).length / withWords.length,
    sentenceLengthJump: measureLengthJump(lengths),
  };
}
