import { isWordToken } from './tokenize-text';
import { findWordRank } from './word-ranks';

/** Words commoner than this rank keep their identity in the style model: mostly function words. */
const KEEP_RANK = 400;

/**
 * Maps tokens to a topic-free alphabet for the style language model: common words and punctuation stay,
 * content words become their frequency band. The model then learns how text is put together
 * (connectives, clause shapes, punctuation habits) rather than what it is about, which is what
 * carries over to subjects it never saw.
 */
export function abstractTokens(tokens: readonly string[]): string[] {
  return tokens.map((token) => {
    if (!isWordToken(token) || token === '<num>') return token;
    const rank = findWordRank(token);
    if (rank === undefined) return token.length > 7 ? '<rare-long>' : '<rare>';
    if (rank <= KEEP_RANK) return token;
    if (rank <= 2000) return '<band-2k>';
    if (rank <= 10_000) return '<band-10k>';
    return '<band-50k>';
  });
}
