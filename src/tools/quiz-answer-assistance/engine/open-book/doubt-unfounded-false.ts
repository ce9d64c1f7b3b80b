import { findWords, termOf } from '../read/content-words';
import { tagSentence } from './tag-sentence';

/**
 * Two more cases where a "False" from missing words (no "not", number, opposite word or contradicting claim) is not safe
 * (s40); doubt-verdict.ts holds the others.
 *
 * - A word of the statement the sentence holds only inside a longer word: "The poisons make monarchs taste bad to birds"
 *   against "…makes both caterpillars and adults distasteful to birds". The longer word is built on the statement's word
 *   ("distasteful" on "taste"), so the sentence may say the same thing in one word; the missing words are how it is said.
 * - A circumstance the sentence does not speak of: "Monarch butterflies can fly at night" against a sentence on how they
 *   find their way that has no "at" at all. Every missing word stands in a phrase whose preposition the sentence never
 *   uses: the statement adds a when, where or how the material is silent on, which neither confirms nor denies it. A
 *   swapped circumstance ("freeze from the bottom up" against "from the top down", "off the west coast" against "off the
 *   north-east coast") keeps its preposition, and so keeps its "False".
 */
export function restsOnGluedWord(statement: string, sentence: string, sentenceTerms: ReadonlySet<string>): boolean {
  const own = new Set(findWords(sentence).map((word) => word.text.toLowerCase()));
  const lower = sentence.toLowerCase();
  return findWords(statement).some((word) => {
    const text = word.text.toLowerCase();
    const term = termOf(word.text);
    return text.length >= 5 && term !== null && !sentenceTerms.has(term) && !own.has(text) && lower.includes(text);
  });
}

// Not "by": "granted by King Henry III" names the doer, not a circumstance.
const PREPOSITIONS = new Set(['at', 'in', 'on', 'during', 'with', 'without', 'for', 'from', 'to', 'into', 'through', 'across', 'under', 'over', 'near', 'after', 'before', 'since', 'until', 'among', 'against', 'off']);

export function addsCircumstance(statement: string, sentence: string, unstated: readonly string[]): boolean {
  if (unstated.length === 0) return false;
  const sentenceWords = new Set(findWords(sentence).map((word) => word.text.toLowerCase()));
  const tokens = tagSentence(statement, 0);
  // The phrase each word stands in: from a preposition to the next verb, preposition or end.
  let preposition: string | null = null;
  const phraseOf = new Map<string, string | null>();
  // A missing name ("in Leeds" against "in York") is a swapped place or person, whose "False" stands.
  const named = new Set(tokens.filter((token, i) => i > 0 && /^\p{Lu}/u.test(token.text)).flatMap((token) => termOf(token.text) ?? []));
  if (unstated.some((term) => named.has(term))) return false;
  for (const token of tokens) {
    const lower = token.text.toLowerCase();
    if (PREPOSITIONS.has(lower) && token.pos === 'ADP') {
      preposition = lower;
      continue;
    }
    if (token.pos === 'VERB' || token.pos === 'AUX' || token.pos === 'SCONJ' || token.pos === 'CCONJ' || token.pos === 'PUNCT') preposition = null;
    const term = termOf(token.text);
    if (term !== null && !phraseOf.has(term)) phraseOf.set(term, preposition);
  }
  return unstated.every((term) => {
    const opened = phraseOf.get(term);
    return opened !== undefined && opened !== null && !sentenceWords.has(opened);
  });
}
