import { splitSentences } from './split-sentences';
import type { Token } from './tokenize-text';

const MAX_QUERIES = 3;
const QUERY_WORDS = 12;

/**
 * A few phrases to look up on the web: the first words of the longest sentences, which are the
 * most distinctive and the likeliest to be found verbatim if copied. Deterministic, so a check
 * run twice asks the same questions.
 */
export function pickSearchQueries(text: string, tokens: readonly Token[]): string[] {
  return splitSentences(text, tokens)
    .map((span, order) => ({ span, order, words: span.last - span.first + 1 }))
    .filter((sentence) => sentence.words >= 6)
    .sort((a, b) => b.words - a.words || a.order - b.order)
    .slice(0, MAX_QUERIES)
    .map(({ span }) => {
      const last = Math.min(span.last, span.first + QUERY_WORDS - 1);
      return `"${text.slice(tokens[span.first]!.start, tokens[last]!.end)}"`;
    });
}
