import { FRENCH_FUNCTION_WORDS, GERMAN_FUNCTION_WORDS, SPANISH_FUNCTION_WORDS } from './style-lexicons';
import { isWordToken, type ModelLanguage } from './tokenize-text';

const KEPT_WORDS: Partial<Record<ModelLanguage, ReadonlySet<string>>> = {
  de: new Set(GERMAN_FUNCTION_WORDS),
  fr: new Set(FRENCH_FUNCTION_WORDS),
  es: new Set(SPANISH_FUNCTION_WORDS),
};

/** Letters of a content word's ending that stand in for its part of speech. */
const SUFFIX_LETTERS = 2;

/**
 * The clause-shape alphabet of languages without a part-of-speech tagger (German, French, Spanish):
 * function words and punctuation as they are, every other word as its last two letters ("~nt",
 * "~er", "~ón"). Endings carry much of what a tag would in these languages (infinitives, participles,
 * -ment/-mente adverbs, -ung/-ión nouns), so a four-gram over this alphabet sees clause patterns, as
 * the tagged one does in English, while staying topic-free. Short words keep their length band only.
 */
export function shapeTokens(tokens: readonly string[], language: ModelLanguage): string[] {
  const kept = KEPT_WORDS[language];
  return tokens.map((token) => {
    if (!isWordToken(token) || token === '<num>' || kept?.has(token)) return token;
    if (/\p{N}/u.test(token)) return '<num>';
    return token.length <= 3 ? '~short' : `~${token.slice(-SUFFIX_LETTERS)}`;
  });
}
