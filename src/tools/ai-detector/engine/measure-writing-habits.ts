import { isHanToken, isWordToken, type ModelLanguage } from './tokenize-text';
import { findWordRank, RANKED_WORDS } from './word-ranks';

/**
 * Writing habits of English text that the other features do not see (issue 34): how rare its words are
 * and how that rarity is spread, and two punctuation habits. Current chat models favour mid-frequency,
 * 'polished' vocabulary evenly spread over the text and close lists with a serial comma ("A, B, and C");
 * people writing in their own domain mix plain words with rare technical terms and names in bursts, and
 * trail off with ellipses. Other languages get 0 (the rank list is English).
 */
export interface WritingHabits {
  /** Share of alphabetic words ranked 1,000–20,000 in the OpenSubtitles list: neither basic nor rare. */
  midFrequencyShare: number;
  /** Standard deviation of the words' log frequency rank (unlisted words at twice the list's length). */
  rankSpread: number;
  /** Standard deviation over sentences of each sentence's mean log rank, over the text's mean log rank. */
  rarityBurstiness: number;
  /** Share of sentences holding a list closed by a serial comma: "A, B, and C". */
  serialCommaRate: number;
  /** Ellipses ("...", "…") per word. */
  ellipsisRate: number;
}

export const EMPTY_WRITING_HABITS: WritingHabits = { midFrequencyShare: 0, rankSpread: 0, rarityBurstiness: 0, serialCommaRate: 0, ellipsisRate: 0 };

const MID_FREQUENCY_FROM = 1_000;
const MID_FREQUENCY_TO = 20_000;
/** Longest list item in words between two commas or a comma and the closing conjunction. */
const MAX_ITEM_WORDS = 4;

const mean = (values: readonly number[]): number => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
}

const isRankable = (token: string): boolean => /^\p{L}[\p{L}']*$/u.test(token) && !isHanToken(token);
const logRank = (word: string): number => Math.log(findWordRank(word) ?? RANKED_WORDS * 2);

/** True when the tokens hold "X, Y, and Z" (or "or"): two list commas, the second followed by the conjunction. */
export function holdsSerialComma(tokens: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== ',' || (tokens[i + 1] !== 'and' && tokens[i + 1] !== 'or')) continue;
    // Walk back over one item to the list's previous comma.
    for (let k = i - 1; k >= 0 && k >= i - MAX_ITEM_WORDS - 1; k--) {
      const token = tokens[k] ?? '';
      if (token === ',' && k < i - 1) return true;
      if (!isWordToken(token)) break;
    }
  }
  return false;
}

/** The habits of a text given its sentences' tokens (tokenize-text.ts) and the raw text (for ellipses). */
export function measureWritingHabits(sentences: readonly string[][], text: string, language: ModelLanguage): WritingHabits {
  if (language !== 'en') return EMPTY_WRITING_HABITS;
  const withWords = sentences.filter((tokens) => tokens.some(isWordToken));
  const words = withWords.flatMap((tokens) => tokens.filter(isRankable));
  if (words.length === 0) return EMPTY_WRITING_HABITS;
  const logs = words.map(logRank);
  const average = mean(logs);
  const sentenceMeans = withWords.map((tokens) => tokens.filter(isRankable).map(logRank)).filter((values) => values.length > 0).map(mean);
  const mid = words.filter((word) => {
    const rank = findWordRank(word);
    return rank !== undefined && rank > MID_FREQUENCY_FROM && rank <= MID_FREQUENCY_TO;
  }).length;
  const wordCount = withWords.reduce((sum, tokens) => sum + tokens.filter(isWordToken).length, 0);
  return {
    midFrequencyShare: mid / words.length,
    rankSpread: standardDeviation(logs),
    rarityBurstiness: average > 0 ? standardDeviation(sentenceMeans) / average : 0,
    serialCommaRate: withWords.filter(holdsSerialComma).length / withWords.length,
    ellipsisRate: wordCount > 0 ? (text.match(/\.{3}|…/gu)?.length ?? 0) / wordCount : 0,
  };
}
