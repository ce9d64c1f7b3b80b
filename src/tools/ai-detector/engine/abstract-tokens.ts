import { FRENCH_FUNCTION_WORDS, GERMAN_FUNCTION_WORDS, SPANISH_FUNCTION_WORDS } from './style-lexicons';
import { isWordToken, type ModelLanguage } from './tokenize-text';
import { findWordRank } from './word-ranks';

/**
 * The word-frequency list is English; in German, French and Spanish their function words keep their
 * identity instead and every other word becomes a length band, which keeps the alphabet topic-free.
 */
const KEPT_WORDS: Partial<Record<ModelLanguage, ReadonlySet<string>>> = {
  de: new Set(GERMAN_FUNCTION_WORDS),
  fr: new Set(FRENCH_FUNCTION_WORDS),
  es: new Set(SPANISH_FUNCTION_WORDS),
};

/** Words commoner than this rank keep their identity in the style model: mostly function words. */
const KEEP_RANK = 400;

/**
 * Maps tokens to a topic-free alphabet for the style language model: common words and punctuation stay,
 * content words become their frequency band. The model then learns how text is put together
 * (connectives, clause shapes, punctuation habits) rather than what it is about, which is what
 * carries over to subjects it never saw.
 */
export function abstractTokens(tokens: readonly string[], language: ModelLanguage = 'en'): string[] {
  const kept = KEPT_WORDS[language];
  return tokens.map((token) => {
    if (!isWordToken(token) || token === '<num>') return token;
    if (kept) return kept.has(token) ? token : lengthBand(token);
    const rank = findWordRank(token);
    if (rank === undefined) return token.length > 7 ? '<rare-long>' : '<rare>';
    if (rank <= KEEP_RANK) return token;
    if (rank <= 2000) return '<band-2k>';
    if (rank <= 10_000) return '<band-10k>';
    return '<band-50k>';
  });
}

function lengthBand(token: string): string {
  if (token.length <= 3) return '<short>';
  return token.length > 8 ? '<long>' : '<mid>';
}
