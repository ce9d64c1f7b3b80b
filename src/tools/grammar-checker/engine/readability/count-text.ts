import { syllable } from 'syllable';
import { type Sentence } from '../text/split-sentences';
import { type Token } from '../text/tokenize';

export interface TextCounts {
  sentences: number;
  words: number;
  syllables: number;
  letters: number;
  /** Gunning's "complex" words: 3+ syllables, not names, not hyphenated, not made long by -es/-ed/-ing. */
  complexWords: number;
  /** SMOG's polysyllables: every word of 3+ syllables. */
  polysyllables: number;
}

function isComplexForFog(token: Token, syllables: number, sentenceStarts: Set<number>): boolean {
  if (syllables < 3 || token.text.includes('-')) return false;
  const capitalised = token.text[0] !== token.lower[0];
  if (capitalised && !sentenceStarts.has(token.start)) return false;
  const stem = token.lower.replace(/(es|ed|ing)$/, '');
  return stem === token.lower || syllable(stem) >= 3;
}

export function countText(sentences: Sentence[], tokens: Token[]): TextCounts {
  const sentenceStarts = new Set(sentences.map((s) => s.start));
  const counts: TextCounts = { sentences: sentences.length, words: 0, syllables: 0, letters: 0, complexWords: 0, polysyllables: 0 };
  for (const token of tokens) {
    // Numbers are words to a reader but have no letters to count syllables from; count them as one.
    const letters = token.text.replace(/[^\p{L}\p{N}]/gu, '').length;
    const syllables = /\p{L}/u.test(token.text) ? Math.max(1, syllable(token.lower)) : 1;
    counts.words += 1;
    counts.letters += letters;
    counts.syllables += syllables;
    if (syllables >= 3) counts.polysyllables += 1;
    if (isComplexForFog(token, syllables, sentenceStarts)) counts.complexWords += 1;
  }
  return counts;
}
