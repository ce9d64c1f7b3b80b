import vader from 'vader-sentiment';
import { type TonePhrase } from '../../contract';
import { type Token } from '../text/tokenize';

const NEGATIONS = /^(not|no|never|none|nobody|nothing|neither|nor|without|hardly|\w+n't)$/;
const wordValence = new Map<string, number>();

/** VADER's valence of one word alone (0 when the lexicon does not know it), cached across requests. */
function findValence(word: string): number {
  let valence = wordValence.get(word);
  if (valence === undefined) {
    valence = /\p{L}/u.test(word) ? vader.SentimentIntensityAnalyzer.polarity_scores(word).compound : 0;
    if (wordValence.size > 100_000) wordValence.clear();
    wordValence.set(word, valence);
  }
  return valence;
}

/**
 * VADER builds a table of every word with every punctuation mark for each sentence it scores, which
 * made it over half of the engine thread's time on long English text. A sentence none of whose
 * whitespace-separated words VADER knows scores exactly 0 (every valence it sums comes from a word
 * in its lexicon, punctuation only amplifies a non-zero sum), so that case is answered from the
 * per-word cache without calling it. The result is identical.
 */
export function scoreSentiment(sentence: string): number {
  const words = sentence.split(/\s/);
  if (!words.some((word) => word.length > 1 && findValence(word.toLowerCase()) !== 0)) return 0;
  return vader.SentimentIntensityAnalyzer.polarity_scores(sentence).compound;
}

/**
 * The words that carry a sentence's sentiment: VADER gives one number per sentence, so we look up
 * each word in its lexicon and flip the ones a nearby negation reverses ("not good").
 */
export function findSentimentPhrases(text: string, tokens: Token[]): TonePhrase[] {
  const phrases: TonePhrase[] = [];
  tokens.forEach((token, index) => {
    const valence = findValence(token.lower);
    if (valence === 0) return;
    const negator = tokens.slice(Math.max(0, index - 3), index).find((t) => NEGATIONS.test(t.lower));
    const start = negator?.start ?? token.start;
    const signed = negator ? -valence : valence;
    phrases.push({
      offset: start,
      length: token.end - start,
      text: text.slice(start, token.end),
      effect: signed > 0 ? 'positive' : 'negative',
      weight: Math.round(Math.abs(signed) * 100) / 100,
    });
  });
  return phrases;
}

export function labelSentiment(compound: number): 'negative' | 'neutral' | 'positive' {
  // VADER's authors' thresholds.
  if (compound >= 0.05) return 'positive';
  if (compound <= -0.05) return 'negative';
  return 'neutral';
}
